import type { ScheduleSpec } from './network.js';
import type { NetworkAirport } from './reference-data.js';
import { localDay, localToUtc, weekdayBit } from '../../../lib/time-zones.js';

/** One flight on one day. Times are UTC instants (ms); local times are derived for display. */
export interface FlightLeg {
  schedule: ScheduleSpec;
  /** Local departure date at the origin: the key of seat inventory. */
  date: string;
  depUtc: number;
  arrUtc: number;
}

export interface ConnectionRules {
  /** Minimum connection time in minutes at an airport, domestic (all three airports in one country) or not. */
  minConnection(airport: string, domestic: boolean): number;
  maxLayoverMinutes: number;
  /** 0, 1 or 2 (the reachability pruning looks two legs ahead). */
  maxStops: number;
}

const MCT: Record<string, { domestic: number; international: number }> = {
  IST: { domestic: 60, international: 75 },
  SAW: { domestic: 45, international: 60 },
  DXB: { domestic: 75, international: 75 },
  DOH: { domestic: 60, international: 60 },
  FRA: { domestic: 45, international: 60 },
  LHR: { domestic: 90, international: 90 },
  CAI: { domestic: 60, international: 90 },
  JED: { domestic: 60, international: 120 },
};

export const DEFAULT_RULES: ConnectionRules = {
  minConnection: (airport, domestic) =>
    MCT[airport] ? MCT[airport][domestic ? 'domestic' : 'international'] : domestic ? 45 : 90,
  maxLayoverMinutes: 12 * 60,
  maxStops: 2,
};

/** One airport's departures on one local day: all of them in departure order, and the same split by destination. */
interface AirportDay {
  all: FlightLeg[];
  byDestination: Map<string, FlightLeg[]>;
}

const NO_LEGS: FlightLeg[] = [];
/** Airport-days kept expanded; the oldest are dropped beyond this (a few hundred airports × a year of dates). */
const MAX_AIRPORT_DAYS = 40_000;

/**
 * The schedule, indexed for search: per origin airport, schedules sorted by local departure time and
 * grouped by weekday, so that a day's departures are expanded once (on first use) and the departures in
 * any time window, to any destination, are found by binary search instead of by scanning the network.
 */
export class FlightIndex {
  private readonly byOrigin = new Map<string, ScheduleSpec[]>();
  /** Per origin, its schedules of each ISO weekday (index 0 = Monday), in departure order. */
  private readonly byWeekday = new Map<string, ScheduleSpec[][]>();
  private readonly into = new Map<string, Set<string>>();
  private readonly outOf = new Map<string, Set<string>>();
  private readonly reach2Cache = new Map<string, Set<string>>();
  private readonly viaCache = new Map<string, Map<string, Set<string>>>();
  private readonly byKey = new Map<string, ScheduleSpec>();
  /** Expanded airport-days per airport, by day number; `dayOrder` remembers the order they were made in. */
  private readonly dayCache = new Map<string, Map<number, AirportDay>>();
  private readonly dayOrder: Array<[string, number]> = [];
  private readonly mctCache = new Map<string, { domestic: number; international: number; min: number; max: number }>();

  constructor(
    readonly airports: Map<string, NetworkAirport>,
    schedules: ScheduleSpec[],
  ) {
    for (const s of schedules) {
      this.byKey.set(s.key, s);
      let list = this.byOrigin.get(s.origin);
      if (!list) this.byOrigin.set(s.origin, (list = []));
      list.push(s);
      let from = this.into.get(s.destination);
      if (!from) this.into.set(s.destination, (from = new Set()));
      from.add(s.origin);
      let to = this.outOf.get(s.origin);
      if (!to) this.outOf.set(s.origin, (to = new Set()));
      to.add(s.destination);
    }
    for (const [origin, list] of this.byOrigin) {
      list.sort((a, b) => a.departureMinutes - b.departureMinutes);
      this.byWeekday.set(
        origin,
        Array.from({ length: 7 }, (_, d) => list.filter((s) => s.days & (1 << d))),
      );
    }
  }

  airport(code: string): NetworkAirport | undefined {
    return this.airports.get(code);
  }

  /** Airports with a direct flight to `destination`. */
  reach1(destination: string): Set<string> {
    return this.into.get(destination) ?? new Set();
  }

  /** Airports one connection away from `destination`. */
  reach2(destination: string): Set<string> {
    let set = this.reach2Cache.get(destination);
    if (!set) {
      set = new Set();
      for (const via of this.reach1(destination)) for (const a of this.reach1(via)) set.add(a);
      this.reach2Cache.set(destination, set);
    }
    return set;
  }

  /** Airports served directly from `from` that have a direct flight to `destination` (neither of the two). */
  vias(from: string, destination: string): Set<string> {
    let perOrigin = this.viaCache.get(destination);
    if (!perOrigin) this.viaCache.set(destination, (perOrigin = new Map()));
    let set = perOrigin.get(from);
    if (!set) {
      const into = this.reach1(destination);
      set = new Set([...(this.outOf.get(from) ?? [])].filter((a) => a !== destination && into.has(a)));
      perOrigin.set(from, set);
    }
    return set;
  }

  /**
   * The departures of one airport on one local day, in departure order, expanded on first use and kept:
   * searches touch the same few hundred airport-days, and only the weekday's schedules are looked at.
   */
  private airportDay(airport: string, day: number): AirportDay | undefined {
    let days = this.dayCache.get(airport);
    let entry = days?.get(day);
    if (entry) return entry;
    const weekdays = this.byWeekday.get(airport);
    const tz = this.airports.get(airport)?.timeZone;
    if (!weekdays || !tz) return undefined;
    const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    const list = weekdays[(new Date(day * 86_400_000).getUTCDay() + 6) % 7]!;
    const dayStart = localToUtc(date, 0, tz);
    const all: FlightLeg[] = new Array<FlightLeg>(list.length);
    const byDestination = new Map<string, FlightLeg[]>();
    for (let i = 0; i < list.length; i++) {
      const s = list[i]!;
      const depUtc = dayStart + s.departureMinutes * 60_000;
      const leg: FlightLeg = { schedule: s, date, depUtc, arrUtc: depUtc + s.durationMinutes * 60_000 };
      all[i] = leg;
      const same = byDestination.get(s.destination);
      if (same) same.push(leg);
      else byDestination.set(s.destination, [leg]);
    }
    entry = { all, byDestination };
    if (this.dayOrder.length >= MAX_AIRPORT_DAYS) {
      const [oldAirport, oldDay] = this.dayOrder.shift()!;
      this.dayCache.get(oldAirport)?.delete(oldDay);
    }
    if (!days) this.dayCache.set(airport, (days = new Map()));
    days.set(day, entry);
    this.dayOrder.push([airport, day]);
    return entry;
  }

  /**
   * Calls `visit` for each departure from `airport` (to `destination` only, if given) leaving between two
   * UTC instants (inclusive), in departure order. The search's inner loop: no arrays are built.
   */
  forEachDeparture(
    airport: string,
    destination: string | null,
    fromUtc: number,
    toUtc: number,
    visit: (leg: FlightLeg) => void,
  ): void {
    const tz = this.airports.get(airport)?.timeZone;
    if (!tz || toUtc < fromUtc) return;
    const lastDay = localDay(toUtc, tz);
    for (let day = localDay(fromUtc, tz); day <= lastDay; day++) {
      const entry = this.airportDay(airport, day);
      if (!entry) return;
      const legs = destination === null ? entry.all : (entry.byDestination.get(destination) ?? NO_LEGS);
      for (let i = firstAtOrAfter(legs, fromUtc); i < legs.length && legs[i]!.depUtc <= toUtc; i++) visit(legs[i]!);
    }
  }

  /** Departures from `airport` between two UTC instants (inclusive), in departure order. */
  departuresBetween(airport: string, fromUtc: number, toUtc: number): FlightLeg[] {
    const out: FlightLeg[] = [];
    this.forEachDeparture(airport, null, fromUtc, toUtc, (leg) => out.push(leg));
    return out;
  }

  /** A flight on a local departure date, if the schedule operates that day. */
  leg(key: string, date: string): FlightLeg | undefined {
    const s = this.byKey.get(key);
    const tz = s && this.airports.get(s.origin)?.timeZone;
    if (!s || !tz || !(s.days & weekdayBit(date))) return undefined;
    const depUtc = localToUtc(date, s.departureMinutes, tz);
    return { schedule: s, date, depUtc, arrUtc: depUtc + s.durationMinutes * 60_000 };
  }

  get size(): number {
    return this.byKey.size;
  }

  /** Every departure from `airport` on its local calendar day `date`. */
  departuresOn(airport: string, date: string): FlightLeg[] {
    const tz = this.airports.get(airport)?.timeZone;
    if (!tz) return [];
    return this.departuresBetween(airport, localToUtc(date, 0, tz), localToUtc(date, 1439, tz));
  }

  /** Minimum connection times at an airport, looked up once per airport and rules. */
  mct(airport: string, rules: ConnectionRules) {
    let m = rules === DEFAULT_RULES ? this.mctCache.get(airport) : undefined;
    if (!m) {
      const domestic = rules.minConnection(airport, true);
      const international = rules.minConnection(airport, false);
      m = { domestic, international, min: Math.min(domestic, international), max: Math.max(domestic, international) };
      if (rules === DEFAULT_RULES) this.mctCache.set(airport, m);
    }
    return m;
  }

  country(code: string): string | undefined {
    return this.airports.get(code)?.country;
  }
}

function firstAtOrAfter(legs: FlightLeg[], utc: number): number {
  let lo = 0;
  let hi = legs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (legs[mid]!.depUtc < utc) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function canConnect(
  index: FlightIndex,
  rules: ConnectionRules,
  inbound: FlightLeg,
  outbound: FlightLeg,
): boolean {
  const at = inbound.schedule.destination;
  if (outbound.schedule.origin !== at) return false;
  const gap = (outbound.depUtc - inbound.arrUtc) / 60_000;
  if (gap > rules.maxLayoverMinutes) return false;
  const mct = index.mct(at, rules);
  if (gap >= mct.max) return true;
  if (gap < mct.min) return false;
  const here = index.country(at);
  const domestic =
    index.country(inbound.schedule.origin) === here && index.country(outbound.schedule.destination) === here;
  return gap >= (domestic ? mct.domestic : mct.international);
}

export interface SearchLimits {
  /** Only itineraries with at least / at most this many stops (default 0 and `rules.maxStops`). */
  minStops?: number;
  maxStops?: number;
  /** Only itineraries at most this long, first take-off to last landing (minutes). */
  maxDurationMinutes?: number;
}

/**
 * All itineraries from `origin` (leaving on its local day `date`) to `destination` with at most
 * `rules.maxStops` connections, each connection within its minimum and maximum connecting time, no
 * airport visited twice. A time-expanded search over the schedule: from each arrival only the
 * departures inside the connection window are looked at, and only those towards the destination (one
 * stop) or towards an airport with a flight to the destination (two stops), found through the
 * per-destination lists of each airport-day. `limits` narrow the stops and bound the travel time; a
 * partial itinerary already longer than the bound is not extended.
 */
export function searchItineraries(
  index: FlightIndex,
  query: { origin: string; destination: string; date: string },
  rules: ConnectionRules = DEFAULT_RULES,
  limits: SearchLimits = {},
): FlightLeg[][] {
  const { origin, destination } = query;
  const results: FlightLeg[][] = [];
  const minStops = limits.minStops ?? 0;
  const maxStops = Math.min(limits.maxStops ?? rules.maxStops, rules.maxStops, 2);
  if (minStops > maxStops) return results;
  const maxMs = limits.maxDurationMinutes === undefined ? Infinity : limits.maxDurationMinutes * 60_000;
  const maxLayoverMs = rules.maxLayoverMinutes * 60_000;
  const reach1 = index.reach1(destination);
  const reach2 = maxStops >= 2 ? index.reach2(destination) : new Set<string>();

  for (const first of index.departuresOn(origin, query.date)) {
    const x = first.schedule.destination;
    const latest = first.depUtc + maxMs;
    if (first.arrUtc > latest) continue;
    if (x === destination) {
      if (minStops === 0) results.push([first]);
      continue;
    }
    const oneStop = maxStops >= 1 && minStops <= 1 && reach1.has(x);
    const twoStops = maxStops >= 2 && reach2.has(x);
    if (!oneStop && !twoStops) continue;
    const from = first.arrUtc + index.mct(x, rules).min * 60_000;
    const to = Math.min(first.arrUtc + maxLayoverMs, latest);
    if (oneStop) {
      index.forEachDeparture(x, destination, from, to, (second) => {
        if (second.arrUtc <= latest && canConnect(index, rules, first, second)) results.push([first, second]);
      });
    }
    if (!twoStops) continue;
    const vias = index.vias(x, destination);
    if (vias.size === 0) continue;
    // One pass over the hub's departures in the window, keeping those towards an airport that serves the destination.
    index.forEachDeparture(x, null, from, to, (second) => {
      const y = second.schedule.destination;
      if (y === origin || !vias.has(y) || second.arrUtc > latest || !canConnect(index, rules, first, second)) return;
      const from2 = second.arrUtc + index.mct(y, rules).min * 60_000;
      const to2 = Math.min(second.arrUtc + maxLayoverMs, latest);
      index.forEachDeparture(y, destination, from2, to2, (third) => {
        if (third.arrUtc <= latest && canConnect(index, rules, second, third)) results.push([first, second, third]);
      });
    });
  }
  return results;
}
