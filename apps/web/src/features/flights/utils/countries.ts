import type { Lang } from '@portal/contracts/i18n';
import { localeOf } from '../../../lib/i18n';

// Region codes the browser names that are not countries of nationality or residence.
const NOT_COUNTRIES = new Set(['AC', 'CP', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const cache = new Map<Lang, Array<{ id: string; label: string; keywords: string }>>();

/** Every ISO 3166 country the browser can name, in the language's order, searchable by code and English name. */
export function countryOptions(lang: Lang) {
  const cached = cache.get(lang);
  if (cached) return cached;
  const names = new Intl.DisplayNames([localeOf(lang)], { type: 'region', fallback: 'none' });
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const options: Array<{ id: string; label: string; keywords: string }> = [];
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      if (NOT_COUNTRIES.has(code)) continue;
      const label = names.of(code);
      if (label && label !== code) options.push({ id: code, label, keywords: `${code} ${english.of(code) ?? ''}` });
    }
  }
  options.sort((x, y) => x.label.localeCompare(y.label, localeOf(lang)));
  cache.set(lang, options);
  return options;
}
