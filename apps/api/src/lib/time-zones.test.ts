import { describe, expect, it } from 'vitest';
import { baghdadDate, baghdadDayStart, baghdadDays, baghdadMonthStart } from './time-zones.js';

describe('Baghdad calendar boundaries', () => {
  it('puts an instant at 22:30 UTC on the next Baghdad day', () => {
    expect(baghdadDate(new Date('2026-03-10T22:30:00Z'))).toBe('2026-03-11');
    expect(baghdadDate(new Date('2026-03-10T20:59:59Z'))).toBe('2026-03-10');
    expect(baghdadDate(new Date('2026-03-10T21:00:00Z'))).toBe('2026-03-11');
  });

  it('starts a Baghdad day at 21:00 UTC of the day before', () => {
    expect(baghdadDayStart('2026-03-11').toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(baghdadDayStart('2027-01-01').toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });

  it('gives a period of days as a half-open range that includes the last day whole', () => {
    const { start, end } = baghdadDays('2026-02-27', '2026-02-28');
    expect(start.toISOString()).toBe('2026-02-26T21:00:00.000Z');
    expect(end.toISOString()).toBe('2026-02-28T21:00:00.000Z');
  });

  it('turns the month at midnight in Baghdad, not in UTC', () => {
    // 31 May 22:30 UTC is 1 June 01:30 in Baghdad: June has begun there.
    expect(baghdadMonthStart(new Date('2026-05-31T22:30:00Z')).toISOString()).toBe('2026-05-31T21:00:00.000Z');
    expect(baghdadMonthStart(new Date('2026-05-31T20:30:00Z')).toISOString()).toBe('2026-04-30T21:00:00.000Z');
  });
});
