import { randomUUID } from 'node:crypto';
import type { FareCalendar, FlightSearch, Price } from '@portal/contracts/flights';
import type { Lang } from '@portal/contracts/i18n';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { convertMinorUp, formatMinor } from '../../lib/money.js';
import type { SessionStore } from '../../lib/session-store.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { searchItineraries } from './flight-index.js';
import { reasonableItineraries } from './itinerary-quality.js';
import type { FlightNetwork, LoadedNetwork } from './flight-network.service.js';
import { buildOffers, dictionariesFor, soldKey, summarize, type PricingContext, type StoredOffer } from './offers.js';
import { addDays, utcToLocal } from './time-zones.js';
import * as repo from './flights.repository.js';
import type { FlightLeg } from './flight-index.js';

export const SESSION_TTL_SECONDS = 30 * 60;
export const MAX_DAYS_AHEAD = 330;

export interface StoredSearch {
  query: FlightSearch;
  createdAt: string;
  expiresAt: string;
  /** The offers of the search, shared by every session made from the same cached result. */
  resultKey: string;
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
  sessions: SessionStore;
}) {
  async function priceFn(currency: string): Promise<(iqd: bigint) => Price> {
    const rows = await currencies.all();
    const target = rows.find((c) => c.code === currency) ?? rows.find((c) => c.code === 'USD')!;
    const iqd = { code: 'IQD', rate: '1' };
    const to = { code: target.code, rate: target.conversationRate };
    return (amount) => ({
      iqd: amount.toString(),
      amount: formatMinor(target.code === 'IQD' ? amount : convertMinorUp(amount, iqd, to), target.code),
      currency: target.code,
    });
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

  async function pricingContext(net: LoadedNetwork, legs: FlightLeg[], currency: string): Promise<PricingContext> {
    const sold = new Map<string, number>();
    for (const row of await repo.soldOn(
      db,
      legs.map((l) => ({ key: l.schedule.key, date: l.date })),
    ))
      sold.set(soldKey(row.key, row.date, row.cabin), row.sold);
    return {
      index: net.index,
      carriers: net.carriers,
      baseFares: net.baseFares,
      sold,
      today: utcToLocal(Date.now(), 'Asia/Baghdad').date,
      toPrice: await priceFn(currency),
    };
  }

  async function run(query: FlightSearch, currency: string) {
    const net = await network.get();
    validate(net, query);
    const itineraries = query.slices.map((s) => reasonableItineraries(searchItineraries(net.index, s)));
    const ctx = await pricingContext(net, itineraries.flat(2), currency);
    return { net, ctx, ...buildOffers(ctx, query, itineraries) };
  }

  /**
   * Recent results per query and currency. Popular searches (Baghdad–Istanbul next week) repeat all day;
   * for a minute they are answered from here, and a booking on this process clears it at once. Prices
   * shown are confirmed by the booking page's re-pricing anyway.
   */
  const results = new Map<string, { at: number; resultKey: string; json: string }>();
  const RESULT_CACHE_MS = 60_000;

  async function cachedResult(query: FlightSearch, currency: string) {
    const key = `${currency}|${JSON.stringify(query)}`;
    const hit = results.get(key);
    if (hit && Date.now() - hit.at < RESULT_CACHE_MS) return hit;
    const { offers, stored, ctx } = await run(query, currency);
    const resultKey = randomUUID();
    // The offers outlive the cache entry: every session made from it may book for its whole lifetime.
    await sessions.put(
      'flight-result',
      resultKey,
      { offers: stored },
      SESSION_TTL_SECONDS + RESULT_CACHE_MS / 1000 + 60,
    );
    const summaries = offers.map(summarize);
    const entry = {
      at: Date.now(),
      resultKey,
      json: JSON.stringify({ offers: summaries, dictionaries: dictionariesFor(ctx, summaries) }),
    };
    results.delete(key);
    results.set(key, entry);
    if (results.size > 500) results.delete(results.keys().next().value!);
    return entry;
  }

  return {
    /** Runs (or reuses) the search and opens a session for it; answers the serialized FlightSearchResult. */
    async search(query: FlightSearch, currency: string): Promise<string> {
      const result = await cachedResult(query, currency);
      const id = randomUUID();
      const now = Date.now();
      const expiresAt = new Date(now + SESSION_TTL_SECONDS * 1000).toISOString();
      const session: StoredSearch = {
        query,
        createdAt: new Date(now).toISOString(),
        expiresAt,
        resultKey: result.resultKey,
      };
      await sessions.put('flight', id, session, SESSION_TTL_SECONDS);
      const head = JSON.stringify({ session_id: id, expires_at: expiresAt, query });
      return `{"data":${head.slice(0, -1)},${result.json.slice(1)}}`;
    },

    /** Bookings and cancellations change seats and so prices: cached results are dropped. */
    invalidate() {
      results.clear();
    },

    /** The cheapest total for each day three days either side (all slices shifted together). */
    async calendar(query: FlightSearch, currency: string): Promise<FareCalendar> {
      const net = await network.get();
      validate(net, query);
      const toPrice = await priceFn(currency);
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
        const itineraries = shifted.slices.map((s) => searchItineraries(net.index, s));
        const ctx = await pricingContext(net, itineraries.flat(2), currency);
        const { stored } = buildOffers(ctx, shifted, itineraries);
        const totals = stored.flatMap((o) => Object.values(o.totals).map((t) => BigInt(t!)));
        const min = totals.length ? totals.reduce((a, b) => (a < b ? a : b)) : null;
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

    /** Rebuilds an offer of a session from the current schedule, seats and fares (the booking page's price step). */
    async reprice(sessionId: string, offerId: string, currency: string) {
      const stored = await sessions.get<StoredSearch>('flight', sessionId);
      const result = stored && (await sessions.get<{ offers: StoredOffer[] }>('flight-result', stored.resultKey));
      if (!stored || !result) throw new AppError('offer_expired');
      const found = result.offers.find((o) => o.id === offerId);
      if (!found) throw new AppError('not_found');
      const net = await network.get();
      const legs = found.slices.map((slice) => slice.map(([key, date]) => net.index.leg(key, date)));
      if (legs.some((slice) => slice.some((l) => !l))) throw new AppError('offer_unavailable');
      const itineraries = legs.map((slice) => [slice as FlightLeg[]]);
      const ctx = await pricingContext(net, itineraries.flat(2), currency);
      const { offers } = buildOffers(ctx, stored.query, itineraries);
      const offer = offers.find((o) => o.id === offerId);
      if (!offer) throw new AppError('offer_unavailable');
      const toPrice = await priceFn(currency);
      const searched = Object.fromEntries(
        Object.entries(found.totals).map(([family, total]) => [family, toPrice(BigInt(total!))]),
      );
      return {
        offer,
        query: stored.query,
        expires_at: stored.expiresAt,
        searched_totals: searched,
        legs: found.slices.flat(),
        dictionaries: dictionariesFor(ctx, [offer]),
      };
    },

    run,
  };
}
