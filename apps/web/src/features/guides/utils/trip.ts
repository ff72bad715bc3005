import { tripProblems } from '@portal/contracts/guide-constants';
import type { Lang } from '@portal/contracts/i18n';
import { translate } from '@portal/contracts/messages';
import { buildPath } from '@portal/contracts/routes';
import { addDaysIso } from '../../../lib/dates';
import { localeOf } from '../../../lib/i18n';

/** The trip the URL's query string carries (`?date=2026-12-20&days=2&group=4`), on search, detail and booking. */
export interface TripValues {
  city: string;
  date: string;
  days: string;
  group: string;
  language: string;
}

export const TRIP_KEYS = ['date', 'days', 'group'] as const;
export const SEARCH_KEYS = ['date', 'days', 'group', 'language', 'speciality', 'price_max', 'sort', 'page'] as const;

export function defaultTrip(today: string, city = ''): TripValues {
  return { city, date: addDaysIso(today, 7), days: '2', group: '2', language: '' };
}

export function tripFromQuery(search: URLSearchParams, city = ''): TripValues {
  return {
    city,
    date: search.get('date') ?? '',
    days: search.get('days') ?? '1',
    group: search.get('group') ?? '2',
    language: search.get('language') ?? '',
  };
}

/** The trip's own query string (what the detail and booking pages carry on). */
export function tripQuery(v: Pick<TripValues, 'date' | 'days' | 'group'>): URLSearchParams {
  const q = new URLSearchParams();
  if (v.date) q.set('date', v.date);
  q.set('days', v.days || '1');
  q.set('group', v.group || '2');
  return q;
}

/** The API's own keys of a page's query string (a shared link may carry others, which the API would refuse). */
export function pick(search: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const q = new URLSearchParams();
  for (const key of keys) {
    const value = search.get(key);
    if (value) q.set(key, value);
  }
  return q;
}

export function searchHref(v: TripValues): string {
  const q = tripQuery(v);
  if (v.language) q.set('language', v.language);
  return `${buildPath('guide.search', { city: v.city || null })}?${q}`;
}

export const detailHref = (id: string, search: URLSearchParams) =>
  `${buildPath('guide.details', { id })}?${pick(search, TRIP_KEYS)}`;
export const bookHref = (id: string, search: URLSearchParams) =>
  `${buildPath('guide.book', { id })}?${pick(search, [...TRIP_KEYS, 'language'])}`;

/**
 * The search form checked as the API's own schema checks it (`tripProblems`, the same rules without zod, which
 * the contracts' tests hold to `GuideSearchQuerySchema`): messages by field in the page's language.
 */
export function checkTrip(v: TripValues, lang: Lang): Record<string, string> {
  const q = tripQuery(v);
  const problems = tripProblems({
    city: v.city || undefined,
    date: q.get('date') ?? undefined,
    days: q.get('days')!,
    group: q.get('group')!,
    language: v.language || undefined,
  });
  return Object.fromEntries(
    Object.entries(problems).map(([field, { key, params }]) => [field, translate(key, lang, params)]),
  );
}

/** The weekday's name in the page's language (0 Sunday). */
export function weekdayName(day: number, lang: Lang): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(localeOf(lang), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}
