import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../../test/factories.js';
import { bookFlight, bookingBody, inDays } from '../../../test/flights.js';
import { auditLog } from '../../../db/schema.js';
import { createFlightNetwork } from '../../flights/builtin/flight-network.service.js';

let ctx: TestContext;
let editor: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await createStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...editor.auth, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** What the portal's airport box suggests for a text (the public search's own list). */
async function suggest(q: string): Promise<Array<{ code: string; city: { en: string } }>> {
  return (await ctx.app.inject({ url: `/api/v1/airports?q=${encodeURIComponent(q)}` })).json().data;
}

/** A one-way search from Baghdad, and its direct offer on flight IA9901. */
async function searchTo(destination: string, days: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/flight-searches',
    headers: { 'accept-language': 'en' },
    payload: { trip: 'oneway', slices: [{ origin: 'BGW', destination, date: inDays(days) }], adults: 1 },
  });
  const data = res.json().data;
  const offer = (data?.offers ?? []).find(
    (o: { slices: Array<{ segments: Array<{ flight_number: string }> }> }) =>
      o.slices[0]!.segments[0]!.flight_number.replace(' ', '') === 'IA9901',
  );
  return { res, data, offer };
}

const samawah = {
  code: 'zzs',
  name: { ar: 'مطار السماوة', en: 'Samawah Airfield', de: 'Flugplatz Samawa' },
  city: { ar: 'السماوة', en: 'Samawah', de: 'Samawa' },
  country: 'iq',
  country_name: { ar: 'العراق', en: 'Iraq', de: 'Irak' },
  lat: 31.332,
  lng: 45.281,
  time_zone: 'Asia/Baghdad',
};

describe('the flight network’s airports as inventory', () => {
  it('lists and searches airports with their names in three languages, Iraq first', async () => {
    const page = (await send('GET', '/api/v1/admin/flights/airports?per_page=5')).json();
    expect(page.data).toHaveLength(5);
    expect(page.meta.total).toBeGreaterThan(50);
    expect(page.data[0].country).toBe('IQ');
    const baghdad = (await send('GET', '/api/v1/admin/flights/airports?q=بغداد')).json().data;
    expect(baghdad.map((a: { code: string }) => a.code)).toContain('BGW');
    expect(baghdad[0]).toMatchObject({ time_zone: 'Asia/Baghdad', active: true });
    expect(baghdad.find((a: { code: string }) => a.code === 'BGW').schedules).toBeGreaterThan(10);
    const germany = (await send('GET', '/api/v1/admin/flights/airports?country=DE&per_page=100')).json().data;
    expect(germany.length).toBeGreaterThan(0);
    expect(germany.every((a: { country: string }) => a.country === 'DE')).toBe(true);
    expect((await send('GET', '/api/v1/admin/flights/airports/BGW')).json().data.name.en).toMatch(/Baghdad/);
    expect((await send('GET', '/api/v1/admin/flights/airports/QQQ')).statusCode).toBe(404);
  });

  it('adds an airport that the airport box and a new flight then use', async () => {
    const created = await send('POST', '/api/v1/admin/flights/airports', samawah);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ code: 'ZZS', country: 'IQ', active: true, schedules: 0 });
    expect((await suggest('Samawah')).map((a) => a.code)).toContain('ZZS');
    const dup = await send('POST', '/api/v1/admin/flights/airports', samawah);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual([{ field: 'code', message: 'An airport with this code exists already' }]);

    const flight = await send('POST', '/api/v1/admin/flights/schedules', {
      carrier: 'IA',
      flight_number: '9901',
      origin: 'BGW',
      destination: 'ZZS',
      departure_time: '07:40',
      duration_minutes: 55,
      days: [1, 2, 3, 4, 5, 6, 7],
      aircraft_code: '73H',
      aircraft_name: 'Boeing 737-800',
      seats: { economy: 150, business: 12, first: 0 },
      base_fare_iqd: '85000',
    });
    expect(flight.statusCode).toBe(201);
    expect((await searchTo('ZZS', 12)).offer).toBeDefined();
  });

  it('an edit reaches the search, in this process at once and in another through the network’s version', async () => {
    // Another API process: its own network in memory, told of nothing but the version row (migration 0009).
    const other = createFlightNetwork(ctx.database.db, { checkEveryMs: 0 });
    expect((await other.get()).airports.find((a) => a.code === 'ZZS')?.city.en).toBe('Samawah');

    const edited = await send('PATCH', '/api/v1/admin/flights/airports/ZZS', {
      city: { ar: 'السماوة', en: 'As-Samawah', de: 'As-Samawa' },
      time_zone: 'Asia/Baghdad',
    });
    expect(edited.json().data.city.en).toBe('As-Samawah');
    expect((await suggest('As-Samawah')).map((a) => a.code)).toEqual(['ZZS']);

    let seen = '';
    for (let i = 0; i < 50 && seen !== 'As-Samawah'; i++) {
      seen = (await other.get()).airports.find((a) => a.code === 'ZZS')?.city.en ?? '';
      if (seen !== 'As-Samawah') await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe('As-Samawah');
  });

  it('archives an airport: it and its flights leave the search, bookings stay; restoring brings them back', async () => {
    const customer = await createOwner(ctx);
    await fund(ctx, customer.accountId, 'IQD', 20_000_000n);
    const found = await searchTo('ZZS', 15);
    const booked = await bookFlight(
      ctx,
      customer,
      bookingBody({
        sessionId: found.data.session_id,
        offer: found.offer,
        fare: found.offer.fares[0],
        date: inDays(15),
      } as never),
    );
    expect(booked.statusCode).toBe(201);
    const booking = booked.json().data;

    const archived = await send('POST', '/api/v1/admin/flights/airports/ZZS/archive');
    expect(archived.json().data).toMatchObject({ code: 'ZZS', active: false });
    expect((await suggest('Samawah')).map((a) => a.code)).not.toContain('ZZS');
    const refused = await searchTo('ZZS', 16);
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.json().errors).toContainEqual({
      field: 'slices.0.destination',
      message: 'We do not know this airport',
    });
    const archivedList = (await send('GET', '/api/v1/admin/flights/airports?status=archived')).json().data;
    expect(archivedList.map((a: { code: string }) => a.code)).toEqual(['ZZS']);

    const mine = await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: customer.auth });
    expect(mine.json().data).toMatchObject({ status: 'confirmed', total: booking.total });
    const quote = await ctx.app.inject({
      url: `/api/v1/bookings/${booking.id}/cancellation-quote`,
      headers: customer.auth,
    });
    expect(quote.json().data.allowed).toBe(true);

    expect((await send('POST', '/api/v1/admin/flights/airports/ZZS/restore')).json().data.active).toBe(true);
    expect((await searchTo('ZZS', 16)).offer).toBeDefined();
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'flight_airport'));
    expect(audit.map((a) => a.action)).toEqual([
      'airport.create',
      'airport.update',
      'airport.archive',
      'airport.restore',
    ]);
  });

  it.each([
    ['a two-letter code', { code: 'ZZ' }, 'code', 'Enter a three-letter airport code'],
    ['no German name', { name: { ...samawah.name, de: '' } }, 'name.de', 'This field is required'],
    ['no Arabic city', { city: { ...samawah.city, ar: ' ' } }, 'city.ar', 'This field is required'],
    ['a country of three letters', { country: 'IRQ' }, 'country', 'Choose a country'],
    ['a latitude past the pole', { lat: 91 }, 'lat', 'Must be at most 90'],
    ['a longitude in words', { lng: 'east' }, 'lng', 'Invalid value'],
    ['an offset instead of a zone', { time_zone: 'UTC+3' }, 'time_zone', 'Enter a time zone such as Asia/Baghdad'],
    [
      'a zone that does not exist',
      { time_zone: 'Asia/Atlantis' },
      'time_zone',
      'Enter a time zone such as Asia/Baghdad',
    ],
    ['an extra field', { active: false }, 'active', 'Unknown field'],
  ])('refuses a new airport with %s', async (_label, change, field, message) => {
    const res = await send('POST', '/api/v1/admin/flights/airports', { ...samawah, code: 'ZZT', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it.each([
    ['a new code (flights name the airport by it)', { code: 'ZZX' }, 'code', 'Unknown field'],
    ['an empty English name', { name: { ...samawah.name, en: '' } }, 'name.en', 'This field is required'],
    [
      'a zone that does not exist',
      { time_zone: 'Mars/Olympus' },
      'time_zone',
      'Enter a time zone such as Asia/Baghdad',
    ],
  ])('refuses an airport edit with %s', async (_label, change, field, message) => {
    const res = await send('PATCH', '/api/v1/admin/flights/airports/BGW', change);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('answers 404 for an unknown airport and 400 for a malformed code', async () => {
    expect((await send('PATCH', '/api/v1/admin/flights/airports/QQQ', { lat: 1 })).statusCode).toBe(404);
    expect((await send('POST', '/api/v1/admin/flights/airports/QQQ/archive')).statusCode).toBe(404);
    expect((await send('POST', '/api/v1/admin/flights/airports/Q1/archive')).statusCode).toBe(400);
  });
});
