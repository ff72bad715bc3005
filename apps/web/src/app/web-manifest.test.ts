import { afterEach, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '@portal/contracts/i18n';
import { applyDocumentLanguage } from '../lib/i18n';
import bootScript from '../../public/boot.js?raw';
import manifestAr from '../../public/manifest.webmanifest?raw';
import manifestDe from '../../public/manifest.de.webmanifest?raw';
import manifestEn from '../../public/manifest.en.webmanifest?raw';
import serviceWorker from '../../public/sw.js?raw';

const ARABIC = /[\u0600-\u06FF]/;

const manifestFile = (lang: Lang) => (lang === 'ar' ? 'manifest.webmanifest' : `manifest.${lang}.webmanifest`);

const MANIFESTS: Record<Lang, string> = { ar: manifestAr, en: manifestEn, de: manifestDe };

function manifest(lang: Lang): Record<string, unknown> {
  return JSON.parse(MANIFESTS[lang]) as Record<string, unknown>;
}

/** Runs public/boot.js as the browser does, in a page whose head links the default manifest. */
function boot(storedLang: string | null) {
  document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest" />';
  if (storedLang) localStorage.setItem('lang', storedLang);
  new Function(bootScript)();
  return document.querySelector('link[rel="manifest"]')!.getAttribute('href');
}

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-prerender');
  applyDocumentLanguage('en');
});

describe('the web app manifest, one per language', () => {
  it.each(LANGS)('%s: says what the portal is in that language and direction', (lang) => {
    const { description, name, short_name: shortName, lang: declared, dir } = manifest(lang);
    expect(declared).toBe(lang);
    expect(dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    for (const text of [description, name, shortName]) {
      expect(typeof text === 'string' && text.trim() !== '').toBe(true);
      if (lang === 'ar') expect(text).toMatch(ARABIC);
      else expect(text).not.toMatch(ARABIC);
    }
  });

  it('describes the same app in each language (identity, start, look and icons)', () => {
    const identity = (lang: Lang) => {
      const {
        name: _name,
        short_name: _short,
        description: _description,
        lang: _lang,
        dir: _dir,
        ...rest
      } = manifest(lang);
      return rest;
    };
    expect(identity('en')).toEqual(identity('ar'));
    expect(identity('de')).toEqual(identity('ar'));
    expect(identity('ar')).toMatchObject({ id: '/', start_url: '/', display: 'standalone' });
    expect(manifest('en').description).not.toBe(manifest('de').description);
  });

  it.each([
    [null, '/manifest.webmanifest'],
    ['ar', '/manifest.webmanifest'],
    ['en', '/manifest.en.webmanifest'],
    ['de', '/manifest.de.webmanifest'],
    ['fr', '/manifest.webmanifest'],
  ])('boot.js links the manifest of the stored language (%s → %s)', (stored, href) => {
    expect(boot(stored)).toBe(href);
  });

  it('the service worker keeps every language’s manifest for offline starts', () => {
    for (const lang of LANGS) expect(serviceWorker).toContain(`'/${manifestFile(lang)}'`);
  });
});
