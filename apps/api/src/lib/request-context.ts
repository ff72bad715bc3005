import { DEFAULT_LANG, isLang, LANGS, type Lang } from '@portal/contracts/i18n';

/** `_lang` (the spec's header, sent with a token) wins; visitors' browsers send Accept-Language. */
export function languageOf(headers: Record<string, string | string[] | undefined>): Lang {
  const explicit = headers['_lang'];
  if (typeof explicit === 'string' && isLang(explicit.trim().toLowerCase()))
    return explicit.trim().toLowerCase() as Lang;
  const accept = headers['accept-language'];
  if (typeof accept === 'string') {
    const ranked = accept
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((x) => (LANGS as readonly string[]).includes(x.lang) && x.q > 0)
      .sort((a, b) => b.q - a.q);
    if (ranked[0]) return ranked[0].lang as Lang;
  }
  return DEFAULT_LANG;
}

export function currencyOf(headers: Record<string, string | string[] | undefined>): string {
  const value = headers['_currency'];
  return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim()) ? value.trim().toUpperCase() : 'USD';
}
