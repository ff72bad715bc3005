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
