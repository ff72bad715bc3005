import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../../test/factories.js';
import { bookFlight, bookingBody, inDays } from '../../../test/flights.js';

let ctx: TestContext;
let editor: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await createStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...editor.auth, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

interface SearchOffer {
  id: string;
  slices: Array<{ stops: number; segments: Array<{ flight_number: string; carrier: string }> }>;
  fares: Array<{ family: string; seats_left: number; total: { iqd: string } }>;
}
/** A one-way search; the direct offer on a given flight, if any. */
async function search(origin: string, destination: string, days: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/flight-searches',
    payload: { trip: 'oneway', slices: [{ origin, destination, date: inDays(days) }], adults: 1 },
  });
  const data = res.json().data;
  const on = (key: string) =>
    (data.offers as SearchOffer[]).find(
      (o) => o.slices[0]!.stops === 0 && o.slices[0]!.segments[0]!.flight_number.replace(' ', '') === key,
    );
  return { data, on };
}

const newSchedule = {
  carrier: 'ZX',
  flight_number: '701',
  origin: 'BGW',
  destination: 'EBL',
  departure_time: '09:15',
  duration_minutes: 70,
  days: [1, 2, 3, 4, 5, 6, 7],
  aircraft_code: '320',
  aircraft_name: 'Airbus A320',
  seats: { economy: 150, business: 12, first: 0 },
  base_fare_iqd: '120000',
};

describe('the flight network as inventory', () => {
  it('adds an airline with its name in three languages and a logo, which the search then shows', async () => {
    const created = await send('POST', '/api/v1/admin/flights/carriers', {
      code: 'zx',
      name: { ar: 'طيران الزاب', en: 'Zab Air', de: 'Zab Air' },
      color: '#0B4F6C',
      logo_url: '/uploads/site/carriers/zx-logo.webp',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ code: 'ZX', color: '#0b4f6c', custom_logo: true, schedules: 0 });
    expect(
      (
        await send('POST', '/api/v1/admin/flights/carriers', {
          ...created.json().data,
          code: 'ZX',
          custom_logo: undefined,
        })
      ).statusCode,
    ).toBe(400);
    const dup = await send('POST', '/api/v1/admin/flights/carriers', {
      code: 'ZX',
      name: { ar: 'س', en: 'S', de: 'S' },
      color: '#000000',
    });
    expect(dup.json().errors).toEqual([{ field: 'code', message: 'An airline with this code exists already' }]);

    const schedule = await send('POST', '/api/v1/admin/flights/schedules', newSchedule);
    expect(schedule.statusCode).toBe(201);
    expect(schedule.json().data).toMatchObject({
      key: 'ZX701',
      departure_time: '09:15',
      days: [1, 2, 3, 4, 5, 6, 7],
      active: true,
    });
    expect(schedule.json().data.distance_km).toBeGreaterThan(250);

    const { data, on } = await search('BGW', 'EBL', 12);
    expect(on('ZX701')).toBeDefined();
    expect(data.dictionaries.carriers.ZX).toEqual({
      code: 'ZX',
      name: { ar: 'طيران الزاب', en: 'Zab Air', de: 'Zab Air' },
      logo_url: '/uploads/site/carriers/zx-logo.webp',
    });
    const renamed = await send('PATCH', '/api/v1/admin/flights/carriers/ZX', {
      name: { ar: 'طيران الزاب', en: 'Zab Airways', de: 'Zab Airways' },
      logo_url: '',
    });
    expect(renamed.json().data).toMatchObject({
      custom_logo: false,
      logo_url: '/uploads/site/carriers/ZX.svg',
      schedules: 1,
    });
    const carriers = (await send('GET', '/api/v1/admin/flights/carriers?q=zab')).json().data;
    expect(carriers.map((c: { code: string }) => c.code)).toEqual(['ZX']);
  });

  it('a new fare prices new sales only: what an existing booking paid never changes', async () => {
    const customer = await createOwner(ctx);
    await fund(ctx, customer.accountId, 'IQD', 50_000_000n);
    const before = await search('BGW', 'EBL', 14);
    const offer = before.on('ZX701')!;
    const fare = offer.fares[0]!;
    const booked = (
      await bookFlight(
        ctx,
        customer,
        bookingBody({ sessionId: before.data.session_id, offer, fare: fare as never, date: inDays(14) } as never),
      )
    ).json().data;
    expect(booked.total.iqd).toBe(fare.total.iqd);

    const updated = await send('PATCH', '/api/v1/admin/flights/schedules/ZX701', { base_fare_iqd: '240000' });
    expect(updated.json().data.base_fare_iqd).toBe('240000');
    const after = await search('BGW', 'EBL', 14);
    const newFare = after.on('ZX701')!.fares.find((f) => f.family === fare.family)!;
    expect(BigInt(newFare.total.iqd)).toBeGreaterThan(BigInt(fare.total.iqd));

    const mine = (await ctx.app.inject({ url: `/api/v1/bookings/${booked.id}`, headers: customer.auth })).json().data;
    expect(mine.total.iqd).toBe(fare.total.iqd);
    expect(mine.payment.amount).toBe(booked.payment.amount);
  });

  it('archives a flight out of the search and restores it', async () => {
    expect((await send('POST', '/api/v1/admin/flights/schedules/ZX701/archive')).json().data.active).toBe(false);
    expect((await search('BGW', 'EBL', 16)).on('ZX701')).toBeUndefined();
    expect(
      (await send('GET', '/api/v1/admin/flights/schedules?status=archived&carrier=ZX'))
        .json()
        .data.map((s: { key: string }) => s.key),
    ).toEqual(['ZX701']);
    expect((await send('POST', '/api/v1/admin/flights/schedules/ZX701/restore')).json().data.active).toBe(true);
    expect((await search('BGW', 'EBL', 16)).on('ZX701')).toBeDefined();
  });

  it('shows seats per date and cabin, closes seats on one date, never below what is sold', async () => {
    const from = inDays(14);
    const inv = (await send('GET', `/api/v1/admin/flights/schedules/ZX701/inventory?from=${from}&days=3`)).json().data;
    expect(inv.dates.map((d: { date: string }) => d.date)).toEqual([inDays(14), inDays(15), inDays(16)]);
    expect(inv.dates[0].cabins).toEqual([
      { cabin: 'economy', capacity: 150, sold: 1, overridden: false },
      { cabin: 'business', capacity: 12, sold: 0, overridden: false },
    ]);
    const below = await send('PUT', '/api/v1/admin/flights/schedules/ZX701/inventory', {
      date: from,
      cabin: 'economy',
      capacity: 0,
    });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual([
      { field: 'capacity', message: 'The capacity cannot be below the 1 already sold' },
    ]);
    const above = await send('PUT', '/api/v1/admin/flights/schedules/ZX701/inventory', {
      date: from,
      cabin: 'economy',
      capacity: 151,
    });
    expect(above.json().errors).toEqual([{ field: 'capacity', message: 'Must be at most 150' }]);

    // Close the other date's economy cabin but for 3 seats: the search offers only 3.
    const closed = await send('PUT', '/api/v1/admin/flights/schedules/ZX701/inventory', {
      date: inDays(15),
      cabin: 'economy',
      capacity: 3,
    });
    expect(closed.json().data).toEqual({ date: inDays(15), cabin: 'economy', capacity: 3, sold: 0 });
    const offer = (await search('BGW', 'EBL', 15)).on('ZX701')!;
    expect(
      Math.max(
        ...offer.fares.filter((f) => f.family !== 'business' && f.family !== 'business_flex').map((f) => f.seats_left),
      ),
    ).toBe(3);
    const after = (
      await send('GET', `/api/v1/admin/flights/schedules/ZX701/inventory?from=${inDays(15)}&days=1`)
    ).json().data;
    expect(after.dates[0].cabins[0]).toEqual({ cabin: 'economy', capacity: 3, sold: 0, overridden: true });
  });

  it('lists and searches schedules with paging', async () => {
    const page = (await send('GET', '/api/v1/admin/flights/schedules?origin=BGW&per_page=5')).json();
    expect(page.data).toHaveLength(5);
    expect(page.meta.total).toBeGreaterThan(5);
    expect(page.data.every((s: { origin: string }) => s.origin === 'BGW')).toBe(true);
    expect(
      (await send('GET', '/api/v1/admin/flights/schedules?q=zx70')).json().data.map((s: { key: string }) => s.key),
    ).toEqual(['ZX701']);
    expect((await send('GET', '/api/v1/admin/flights/schedules/ZX701')).json().data.seats).toEqual({
      economy: 150,
      business: 12,
      first: 0,
    });
    expect((await send('GET', '/api/v1/admin/flights/schedules/ZX999')).statusCode).toBe(404);
    expect((await send('GET', '/api/v1/admin/flights/aircraft')).json().data).toContainEqual(
      expect.objectContaining({ code: '320', name: 'Airbus A320' }),
    );
  });

  it.each([
    ['the same airports', { destination: 'BGW' }, 'destination', 'Choose a destination different from the origin'],
    ['an unknown airport', { destination: 'XQX' }, 'destination', 'We do not know this airport'],
    ['an unknown airline', { carrier: 'Q9' }, 'carrier', 'Enter a two-character airline code such as IA'],
    ['a time of 24:10', { departure_time: '24:10' }, 'departure_time', 'Enter a time as HH:MM'],
    ['no days', { days: [] }, 'days', 'Choose at least one day of the week'],
    ['day 8', { days: [8] }, 'days.0', 'Must be at most 7'],
    [
      'no seats',
      { seats: { economy: 0, business: 0, first: 0 } },
      'seats.economy',
      'The aircraft needs at least one seat',
    ],
    ['a tiny fare', { base_fare_iqd: '500' }, 'base_fare_iqd', 'A base fare is at least 1,000 IQD'],
    [
      'a fare with decimals',
      { base_fare_iqd: '1000.5' },
      'base_fare_iqd',
      'Enter a positive amount with at most 0 decimals',
    ],
    ['a five-digit number', { flight_number: '12345' }, 'flight_number', 'Enter a flight number of one to four digits'],
    [
      'an existing flight',
      { flight_number: '701' },
      'flight_number',
      'This airline already has a flight with this number',
    ],
  ])('refuses %s', async (_label, over, field, message) => {
    const res = await send('POST', '/api/v1/admin/flights/schedules', { ...newSchedule, ...over });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it.each([
    ['a time past midnight', { departure_time: '24:10' }, 'departure_time', 'Enter a time as HH:MM'],
    ['a five-minute flight', { duration_minutes: 5 }, 'duration_minutes', 'Must be at least 20'],
    ['no weekdays', { days: [] }, 'days', 'Choose at least one day of the week'],
    ['an eighth weekday', { days: [1, 8] }, 'days.1', 'Must be at most 7'],
    ['a weekday twice', { days: [2, 2] }, 'days', 'Choose one of the allowed values'],
    [
      'an aircraft code of two letters',
      { aircraft_code: 'A3' },
      'aircraft_code',
      'Enter a three-character aircraft code such as 320',
    ],
    [
      'no seats at all',
      { seats: { economy: 0, business: 0, first: 0 } },
      'seats.economy',
      'The aircraft needs at least one seat',
    ],
    [
      'a fare in fils',
      { base_fare_iqd: '95000.5' },
      'base_fare_iqd',
      'Enter a positive amount with at most 0 decimals',
    ],
    ['a new route (the route is the flight)', { origin: 'EBL' }, 'origin', 'Unknown field'],
  ])('refuses a schedule change with %s', async (_label, change, field, message) => {
    const res = await send('PATCH', '/api/v1/admin/flights/schedules/ZX701', change);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect((await send('GET', '/api/v1/admin/flights/schedules/ZX701')).json().data.departure_time).toBe('09:15');
  });

  it.each([
    ['an impossible date', { date: '2026-02-30' }, 'date', 'Enter a date as YYYY-MM-DD'],
    ['an unknown cabin', { cabin: 'premium' }, 'cabin', 'Choose one of the allowed values'],
    ['a negative capacity', { capacity: -1 }, 'capacity', 'Must be at least 0'],
    ['a capacity in words', { capacity: 'twelve' }, 'capacity', 'Invalid value'],
    ['no capacity', { capacity: undefined }, 'capacity', 'This field is required'],
    ['an extra field', { sold: 0 }, 'sold', 'Unknown field'],
  ])('refuses seats per date with %s', async (_label, change, field, message) => {
    const res = await send('PUT', '/api/v1/admin/flights/schedules/ZX701/inventory', {
      date: inDays(20),
      cabin: 'economy',
      capacity: 100,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('archives an airline: its flights leave the search, bookings stay, and it comes back on restore', async () => {
    const customer = await createOwner(ctx);
    await fund(ctx, customer.accountId, 'IQD', 50_000_000n);
    const found = await search('BGW', 'EBL', 22);
    const offer = found.on('ZX701')!;
    const booked = (
      await bookFlight(
        ctx,
        customer,
        bookingBody({
          sessionId: found.data.session_id,
          offer,
          fare: offer.fares[0] as never,
          date: inDays(22),
        } as never),
      )
    ).json().data;

    const archived = await send('POST', '/api/v1/admin/flights/carriers/ZX/archive');
    expect(archived.json().data).toMatchObject({ code: 'ZX', active: false });
    expect((await search('BGW', 'EBL', 22)).on('ZX701')).toBeUndefined();
    const list = (await send('GET', '/api/v1/admin/flights/carriers?status=archived')).json().data;
    expect(list.map((c: { code: string }) => c.code)).toEqual(['ZX']);
    // The booking made before is untouched: shown and cancellable as before.
    const mine = await ctx.app.inject({ url: `/api/v1/bookings/${booked.id}`, headers: customer.auth });
    expect(mine.json().data).toMatchObject({ status: 'confirmed', total: booked.total });
    const quote = await ctx.app.inject({
      url: `/api/v1/bookings/${booked.id}/cancellation-quote`,
      headers: customer.auth,
    });
    expect(quote.statusCode).toBe(200);

    expect((await send('POST', '/api/v1/admin/flights/carriers/ZX/restore')).json().data.active).toBe(true);
    expect((await search('BGW', 'EBL', 22)).on('ZX701')).toBeDefined();
    expect((await send('POST', '/api/v1/admin/flights/carriers/QQ/archive')).statusCode).toBe(404);
  });

  it('refuses bad carrier input', async () => {
    const res = await send('POST', '/api/v1/admin/flights/carriers', {
      code: 'Z',
      name: { ar: '', en: 'Z', de: 'Z' },
      color: 'blue',
      logo_url: 'file:///etc/passwd',
    });
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'code', message: 'Enter a two-character airline code such as IA' },
        { field: 'name.ar', message: 'This field is required' },
        { field: 'color', message: 'Enter a colour such as #1f6a86' },
      ]),
    );
    expect((await send('PATCH', '/api/v1/admin/flights/carriers/QQ', { color: '#000000' })).statusCode).toBe(404);
  });
});
