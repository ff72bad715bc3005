import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANG,
  dirOf,
  FALLBACK_LANG,
  isLang,
  LANGS,
  type Lang,
  type LocalizedText,
} from '@portal/contracts/i18n';
import { FEATURE_DICTIONARY_NAMES, SEARCH_FORM_TEXTS, type FeatureDictionary } from '../locales/features';
import type { Dictionary } from '../locales/types';
import { INTL_LOCALES } from '@portal/contracts/money-format';
import { browser } from './browser';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

export const LANGUAGE_NAMES: Record<Lang, string> = { ar: 'العربية', en: 'English', de: 'Deutsch' };

export function localeOf(lang: Lang): string {
  return INTL_LOCALES[lang];
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
  const root = document.documentElement;
  // Usually set already by public/boot.js; writing them again would restyle the whole page for nothing.
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== dirOf(lang)) root.dir = dirOf(lang);
}

/**
 * The shell's dictionary of each language, a chunk of its own: a visitor downloads only their language's
 * (`public/boot.js` starts that download before the app's own scripts have run; decision 037).
 */
const SHELL_DICTIONARIES: Record<Lang, () => Promise<Dictionary>> = {
  ar: () => import('../locales/ar').then((m) => m.ar),
  en: () => import('../locales/en').then((m) => m.en),
  de: () => import('../locales/de').then((m) => m.de),
};

const loaded = new Map<string, Promise<void>>();

/** Adds a dictionary (or part of one) to i18next once per language; a failed download may be tried again. */
function addOnce(lang: Lang, name: string, load: () => Promise<object>): Promise<void> {
  const key = `${lang}:${name}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = load().then((texts) => {
      i18next.addResourceBundle(lang, 'translation', texts, true, true);
    });
    loaded.set(key, promise);
    promise.catch(() => loaded.delete(key));
  }
  return promise;
}

/** A feature dictionary in a language, through the loaders' chunk (part of the app's code, `feature-loaders.ts`). */
function loadFeatureTexts(name: FeatureDictionary, lang: Lang): Promise<Record<string, unknown>> {
  return import('../locales/feature-loaders')
    .then((m): Promise<object> => m.FEATURE_DICTIONARIES[name][lang]())
    .then((texts) => ({ [name]: texts }));
}

function currentLang(): Lang {
  return isLang(i18next.language) ? i18next.language : getStoredLang();
}

/**
 * Loads features' dictionaries in the current language (each only once), for the screen about to show
 * them: a route's `dictionaries`, or a lazily loaded part of a screen (decision 037).
 */
export async function loadDictionaries(names: readonly FeatureDictionary[], lang: Lang = currentLang()): Promise<void> {
  await Promise.all(names.map((name) => addOnce(lang, name, () => loadFeatureTexts(name, lang))));
}

/**
 * Loads the home page's default search form's texts in the current language: what the home page's first
 * screen needs of the flights dictionary (decision 062); `loadDictionaries(['flights'])` adds the rest.
 */
export function loadSearchFormTexts(lang: Lang = currentLang()): Promise<void> {
  return addOnce(lang, 'flights:search-form', () => SEARCH_FORM_TEXTS[lang]().then((texts) => ({ flights: texts })));
}

/** Every dictionary of every language, for tests that switch languages and render any feature. */
export async function loadAllDictionaries(): Promise<void> {
  await Promise.all(
    LANGS.flatMap((lang) => [
      addOnce(lang, '', SHELL_DICTIONARIES[lang]),
      loadDictionaries(FEATURE_DICTIONARY_NAMES, lang),
    ]),
  );
}

/** Where a key's texts are: the feature's dictionary its first segment names, or else the shell's (''). */
function dictionaryOf(key: string): FeatureDictionary | '' {
  const head = key.split('.', 1)[0] as FeatureDictionary;
  return FEATURE_DICTIONARY_NAMES.includes(head) ? head : '';
}

/** The fallback language's dictionaries fetched because a key was missing: loading, or in (or given up on). */
const fallbackLoads = new Map<FeatureDictionary | '', 'loading' | 'done'>();

function loadFallback(name: FeatureDictionary | ''): void {
  fallbackLoads.set(name, 'loading');
  const load = name === '' ? SHELL_DICTIONARIES[FALLBACK_LANG]() : loadFeatureTexts(name, FALLBACK_LANG);
  load
    .then((texts) => {
      // Never over a text of the same language loaded otherwise (a test, the prerender switching languages).
      i18next.addResourceBundle(FALLBACK_LANG, 'translation', texts, true, false);
    })
    .catch((error: unknown) => console.error('failed to load the fallback texts', error))
    .finally(() => {
      fallbackLoads.set(name, 'done');
      // Every `t` renders again (react-i18next listens for this): the English text now, or else the key.
      void i18next.changeLanguage(i18next.language);
    });
}

/**
 * What `t` gives for a key missing in the current language. English, the fallback (spec section 4), is not
 * downloaded up front: every visitor would pay for a dictionary the dictionaries test says they never need.
 * A key that slips through anyway fetches the English dictionary holding it, once, and shows nothing until
 * it is in (then English); only a key that English lacks too shows as the key. The back office's namespace
 * is loaded in the interface language only and has no fallback: the dictionaries test keeps it complete.
 */
function handleMissingKey(key: string, defaultValue: string | undefined, options?: { ns?: unknown }): string {
  const ns = Array.isArray(options?.ns) ? (options.ns as unknown[])[0] : options?.ns;
  const name = dictionaryOf(key);
  if (i18next.language === FALLBACK_LANG || (ns !== undefined && ns !== 'translation')) return defaultValue ?? key;
  const state = fallbackLoads.get(name);
  if (state === 'done') return defaultValue ?? key;
  if (state === undefined) loadFallback(name);
  return defaultValue ?? '';
}

/**
 * Starts i18next in `lang` with the shell's dictionary of that language only. The fallback language's texts
 * are fetched only for a key that turns out to be missing (`handleMissingKey`).
 */
export async function initI18n(lang: Lang = getStoredLang()): Promise<typeof i18next> {
  applyDocumentLanguage(lang);
  if (!i18next.isInitialized) {
    const shell = await SHELL_DICTIONARIES[lang]();
    // Another call may have finished starting i18next while this one waited for its dictionary.
    if (!i18next.isInitialized) {
      loaded.set(`${lang}:`, Promise.resolve());
      await i18next.use(initReactI18next).init({
        lng: lang,
        fallbackLng: FALLBACK_LANG,
        supportedLngs: [...LANGS],
        // A copy: i18next merges the features' dictionaries into this object, not into the module's export.
        resources: { [lang]: { translation: { ...shell } } },
        interpolation: { escapeValue: false },
        returnEmptyString: false,
        parseMissingKeyHandler: handleMissingKey,
        initAsync: false,
      });
    }
  }
  if (i18next.language !== lang) {
    // A language change without a reload (tests, the prerender): the new language's shell and the features
    // already loaded in the old one.
    const features = FEATURE_DICTIONARY_NAMES.filter((name) => loaded.has(`${i18next.language}:${name}`));
    await Promise.all([addOnce(lang, '', SHELL_DICTIONARIES[lang]), loadDictionaries(features, lang)]);
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
