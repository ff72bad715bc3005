/*
 * Wall-clock time in IANA time zones, by offsets asked of `Intl` once per zone and day: flight schedules are
 * local at each airport, a hotel's nights at its destination, and the portal's own calendar is Baghdad's.
 */

/**
 * The portal's calendar is Baghdad's: a customer's "today", a statement's day and a sub-user's monthly limit
 * all turn at midnight in Asia/Baghdad, as the screens and the report months show them (decision 049).
 */
export const BUSINESS_TIME_ZONE = 'Asia/Baghdad';

const offsets = new Map<string, number>();
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes to add to UTC to get local time in `timeZone` on a calendar day (taken at local noon). */
export function offsetOn(timeZone: string, date: string): number {
  const key = `${timeZone}|${date}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    let f = formatters.get(timeZone);
    if (!f) {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
      formatters.set(timeZone, f);
    }
    const at = Date.parse(`${date}T12:00:00Z`);
    const parts = f.formatToParts(at);
    const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
    offset = Math.round(
      (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - at) / 60_000,
    );
    // Keys come from request dates too: the cache is dropped now and then rather than grow without end.
    if (offsets.size >= 20_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** UTC instant (ms) of a local wall-clock time. */
export function localToUtc(date: string, minutes: number, timeZone: string): number {
  return Date.parse(`${date}T00:00:00Z`) + (minutes - offsetOn(timeZone, date)) * 60_000;
}

/** Local calendar day and "YYYY-MM-DDTHH:mm" wall-clock time of a UTC instant. */
export function utcToLocal(utc: number, timeZone: string): { date: string; time: string } {
  const guess = new Date(utc).toISOString().slice(0, 10);
  let local = utc + offsetOn(timeZone, guess) * 60_000;
  const day = new Date(local).toISOString().slice(0, 10);
  if (day !== guess) local = utc + offsetOn(timeZone, day) * 60_000;
  const iso = new Date(local).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(0, 16) };
}

/** `YYYY-MM-DD` moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** ISO weekday bit: Monday = 1 … Sunday = 64. */
export function weekdayBit(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return 1 << ((day + 6) % 7);
}

const dayOffsets = new Map<string, Map<number, number>>();

function offsetAt(utc: number, timeZone: string): number {
  let byDay = dayOffsets.get(timeZone);
  if (!byDay) dayOffsets.set(timeZone, (byDay = new Map()));
  const utcDay = Math.floor(utc / 86_400_000);
  let offset = byDay.get(utcDay);
  if (offset === undefined) {
    offset = offsetOn(timeZone, new Date(utcDay * 86_400_000).toISOString().slice(0, 10));
    byDay.set(utcDay, offset);
  }
  return offset;
}

/** "YYYY-MM-DDTHH:mm" wall-clock time of a UTC instant. */
export function localTime(utc: number, timeZone: string): string {
  return new Date(utc + offsetAt(utc, timeZone) * 60_000).toISOString().slice(0, 16);
}

/** Local calendar day (days since 1970-01-01) of a UTC instant, without string work: the search's hot path. */
export function localDay(utc: number, timeZone: string): number {
  return Math.floor((utc + offsetAt(utc, timeZone) * 60_000) / 86_400_000);
}

/*
 * Baghdad calendar days for every date filter and month boundary of the API (decision 049), so none of them
 * counts in UTC by accident.
 */

/** The Baghdad calendar date (`YYYY-MM-DD`) of an instant: 22:30 UTC is already the next day there. */
export function baghdadDate(at: Date = new Date()): string {
  return utcToLocal(at.getTime(), BUSINESS_TIME_ZONE).date;
}

/** The instant a Baghdad calendar day begins (its midnight there). */
export function baghdadDayStart(day: string): Date {
  return new Date(localToUtc(day, 0, BUSINESS_TIME_ZONE));
}

/** Baghdad calendar days `from`..`to` (both included) as a half-open range of instants [start, end). */
export function baghdadDays(from: string, to: string): { start: Date; end: Date } {
  return { start: baghdadDayStart(from), end: baghdadDayStart(addDays(to, 1)) };
}

/** The instant the Baghdad calendar month of `at` began: where monthly spending limits start counting. */
export function baghdadMonthStart(at: Date = new Date()): Date {
  return baghdadDayStart(`${baghdadDate(at).slice(0, 7)}-01`);
}
