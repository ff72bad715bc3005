import type { ScheduleSpec } from './network.js';
import type { NetworkAirport } from './reference-data.js';
import { localDay, localToUtc, weekdayBit } from './time-zones.js';

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

/**
 * The schedule, indexed for search: per origin airport, schedules sorted by local departure time, so
 * the departures in any time window are found by binary search instead of by scanning the network.
 */
export class FlightIndex {
  private readonly byOrigin = new Map<string, ScheduleSpec[]>();
  private readonly into = new Map<string, Set<string>>();
  private readonly reach2Cache = new Map<string, Set<string>>();
  private readonly byKey = new Map<string, ScheduleSpec>();
  private readonly dayCache = new Map<string, FlightLeg[]>();
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
    }
    for (const list of this.byOrigin.values()) list.sort((a, b) => a.departureMinutes - b.departureMinutes);
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

  /**
   * The departures of one airport on one local day, in departure order, built once and cached: every
   * search touches the same few hundred airport-days, so the schedule is expanded once per day.
   */
  private legsOnDay(airport: string, day: number): FlightLeg[] {
    const cacheKey = `${airport}|${day}`;
    let legs = this.dayCache.get(cacheKey);
    if (legs) return legs;
    const list = this.byOrigin.get(airport) ?? [];
    const tz = this.airports.get(airport)!.timeZone;
    const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    const bit = weekdayBit(date);
    const dayStart = localToUtc(date, 0, tz);
    legs = [];
    for (const s of list) {
      if (!(s.days & bit)) continue;
      const depUtc = dayStart + s.departureMinutes * 60_000;
      legs.push({ schedule: s, date, depUtc, arrUtc: depUtc + s.durationMinutes * 60_000 });
    }
    if (this.dayCache.size > 50_000) this.dayCache.clear();
    this.dayCache.set(cacheKey, legs);
    return legs;
  }

  /** Departures from `airport` between two UTC instants (inclusive), in departure order. */
  departuresBetween(airport: string, fromUtc: number, toUtc: number): FlightLeg[] {
    const tz = this.airports.get(airport)?.timeZone;
    if (!tz || !this.byOrigin.has(airport) || toUtc < fromUtc) return [];
    const out: FlightLeg[] = [];
    const firstDay = localDay(fromUtc, tz);
    const lastDay = localDay(toUtc, tz);
    for (let day = firstDay; day <= lastDay; day++) {
      const legs = this.legsOnDay(airport, day);
      for (let i = firstAtOrAfter(legs, fromUtc); i < legs.length && legs[i]!.depUtc <= toUtc; i++) out.push(legs[i]!);
    }
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

/**
 * All itineraries from `origin` (leaving on its local day `date`) to `destination` with at most
 * `rules.maxStops` connections, each connection within its minimum and maximum connecting time, no
 * airport visited twice. A time-expanded depth-first search: from each arrival only the departures
 * inside the connection window are looked at, and only towards airports from which the destination
 * can still be reached in the stops left.
 */
export function searchItineraries(
  index: FlightIndex,
  query: { origin: string; destination: string; date: string },
  rules: ConnectionRules = DEFAULT_RULES,
): FlightLeg[][] {
  const { origin, destination } = query;
  const results: FlightLeg[][] = [];
  const reach1 = index.reach1(destination);
  const reach2 = rules.maxStops >= 2 ? index.reach2(destination) : new Set<string>();

  const extend = (path: FlightLeg[], stopsLeft: number) => {
    const last = path[path.length - 1]!;
    const at = last.schedule.destination;
    const windowStart = last.arrUtc + index.mct(at, rules).min * 60_000;
    const windowEnd = last.arrUtc + rules.maxLayoverMinutes * 60_000;
    for (const next of index.departuresBetween(at, windowStart, windowEnd)) {
      const to = next.schedule.destination;
      if (path.some((l) => l.schedule.origin === to)) continue;
      if (!canConnect(index, rules, last, next)) continue;
      if (to === destination) results.push([...path, next]);
      else if (stopsLeft > 1 && (reach1.has(to) || (stopsLeft > 2 && reach2.has(to))))
        extend([...path, next], stopsLeft - 1);
    }
  };

  for (const first of index.departuresOn(origin, query.date)) {
    const to = first.schedule.destination;
    if (to === destination) results.push([first]);
    else if (rules.maxStops >= 1 && (reach1.has(to) || (rules.maxStops >= 2 && reach2.has(to))))
      extend([first], rules.maxStops);
  }
  return results;
}
