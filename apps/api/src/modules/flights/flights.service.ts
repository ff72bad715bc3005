import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { scaleOf } from '@portal/contracts/currencies';
import type { FareCalendar, FlightSearch, Price } from '@portal/contracts/flights';
import type { Lang } from '@portal/contracts/i18n';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { formatMinor, parseRate } from '../../lib/money.js';
import type { SearchSessionStore } from '../search-sessions/search-sessions.store.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { reasonableSearch } from './itinerary-quality.js';
import type { FlightNetwork, LoadedNetwork } from './flight-network.service.js';
import {
  buildOffers,
  combineOffers,
  dictionariesFor,
  parseLegsKey,
  priceItineraries,
  searchAnswerBody,
  type PricedSlice,
  type PricingContext,
  type StoredOffer,
} from './offers.js';
import { addDays, utcToLocal } from './time-zones.js';
import * as repo from './flights.repository.js';
import type { FlightLeg } from './flight-index.js';
import type { Cabin } from './network.js';

export const SESSION_TTL_SECONDS = 30 * 60;
export const MAX_DAYS_AHEAD = 330;
/** How long a search answer is reused for the same query and currency. */
export const RESULT_CACHE_MS = 60_000;
/**
 * How long seats sold, as searches show them, may be reused: seat counts for 20 s, slices priced with them
 * for 20–40 s (spread, so that the slices priced at the same moment are not all priced again at once) —
 * at most a minute old, like a reused answer. Re-pricing and booking always read them afresh.
 */
export const SOLD_CACHE_MS = 20_000;
/** Bytes of answers kept for reuse, uncompressed and gzipped together. */
const RESULT_CACHE_BYTES = 48 * 1024 * 1024;
const SOLD_CACHE_ENTRIES = 200_000;
const ASKED_ONCE_KEYS = 20_000;
/** Itineraries kept per network, and priced ones kept, counted in itineraries (a slice has ten to a few hundred). */
const ITINERARY_CACHE_SIZE = 400_000;
const PRICED_CACHE_SIZE = 200_000;
const NO_PRICE = (): Price => {
  throw new Error('pricing a slice needs no display currency');
};
/** Days ahead, and so demand, count from the agency's day in Baghdad. */
const todayInBaghdad = () => utcToLocal(Date.now(), 'Asia/Baghdad').date;
const CABINS: Cabin[] = ['economy', 'business', 'first'];

const gzipAsync = promisify(gzip);

/** What a search session keeps: the query and, per offer, what is needed to rebuild and re-price it. */
export interface StoredSearch {
  query: FlightSearch;
  createdAt: string;
  expiresAt: string;
  offers: StoredOffer[];
}

/** A search's answer, serialized once and sent as it is to every request for the same search within a minute. */
export interface SearchAnswer {
  sessionId: string;
  /** `{"data":FlightSearchResult}` as UTF-8. */
  body: Buffer;
  /** The same, gzipped: made on the first request that accepts gzip, off the event loop. */
  gzipped(): Promise<Buffer>;
}

interface CachedAnswer extends SearchAnswer {
  at: number;
  net: LoadedNetwork;
  generation: number;
  size: number;
}

/**
 * IQD amounts as prices in a display currency whose rate is `rate` units per IQD: the rate is parsed once,
 * not per amount (a search prices hundreds of fares). The same result as `convertMinorUp` from IQD:
 * rounded up, so a price shown in another currency never falls short of the IQD price.
 */
export function priceConverter(code: string, rate: string): (iqd: bigint) => Price {
  if (code === 'IQD')
    return (amount) => ({ iqd: amount.toString(), amount: formatMinor(amount, 'IQD'), currency: 'IQD' });
  const { num, den } = parseRate(rate);
  const mul = num * 10n ** BigInt(scaleOf(code));
  return (amount) => ({
    iqd: amount.toString(),
    amount: formatMinor((amount * mul + den - 1n) / den, code),
    currency: code,
  });
}

export type FlightService = ReturnType<typeof createFlightService>;

export function createFlightService({
  db,
  network,
  currencies,
  sessions,
}: {
  db: Db;
  network: FlightNetwork;
  currencies: CurrencyService;
  sessions: SearchSessionStore;
}) {
  /** Bumped by `invalidate()`: answers and seat counts from before are not used again. */
  let generation = 0;

  /** The display currency (USD when unknown) and its converter, made once per rate. */
  const converters = new Map<string, { rate: string; toPrice: (iqd: bigint) => Price }>();
  async function priceFn(currency: string): Promise<{ code: string; rate: string; toPrice: (iqd: bigint) => Price }> {
    const rows = await currencies.all();
    const target = rows.find((c) => c.code === currency) ?? rows.find((c) => c.code === 'USD')!;
    const rate = target.conversationRate;
    const known = converters.get(target.code);
    if (known && known.rate === rate) return { code: target.code, rate, toPrice: known.toPrice };
    const toPrice = priceConverter(target.code, rate);
    converters.set(target.code, { rate, toPrice });
    return { code: target.code, rate, toPrice };
  }

  /** Airports must be in the network and dates from today (at the origin) up to the sales horizon. */
  function validate(net: LoadedNetwork, query: FlightSearch) {
    const fields: Array<{ field: string; key: 'unknown_airport' | 'date_in_past' | 'date_too_far' }> = [];
    query.slices.forEach((s, i) => {
      if (!net.index.airport(s.origin)) fields.push({ field: `slices.${i}.origin`, key: 'unknown_airport' });
      if (!net.index.airport(s.destination)) fields.push({ field: `slices.${i}.destination`, key: 'unknown_airport' });
      const tz = net.index.airport(s.origin)?.timeZone ?? 'Asia/Baghdad';
      const today = utcToLocal(Date.now(), tz).date;
      if (s.date < today) fields.push({ field: `slices.${i}.date`, key: 'date_in_past' });
      else if (s.date > addDays(today, MAX_DAYS_AHEAD)) fields.push({ field: `slices.${i}.date`, key: 'date_too_far' });
    });
    if (fields.length) throw new AppError('validation_failed', { fields });
  }

  /**
   * Seats sold per flight and date as searches see them: read for the legs a search found and kept for
   * `SOLD_CACHE_MS`, so that the hubs' flights, which every search touches, are not read each time. A
   * booking on this process drops them at once (`invalidate`); the booking page re-prices from the
   * database anyway.
   */
  const soldCache = new Map<string, { at: number; generation: number; sold: number[] }>();

  async function soldForSearch(legs: FlightLeg[]): Promise<Map<string, number>> {
    const now = Date.now();
    const sold = new Map<string, number>();
    const missing: Array<{ key: string; date: string }> = [];
    const seen = new Set<string>();
    for (const leg of legs) {
      const id = `${leg.schedule.key}|${leg.date}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const hit = soldCache.get(id);
      if (hit && hit.generation === generation && now - hit.at < SOLD_CACHE_MS) {
        hit.sold.forEach((n, c) => n && sold.set(`${id}|${CABINS[c]}`, n));
      } else missing.push({ key: leg.schedule.key, date: leg.date });
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

  function contextFor(
    net: LoadedNetwork,
    sold: Map<string, number>,
    today: string,
    toPrice: (iqd: bigint) => Price,
  ): PricingContext {
    return { index: net.index, carriers: net.carriers, baseFares: net.baseFares, sold, today, toPrice };
  }

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
   * that slice for 20–40 s (`SOLD_CACHE_MS`; dropped by `invalidate`).
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
  ): Promise<PricedSlice[]> {
    const key = `${slice.origin}|${slice.destination}|${slice.date}|${query.cabin}|${query.adults}|${query.children}|${query.infants}`;
    const hit = pricedCache.get(key);
    const now = Date.now();
    if (hit && hit.net === net && hit.generation === generation && hit.today === today && now < hit.until)
      return hit.priced;
    const startedAt = generation;
    const list = itinerariesFor(net, slice);
    const ctx = contextFor(net, await soldForSearch(list.flat()), today, NO_PRICE);
    const priced = priceItineraries(ctx, query, list);
    if (startedAt === generation) {
      if (hit) pricedCount -= hit.priced.length + 1;
      pricedCache.delete(key);
      pricedCache.set(key, { until: now + SOLD_CACHE_MS * (1 + Math.random()), net, generation, today, priced });
      pricedCount += priced.length + 1;
      for (const [k, v] of pricedCache) {
        if (pricedCount <= PRICED_CACHE_SIZE) break;
        pricedCache.delete(k);
        pricedCount -= v.priced.length + 1;
      }
    }
    return priced;
  }

  /** The search itself: each slice's priced itineraries, combined into offers in the display currency. */
  async function run(net: LoadedNetwork, query: FlightSearch, toPrice: (iqd: bigint) => Price) {
    const today = todayInBaghdad();
    const priced: PricedSlice[][] = [];
    for (const slice of query.slices) priced.push(await pricedFor(net, query, slice, today));
    const ctx = contextFor(net, new Map(), today, toPrice);
    return { ctx, ...combineOffers(ctx, query, priced, { detail: false }) };
  }

  /**
   * Recent answers per query and currency. Popular searches (Baghdad–Istanbul next week) repeat all day;
   * for a minute they are answered from here — the same bytes and the same session, which holds nothing
   * personal — and a booking on this process clears them at once. Prices shown are confirmed by the
   * booking page's re-pricing anyway. Concurrent requests for one search share one computation.
   */
  const answers = new Map<string, CachedAnswer>();
  const computing = new Map<string, Promise<CachedAnswer>>();
  let answerBytes = 0;
  /**
   * Searches answered recently (keys only): an answer is kept for reuse when its search is asked for a
   * second time within the minute. Most searches are asked once; keeping every one of them (a round trip's
   * answer is 300–450 kB) only made the process's memory churn and its garbage collector stop it for long.
   */
  const askedOnce = new Map<string, number>();

  function forget(key: string, entry: CachedAnswer) {
    if (answers.get(key) !== entry) return;
    answers.delete(key);
    answerBytes -= entry.size;
  }

  async function compute(net: LoadedNetwork, query: FlightSearch, currency: string, key: string, fresh: boolean) {
    const startedAt = generation;
    const { toPrice } = await priceFn(currency);
    const { ctx, offers, stored } = await run(net, query, toPrice);
    const now = Date.now();
    const sessionId = randomUUID();
    const expiresAt = new Date(now + SESSION_TTL_SECONDS * 1000).toISOString();
    const session: StoredSearch = { query, createdAt: new Date(now).toISOString(), expiresAt, offers: stored };
    await sessions.put('flight', sessionId, session, SESSION_TTL_SECONDS);
    const head = JSON.stringify({ session_id: sessionId, expires_at: expiresAt, query });
    const body = searchAnswerBody(`{"data":${head.slice(0, -1)},`, ctx, offers, '}}');
    let gzipped: Promise<Buffer> | undefined;
    const entry: CachedAnswer = {
      at: now,
      net,
      generation: startedAt,
      sessionId,
      body,
      size: body.length,
      gzipped() {
        if (!gzipped) {
          gzipped = gzipAsync(body);
          void gzipped.then(
            (gz) => {
              if (answers.get(key) !== entry) return;
              entry.size += gz.length;
              answerBytes += gz.length;
            },
            () => undefined,
          );
        }
        return gzipped;
      },
    };
    // An answer computed for `no-cache` is that client's: it neither counts as asked nor is kept.
    if (fresh) return entry;
    const askedAt = askedOnce.get(key);
    const again = askedAt !== undefined && now - askedAt < RESULT_CACHE_MS;
    if (!again) {
      askedOnce.delete(key);
      askedOnce.set(key, now);
      if (askedOnce.size > ASKED_ONCE_KEYS) askedOnce.delete(askedOnce.keys().next().value!);
    }
    if (again && startedAt === generation) {
      askedOnce.delete(key);
      const old = answers.get(key);
      if (old) forget(key, old);
      answers.set(key, entry);
      answerBytes += entry.size;
      for (const [k, e] of answers) {
        if (answerBytes <= RESULT_CACHE_BYTES || k === key) break;
        forget(k, e);
      }
    }
    return entry;
  }

  return {
    /**
     * Runs (or reuses) the search; the answer carries the session that holds its offers for the
     * booking page. `fresh` skips the reuse of a recent answer (a request with `Cache-Control: no-cache`).
     */
    async search(query: FlightSearch, currency: string, { fresh = false } = {}): Promise<SearchAnswer> {
      const net = await network.get();
      validate(net, query);
      // Keyed by the rate too: a new rate is not answered with prices converted at the old one.
      const { code, rate } = await priceFn(currency);
      const key = `${code}|${rate}|${JSON.stringify(query)}`;
      const hit = answers.get(key);
      if (!fresh && hit && hit.net === net && hit.generation === generation && Date.now() - hit.at < RESULT_CACHE_MS) {
        // Used again: to the back of the eviction order.
        answers.delete(key);
        answers.set(key, hit);
        return hit;
      }
      if (hit && !fresh) forget(key, hit);
      const running = computing.get(key);
      if (running && !fresh) return running;
      const promise = compute(net, query, code, key, fresh);
      if (!fresh) {
        computing.set(key, promise);
        void promise.then(
          () => computing.delete(key),
          () => computing.delete(key),
        );
      }
      return promise;
    },

    /** Bookings and cancellations change seats and so prices: cached answers and seat counts are dropped. */
    invalidate() {
      generation++;
      answers.clear();
      answerBytes = 0;
      soldCache.clear();
    },

    /**
     * The cheapest total for each day three days either side (all slices shifted together), among the
     * offers a search on that day would show.
     */
    async calendar(query: FlightSearch, currency: string): Promise<FareCalendar> {
      const net = await network.get();
      validate(net, query);
      const { toPrice } = await priceFn(currency);
      const out: FareCalendar = [];
      for (let delta = -3; delta <= 3; delta++) {
        const shifted: FlightSearch = {
          ...query,
          slices: query.slices.map((s) => ({ ...s, date: addDays(s.date, delta) })),
        };
        const date = shifted.slices[0]!.date;
        const returnDate = query.trip === 'round' ? shifted.slices[1]!.date : null;
        const tz = net.index.airport(shifted.slices[0]!.origin)!.timeZone;
        if (date < utcToLocal(Date.now(), tz).date) {
          out.push({ date, return_date: returnDate, cheapest: null });
          continue;
        }
        const { stored } = await run(net, shifted, toPrice);
        let min: bigint | null = null;
        for (const o of stored)
          for (const t of Object.values(o.totals)) {
            const v = BigInt(t!);
            if (min === null || v < min) min = v;
          }
        out.push({ date, return_date: returnDate, cheapest: min === null ? null : toPrice(min) });
      }
      return out;
    },

    /** Airports by code, city or name in any of the three languages. */
    async suggestAirports(q: string, limit: number, _lang: Lang) {
      const net = await network.get();
      const needle = q.trim().toLocaleLowerCase();
      const scored = net.airports
        .map((a) => {
          const names = [
            a.city.en,
            a.city.ar,
            a.city.de,
            a.name.en,
            a.name.ar,
            a.name.de,
            a.countryName.en,
            a.countryName.ar,
            a.countryName.de,
          ].map((n) => n.toLocaleLowerCase());
          const score =
            a.code.toLowerCase() === needle
              ? 0
              : names.slice(0, 3).some((n) => n.startsWith(needle))
                ? 1
                : names.some((n) => n.startsWith(needle))
                  ? 2
                  : names.some((n) => n.includes(needle))
                    ? 3
                    : 9;
          return { a, score };
        })
        .filter((x) => x.score < 9)
        .sort(
          (x, y) =>
            x.score - y.score ||
            (x.a.country === 'IQ' ? -1 : 0) - (y.a.country === 'IQ' ? -1 : 0) ||
            x.a.code.localeCompare(y.a.code),
        )
        .slice(0, limit);
      return scored.map(({ a }) => ({
        code: a.code,
        name: a.name,
        city: a.city,
        country: a.country,
        country_name: a.countryName,
        time_zone: a.timeZone,
      }));
    },

    /**
     * Rebuilds an offer of a session from the current schedule, seats and fares (the booking page's price
     * step). Choosing an offer makes its session durable (see the session store).
     */
    async reprice(sessionId: string, offerId: string, currency: string) {
      const stored = await sessions.get<Partial<StoredSearch>>('flight', sessionId);
      if (!stored?.offers || !stored.query || !stored.expiresAt) throw new AppError('offer_expired');
      const found = stored.offers.find((o) => o.id === offerId);
      if (!found) throw new AppError('not_found');
      await sessions.persist('flight', sessionId);
      const net = await network.get();
      const legKeys = found.slices.map(parseLegsKey);
      const legs = legKeys.map((slice) => slice.map(([key, date]) => net.index.leg(key, date)));
      if (legs.some((slice) => slice.some((l) => !l))) throw new AppError('offer_unavailable');
      const itineraries = legs.map((slice) => [slice as FlightLeg[]]);
      const { toPrice } = await priceFn(currency);
      const ctx = contextFor(net, await soldNow(itineraries.flat(2)), todayInBaghdad(), toPrice);
      const { offers } = buildOffers(ctx, stored.query, itineraries);
      const offer = offers.find((o) => o.id === offerId);
      if (!offer) throw new AppError('offer_unavailable');
      const searched = Object.fromEntries(
        Object.entries(found.totals).map(([family, total]) => [family, toPrice(BigInt(total!))]),
      );
      return {
        offer,
        query: stored.query,
        expires_at: stored.expiresAt,
        searched_totals: searched,
        legs: legKeys.flat(),
        dictionaries: dictionariesFor(ctx, [offer]),
      };
    },
  };
}
