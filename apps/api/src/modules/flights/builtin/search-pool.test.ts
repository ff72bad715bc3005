import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightSearch } from '@portal/contracts/flights';
import { priceConverter } from '../../../lib/money.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { inDays } from '../../../test/flights.js';
import type { BuiltinSupplier } from './builtin-supplier.js';
import { searchAnswerBody } from './offers.js';

/*
 * The search workers (decision 109) make the same answers as the main thread, keep working when one fails,
 * and end with the app.
 */

let ctx: TestContext;
let builtin: BuiltinSupplier;
let closed = false;
beforeAll(async () => {
  ctx = await createTestApp({ FLIGHT_SEARCH_WORKERS: 2 });
  builtin = ctx.app.services.flights.suppliers.get(undefined) as BuiltinSupplier;
  await ctx.app.services.flights.start();
});
afterAll(async () => {
  if (!closed) await ctx.close();
});

const query = (over: Partial<FlightSearch> & Pick<FlightSearch, 'trip' | 'slices'>): FlightSearch => ({
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
  ...over,
});

const QUERIES: FlightSearch[] = [
  query({ trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: inDays(14) }] }),
  query({
    trip: 'round',
    slices: [
      { origin: 'BSR', destination: 'FRA', date: inDays(20) },
      { origin: 'FRA', destination: 'BSR', date: inDays(27) },
    ],
  }),
  query({
    trip: 'round',
    adults: 2,
    children: 1,
    infants: 1,
    cabin: 'business',
    slices: [
      { origin: 'BGW', destination: 'DXB', date: inDays(9) },
      { origin: 'DXB', destination: 'BGW', date: inDays(12) },
    ],
  }),
  query({
    trip: 'multi',
    slices: [
      { origin: 'BGW', destination: 'IST', date: inDays(30) },
      { origin: 'IST', destination: 'FRA', date: inDays(33) },
      { origin: 'FRA', destination: 'BGW', date: inDays(37) },
    ],
  }),
  query({ trip: 'roundopen', slices: [{ origin: 'EBL', destination: 'IST', date: inDays(40) }] }),
];

const CURRENCIES = [
  { code: 'USD', rate: '0.00076' },
  { code: 'IQD', rate: '1' },
];

describe('flight search workers', () => {
  it('start with the app when asked, one per configured worker', () => {
    expect(builtin.pool.size).toBe(2);
    expect(builtin.pool.stats().online).toBe(2);
  });

  it('make the same answer bytes and session offers as the main thread', async () => {
    let compared = 0;
    for (const q of QUERIES) {
      for (const currency of CURRENCIES) {
        // The main thread first: it reads the seats sold that the worker then gets from its cache.
        const local = await builtin.search(q, priceConverter(currency.code, currency.rate));
        const expected = searchAnswerBody('{"data":{', local.names, local.offers, '}}');
        // Each worker, with its slices new and then kept.
        for (let round = 0; round < 4; round++) {
          const made = await builtin.searchAnswer({ query: q, currency, prefix: '{"data":{', suffix: '}}' });
          expect(made).not.toBeNull();
          expect(made!.body.equals(expected)).toBe(true);
          expect(made!.storedJson).toBe(JSON.stringify(local.stored));
          compared++;
        }
      }
      const offers = (await builtin.search(q, priceConverter('USD', '0.00076'))).offers;
      expect(offers.length, `${q.trip} ${q.slices[0]!.origin}`).toBeGreaterThan(0);
    }
    expect(compared).toBe(QUERIES.length * CURRENCIES.length * 4);
  });

  it('answer over HTTP with a session whose offers the booking page can price', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/flight-searches',
      headers: { 'cache-control': 'no-cache' },
      payload: {
        trip: 'round',
        slices: [
          { origin: 'BGW', destination: 'IST', date: inDays(21) },
          { origin: 'IST', destination: 'BGW', date: inDays(28) },
        ],
        adults: 1,
      },
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.offers.length).toBeGreaterThan(0);
    const offer = data.offers[data.offers.length - 1];
    const priced = await ctx.app.inject({ url: `/api/v1/flight-searches/${data.session_id}/offers/${offer.id}` });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().data.searched_totals[offer.fares[0].family].iqd).toBe(offer.fares[0].total.iqd);
  });

  it('answer searches a failing worker had in hand on the main thread, and start it again', async () => {
    const q = QUERIES[1]!;
    const currency = CURRENCIES[0]!;
    const local = await builtin.search(q, priceConverter(currency.code, currency.rate));
    const expected = searchAnswerBody('{"data":{', local.names, local.offers, '}}');
    const restarts = builtin.pool.stats().restarts;
    // Searches in hand on both workers, then one worker ends as a crash would.
    const searches = Array.from({ length: 6 }, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/flight-searches',
        headers: { 'cache-control': 'no-cache', _currency: 'USD' },
        payload: q,
      }),
    );
    await builtin.pool.crashOne();
    for (const res of await Promise.all(searches)) {
      expect(res.statusCode).toBe(201);
      const body = Buffer.from(res.body);
      // The same offers and dictionaries, whoever made them (session id and expiry differ).
      expect(body.subarray(body.indexOf('"offers":')).equals(expected.subarray(expected.indexOf('"offers":')))).toBe(
        true,
      );
    }
    await expect.poll(() => builtin.pool.stats().restarts, { timeout: 20_000 }).toBe(restarts + 1);
    await expect.poll(() => builtin.pool.stats().online, { timeout: 20_000 }).toBe(2);
    const made = await builtin.searchAnswer({ query: q, currency, prefix: '{"data":{', suffix: '}}' });
    expect(made!.body.equals(expected)).toBe(true);
  });

  it('end when the app closes', async () => {
    const pool = builtin.pool;
    expect(pool.stats().online).toBe(2);
    await ctx.close();
    closed = true;
    expect(pool.stats().online).toBe(0);
    // A search after closing is simply made on the main thread (null: no worker).
    expect(
      await pool.search({
        net: undefined as never,
        generation: 0,
        today: inDays(0),
        query: QUERIES[0]!,
        currency: CURRENCIES[0]!,
        prefix: '',
        suffix: '',
      }),
    ).toBeNull();
  });
});
