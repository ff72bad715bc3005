import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyDocumentLanguage, initI18n } from './i18n';

type Bundle = Record<string, unknown>;

/** The app's texts as they were before a test took some away. */
let saved: { en: Bundle; de: Bundle };

function bundle(lang: string): Bundle {
  return structuredClone(i18next.getResourceBundle(lang, 'translation') as Bundle);
}

/** Puts `texts` in place of the language's whole `translation` namespace. */
function replaceBundle(lang: string, texts: Bundle | null) {
  i18next.removeResourceBundle(lang, 'translation');
  if (texts) i18next.addResourceBundle(lang, 'translation', texts, true, true);
}

/** German texts without `path` (`nav.about`), as a dictionary that lost a key would be. */
function germanWithout(path: string): Bundle {
  const texts = structuredClone(saved.de);
  const keys = path.split('.');
  let node = texts;
  for (const key of keys.slice(0, -1)) node = node[key] as Bundle;
  delete node[keys[keys.length - 1]!];
  return texts;
}

function Probe({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {keys.map((key) => (
        <li key={key} data-testid={key}>
          {t(key as never)}
        </li>
      ))}
    </ul>
  );
}

beforeEach(async () => {
  await initI18n('de');
  saved = { en: bundle('en'), de: bundle('de') };
  // As for a German visitor: the English texts were never downloaded.
  replaceBundle('en', null);
});

afterEach(async () => {
  replaceBundle('en', saved.en);
  replaceBundle('de', saved.de);
  await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
});

describe('the English fallback (spec section 4)', () => {
  it('shows the English text of a shell key missing in German, fetching English only then', async () => {
    replaceBundle('de', germanWithout('nav.about'));
    expect(i18next.hasResourceBundle('en', 'translation')).toBe(false);

    render(<Probe keys={['nav.about', 'nav.contact']} />);
    // Never the raw key; the English text as soon as the shell's English dictionary is in.
    expect(screen.getByTestId('nav.about')).not.toHaveTextContent('nav.about');
    expect(await screen.findByText('About us')).toBeInTheDocument();
    expect(screen.getByTestId('nav.contact')).toHaveTextContent('Kontakt');
    // Only the dictionary that holds the key: no feature's English texts came with it.
    expect(i18next.getResource('en', 'translation', 'flights')).toBeUndefined();
    expect(i18next.language).toBe('de');
  });

  it('fetches the English dictionary of the feature a missing key belongs to', async () => {
    replaceBundle('de', germanWithout('flights.search.swap'));

    render(<Probe keys={['flights.search.swap', 'flights.search.from']} />);
    const english = (saved.en.flights as { search: { swap: string } }).search.swap;
    const german = (saved.de.flights as { search: { from: string } }).search.from;
    expect(await screen.findByText(english)).toBeInTheDocument();
    expect(screen.getByTestId('flights.search.from')).toHaveTextContent(german);
    expect(i18next.getResource('en', 'translation', 'nav')).toBeUndefined();
  });

  it('shows the key itself only when English lacks it too', async () => {
    render(<Probe keys={['nav.no_such_text']} />);
    expect(await screen.findByText('nav.no_such_text')).toBeInTheDocument();
  });
});
