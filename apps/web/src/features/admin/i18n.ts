import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, isLang, type Lang } from '@portal/contracts/i18n';
import type { adminEn } from './locales/en';

/** Each language's back-office texts, a chunk of its own: staff download only their language's. */
const BUNDLES: Record<Lang, () => Promise<object>> = {
  ar: () => import('./locales/ar').then((m) => m.adminAr),
  en: () => import('./locales/en').then((m) => m.adminEn),
  de: () => import('./locales/de').then((m) => m.adminDe),
};
const downloads = new Map<Lang, Promise<object>>();

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** Every dotted key of a dictionary; plural keys (`x_one`, `x_other`) are asked for by their base (`x`). */
type Keys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? K extends `${infer Base}_${PluralSuffix}`
      ? `${P}${Base}`
      : `${P}${K}`
    : Keys<T[K], `${P}${K}.`>;
}[keyof T & string];
export type AdminKey = Keys<typeof adminEn>;

/**
 * The back office's texts are their own namespace, added when the back office opens (the `/admin` route's
 * loader), so none of them reach a visitor's first screen (decision 034), and only the interface language's
 * (a change of language reloads the page). The dictionaries test checks them like the main ones.
 */
export async function loadAdminTexts(
  lang: Lang = isLang(i18next.language) ? i18next.language : DEFAULT_LANG,
): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'admin')) return;
  let download = downloads.get(lang);
  if (!download) {
    download = BUNDLES[lang]();
    downloads.set(lang, download);
    // A failed download may be tried again on the next visit to the back office.
    download.catch(() => downloads.delete(lang));
  }
  const dictionary = await download;
  if (!i18next.hasResourceBundle(lang, 'admin')) i18next.addResourceBundle(lang, 'admin', dictionary, true, true);
}

/** `t` for the back office's texts, with keys checked against the English dictionary. */
export function useAdminText() {
  // The namespace is not in the app's typed resources (it is not in the entry); keys are typed here instead.
  const { t, i18n } = useTranslation('admin' as never);
  return {
    t: t as unknown as (key: AdminKey, options?: Record<string, unknown>) => string,
    i18n,
  };
}
