import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FareCalendar, FlightSearch, Offer, Price } from '@portal/contracts/flights';
import type { Lang } from '@portal/contracts/i18n';
import { AppError } from '../../lib/app-error.js';
import { priceConverter } from '../../lib/money.js';
import type { SearchSessionStore } from '../search-sessions/search-sessions.store.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import type { FlightNetwork, LoadedNetwork } from './builtin/flight-network.service.js';
import { BUILTIN_SUPPLIER } from '../../lib/supplier-registry.js';
import type { DictionarySource, SessionOffer, SupplierOffers, SupplierRegistry } from './flight-supplier.js';
import { foldName } from '@portal/contracts/search-names';
import { searchAnswerBody } from './builtin/offers.js';
import { addDays, BUSINESS_TIME_ZONE, utcToLocal } from '../../lib/time-zones.js';

export const SESSION_TTL_SECONDS = 30 * 60;
export const MAX_DAYS_AHEAD = 330;
/** How long a search answer is reused for the same query and currency. */
export const RESULT_CACHE_MS = 60_000;
/** Bytes of answers kept for reuse, uncompressed and gzipped together. */
const RESULT_CACHE_BYTES = 48 * 1024 * 1024;
const ASKED_ONCE_KEYS = 20_000;

const gzipAsync = promisify(gzip);

/** What a search session keeps: the query and, per offer, what is needed to rebuild and re-price it. */
export interface StoredSearch {
  query: FlightSearch;
  createdAt: string;
  expiresAt: string;
  /** Each supplier's stored offers, merged in the answer's order. */
  offers: SessionOffer[];
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

export type FlightService = ReturnType<typeof createFlightService>;

/** Names from several suppliers' sources: the first that knows a code names it. */
function mergedNames(sources: DictionarySource[]): DictionarySource {
  return {
    airport: (code) => {
      for (const s of sources) {
        const found = s.airport(code);
        if (found) return found;
      }
      return undefined;
    },
    carrier: (code) => {
      for (const s of sources) {
        const found = s.carrier(code);
        if (found) return found;
      }
      return undefined;
    },
  };
}

/**
 * One answer from the answers of several suppliers: offers merged cheapest first (an offer id already
 * given by an earlier supplier is left out), each stored offer marked with its supplier's code. With
 * only the built-in supplier answering, its answer is used as it is: nothing is copied per offer.
 */
function mergeOffers(parts: Array<{ code: string; answer: SupplierOffers }>): SupplierOffers {
  for (const { code, answer } of parts)
    if (code !== BUILTIN_SUPPLIER) for (const stored of answer.stored) stored.supplier = code;
  if (parts.length === 1) return parts[0]!.answer;
  const entries: Array<{ offer: Offer; stored: SessionOffer; cheapest: bigint }> = [];
  const seen = new Set<string>();
  for (const { answer } of parts) {
    answer.offers.forEach((offer, i) => {
      if (seen.has(offer.id)) return;
      seen.add(offer.id);
      const totals = offer.fares.map((f) => BigInt(f.total.iqd));
      const cheapest = totals.reduce((a, b) => (b < a ? b : a), totals[0] ?? 0n);
      entries.push({ offer, stored: answer.stored[i]!, cheapest });
    });
  }
  // Stable: equal prices keep the suppliers' order (the built-in one first).
  entries.sort((a, b) => (a.cheapest < b.cheapest ? -1 : a.cheapest > b.cheapest ? 1 : 0));
  return {
    offers: entries.map((e) => e.offer),
    stored: entries.map((e) => e.stored),
    names: mergedNames(parts.map((p) => p.answer.names)),
  };
}

export function createFlightService({
  network,
  currencies,
  sessions,
  suppliers: registry,
}: {
  network: FlightNetwork;
  currencies: CurrencyService;
  sessions: SearchSessionStore;
  /** The built-in supplier and those searched beside it (a GDS or NDC aggregator; tests register their own). */
  suppliers: SupplierRegistry;
}) {
  /** Bumped by `invalidate()`: answers from before are not used again. */
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
      const tz = net.index.airport(s.origin)?.timeZone ?? BUSINESS_TIME_ZONE;
      const today = utcToLocal(Date.now(), tz).date;
      if (s.date < today) fields.push({ field: `slices.${i}.date`, key: 'date_in_past' });
      else if (s.date > addDays(today, MAX_DAYS_AHEAD)) fields.push({ field: `slices.${i}.date`, key: 'date_too_far' });
    });
    if (fields.length) throw new AppError('validation_failed', { fields });
  }

  /**
   * The search itself: every supplier's offers in the display currency, merged. A supplier that fails
   * leaves its offers out; only when every supplier fails does the search fail.
   */
  async function run(query: FlightSearch, toPrice: (iqd: bigint) => Price): Promise<SupplierOffers> {
    if (registry.all.length === 1) {
      const only = registry.all[0]!;
      return mergeOffers([{ code: only.code, answer: await only.search(query, toPrice) }]);
    }
    const settled = await Promise.allSettled(registry.all.map((s) => s.search(query, toPrice)));
    const parts: Array<{ code: string; answer: SupplierOffers }> = [];
    settled.forEach((r, i) => r.status === 'fulfilled' && parts.push({ code: registry.all[i]!.code, answer: r.value }));
    if (parts.length === 0) throw (settled[0] as PromiseRejectedResult).reason;
    return mergeOffers(parts);
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
    const { code, rate, toPrice } = await priceFn(currency);
    const now = Date.now();
    const sessionId = randomUUID();
    const createdAt = new Date(now).toISOString();
    const expiresAt = new Date(now + SESSION_TTL_SECONDS * 1000).toISOString();
    const head = JSON.stringify({ session_id: sessionId, expires_at: expiresAt, query });
    const prefix = `{"data":${head.slice(0, -1)},`;
    // A supplier searched alone may make the whole answer off the main thread (the built-in one's workers).
    const only = registry.all.length === 1 ? registry.all[0]! : undefined;
    const made = only?.searchAnswer
      ? await only.searchAnswer({ query, currency: { code, rate }, prefix, suffix: '}}' })
      : null;
    let body: Buffer;
    if (made) {
      // What `JSON.stringify` of the StoredSearch below writes, around the offers' JSON the worker made.
      const session = `{"query":${JSON.stringify(query)},"createdAt":"${createdAt}","expiresAt":"${expiresAt}","offers":${made.storedJson}}`;
      await sessions.putJson('flight', sessionId, session, SESSION_TTL_SECONDS);
      body = made.body;
    } else {
      const { offers, stored, names } = await run(query, toPrice);
      const session: StoredSearch = { query, createdAt, expiresAt, offers: stored };
      await sessions.put('flight', sessionId, session, SESSION_TTL_SECONDS);
      body = searchAnswerBody(prefix, names, offers, '}}');
    }
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

    /** Starts what the suppliers need before the first search (the built-in one's workers). */
    async start() {
      await Promise.all(registry.all.map((s) => s.start?.()));
    },

    /** Stops what the suppliers hold (the built-in one's workers): the app closes. */
    async close() {
      await Promise.all(registry.all.map((s) => s.close?.()));
    },

    /** Bookings and cancellations change seats and so prices: cached answers and seat counts are dropped. */
    invalidate() {
      generation++;
      answers.clear();
      answerBytes = 0;
      registry.changed();
    },

    /** The suppliers, by code: bookings and cancellations go back to the one that made the offer. */
    suppliers: registry,

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
        const { stored } = await run(shifted, toPrice);
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
      const needle = foldName(q);
      if (!needle) return [];
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
          ].map(foldName);
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
     * An offer of a session priced again now by the supplier that made it (the booking page's price step),
     * with what the search showed. Choosing an offer makes its session durable (see the session store).
     */
    async reprice(sessionId: string, offerId: string, currency: string) {
      const stored = await sessions.get<Partial<StoredSearch>>('flight', sessionId);
      if (!stored?.offers || !stored.query || !stored.expiresAt) throw new AppError('offer_expired');
      const found = stored.offers.find((o) => o.id === offerId);
      if (!found) throw new AppError('not_found');
      const supplier = registry.get(found.supplier);
      if (!supplier) throw new AppError('offer_unavailable');
      await sessions.persist('flight', sessionId);
      const { toPrice } = await priceFn(currency);
      const { offer, dictionaries } = await supplier.price({
        query: stored.query,
        stored: found,
        toPrice,
        sessionExpiresAt: stored.expiresAt,
      });
      if (offer.id !== offerId) throw new AppError('offer_unavailable');
      const searched = Object.fromEntries(
        Object.entries(found.totals).map(([family, total]) => [family, toPrice(BigInt(total!))]),
      );
      return {
        offer,
        query: stored.query,
        expires_at: offer.expires_at,
        searched_totals: searched,
        dictionaries,
        /** For booking: the supplier and what its session kept (not part of the HTTP answer). */
        supplier,
        stored: found,
      };
    },
  };
}
