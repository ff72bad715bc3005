import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANG, dirOf, FALLBACK_LANG, isLang, type Lang, type LocalizedText } from '@portal/contracts/i18n';
import { ar } from '../locales/ar';
import { de } from '../locales/de';
import { en } from '../locales/en';
import { browser } from './browser';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

export const LANGUAGE_NAMES: Record<Lang, string> = { ar: 'العربية', en: 'English', de: 'Deutsch' };

/** Intl locales. Arabic keeps Latin digits, like the phone numbers, flight numbers and dates typed beside them. */
const LOCALES: Record<Lang, string> = { ar: 'ar-IQ-u-nu-latn', en: 'en-GB', de: 'de-DE' };

export function localeOf(lang: Lang): string {
  return LOCALES[lang];
}

/** The stored language (`lang` in local storage), ar when none or an unknown one is stored. */
export function getStoredLang(): Lang {
  const stored = readItem('local', STORAGE_KEYS.lang);
  return isLang(stored) ? stored : DEFAULT_LANG;
}

/** Stores the choice and reloads, so every text, date, number and direction starts out right (spec section 4). */
export function setLanguage(lang: Lang): void {
  writeItem('local', STORAGE_KEYS.lang, lang);
  browser.reload();
}

export function applyDocumentLanguage(lang: Lang): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}

export async function initI18n(lang: Lang = getStoredLang()): Promise<typeof i18next> {
  applyDocumentLanguage(lang);
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: lang,
      fallbackLng: FALLBACK_LANG,
      supportedLngs: ['ar', 'en', 'de'],
      resources: { ar: { translation: ar }, en: { translation: en }, de: { translation: de } },
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      initAsync: false,
    });
  } else if (i18next.language !== lang) {
    await i18next.changeLanguage(lang);
  }
  return i18next;
}

/** The language the interface is shown in. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

/** A text stored in the three languages, in the current one (English when that one is empty). */
export function pickText(text: LocalizedText, lang: Lang): string {
  return text[lang] || text[FALLBACK_LANG];
}
