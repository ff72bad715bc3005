export const LANGS = ['ar', 'en', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'ar';
export const FALLBACK_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** A text stored in all three languages (site content, inventory descriptions). */
export type LocalizedText = Record<Lang, string>;

/** A text in the three languages, German as English unless given (the built-in inventory's names). */
export const localizedText = (ar: string, en: string, de = en): LocalizedText => ({ ar, en, de });

export function dirOf(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
