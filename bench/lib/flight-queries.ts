/**
 * The flight searches the flights suite sends, with dates relative to today, and the check of the
 * answers' connections against the API's own connection rules.
 */
import type { FlightSearchBody, FlightSearchResult } from '@portal/contracts/flights';
import type { ApiModules } from './api.js';

export type FlightQueryKey =
  | 'oneway-direct'
  | 'round-connecting'
  | 'multi-city'
  | 'oneway-direct-cold'
  | 'round-connecting-cold'
  | 'multi-city-cold';

/** The shape of a cold query's sequence of bodies. */
export type ColdKind = 'oneway' | 'round' | 'multi';

export interface FlightQuery {
  key: FlightQueryKey;
  label: string;
  /** hot: the same body on every request; cold: different dates on every request. */
  cache: 'hot' | 'cold';
  /** For a cold query: which sequence of bodies it sends. */
  cold?: ColdKind;
  /** The body of a hot query; for the cold one, the first of its sequence (for display). */
  body: FlightSearchBody;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's UTC date; every query date is at least a week later, so the origin's time zone does not matter. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Days from today of the hot round trip's outward and return flights; the cold sequence leaves this pair out. */
const HOT_ROUND = { out: 14, back: 21 };
/** Days from today of the hot one-way and multi-city flights. */
const HOT_ONEWAY = 14;
const HOT_MULTI = [14, 17, 21] as const;

function oneWay(today: string, out: number): FlightSearchBody {
  return { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: addDays(today, out) }], adults: 1 };
}

function multiCity(today: string, [a, b, c]: readonly [number, number, number]): FlightSearchBody {
  return {
    trip: 'multi',
    slices: [
      { origin: 'BGW', destination: 'IST', date: addDays(today, a) },
      { origin: 'IST', destination: 'FRA', date: addDays(today, b) },
      { origin: 'FRA', destination: 'BGW', date: addDays(today, c) },
    ],
    adults: 1,
  };
}

function roundTrip(today: string, out: number, back: number): FlightSearchBody {
  return {
    trip: 'round',
    slices: [
      { origin: 'BSR', destination: 'FRA', date: addDays(today, out) },
      { origin: 'FRA', destination: 'BSR', date: addDays(today, back) },
    ],
    adults: 1,
  };
}

export function flightQueries(today: string): FlightQuery[] {
  return [
    {
      key: 'oneway-direct',
      label: 'BGW→IST one-way (has direct flights)',
      cache: 'hot',
      body: oneWay(today, HOT_ONEWAY),
    },
    {
      key: 'round-connecting',
      label: 'BSR⇄FRA round trip (no direct flight)',
      cache: 'hot',
      body: roundTrip(today, HOT_ROUND.out, HOT_ROUND.back),
    },
    {
      key: 'multi-city',
      label: 'BGW→IST→FRA→BGW multi-city',
      cache: 'hot',
      body: multiCity(today, HOT_MULTI),
    },
    {
      key: 'oneway-direct-cold',
      label: 'BGW→IST one-way, a new date each request',
      cache: 'cold',
      cold: 'oneway',
      body: oneWay(today, COLD.firstDay),
    },
    {
      key: 'round-connecting-cold',
      label: 'BSR⇄FRA round trip, new dates each request',
      cache: 'cold',
      cold: 'round',
      body: roundTrip(today, COLD.firstDay, COLD.firstDay + 1),
    },
    {
      key: 'multi-city-cold',
      label: 'BGW→IST→FRA→BGW, new dates each request',
      cache: 'cold',
      cold: 'multi',
      body: multiCity(today, [COLD.firstDay, COLD.firstDay + 1, COLD.firstDay + 2]),
    },
  ];
}

/** The cold sequence: departures over 60 days from a week ahead, stays of 1–30 days. */
export const COLD = { firstDay: 7, days: 60, maxStay: 30 };
/** The API's result cache keeps an answer this long (flights.service.ts RESULT_CACHE_MS), plus a margin. */
const CACHE_WINDOW_MS = 65_000;

/**
 * Dates for a cold query, each set used once per server process before the sequence wraps. Round trips:
 * consecutive requests leave on consecutive days (same stay), then the stay grows by a day. One-way: the
 * departure day moves through the window, and the return of a round trip is not needed. Multi-city: the
 * first day moves, then the gaps to the second and third flights grow. It counts the requests whose dates
 * had been sent less than the cache's lifetime before (possible cache hits).
 */
export class ColdSequence {
  private readonly sets: number[][] = [];
  private next = 0;
  private readonly lastSent = new Map<number, number>();
  /** Requests built (warm-up and measured runs alike). */
  sent = 0;
  /** Requests whose date pair had been sent within the last 65 s: the API may have answered from its cache. */
  reusedWithinCacheWindow = 0;

  constructor(
    private readonly today: string,
    readonly kind: ColdKind = 'round',
  ) {
    if (kind === 'oneway') {
      for (let d = 0; d < COLD.days * 4; d++) if (COLD.firstDay + d !== HOT_ONEWAY) this.sets.push([COLD.firstDay + d]);
    } else if (kind === 'multi') {
      for (let gap2 = 1; gap2 <= 6; gap2++)
        for (let gap1 = 1; gap1 <= 5; gap1++)
          for (let d = 0; d < COLD.days; d++) {
            const first = COLD.firstDay + d;
            const set = [first, first + gap1, first + gap1 + gap2];
            if (set.join() !== HOT_MULTI.join()) this.sets.push(set);
          }
    } else {
      for (let stay = 1; stay <= COLD.maxStay; stay++) {
        for (let d = 0; d < COLD.days; d++) {
          const out = COLD.firstDay + d;
          if (out === HOT_ROUND.out && out + stay === HOT_ROUND.back) continue;
          this.sets.push([out, out + stay]);
        }
      }
    }
  }

  get distinctPairs(): number {
    return this.sets.length;
  }

  private bodyOf(days: number[]): FlightSearchBody {
    if (this.kind === 'oneway') return oneWay(this.today, days[0]!);
    if (this.kind === 'multi') return multiCity(this.today, days as unknown as [number, number, number]);
    return roundTrip(this.today, days[0]!, days[1]!);
  }

  /** The request body for the next set of dates. */
  nextBody(): string {
    const i = this.next++ % this.sets.length;
    const now = Date.now();
    const last = this.lastSent.get(i);
    if (last !== undefined && now - last < CACHE_WINDOW_MS) this.reusedWithinCacheWindow++;
    this.lastSent.set(i, now);
    this.sent++;
    return JSON.stringify(this.bodyOf(this.sets[i]!));
  }

  /** `n` bodies spread evenly over the whole sequence, for checking answers (not sent through the counter). */
  sample(n: number): FlightSearchBody[] {
    const step = Math.max(1, Math.floor(this.sets.length / n));
    return Array.from({ length: n }, (_, k) => this.bodyOf(this.sets[(k * step + k) % this.sets.length]!));
  }
}

/** The cold round trip's sequence (the name the suite used before it had other cold queries). */
export class ColdRoundTrips extends ColdSequence {
  constructor(today: string) {
    super(today, 'round');
  }
}

export interface AnswerCheck {
  offers: number;
  /** Per slice of the query: how many offers have 0, 1 or 2 stops there. */
  stopsPerSlice: Array<Record<string, number>>;
  /** Connections (consecutive segments within a slice) checked. */
  connections: number;
  minConnectionMinutes: number | null;
  maxConnectionMinutes: number | null;
  violationCount: number;
  /** The first violations found, in words. */
  violations: string[];
}

/** The absolute floors of the check, beside the API's per-airport minimum connection times. */
export const CONNECTION_LIMITS = { minMinutes: 45, maxMinutes: 12 * 60 };

/**
 * Every offer's slices match the query (airports, departure date), consecutive segments connect at the
 * same airport with at least the airport's minimum connection time (the API's rules: domestic or
 * international, never under 45 min) and at most 12 h on the ground, `layover_minutes` and `stops`
 * agree with the times, no airport is visited twice, and each slice leaves after the previous one lands.
 */
export function checkAnswer(api: ApiModules, query: FlightSearchBody, result: FlightSearchResult): AnswerCheck {
  const rules = api.flightIndex.DEFAULT_RULES;
  const country = (code: string) => result.dictionaries.airports[code]?.country;
  const violations: string[] = [];
  let violationCount = 0;
  const fail = (offer: string, message: string) => {
    violationCount++;
    if (violations.length < 20) violations.push(`offer ${offer}: ${message}`);
  };
  const stopsPerSlice = query.slices.map(() => ({}) as Record<string, number>);
  let connections = 0;
  let minGap: number | null = null;
  let maxGap: number | null = null;

  for (const offer of result.offers) {
    if (offer.slices.length !== query.slices.length) {
      fail(offer.id, `${offer.slices.length} slices for a ${query.slices.length}-slice query`);
      continue;
    }
    let previousArrival = -Infinity;
    offer.slices.forEach((slice, s) => {
      const q = query.slices[s]!;
      const segs = slice.segments;
      const where = `slice ${s + 1}`;
      if (segs.length === 0) return fail(offer.id, `${where} has no segments`);
      if (slice.origin !== q.origin || slice.destination !== q.destination)
        fail(offer.id, `${where} is ${slice.origin}→${slice.destination}, asked ${q.origin}→${q.destination}`);
      if (segs[0]!.origin !== q.origin || segs.at(-1)!.destination !== q.destination)
        fail(offer.id, `${where}'s segments run ${segs[0]!.origin}→${segs.at(-1)!.destination}`);
      if (!segs[0]!.departure_local.startsWith(q.date))
        fail(offer.id, `${where} leaves ${segs[0]!.departure_local}, asked ${q.date}`);
      if (slice.stops !== segs.length - 1 || segs.length > rules.maxStops + 1)
        fail(offer.id, `${where}: stops ${slice.stops} with ${segs.length} segments (at most ${rules.maxStops} stops)`);
      stopsPerSlice[s]![String(segs.length - 1)] = (stopsPerSlice[s]![String(segs.length - 1)] ?? 0) + 1;
      const visited = [segs[0]!.origin, ...segs.map((g) => g.destination)];
      if (new Set(visited).size !== visited.length)
        fail(offer.id, `${where} visits an airport twice: ${visited.join('→')}`);
      const departs = Date.parse(segs[0]!.departure_utc);
      if (!(departs > previousArrival)) fail(offer.id, `${where} leaves before the previous slice lands`);
      previousArrival = Date.parse(segs.at(-1)!.arrival_utc);
      if (segs.at(-1)!.layover_minutes !== null) fail(offer.id, `${where}: the last segment has a layover`);
      for (let i = 1; i < segs.length; i++) {
        const a = segs[i - 1]!;
        const b = segs[i]!;
        connections++;
        if (a.destination !== b.origin) {
          fail(offer.id, `${where}: lands at ${a.destination}, next leaves from ${b.origin}`);
          continue;
        }
        const gap = (Date.parse(b.departure_utc) - Date.parse(a.arrival_utc)) / 60_000;
        minGap = minGap === null ? gap : Math.min(minGap, gap);
        maxGap = maxGap === null ? gap : Math.max(maxGap, gap);
        const here = country(a.destination);
        const domestic = country(a.origin) === here && country(b.destination) === here;
        const mct = Math.max(CONNECTION_LIMITS.minMinutes, rules.minConnection(a.destination, domestic));
        if (gap < mct)
          fail(
            offer.id,
            `${where}: ${gap} min at ${a.destination} (${a.flight_number}→${b.flight_number}), minimum ${mct}`,
          );
        if (gap > Math.min(CONNECTION_LIMITS.maxMinutes, rules.maxLayoverMinutes))
          fail(offer.id, `${where}: ${gap} min layover at ${a.destination}, more than 12 h`);
        if (a.layover_minutes !== gap)
          fail(offer.id, `${where}: layover_minutes ${a.layover_minutes}, times give ${gap}`);
      }
    });
  }
  return {
    offers: result.offers.length,
    stopsPerSlice,
    connections,
    minConnectionMinutes: minGap,
    maxConnectionMinutes: maxGap,
    violationCount,
    violations,
  };
}
