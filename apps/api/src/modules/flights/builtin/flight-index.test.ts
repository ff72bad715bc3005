import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateNetwork, type ScheduleSpec } from './network.js';
import { DEFAULT_RULES, FlightIndex, searchItineraries, type FlightLeg } from './flight-index.js';
import { reasonableItineraries, reasonableSearch } from './itinerary-quality.js';
import { addDays } from '../../../lib/time-zones.js';

const network = generateNetwork();

/** A small network: the real schedules among a few airports, so that brute force stays cheap. */
const SMALL = new Set([
  'BGW',
  'EBL',
  'BSR',
  'NJF',
  'IST',
  'SAW',
  'DXB',
  'DOH',
  'AMM',
  'BEY',
  'CAI',
  'FRA',
  'LHR',
  'ARN',
  'TBS',
  'MHD',
]);
const small = new FlightIndex(
  network.airports,
  network.schedules.filter((s) => SMALL.has(s.origin) && SMALL.has(s.destination)),
);
const full = new FlightIndex(network.airports, network.schedules);

const key = (path: FlightLeg[]) => path.map((l) => `${l.schedule.key}@${l.date}`).join('>');

/**
 * The reference enumerates flights straight from the schedules, without the index: a schedule flies on a
 * date when that date's ISO weekday bit is set, and its local departure becomes a UTC instant through the
 * zone's offset read from Intl at that instant — both computed here, not by the code under test.
 */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
function utcOffsetMinutes(timeZone: string, instant: number): number {
  let f = offsetFormats.get(timeZone);
  if (!f) offsetFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' })));
  const name = f.formatToParts(instant).find((p) => p.type === 'timeZoneName')!.value; // "GMT+03:00", "GMT"
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}
function localToUtcIndependent(date: string, minutes: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const first = wall - utcOffsetMinutes(timeZone, wall) * 60_000;
  return wall - utcOffsetMinutes(timeZone, first) * 60_000;
}
const WEEKDAY_BIT = [64, 1, 2, 4, 8, 16, 32]; // Sunday … Saturday as getUTCDay() numbers them; Monday = 1

function legsFromSchedules(schedules: ScheduleSpec[], fromDate: string, toDate: string): FlightLeg[] {
  const legs: FlightLeg[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    const bit = WEEKDAY_BIT[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
    for (const s of schedules) {
      if (!(s.days & bit)) continue;
      const depUtc = localToUtcIndependent(date, s.departureMinutes, network.airports.get(s.origin)!.timeZone);
      legs.push({ schedule: s, date, depUtc, arrUtc: depUtc + s.durationMinutes * 60_000 });
    }
  }
  return legs;
}

const smallSchedules = network.schedules.filter((s) => SMALL.has(s.origin) && SMALL.has(s.destination));

/** Every sequence of up to three legs, checked one by one: the reference the search must equal. */
function bruteForce(origin: string, destination: string, date: string): string[] {
  return bruteForcePaths(origin, destination, date).map(key).sort();
}

function bruteForcePaths(origin: string, destination: string, date: string): FlightLeg[][] {
  const legs = legsFromSchedules(smallSchedules, addDays(date, -1), addDays(date, 3));
  const ok = (a: FlightLeg, b: FlightLeg) => {
    if (a.schedule.destination !== b.schedule.origin) return false;
    const domestic =
      new Set(
        [a.schedule.origin, a.schedule.destination, b.schedule.destination].map(
          (c) => network.airports.get(c)!.country,
        ),
      ).size === 1;
    const gap = (b.depUtc - a.arrUtc) / 60_000;
    return (
      gap >= DEFAULT_RULES.minConnection(a.schedule.destination, domestic) && gap <= DEFAULT_RULES.maxLayoverMinutes
    );
  };
  const out: FlightLeg[][] = [];
  const firsts = legs.filter((l) => l.schedule.origin === origin && l.date === date);
  for (const a of firsts) {
    if (a.schedule.destination === destination) out.push([a]);
    for (const b of legs) {
      if (!ok(a, b) || b.schedule.destination === origin) continue;
      if (b.schedule.destination === destination) out.push([a, b]);
      for (const c of legs) {
        if (!ok(b, c) || c.schedule.destination !== destination) continue;
        const airports = [a.schedule.origin, b.schedule.origin, c.schedule.origin, c.schedule.destination];
        if (new Set(airports).size === 4) out.push([a, b, c]);
      }
    }
  }
  return out;
}

const minutes = (path: FlightLeg[]) => (path.at(-1)!.arrUtc - path[0]!.depUtc) / 60_000;

describe('flight network', () => {
  it('is large enough for search to be a real problem: over 10,000 flights a week, a few hundred airports', () => {
    const weekly = network.schedules.reduce(
      (n, s: ScheduleSpec) => n + [...s.days.toString(2)].filter((b) => b === '1').length,
      0,
    );
    expect(weekly).toBeGreaterThan(10_000);
    expect(network.airports.size).toBeGreaterThan(200);
    for (const code of ['BGW', 'EBL', 'BSR', 'NJF', 'ISU', 'OSM'])
      expect(network.schedules.some((s) => s.origin === code)).toBe(true);
  });

  it('is generated deterministically', () => {
    const again = generateNetwork();
    expect(again.schedules).toEqual(network.schedules);
  });

  it('has plausible block times and both directions of every route', () => {
    const bgwIst = network.schedules.find((s) => s.carrier === 'TK' && s.origin === 'BGW' && s.destination === 'IST')!;
    expect(bgwIst.durationMinutes).toBeGreaterThanOrEqual(150);
    expect(bgwIst.durationMinutes).toBeLessThanOrEqual(200);
    const routes = new Set(network.schedules.map((s) => `${s.carrier}:${s.origin}-${s.destination}`));
    for (const s of network.schedules) expect(routes.has(`${s.carrier}:${s.destination}-${s.origin}`)).toBe(true);
  });
});

describe('itinerary search', () => {
  it.each([
    ['BGW', 'IST', '2026-12-10'],
    ['BGW', 'LHR', '2026-12-11'],
    ['NJF', 'MHD', '2026-12-12'],
    ['EBL', 'ARN', '2026-12-14'],
    ['BSR', 'TBS', '2026-12-15'],
    ['LHR', 'BGW', '2026-12-16'],
  ])('%s → %s on %s finds exactly the brute-force itineraries', (origin, destination, date) => {
    const found = searchItineraries(small, { origin, destination, date }).map(key).sort();
    expect(found).toEqual(bruteForce(origin, destination, date));
    expect(found.length).toBeGreaterThan(0);
  });

  it('agrees with brute force for random airport pairs and dates', () => {
    const codes = [...SMALL];
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.constantFrom(...codes),
        fc.integer({ min: 0, max: 13 }),
        (o, d, offset) => {
          fc.pre(o !== d);
          const date = addDays('2026-12-07', offset);
          expect(searchItineraries(small, { origin: o, destination: d, date }).map(key).sort()).toEqual(
            bruteForce(o, d, date),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('with limits, finds exactly the brute-force itineraries with those stops and at most that long', () => {
    const codes = [...SMALL];
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.constantFrom(...codes),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 60, max: 30 * 60 }),
        (o, d, offset, a, b, maxDurationMinutes) => {
          fc.pre(o !== d);
          const [minStops, maxStops] = a <= b ? [a, b] : [b, a];
          const date = addDays('2026-12-07', offset);
          const found = searchItineraries(small, { origin: o, destination: d, date }, DEFAULT_RULES, {
            minStops,
            maxStops,
            maxDurationMinutes,
          });
          const expected = bruteForcePaths(o, d, date).filter(
            (p) => p.length - 1 >= minStops && p.length - 1 <= maxStops && minutes(p) <= maxDurationMinutes,
          );
          expect(found.map(key).sort()).toEqual(expected.map(key).sort());
        },
      ),
      { numRuns: 100 },
    );
  });

  it('respects minimum connection times, the maximum layover and the stop limit on the full network', () => {
    const results = searchItineraries(full, { origin: 'BGW', destination: 'JFK', date: '2026-12-10' });
    expect(results.length).toBeGreaterThan(5);
    for (const path of results) {
      expect(path.length).toBeLessThanOrEqual(3);
      expect(path[0]!.schedule.origin).toBe('BGW');
      expect(path.at(-1)!.schedule.destination).toBe('JFK');
      for (let i = 1; i < path.length; i++) {
        const gap = (path[i]!.depUtc - path[i - 1]!.arrUtc) / 60_000;
        expect(gap).toBeGreaterThanOrEqual(45);
        expect(gap).toBeLessThanOrEqual(DEFAULT_RULES.maxLayoverMinutes);
      }
    }
  });
});

describe('itineraries worth offering', () => {
  const codes = [...new Set(network.schedules.map((s) => s.origin))].sort();

  it.each([
    ['BSR', 'FRA', '2026-12-10'],
    ['FRA', 'BSR', '2026-12-17'],
    ['BGW', 'IST', '2026-12-10'],
    ['IST', 'FRA', '2026-12-13'],
    ['FRA', 'BGW', '2026-12-17'],
    ['BGW', 'JFK', '2026-12-11'],
    ['NJF', 'MHD', '2026-12-12'],
  ])('%s → %s on %s: the bounded search keeps exactly what filtering every itinerary keeps', (o, d, date) => {
    const query = { origin: o, destination: d, date };
    const reference = reasonableItineraries(searchItineraries(full, query)).map(key).sort();
    expect(reasonableSearch(full, query).map(key).sort()).toEqual(reference);
    expect(reference.length).toBeGreaterThan(0);
  });

  it('keeps the same itineraries as filtering every itinerary, for random airports and dates on the full network', () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.constantFrom(...codes), fc.integer({ min: 0, max: 20 }), (o, d, k) => {
        fc.pre(o !== d);
        const query = { origin: o, destination: d, date: addDays('2026-12-07', k) };
        expect(reasonableSearch(full, query).map(key).sort()).toEqual(
          reasonableItineraries(searchItineraries(full, query)).map(key).sort(),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('offers two-stop itineraries only when fewer than ten shorter ones are good enough', () => {
    // BGW → IST has direct flights and many one-stop ones: nothing with two stops.
    const busy = reasonableSearch(full, { origin: 'BGW', destination: 'IST', date: '2026-12-10' });
    expect(busy.length).toBeGreaterThanOrEqual(10);
    expect(busy.every((p) => p.length <= 2)).toBe(true);
    // BSR → FRA has few one-stop connections, so two-stop ones are offered, none over twice the fastest + 6 h.
    const thin = reasonableSearch(full, { origin: 'BSR', destination: 'FRA', date: '2026-12-10' });
    expect(thin.some((p) => p.length === 3)).toBe(true);
    const fastest = Math.min(...thin.map(minutes));
    for (const p of thin) expect(minutes(p)).toBeLessThanOrEqual(Math.max(2 * fastest, fastest + 360));
  });
});
