/*
 * Calendar dates as the API and the web app write them (`YYYY-MM-DD`), without zod and without time zones:
 * the light forms of the home page and the schemas use the same checks, so both sides agree on what a date is.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written as `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** `YYYY-MM-DD` moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
