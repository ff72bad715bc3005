import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { adminAr } from './locales/ar';
import { adminDe } from './locales/de';
import { adminEn } from './locales/en';

const BUNDLES = { ar: adminAr, en: adminEn, de: adminDe } as const;

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
 * The back office's texts are their own namespace, added when its chunk loads, so none of them reach a
 * visitor's first screen (decision 034). The dictionaries test checks them like the main ones.
 */
export function registerAdminTexts(): void {
  for (const [lang, dictionary] of Object.entries(BUNDLES))
    if (!i18next.hasResourceBundle(lang, 'admin')) i18next.addResourceBundle(lang, 'admin', dictionary, true, true);
}

/** `t` for the back office's texts, with keys checked against the English dictionary. */
export function useAdminText() {
  registerAdminTexts();
  // The namespace is not in the app's typed resources (it is not in the entry); keys are typed here instead.
  const { t, i18n } = useTranslation('admin' as never);
  return {
    t: t as unknown as (key: AdminKey, options?: Record<string, unknown>) => string,
    i18n,
  };
}
