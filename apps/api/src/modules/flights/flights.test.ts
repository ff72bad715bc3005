import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { FlightSearchResultSchema } from '@portal/contracts/flights';
import { buildApp } from '../../app.js';
import { flightSchedules } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createFlightNetwork } from './builtin/flight-network.service.js';
import { acceptsGzip, wantsFresh } from './flights.routes.js';
import { addDays } from '../../lib/time-zones.js';
import { inDays } from '../../test/flights.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

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

  it('offers direct flights where there are some, and connections within the connection window', async () => {
    const res = await search({
      trip: 'oneway',
      slices: [{ origin: 'BGW', destination: 'IST', date: inDays(15) }],
      adults: 1,
    });
    const offers = FlightSearchResultSchema.parse(res.json().data).offers;
    const direct = offers.filter((o) => o.slices[0]!.stops === 0);
    expect(direct.length).toBeGreaterThan(0);
    for (const o of direct) {
      expect(o.slices[0]!.segments).toHaveLength(1);
      expect(o.slices[0]!.segments[0]).toMatchObject({ origin: 'BGW', destination: 'IST', layover_minutes: null });
    }
    const connecting = offers.filter((o) => o.slices[0]!.stops > 0);
    expect(connecting.length).toBeGreaterThan(0);
    for (const o of connecting) {
      for (const seg of o.slices[0]!.segments.slice(0, -1)) {
        expect(seg.layover_minutes).toBeGreaterThanOrEqual(45);
        expect(seg.layover_minutes).toBeLessThanOrEqual(12 * 60);
      }
    }
  });

  it('searches a multi-city trip: every offer flies the legs in order, each leaving after the last landed', async () => {
    const legs = [
      { origin: 'BGW', destination: 'IST', date: inDays(18) },
      { origin: 'IST', destination: 'FRA', date: inDays(21) },
      { origin: 'FRA', destination: 'BGW', date: inDays(25) },
    ];
    const res = await search({ trip: 'multi', slices: legs, adults: 1, cabin: 'business' });
    expect(res.statusCode).toBe(201);
    const result = FlightSearchResultSchema.parse(res.json().data);
    expect(result.offers.length).toBeGreaterThan(0);
    for (const o of result.offers) {
      expect(o.slices.map((s) => [s.origin, s.destination, s.departure_local.slice(0, 10)])).toEqual(
        legs.map((l) => [l.origin, l.destination, l.date]),
      );
      for (let i = 1; i < o.slices.length; i++)
        expect(Date.parse(o.slices[i]!.segments[0]!.departure_utc)).toBeGreaterThan(
          Date.parse(o.slices[i - 1]!.segments.at(-1)!.arrival_utc),
        );
      expect(o.fares.every((f) => f.cabin === 'business')).toBe(true);
    }
    const priced = await ctx.app.inject({
      url: `/api/v1/flight-searches/${result.session_id}/offers/${result.offers[0]!.id}`,
    });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().data.offer.slices).toHaveLength(3);
  });

  it('searches a round trip with an open return: the return is valid for six months, from changeable fares only', async () => {
    const date = inDays(20);
    const res = await search({
      trip: 'roundopen',
      slices: [{ origin: 'BGW', destination: 'IST', date }],
      adults: 2,
      infants: 1,
    });
    expect(res.statusCode).toBe(201);
    const result = FlightSearchResultSchema.parse(res.json().data);
    expect(result.offers.length).toBeGreaterThan(0);
    for (const o of result.offers) {
      expect(o.slices).toHaveLength(1);
      expect(o.open_return).toEqual({ origin: 'IST', destination: 'BGW', valid_until: addDays(date, 182) });
      expect(o.fares.every((f) => f.change !== 'not_allowed')).toBe(true);
    }
    const priced = (
      await ctx.app.inject({ url: `/api/v1/flight-searches/${result.session_id}/offers/${result.offers[0]!.id}` })
    ).json().data;
    expect(priced.offer.open_return.valid_until).toBe(addDays(date, 182));
    expect(priced.offer.fares[0].per_passenger.map((p: { type: string }) => p.type)).toEqual(['adult', 'infant']);
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
    [
      'a round trip with one flight',
      { trip: 'round', slices: [{ origin: 'BGW', destination: 'IST', date: inDays(5) }], adults: 1 },
      'slices',
      'The flights do not match the trip type',
    ],
    [
      'a multi-city trip with seven legs',
      {
        trip: 'multi',
        slices: Array.from({ length: 7 }, (_, i) => ({
          origin: i % 2 ? 'IST' : 'BGW',
          destination: i % 2 ? 'BGW' : 'IST',
          date: inDays(5 + i),
        })),
        adults: 1,
      },
      'slices',
      'A multi-city trip has at most 6 flights',
    ],
    [
      'no flights at all',
      { trip: 'oneway', slices: [], adults: 1 },
      'slices',
      'The flights do not match the trip type',
    ],
    [
      'an unknown trip type',
      { trip: 'circle', slices: [{ origin: 'BGW', destination: 'IST', date: inDays(5) }], adults: 1 },
      'trip',
      'Choose one of the allowed values',
    ],
    [
      'an unknown cabin class',
      {
        trip: 'oneway',
        slices: [{ origin: 'BGW', destination: 'IST', date: inDays(5) }],
        adults: 1,
        cabin: 'premium',
      },
      'cabin',
      'Choose one of the allowed values',
    ],
    [
      'a malformed airport code',
      { trip: 'oneway', slices: [{ origin: 'BG1', destination: 'IST', date: inDays(5) }], adults: 1 },
      'slices.0.origin',
      'Enter a three-letter airport code',
    ],
    [
      'a city name instead of a code',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'Istanbul', date: inDays(5) }], adults: 1 },
      'slices.0.destination',
      'Enter a three-letter airport code',
    ],
    [
      'a date beyond the sales horizon',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: inDays(400) }], adults: 1 },
      'slices.0.date',
      'We sell flights up to 330 days ahead',
    ],
    [
      'a passenger count that is not a number',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: inDays(5) }], adults: 'two' },
      'adults',
      'Invalid value',
    ],
  ])('refuses %s with a field message', async (_label, body, field, message) => {
    const res = await search(body, { 'accept-language': 'en' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('says it in Arabic by default and in German when asked', async () => {
    const body = { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: inDays(400) }], adults: 1 };
    expect((await search(body)).json().errors).toContainEqual({
      field: 'slices.0.date',
      message: 'نبيع الرحلات حتى 330 يومًا مقدمًا',
    });
    expect((await search(body, { 'accept-language': 'de' })).json().errors).toContainEqual({
      field: 'slices.0.date',
      message: 'Flüge verkaufen wir bis 330 Tage im Voraus',
    });
  });
});

describe('POST /flight-searches/calendar', () => {
  const calendar = (body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/flight-searches/calendar',
      payload: body as object,
      headers: { 'accept-language': 'en' },
    });

  it.each([
    [
      'an unknown airport',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'QQQ', date: inDays(10) }], adults: 1 },
      400,
      { field: 'slices.0.destination', message: 'We do not know this airport' },
    ],
    [
      'a malformed date',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: '10.12.2026' }], adults: 1 },
      400,
      { field: 'slices.0.date', message: 'Enter a date as YYYY-MM-DD' },
    ],
    [
      'an unknown field',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: inDays(10) }], adults: 1, pets: 1 },
      400,
      { field: 'pets', message: 'Unknown field' },
    ],
    [
      'a date in the past',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: inDays(-3) }], adults: 1 },
      400,
      { field: 'slices.0.date', message: 'This date has already passed' },
    ],
  ])('refuses %s with a field message', async (_label, body, status, error) => {
    const res = await calendar(body);
    expect(res.statusCode).toBe(status);
    expect(res.json().errors).toContainEqual(error);
  });

  it('shows no fare for the days before today near the start of the sales window', async () => {
    const res = await calendar({
      trip: 'oneway',
      slices: [{ origin: 'BGW', destination: 'IST', date: inDays(1) }],
      adults: 1,
    });
    const days = res.json().data as Array<{ date: string; cheapest: unknown }>;
    expect(days.filter((d) => d.date < inDays(0)).every((d) => d.cheapest === null)).toBe(true);
    expect(days.filter((d) => d.date < inDays(0))).toHaveLength(2);
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

  it('compares names without case, diacritics or Arabic letter variants (decision 110)', async () => {
    const first = async (q: string) =>
      (await ctx.app.inject({ url: `/api/v1/airports?q=${encodeURIComponent(q)}` })).json().data[0]?.code;
    expect(await first('اربيل')).toBe('EBL');
    expect(await first('ERBİL')).toBe('EBL');
    expect(await first('بغـداد')).toBe('BGW');
    expect(await first(' ( ')).toBeUndefined();
  });
});

describe('answers: reused, compressed, dropped when the network changes', () => {
  const body = (days: number) => ({
    trip: 'round',
    slices: [
      { origin: 'BSR', destination: 'FRA', date: inDays(days) },
      { origin: 'FRA', destination: 'BSR', date: inDays(days + 6) },
    ],
    adults: 1,
  });

  it('keeps the answer of a search asked twice within a minute: the same bytes and session; no-cache computes it afresh', async () => {
    const first = await search(body(33));
    const second = await search(body(33));
    const third = await search(body(33));
    expect(first.statusCode).toBe(201);
    // Asked once, an answer is not kept; asked again, it is.
    expect(second.json().data.session_id).not.toBe(first.json().data.session_id);
    expect(second.json().data.offers).toEqual(first.json().data.offers);
    expect(third.body).toBe(second.body);
    const fresh = await search(body(33), { 'cache-control': 'no-cache' });
    expect(fresh.json().data.session_id).not.toBe(second.json().data.session_id);
    expect(fresh.json().data.offers).toEqual(second.json().data.offers);
    // A no-cache answer is that client's own: the kept answer stays the one the others get.
    expect((await search(body(33))).body).toBe(second.body);
  });

  it('gzips a large answer for a client that accepts it, and sends small ones as they are', async () => {
    await search(body(34));
    const plain = await search(body(34)); // asked twice: kept, so the next answer is the same
    const zipped = await search(body(34), { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    // No first class on any flight from Najaf: no offers, an answer of a few hundred bytes.
    const none = await search(
      { trip: 'oneway', slices: [{ origin: 'NJF', destination: 'MHD', date: inDays(12) }], adults: 1, cabin: 'first' },
      { 'accept-encoding': 'gzip' },
    );
    expect(none.json().data.offers).toEqual([]);
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding and Cache-Control as HTTP means them', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br, identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(wantsFresh('no-cache')).toBe(true);
    expect(wantsFresh('max-age=0, no-store')).toBe(true);
    expect(wantsFresh('max-age=60')).toBe(false);
    expect(wantsFresh(undefined)).toBe(false);
  });

  it('a schedule change reaches searches: the network is reloaded and earlier answers are not reused', async () => {
    const query = { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'DXB', date: inDays(40) }], adults: 1 };
    const before = (await search(query)).json().data;
    const direct = before.offers.find((o: { slices: Array<{ stops: number }> }) => o.slices[0]!.stops === 0);
    const key = direct.slices[0].segments[0].flight_number.replace(' ', '');
    const departure = direct.slices[0].segments[0].departure_local;
    await ctx.database.db
      .update(flightSchedules)
      .set({ departureMinutes: 23 * 60 + 10 })
      .where(and(eq(flightSchedules.key, key)));
    ctx.app.services.flightNetwork.invalidate();
    const after = (await search(query)).json().data;
    expect(after.session_id).not.toBe(before.session_id);
    const moved = after.offers
      .flatMap(
        (o: { slices: Array<{ segments: Array<{ flight_number: string; departure_local: string }> }> }) =>
          o.slices[0]!.segments,
      )
      .filter((seg: { flight_number: string }) => seg.flight_number.replace(' ', '') === key);
    expect(moved.length).toBeGreaterThan(0);
    for (const seg of moved) expect(seg.departure_local.slice(11)).toBe('23:10');
    expect(departure.slice(11)).not.toBe('23:10');
  });
});

describe('the network in memory', () => {
  it('is read again only when its version changed, checked in the background every few seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const network = createFlightNetwork(ctx.database.db, { checkEveryMs: 5_000 });
      const first = await network.get();
      vi.setSystemTime(Date.now() + 6_000);
      expect(await network.get()).toBe(first); // starts a check, answers with what it has
      await new Promise((resolve) => setTimeout(resolve, 300)); // the check has run by now
      expect(await network.get()).toBe(first); // unchanged: not reloaded
      const [schedule] = await ctx.database.db.select().from(flightSchedules).limit(1);
      await ctx.database.db
        .update(flightSchedules)
        .set({ durationMinutes: schedule!.durationMinutes + 5 })
        .where(eq(flightSchedules.key, schedule!.key));
      expect(await network.get()).toBe(first); // within the interval: not looked at yet
      vi.setSystemTime(Date.now() + 6_000);
      await network.get();
      await vi.waitFor(async () => expect(await network.get()).not.toBe(first));
      const second = await network.get();
      const operating = [1, 2, 3, 4, 5, 6, 7].map((d) => second.index.leg(schedule!.key, inDays(d))).find(Boolean);
      expect(operating!.schedule.durationMinutes).toBe(schedule!.durationMinutes + 5);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sessions without Redis', () => {
  it('a session whose offer was chosen survives a restart of the API; one only looked at does not', async () => {
    const chosen = (
      await search({ trip: 'oneway', slices: [{ origin: 'BGW', destination: 'AMM', date: inDays(16) }], adults: 1 })
    ).json().data;
    const ignored = (
      await search({ trip: 'oneway', slices: [{ origin: 'BGW', destination: 'CAI', date: inDays(16) }], adults: 1 })
    ).json().data;
    const offer = chosen.offers[0].id;
    expect(
      (await ctx.app.inject({ url: `/api/v1/flight-searches/${chosen.session_id}/offers/${offer}` })).statusCode,
    ).toBe(200);
    // Another API process on the same database (as after a restart): nothing in its memory.
    const restarted = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      const again = await restarted.inject({ url: `/api/v1/flight-searches/${chosen.session_id}/offers/${offer}` });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.offer.id).toBe(offer);
      const gone = await restarted.inject({
        url: `/api/v1/flight-searches/${ignored.session_id}/offers/${ignored.offers[0].id}`,
        headers: { 'accept-language': 'en' },
      });
      expect(gone.statusCode).toBe(410);
    } finally {
      await restarted.close();
    }
  });
});
