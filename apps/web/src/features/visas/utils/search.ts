import { isIsoCountryCode } from '@portal/contracts/country-codes';
import { buildPath } from '@portal/contracts/routes';
import { VISA_PROCESSING, VISA_SORTS, VISA_TYPES } from '@portal/contracts/visa-constants';

export interface VisaSearchValues {
  from: string;
  to: string;
}

/** The route's codes, checked as the API checks them: `from` a country, `to` a country or `all`. */
export function checkRoute(values: VisaSearchValues): Record<string, 'invalid_country'> {
  const problems: Record<string, 'invalid_country'> = {};
  if (!isIsoCountryCode(values.from.toUpperCase())) problems.from = 'invalid_country';
  if (values.to.toLowerCase() !== 'all' && !isIsoCountryCode(values.to.toUpperCase())) problems.to = 'invalid_country';
  return problems;
}

export function searchPath(values: VisaSearchValues): string {
  const to = values.to.toLowerCase() === 'all' ? 'all' : values.to.toUpperCase();
  return buildPath('visa.search', { from: values.from.toUpperCase(), to });
}

/** What the results page keeps in its query string: filters, order and page. */
export interface VisaListState {
  type: string;
  maxDays: string;
  priceMin: string;
  priceMax: string;
  sort: (typeof VISA_SORTS)[number];
  page: number;
}

export function readList(search: string): VisaListState {
  const q = new URLSearchParams(search);
  const type = q.get('type') ?? '';
  const maxDays = q.get('max_days') ?? '';
  const sort = q.get('sort') ?? 'recommended';
  const page = Number(q.get('page') ?? '1');
  const price = (v: string | null) => (v && /^\d{1,12}$/.test(v) ? v : '');
  return {
    type: (VISA_TYPES as readonly string[]).includes(type) ? type : '',
    maxDays: VISA_PROCESSING.map(String).includes(maxDays) ? maxDays : '',
    priceMin: price(q.get('price_min')),
    priceMax: price(q.get('price_max')),
    sort: (VISA_SORTS as readonly string[]).includes(sort) ? (sort as VisaListState['sort']) : 'recommended',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The page's query string (empty values left out). */
export function writeList(list: VisaListState): string {
  const q = new URLSearchParams();
  if (list.type) q.set('type', list.type);
  if (list.maxDays) q.set('max_days', list.maxDays);
  if (list.priceMin) q.set('price_min', list.priceMin);
  if (list.priceMax) q.set('price_max', list.priceMax);
  if (list.sort !== 'recommended') q.set('sort', list.sort);
  if (list.page > 1) q.set('page', String(list.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The API's query string for a search and its list. */
export function apiQuery(values: VisaSearchValues, list: VisaListState, perPage = 10): string {
  const q = new URLSearchParams({
    from: values.from,
    to: values.to,
    sort: list.sort,
    page: String(list.page),
    per_page: String(perPage),
  });
  if (list.type) q.set('type', list.type);
  if (list.maxDays) q.set('max_days', list.maxDays);
  if (list.priceMin) q.set('price_min', list.priceMin);
  if (list.priceMax) q.set('price_max', list.priceMax);
  return q.toString();
}
