import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightSearchResultSchema } from '@portal/contracts/flights';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { addDays, utcToLocal } from './time-zones.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const inDays = (n: number) => addDays(utcToLocal(Date.now(), 'Asia/Baghdad').date, n);
const search = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/flight-searches', payload: body as object, headers });

describe('POST /flight-searches', () => {
  it('finds priced round-trip offers BGW ⇄ IST for 2 adults, 1 child, 1 infant', async () => {
    const res = await search({
      trip: 'round',
      slices: [
        { origin: 'BGW', destination: 'IST', date: inDays(20) },
        { origin: 'IST', destination: 'BGW', date: inDays(27) },
      ],
      adults: 2,
      children: 1,
      infants: 1,
      cabin: 'economy',
    });
    expect(res.statusCode).toBe(201);
    const result = FlightSearchResultSchema.parse(res.json().data);
    expect(result.offers.length).toBeGreaterThan(5);
    const offer = result.offers[0]!;
    expect(offer.slices).toHaveLength(2);
    expect(offer.slices[0]!.origin).toBe('BGW');
    expect(offer.slices[1]!.destination).toBe('BGW');
    expect(offer.fares[0]!.total.currency).toBe('USD');
    expect(result.dictionaries.airports.BGW!.city.ar).toBe('بغداد');
    expect(result.dictionaries.carriers[offer.validating_carrier]).toBeDefined();
    // the booking page's price step gives the breakdown per passenger type
    const priced = (
      await ctx.app.inject({ url: `/api/v1/flight-searches/${result.session_id}/offers/${offer.id}` })
    ).json().data;
    const fare = priced.offer.fares[0];
    expect(fare.total.iqd).toBe(offer.fares[0]!.total.iqd);
    expect(fare.per_passenger.map((p: { type: string; count: number }) => [p.type, p.count])).toEqual([
      ['adult', 2],
      ['child', 1],
      ['infant', 1],
    ]);
    const sum = fare.per_passenger.reduce(
      (s: bigint, p: { total: { iqd: string }; count: number }) => s + BigInt(p.total.iqd) * BigInt(p.count),
      0n,
    );
    expect(BigInt(fare.total.iqd)).toBe(sum);
    expect(BigInt(fare.total.iqd)).toBe(BigInt(fare.base.iqd) + BigInt(fare.taxes.iqd) + BigInt(fare.fees.iqd));
  });

  it('direct flights exist and connections respect the connection window', async () => {
    const res = await search({
      trip: 'oneway',
      slices: [{ origin: 'BSR', destination: 'FRA', date: inDays(15) }],
      adults: 1,
    });
    const offers = FlightSearchResultSchema.parse(res.json().data).offers;
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) {
      for (const s of o.slices)
        for (const seg of s.segments.slice(0, -1)) expect(seg.layover_minutes).toBeGreaterThanOrEqual(45);
    }
  });

  it.each([
    [
      'an unknown airport',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'ZZZ', date: inDays(5) }], adults: 1 },
      'slices.0.destination',
      'We do not know this airport',
    ],
    [
      'a date in the past',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: inDays(-1) }], adults: 1 },
      'slices.0.date',
      'This date has already passed',
    ],
    [
      'a return before departure',
      {
        trip: 'round',
        slices: [
          { origin: 'BGW', destination: 'IST', date: inDays(9) },
          { origin: 'IST', destination: 'BGW', date: inDays(8) },
        ],
        adults: 1,
      },
      'slices.1.date',
      'This date is before the previous flight',
    ],
    [
      'more infants than adults',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: inDays(5) }], adults: 1, infants: 2 },
      'infants',
      'Each infant travels on an adult’s lap: no more infants than adults',
    ],
    [
      'ten seated passengers',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: inDays(5) }], adults: 6, children: 4 },
      'children',
      'At most 9 seated passengers (adults and children) per booking',
    ],
    [
      'no adult',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: inDays(5) }], adults: 0, children: 1 },
      'adults',
      'At least one adult must travel',
    ],
    [
      'a malformed date',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: '2026-02-30' }], adults: 1 },
      'slices.0.date',
      'Enter a date as YYYY-MM-DD',
    ],
    [
      'the same airport twice',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'BGW', date: inDays(5) }], adults: 1 },
      'slices.0.destination',
      'Choose a destination different from the origin',
    ],
    [
      'a multi-city trip with one leg',
      { trip: 'multi', slices: [{ origin: 'BGW', destination: 'IST', date: inDays(5) }], adults: 1 },
      'slices',
      'The flights do not match the trip type',
    ],
  ])('refuses %s with a field message', async (_label, body, field, message) => {
    const res = await search(body, { 'accept-language': 'en' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors).toContainEqual({ field, message });
  });
});

describe('offers and sessions', () => {
  it('re-prices an offer of a session and reports what the search showed', async () => {
    const res = await search({
      trip: 'oneway',
      slices: [{ origin: 'NJF', destination: 'MHD', date: inDays(12) }],
      adults: 1,
    });
    const { session_id, offers } = res.json().data;
    const priced = await ctx.app.inject({ url: `/api/v1/flight-searches/${session_id}/offers/${offers[0].id}` });
    expect(priced.statusCode).toBe(200);
    const data = priced.json().data;
    expect(data.offer.id).toBe(offers[0].id);
    expect(data.searched_totals[offers[0].fares[0].family].iqd).toBe(offers[0].fares[0].total.iqd);
    expect(data.offer.fares[0].total.iqd).toBe(offers[0].fares[0].total.iqd);
  });

  it('tells an unknown or expired session apart from bad input', async () => {
    const gone = await ctx.app.inject({
      url: '/api/v1/flight-searches/00000000-0000-4000-8000-000000000000/offers/abcdefgh12345678',
      headers: { 'accept-language': 'en' },
    });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().detail).toBe('These search results have expired. Please search again');
    const bad = await ctx.app.inject({ url: '/api/v1/flight-searches/nope/offers/x' });
    expect(bad.statusCode).toBe(400);
  });

  it('gives a fare calendar three days either side', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/flight-searches/calendar',
      payload: { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'DXB', date: inDays(10) }], adults: 1 },
    });
    const days = res.json().data;
    expect(days.map((d: { date: string }) => d.date)).toEqual([7, 8, 9, 10, 11, 12, 13].map(inDays));
    expect(days.every((d: { cheapest: unknown }) => d.cheapest !== null)).toBe(true);
  });
});

describe('GET /airports', () => {
  it('finds airports by code, by city in Arabic and by name in German', async () => {
    const byCode = await ctx.app.inject({ url: '/api/v1/airports?q=bgw' });
    expect(byCode.json().data[0].code).toBe('BGW');
    const arabic = await ctx.app.inject({ url: `/api/v1/airports?q=${encodeURIComponent('إسطنبول')}` });
    expect(arabic.json().data.map((a: { code: string }) => a.code)).toEqual(expect.arrayContaining(['IST', 'SAW']));
    const german = await ctx.app.inject({ url: `/api/v1/airports?q=${encodeURIComponent('Bagdad')}` });
    expect(german.json().data[0].code).toBe('BGW');
  });
});
