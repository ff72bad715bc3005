import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { Euros } from './plan-facts';

afterEach(() => i18next.changeLanguage('en'));

/** Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits. */
const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('Euros (an insurer’s limits, on the certificate and the plan pages)', () => {
  it('writes Arabic with Latin digits, as every other number and date of the same document', async () => {
    await i18next.changeLanguage('ar');
    render(
      <p data-testid="limit">
        <Euros amount={1_000_000} />
      </p>,
    );
    const text = screen.getByTestId('limit').textContent!;
    expect(text).not.toMatch(ARABIC_INDIC);
    expect(text.replace(/\D/g, '')).toBe('1000000');
    expect(text).toContain('€');
  });

  it.each([
    ['en', '€1,000,000'],
    ['de', '1.000.000 €'],
  ])('%s: in the language’s own format', async (lang, expected) => {
    await i18next.changeLanguage(lang);
    render(
      <p data-testid="limit">
        <Euros amount={1_000_000} />
      </p>,
    );
    expect(screen.getByTestId('limit').textContent!.replace(/\s/g, ' ')).toBe(expected);
  });
});
