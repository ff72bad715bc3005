import type { FlightSearch, Price } from '@portal/contracts/flights';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { FlightLeg } from './flight-index.js';
import type { FlightNetwork, LoadedNetwork } from './flight-network.service.js';
import { BUILTIN_SUPPLIER } from '../../../lib/supplier-registry.js';
import type { AnswerRequest, BookedFlight, FlightSupplier } from '../flight-supplier.js';
import * as repo from './flights.repository.js';
import type { Cabin } from './network.js';
import { buildOffers, dictionariesFor, networkNames, parseLegsKey, type StoredOffer } from './offers.js';
import { createSearchPool } from './search-pool.js';
import { contextFor, createSliceCache, SOLD_CACHE_MS } from './slice-cache.js';
import { baghdadDate } from '../../../lib/time-zones.js';

export { SOLD_CACHE_MS } from './slice-cache.js';
const SOLD_CACHE_ENTRIES = 200_000;
/** A hold keeps the seats this long without payment, but ends this long before the first departure. */
export const HOLD_HOURS = 24;
export const HOLD_CUTOFF_HOURS = 48;
/** A hold shorter than this is not offered. */
const MIN_HOLD_MS = 3_600_000;
const HOUR = 3_600_000;
const CABINS: Cabin[] = ['economy', 'business', 'first'];

/** The payment deadline of a hold made at `now` for a first departure at `departureUtc`; null when too short. */
export function holdDeadline(departureUtc: string, now = Date.now()): Date | null {
  const until = Math.min(now + HOLD_HOURS * HOUR, Date.parse(departureUtc) - HOLD_CUTOFF_HOURS * HOUR);
  return until < now + MIN_HOLD_MS ? null : new Date(until);
}

/** What a built-in booking keeps to give its seats back: its flights as [schedule key, date] and the seats. */
interface BuiltinRef {
  legs: Array<[string, string]>;
  seats: number;
}

export type BuiltinSupplier = ReturnType<typeof createBuiltinSupplier>;

/**
 * The agency's own inventory as a flight supplier: the generated (and staff-edited) network in memory,
 * the time-expanded search, fare families priced from seats sold, and seats taken by conditional updates
 * on `flight_inventory` inside the booking's transaction.
 */
export function createBuiltinSupplier({
  db,
  network,
  workers = 0,
  onProblem,
}: {
  db: Db;
  network: FlightNetwork;
  /** Search worker threads (decision 109); 0: every search on the calling thread. */
  workers?: number;
  /** Told when a search worker fails or hangs (the search is then made on the calling thread). */
  onProblem?: (message: string, error?: unknown) => void;
}) {
  /** Bumped by `changed()`: seat counts and slices priced before are not used again. */
  let generation = 0;

  /**
   * Seats sold per flight and date as searches see them: read for the legs a search found and kept for
   * `SOLD_CACHE_MS`, so that the hubs' flights, which every search touches, are not read each time. A
   * booking on this process drops them at once (`changed`); re-pricing reads from the database anyway.
   */
  const soldCache = new Map<string, { at: number; generation: number; sold: number[] }>();

  async function soldForSearch(legs: Array<{ key: string; date: string }>): Promise<Map<string, number>> {
    const now = Date.now();
    const sold = new Map<string, number>();
    const missing: Array<{ key: string; date: string }> = [];
    const seen = new Set<string>();
    for (const leg of legs) {
      const id = `${leg.key}|${leg.date}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const hit = soldCache.get(id);
      if (hit && hit.generation === generation && now - hit.at < SOLD_CACHE_MS) {
        hit.sold.forEach((n, c) => n && sold.set(`${id}|${CABINS[c]}`, n));
      } else missing.push({ key: leg.key, date: leg.date });
    }
    if (missing.length === 0) return sold;
    const startedAt = generation;
    const found = new Map<string, number[]>(missing.map((l) => [`${l.key}|${l.date}`, [0, 0, 0]]));
    for (const row of await repo.soldOn(db, missing)) {
      const counts = found.get(`${row.key}|${row.date}`);
      if (!counts) continue; // another date of a flight asked for (the query takes keys × dates)
      counts[CABINS.indexOf(row.cabin as Cabin)] = row.sold;
      sold.set(`${row.key}|${row.date}|${row.cabin}`, row.sold);
    }
    if (startedAt === generation) {
      for (const [id, counts] of found) {
        soldCache.delete(id);
        soldCache.set(id, { at: now, generation, sold: counts });
      }
      for (const id of soldCache.keys()) {
        if (soldCache.size <= SOLD_CACHE_ENTRIES) break;
        soldCache.delete(id);
      }
    }
    return sold;
  }

  /** Seats sold on the given legs, read now: for re-pricing before a booking. */
  async function soldNow(legs: FlightLeg[]): Promise<Map<string, number>> {
    const sold = new Map<string, number>();
    for (const row of await repo.soldOn(
      db,
      legs.map((l) => ({ key: l.schedule.key, date: l.date })),
    ))
      sold.set(`${row.key}|${row.date}|${row.cabin}`, row.sold);
    return sold;
  }

  const soldOfLegs = (legs: FlightLeg[]) => soldForSearch(legs.map((l) => ({ key: l.schedule.key, date: l.date })));
  const slices = createSliceCache(() => generation);
  const pool = createSearchPool({ size: workers, sold: soldForSearch, onProblem });

  /** The legs of a stored offer on the current network, or offer_unavailable when a flight no longer operates. */
  function legsOf(net: LoadedNetwork, stored: StoredOffer): FlightLeg[][] {
    return stored.slices.map((slice) =>
      parseLegsKey(slice).map(([key, date]) => {
        const leg = net.index.leg(key, date);
        if (!leg) throw new AppError('offer_unavailable');
        return leg;
      }),
    );
  }

  const supplier = {
    code: BUILTIN_SUPPLIER,
    /** Seats are taken and given back in the booking's own transaction. */
    transactional: true,

    /** Each slice's priced itineraries (kept per slice, `slice-cache.ts`), combined into offers in the display currency. */
    async search(query: FlightSearch, toPrice: (iqd: bigint) => Price) {
      const net = await network.get();
      // Days ahead, and so demand, count from the agency's day in Baghdad.
      return slices.offers(net, query, baghdadDate(), toPrice, soldOfLegs);
    },

    /**
     * The whole answer made by a search worker (the same bytes as `search` and `searchAnswerBody` on this
     * thread), or null when there is no worker up: the caller then searches here.
     */
    async searchAnswer({ query, currency, prefix, suffix }: AnswerRequest) {
      if (pool.size === 0) return null;
      const net = await network.get();
      const made = await pool.search({ net, generation, today: baghdadDate(), query, currency, prefix, suffix });
      return made && { body: made.body, storedJson: made.stored };
    },

    /** Starts the search workers now rather than with the first search. */
    start: () => pool.start(),

    /** Stops the search workers. */
    close: () => pool.close(),

    /** Rebuilds the offer from the current schedule, seats read now and fares, with its deadlines. */
    async price({ query, stored, toPrice, sessionExpiresAt }) {
      const net = await network.get();
      const legs = legsOf(net, stored);
      const ctx = contextFor(net, await soldNow(legs.flat()), baghdadDate(), toPrice);
      const { offers } = buildOffers(
        ctx,
        query,
        legs.map((slice) => [slice]),
      );
      const built = offers.find((o) => o.id === stored.id);
      if (!built) throw new AppError('offer_unavailable');
      const hold = holdDeadline(built.slices[0]!.segments[0]!.departure_utc);
      const offer = { ...built, expires_at: sessionExpiresAt, hold_until: hold?.toISOString() ?? null };
      return { offer, dictionaries: dictionariesFor(networkNames(ctx), [offer]) };
    },

    /** Takes the seats of every flight by conditional updates (in a stable order, so bookings never deadlock). */
    async book(tx, { query, stored }) {
      const net = await network.get();
      const seats = query.adults + query.children;
      const legs = legsOf(net, stored)
        .flat()
        .sort((a, b) =>
          a.schedule.key === b.schedule.key ? a.date.localeCompare(b.date) : a.schedule.key < b.schedule.key ? -1 : 1,
        );
      for (const leg of legs) {
        const capacity = leg.schedule.aircraft.seats[query.cabin];
        if (!(await repo.takeSeats(tx, { key: leg.schedule.key, date: leg.date, cabin: query.cabin, capacity, seats })))
          throw new AppError('seats_unavailable');
      }
      const ref: BuiltinRef = { legs: legs.map((l) => [l.schedule.key, l.date]), seats };
      return { ...ref };
    },

    /**
     * The fare family's rule until the first departure; nothing after it. The penalty is a share of the base
     * fare (all of it for a non-refundable fare): the taxes of an unused ticket come back, the service fees stay.
     */
    quoteCancellation({ flight }: BookedFlight, now: Date) {
      const departed = Date.parse(flight.offer.slices[0]!.segments[0]!.departure_utc) <= now.getTime();
      const penaltyPercent = flight.fare.refund === 'non_refundable' ? 100 : flight.fare.refund_penalty_percent;
      return {
        allowed: !departed,
        penaltyPercent,
        penaltyIqd: (BigInt(flight.fare.base.iqd) * BigInt(penaltyPercent)) / 100n,
        rule: flight.fare.refund,
        feesIqd: BigInt(flight.fare.fees.iqd),
      };
    },

    async cancel(db, { ref, flight }: BookedFlight) {
      const { legs, seats } = ref as unknown as BuiltinRef;
      for (const [key, date] of legs) await repo.releaseSeats(db, { key, date, cabin: flight.cabin, seats });
    },

    changed() {
      generation++;
      soldCache.clear();
    },
  } satisfies FlightSupplier<StoredOffer>;
  /** With its search workers (tests and diagnostics). */
  return Object.assign(supplier, { pool });
}
