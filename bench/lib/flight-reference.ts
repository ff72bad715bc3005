/**
 * The brute-force reference the flights suite compares the measured answers with: every itinerary of one
 * to three flights between two airports on a day, enumerated straight from the generated schedules (the
 * network the bench database is seeded with) — not through the API's search index — and then the rule of
 * which itineraries are worth offering, written out here as the API documents it (decision 036).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FlightSearchBody, FlightSearchResult } from '@portal/contracts/flights';
import type * as NetworkModule from '../../apps/api/dist/modules/flights/builtin/network.js';
import type { ApiModules } from './api.js';

type Schedule = NetworkModule.ScheduleSpec;

interface Leg {
  schedule: Schedule;
  /** Local departure date at the origin. */
  date: string;
  dep: number;
  arr: number;
  /** `schedule key@date`, as the API's offers name a flight. */
  key: string;
}

const HOUR = 3_600_000;
/** The answer of a search lists at most this many offers (the API's MAX_OFFERS). */
export const MAX_OFFERS = 150;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** Minutes east of UTC in a zone at an instant, as Intl names it ("GMT+03:00"). */
function offsetMinutes(timeZone: string, instant: number): number {
  let f = offsetFormats.get(timeZone);
  if (!f) offsetFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' })));
  const name = f.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The UTC instant of a local wall-clock time (minutes after midnight) on a date in a zone. */
function localToUtc(date: string, minutes: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  return wall - offsetMinutes(timeZone, wall - offsetMinutes(timeZone, wall) * 60_000) * 60_000;
}

/** ISO weekday bit of a date: Monday 1 … Sunday 64. */
const WEEKDAY_BIT = [64, 1, 2, 4, 8, 16, 32];

export interface FlightReference {
  /** The itineraries worth offering, as `key>key>…` strings. */
  itineraries(origin: string, destination: string, date: string): Set<string>;
}

export async function loadFlightReference(api: ApiModules): Promise<FlightReference> {
  const network = (await import(
    pathToFileURL(path.join(api.distDir, 'modules/flights/builtin/network.js')).href
  )) as typeof NetworkModule;
  const { airports, schedules } = network.generateNetwork();
  const rules = api.flightIndex.DEFAULT_RULES;
  const country = (code: string) => airports.get(code)?.country;

  /** Each date's flights, by origin airport. */
  const days = new Map<string, Map<string, Leg[]>>();
  function legsOn(date: string): Map<string, Leg[]> {
    let byOrigin = days.get(date);
    if (byOrigin) return byOrigin;
    byOrigin = new Map();
    const bit = WEEKDAY_BIT[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
    for (const s of schedules) {
      if (!(s.days & bit)) continue;
      const dep = localToUtc(date, s.departureMinutes, airports.get(s.origin)!.timeZone);
      const leg = { schedule: s, date, dep, arr: dep + s.durationMinutes * 60_000, key: `${s.key}@${date}` };
      const list = byOrigin.get(s.origin);
      if (list) list.push(leg);
      else byOrigin.set(s.origin, [leg]);
    }
    days.set(date, byOrigin);
    return byOrigin;
  }
  /** Flights leaving an airport on the days around `date` (a journey of three flights ends within three days). */
  const departures = (airport: string, date: string) =>
    [-1, 0, 1, 2, 3].flatMap((d) => legsOn(addDays(date, d)).get(airport) ?? []);

  const connects = (a: Leg, b: Leg) => {
    const at = a.schedule.destination;
    if (b.schedule.origin !== at) return false;
    const gap = (b.dep - a.arr) / 60_000;
    const domestic = country(a.schedule.origin) === country(at) && country(b.schedule.destination) === country(at);
    return gap >= rules.minConnection(at, domestic) && gap <= rules.maxLayoverMinutes;
  };

  function allItineraries(origin: string, destination: string, date: string): Leg[][] {
    const out: Leg[][] = [];
    for (const a of legsOn(date).get(origin) ?? []) {
      if (a.schedule.destination === destination) {
        out.push([a]);
        continue;
      }
      if (rules.maxStops < 1) continue;
      for (const b of departures(a.schedule.destination, date)) {
        if (!connects(a, b) || b.schedule.destination === origin) continue;
        if (b.schedule.destination === destination) {
          out.push([a, b]);
          continue;
        }
        if (rules.maxStops < 2) continue;
        for (const c of departures(b.schedule.destination, date)) {
          if (c.schedule.destination === destination && connects(b, c)) out.push([a, b, c]);
        }
      }
    }
    return out;
  }

  /**
   * Worth offering: at most twice as long as the fastest, or the fastest plus six hours if that is more;
   * with two stops only when fewer than ten direct or one-stop itineraries are that fast.
   */
  function worthOffering(list: Leg[][]): Leg[][] {
    if (list.length === 0) return list;
    const length = (legs: Leg[]) => legs.at(-1)!.arr - legs[0]!.dep;
    const fastest = Math.min(...list.map(length));
    const limit = Math.max(2 * fastest, fastest + 6 * HOUR);
    const kept = list.filter((legs) => length(legs) <= limit);
    const few = kept.filter((legs) => legs.length <= 2);
    return few.length >= 10 ? few : kept;
  }

  const cache = new Map<string, Set<string>>();
  return {
    itineraries(origin, destination, date) {
      const id = `${origin}|${destination}|${date}`;
      let found = cache.get(id);
      if (!found) {
        const list = worthOffering(allItineraries(origin, destination, date));
        cache.set(id, (found = new Set(list.map((legs) => legs.map((l) => l.key).join('>')))));
      }
      return found;
    },
  };
}

/** An offered slice's itinerary in the reference's terms. */
function keyOf(slice: FlightSearchResult['offers'][number]['slices'][number]): string {
  return slice.segments.map((s) => `${s.flight_number.replace(' ', '')}@${s.departure_local.slice(0, 10)}`).join('>');
}

export interface SliceComparison {
  slice: string;
  offered: number;
  reference: number;
  /** Offered itineraries the reference does not have (invalid, or not worth offering). */
  extra: string[];
  /** Reference itineraries the answer lacks; only counted where the answer must hold them all. */
  missed: string[];
}

/**
 * Compares an answer's itineraries with the reference, slice by slice. Nothing offered may be outside it.
 * A one-way answer must hold every reference itinerary (the API offers each one-way itinerary on sale, up
 * to 150); a round or multi-city answer pairs the cheapest ones, so there only extras count — the suite
 * searches each of their slices one way as well.
 */
export function compareWithReference(
  reference: FlightReference,
  query: FlightSearchBody,
  result: FlightSearchResult,
): SliceComparison[] {
  return query.slices.map((q, i) => {
    const expected = reference.itineraries(q.origin, q.destination, q.date);
    const offered = new Set(result.offers.map((o) => (o.slices[i] ? keyOf(o.slices[i]) : '')));
    const extra = [...offered].filter((k) => !expected.has(k));
    const complete = query.slices.length === 1 && expected.size <= MAX_OFFERS;
    const missed = complete ? [...expected].filter((k) => !offered.has(k)) : [];
    return {
      slice: `${q.origin}→${q.destination} ${q.date}`,
      offered: offered.size,
      reference: expected.size,
      extra,
      missed,
    };
  });
}
