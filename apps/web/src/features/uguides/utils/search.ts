import { isIsoCountryCode } from '@portal/contracts/country-codes';
import { buildPath } from '@portal/contracts/routes';
import { UGUIDE_DEGREES, UGUIDE_FIELDS, UGUIDE_LANGUAGES, UGUIDE_SORTS } from '@portal/contracts/uguide-constants';

/** The route's country: a code, or '' for every country. */
export function checkCountry(country: string): Record<string, 'invalid_country'> {
  return country === '' || isIsoCountryCode(country.toUpperCase()) ? {} : { country: 'invalid_country' };
}

/** The search page of a country ('' for all), with a degree already chosen on the home form. */
export function searchPath(country: string, degree = ''): string {
  const path = buildPath('uguide.search', country ? { country: country.toUpperCase() } : {});
  return degree ? `${path}?degree=${degree}` : path;
}

/** What the results page keeps in its query string: filters, order and page. */
export interface UguideListState {
  degree: string;
  field: string;
  language: string;
  intake: string;
  tuitionMin: string;
  tuitionMax: string;
  sort: (typeof UGUIDE_SORTS)[number];
  page: number;
}

const oneOf = (list: readonly string[], v: string | null) => (v && list.includes(v) ? v : '');

export function readList(search: string): UguideListState {
  const q = new URLSearchParams(search);
  const sort = q.get('sort') ?? 'recommended';
  const page = Number(q.get('page') ?? '1');
  const money = (v: string | null) => (v && /^\d{1,12}$/.test(v) ? v : '');
  const intake = q.get('intake') ?? '';
  return {
    degree: oneOf(UGUIDE_DEGREES, q.get('degree')),
    field: oneOf(UGUIDE_FIELDS, q.get('field')),
    language: oneOf(UGUIDE_LANGUAGES, q.get('language')),
    intake: /^\d{4}-(0[1-9]|1[0-2])$/.test(intake) ? intake : '',
    tuitionMin: money(q.get('tuition_min')),
    tuitionMax: money(q.get('tuition_max')),
    sort: (UGUIDE_SORTS as readonly string[]).includes(sort) ? (sort as UguideListState['sort']) : 'recommended',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

const KEYS = [
  ['degree', 'degree'],
  ['field', 'field'],
  ['language', 'language'],
  ['intake', 'intake'],
  ['tuitionMin', 'tuition_min'],
  ['tuitionMax', 'tuition_max'],
] as const;

/** The page's query string (empty values left out). */
export function writeList(list: UguideListState): string {
  const q = new URLSearchParams();
  for (const [key, name] of KEYS) if (list[key]) q.set(name, list[key]);
  if (list.sort !== 'recommended') q.set('sort', list.sort);
  if (list.page > 1) q.set('page', String(list.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The API's query string for a country ('' for all) and its list. */
export function apiQuery(country: string, list: UguideListState, perPage = 10): string {
  const q = new URLSearchParams({ sort: list.sort, page: String(list.page), per_page: String(perPage) });
  if (country) q.set('country', country.toUpperCase());
  for (const [key, name] of KEYS) if (list[key]) q.set(name, list[key]);
  return q.toString();
}
