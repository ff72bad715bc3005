import type { FlightSearch, Price } from '@portal/contracts/flights';
import type { FlightLeg } from './flight-index.js';
import { reasonableSearch } from './itinerary-quality.js';
import type { LoadedNetwork } from './loaded-network.js';
import {
  combineOffers,
  networkNames,
  priceItineraries,
  type PricedSlice,
  type PricingContext,
  type StoredOffer,
} from './offers.js';
import type { SupplierOffers } from '../flight-supplier.js';

/**
 * How long seats sold, as searches show them, may be reused: seat counts for 20 s, slices priced with them
 * for 20–40 s (spread, so that the slices priced at the same moment are not all priced again at once) —
 * at most a minute old, like a reused answer. Re-pricing and booking always read them afresh.
 */
export const SOLD_CACHE_MS = 20_000;
/** Itineraries kept per network, and priced ones kept, counted in itineraries (a slice has ten to a few hundred). */
const ITINERARY_CACHE_SIZE = 400_000;
const PRICED_CACHE_SIZE = 200_000;
const NO_PRICE = (): Price => {
  throw new Error('pricing a slice needs no display currency');
};

/** Seats sold per `${scheduleKey}|${date}|${cabin}` for the given legs, as a search may see them. */
export type SoldLookup = (legs: FlightLeg[]) => Promise<Map<string, number>>;

export function contextFor(
  net: LoadedNetwork,
  sold: Map<string, number>,
  today: string,
  toPrice: (iqd: bigint) => Price,
): PricingContext {
  return { index: net.index, carriers: net.carriers, baseFares: net.baseFares, sold, today, toPrice };
}

export type SliceCache = ReturnType<typeof createSliceCache>;

/**
 * What the built-in search keeps per slice, in the process or search worker that searches: each slice's
 * itineraries (per network) and its priced itineraries (for 20–40 s, and while `generation()` — bumped when
 * bookings change seats — stays the same). The seats sold come from `sold`: the database on the main thread,
 * the main thread's seat cache for a worker.
 */
export function createSliceCache(generation: () => number) {
  /**
   * The itineraries worth offering for one slice (origin, destination, date). They depend on the schedule
   * only, so they are kept per network (a new network starts afresh): a slice searched again — the same
   * outward flight with another return date, the fare calendar's neighbouring days — costs nothing.
   */
  const itineraryCache = new WeakMap<LoadedNetwork, Map<string, FlightLeg[][]>>();
  const itineraryCount = new WeakMap<LoadedNetwork, { n: number }>();

  function itinerariesFor(net: LoadedNetwork, slice: FlightSearch['slices'][number]): FlightLeg[][] {
    let cache = itineraryCache.get(net);
    if (!cache) {
      itineraryCache.set(net, (cache = new Map()));
      itineraryCount.set(net, { n: 0 });
    }
    const key = `${slice.origin}|${slice.destination}|${slice.date}`;
    let found = cache.get(key);
    if (found) return found;
    found = reasonableSearch(net.index, slice);
    const count = itineraryCount.get(net)!;
    cache.set(key, found);
    count.n += found.length + 1;
    for (const [k, v] of cache) {
      if (count.n <= ITINERARY_CACHE_SIZE) break;
      cache.delete(k);
      count.n -= v.length + 1;
    }
    return found;
  }

  /**
   * A slice's itineraries priced for a cabin and passengers, cheapest first: reused by every search with
   * that slice for 20–40 s (`SOLD_CACHE_MS`; dropped when the generation changes).
   */
  const pricedCache = new Map<
    string,
    { until: number; net: LoadedNetwork; generation: number; today: string; priced: PricedSlice[] }
  >();
  let pricedCount = 0;

  async function pricedFor(
    net: LoadedNetwork,
    query: FlightSearch,
    slice: FlightSearch['slices'][number],
    today: string,
    sold: SoldLookup,
  ): Promise<PricedSlice[]> {
    const key = `${slice.origin}|${slice.destination}|${slice.date}|${query.cabin}|${query.adults}|${query.children}|${query.infants}`;
    const hit = pricedCache.get(key);
    const now = Date.now();
    const startedAt = generation();
    if (hit && hit.net === net && hit.generation === startedAt && hit.today === today && now < hit.until)
      return hit.priced;
    const list = itinerariesFor(net, slice);
    const ctx = contextFor(net, await sold(list.flat()), today, NO_PRICE);
    const priced = priceItineraries(ctx, query, list);
    if (startedAt === generation()) {
      if (hit) pricedCount -= hit.priced.length + 1;
      pricedCache.delete(key);
      pricedCache.set(key, {
        until: now + SOLD_CACHE_MS * (1 + Math.random()),
        net,
        generation: startedAt,
        today,
        priced,
      });
      pricedCount += priced.length + 1;
      for (const [k, v] of pricedCache) {
        if (pricedCount <= PRICED_CACHE_SIZE) break;
        pricedCache.delete(k);
        pricedCount -= v.priced.length + 1;
      }
    }
    return priced;
  }

  return {
    itinerariesFor,
    pricedFor,

    /** Each slice's priced itineraries (kept per slice, see above), combined into offers in the display currency. */
    async offers(
      net: LoadedNetwork,
      query: FlightSearch,
      today: string,
      toPrice: (iqd: bigint) => Price,
      sold: SoldLookup,
    ): Promise<SupplierOffers<StoredOffer>> {
      const priced: PricedSlice[][] = [];
      for (const slice of query.slices) priced.push(await pricedFor(net, query, slice, today, sold));
      const ctx = contextFor(net, new Map(), today, toPrice);
      return { ...combineOffers(ctx, query, priced, { detail: false }), names: networkNames(ctx) };
    },
  };
}
