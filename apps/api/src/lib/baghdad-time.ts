/**
 * The portal's calendar is Baghdad's: a customer's "today", a statement's day and a sub-user's monthly limit
 * all turn at midnight in Asia/Baghdad, as the screens and the report months show them. Every date filter and
 * month boundary of the API goes through these helpers, so none of them counts in UTC by accident.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Baghdad';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function fields(at: Date) {
  const out: Record<string, number> = {};
  for (const part of wallClock.formatToParts(at)) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** How far Baghdad's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(at: Date): number {
  const f = fields(at);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The Baghdad calendar date (`YYYY-MM-DD`) of an instant: 22:30 UTC is already the next day there. */
export function baghdadDate(at: Date = new Date()): string {
  const f = fields(at);
  return `${f.year}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` moved by whole days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant a Baghdad calendar day begins (its midnight there). */
export function baghdadDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Subtract the offset in force at that midnight; the second pass settles a day on which the offset changed.
  let start = midnightUtc - offsetMs(new Date(midnightUtc));
  start = midnightUtc - offsetMs(new Date(start));
  return new Date(start);
}

/** Baghdad calendar days `from`..`to` (both included) as a half-open range of instants [start, end). */
export function baghdadDays(from: string, to: string): { start: Date; end: Date } {
  return { start: baghdadDayStart(from), end: baghdadDayStart(addDays(to, 1)) };
}

/** The instant the Baghdad calendar month of `at` began: where monthly spending limits start counting. */
export function baghdadMonthStart(at: Date = new Date()): Date {
  return baghdadDayStart(`${baghdadDate(at).slice(0, 7)}-01`);
}
