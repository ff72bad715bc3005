/*
 * Tour guides' codes, limits and the checks of a trip's query string, without zod: the web app's results and
 * details pages use them without the schemas of `guides.ts` (decision 148), which re-exports them and builds its
 * schemas from the same patterns and limits.
 */
import { coercedIntProblem, isCalendarDate, type FieldProblem } from './plain-checks.js';

/** Tour guides (issue 19): people booked by the day in the cities visitors and pilgrims come to (decision 123). */
export const GUIDE_SPECIALITIES = ['religious', 'history', 'shopping', 'nature', 'food', 'architecture'] as const;
export type GuideSpeciality = (typeof GUIDE_SPECIALITIES)[number];
/** The languages guides speak (ISO 639-1). */
export const GUIDE_LANGUAGES = ['ar', 'en', 'fa', 'tr', 'ku', 'ur', 'de', 'fr', 'ru', 'ka', 'id'] as const;
export type GuideLanguage = (typeof GUIDE_LANGUAGES)[number];
export const GUIDE_SORTS = ['rating', 'price_asc', 'price_desc'] as const;
export const GUIDE_PAGE_SIZE = 12;
/** The longest booking made online (days), and the largest group a guide leads. */
export const MAX_GUIDE_DAYS = 14;
export const MAX_GROUP_SIZE = 30;
/** How far ahead the calendar is shown and bookings are taken (days). */
export const GUIDE_CALENDAR_DAYS = 180;

/** A city's slug in a guide search's address (compared trimmed and in lower case). */
export const GUIDE_CITY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const GUIDE_CITY_MAX = 80;
/** A day as the URL carries it: `2026-12-20`. */
export const GUIDE_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A day of the calendar (not 2026-02-30); the pattern is checked apart. */
export const isGuideDate = isCalendarDate;

/** A trip as a guide search's query string carries it (`days` and `group` as written, or their defaults). */
export interface TripQuery {
  city?: string | undefined;
  date?: string | undefined;
  days: string;
  group: string;
  language?: string | undefined;
}

/**
 * The trip's problems by field, each the first that `GuideSearchQuerySchema` reports there (same keys and
 * parameters as `issueMessage` gives), or none: for the search form and a shared link, without zod.
 */
export function tripProblems(q: TripQuery): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {};
  if (q.city !== undefined) {
    const city = q.city.trim().toLowerCase();
    if (city.length > GUIDE_CITY_MAX) out.city = { key: 'too_long', params: { max: GUIDE_CITY_MAX } };
    else if (!GUIDE_CITY_PATTERN.test(city)) out.city = { key: 'unknown_destination' };
  }
  if (q.date !== undefined && !(GUIDE_DATE_PATTERN.test(q.date) && isGuideDate(q.date))) {
    out.date = { key: 'invalid_date' };
  }
  const days = coercedIntProblem(q.days, { min: 1, max: MAX_GUIDE_DAYS, key: 'invalid_days' }).problem;
  if (days) out.days = days;
  const group = coercedIntProblem(q.group, { min: 1, max: MAX_GROUP_SIZE, key: 'invalid_group_size' }).problem;
  if (group) out.group = group;
  if (q.language !== undefined && !(GUIDE_LANGUAGES as readonly string[]).includes(q.language)) {
    out.language = { key: 'invalid_choice' };
  }
  return out;
}
