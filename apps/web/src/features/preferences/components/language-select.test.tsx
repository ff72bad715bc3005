import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { applyDocumentLanguage, getStoredLang, localeOf } from '../../../lib/i18n';
import { LanguageSelect } from './language-select';

describe('language', () => {
  it('defaults to Arabic when nothing, or something unknown, is stored', () => {
    expect(getStoredLang()).toBe('ar');
    localStorage.setItem('lang', 'fr');
    expect(getStoredLang()).toBe('ar');
    localStorage.setItem('lang', 'de');
    expect(getStoredLang()).toBe('de');
  });

  it('offers en, ar and de, each named in its own language', () => {
    render(<LanguageSelect />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect([...(select as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['ar', 'العربية'],
      ['en', 'English'],
      ['de', 'Deutsch'],
    ]);
    expect(select).toHaveValue('en');
  });

  it('marks each language’s name with its language, so a screen reader says “العربية” in Arabic', () => {
    render(<LanguageSelect />);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.lang])).toEqual([
      ['ar', 'ar'],
      ['en', 'en'],
      ['de', 'de'],
    ]);
  });

  it('stores the chosen language under lang and reloads the page', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    render(<LanguageSelect />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(localStorage.getItem('lang')).toBe('de');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the current language is chosen again', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    render(<LanguageSelect />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en');
    expect(reload).not.toHaveBeenCalled();
  });

  it('sets lang and dir on <html>: right-to-left for Arabic only', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    applyDocumentLanguage('de');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    applyDocumentLanguage('en');
  });

  it('formats with the locale of the language, Arabic with Latin digits', () => {
    expect(new Intl.NumberFormat(localeOf('ar')).format(1234)).toBe('1,234');
    expect(new Intl.NumberFormat(localeOf('de')).format(1234.5)).toBe('1.234,5');
  });
});
