import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../../test/factories.js';
import {
  bookHotel,
  hotelBookingBody,
  hotelDay,
  hotelRates,
  searchHotels,
  selectionFor,
  type RoomTypeRow,
} from '../../../test/hotels.js';
import { hotelSeasons, hotels } from '../../../db/schema.js';

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

const samawah = {
  slug: 'samawah',
  name: { ar: 'السماوة', en: 'Samawah', de: 'Samawa' },
  country: 'iq',
  country_name: { ar: 'العراق', en: 'Iraq', de: 'Irak' },
  lat: 31.332,
  lng: 45.281,
  time_zone: 'Asia/Baghdad',
  popularity: 10,
};
const local = (en: string) => ({ ar: `${en} بالعربية`, en, de: `${en} auf Deutsch` });

/** A hotel with one double room and one breakfast rate in a destination. */
async function hotelIn(destination: string, slug: string) {
  const hotel = await send('POST', '/api/v1/admin/hotels', {
    destination,
    slug,
    name: local(`Hotel ${slug}`),
    description: local('A quiet hotel.'),
    address: local('Main street 1'),
    stars: 3,
    lat: 31.33,
    lng: 45.28,
    facilities: ['breakfast'],
    languages: ['ar'],
    rules: [],
    check_in_time: '14:00',
    check_out_time: '12:00',
    featured: false,
    bestseller: false,
    tax_bp: 0,
    city_fee_iqd: '0',
  });
  expect(hotel.statusCode, hotel.body).toBe(201);
  const id = hotel.json().data.id as string;
  const room = await send('POST', `/api/v1/admin/hotels/${id}/room-types`, {
    code: 'double',
    name: local('Double room'),
    max_adults: 2,
    max_children: 0,
    max_occupancy: 2,
    bedding: 'one_double',
    size_sqm: 20,
    amenities: ['wifi'],
    rooms: 5,
  });
  const roomTypeId = room.json().data.room_types_list[0].id as string;
  await send('POST', `/api/v1/admin/hotels/${id}/room-types/${roomTypeId}/rates`, {
    board: 'breakfast',
    refundable: true,
    free_cancel_days: 2,
    penalty_bp: 5000,
    nightly_iqd: '100000',
    child_nightly_iqd: '0',
  });
  return { id, roomTypeId };
}

/** The price of the hotel's cheapest rate for two adults, two nights from `days` ahead (IQD). */
async function priceAt(hotelId: string, days: number, timeZone = 'Asia/Baghdad') {
  const stay = { check_in: hotelDay(days, timeZone), check_out: hotelDay(days + 2, timeZone), nationality: 'IQ' };
  const roomTypes = (await hotelRates(ctx, hotelId, { ...stay, rooms: [{ adults: 2 }] })).json().data
    .room_types as RoomTypeRow[];
  const rate = roomTypes[0]!.rates[0]!;
  return Number((await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: rate.id }])).total.iqd);
}

describe('hotel destinations and their seasons', () => {
  let hotelId: string;
  let roomTypeId: string;

  it('lists destinations with their hotels, searchable by name in any language', async () => {
    const all = (await send('GET', '/api/v1/admin/hotels/destinations')).json().data;
    const istanbul = all.find((d: { slug: string }) => d.slug === 'istanbul');
    expect(istanbul).toMatchObject({ country: 'TR', active: true, time_zone: 'Europe/Istanbul' });
    expect(istanbul.hotels).toBeGreaterThan(5);
    const found = (await send('GET', '/api/v1/admin/hotels/destinations?q=إسطنبول')).json().data;
    expect(found.map((d: { slug: string }) => d.slug)).toEqual(['istanbul']);
  });

  it('adds a destination whose new hotel the site then finds', async () => {
    const created = await send('POST', '/api/v1/admin/hotels/destinations', samawah);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ slug: 'samawah', country: 'IQ', active: true, hotels: 0 });
    const dup = await send('POST', '/api/v1/admin/hotels/destinations', samawah);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual([
      { field: 'slug', message: 'A destination with this short name exists already' },
    ]);

    ({ id: hotelId, roomTypeId } = await hotelIn('samawah', 'euphrates-inn-samawah'));
    const search = await searchHotels(ctx, {
      destination: 'samawah',
      check_in: hotelDay(20, 'Asia/Baghdad'),
      check_out: hotelDay(22, 'Asia/Baghdad'),
      nationality: 'IQ',
      rooms: [{ adults: 2 }],
    });
    expect(search.json().data.hotels.map((h: { id: string }) => h.id)).toEqual([hotelId]);
    const suggested = (await ctx.app.inject({ url: '/api/v1/hotel-destinations?q=Samawah' })).json().data;
    expect(JSON.stringify(suggested)).toContain('samawah');

    const edited = await send('PATCH', '/api/v1/admin/hotels/destinations/samawah', {
      name: { ar: 'السماوة', en: 'As-Samawah', de: 'As-Samawa' },
    });
    expect(edited.json().data).toMatchObject({ name: { en: 'As-Samawah' }, hotels: 1 });
  });

  it('sets a destination’s seasons: every hotel of it is priced by them, new sales only', async () => {
    const customer = await createOwner(ctx);
    await fund(ctx, customer.accountId, 'IQD', 50_000_000n);
    const flat = await send('PUT', '/api/v1/admin/hotels/destinations/samawah/seasons', { seasons: [] });
    expect(flat.json().data).toEqual({ slug: 'samawah', seasons: [], hotels: 1, custom: true });
    const plain = await priceAt(hotelId, 30);

    // A booking made now keeps its price whatever the seasons become.
    const stay = { check_in: hotelDay(40, 'Asia/Baghdad'), check_out: hotelDay(41, 'Asia/Baghdad'), nationality: 'IQ' };
    const rate = (
      (await hotelRates(ctx, hotelId, { ...stay, rooms: [{ adults: 2 }] })).json().data.room_types as RoomTypeRow[]
    )[0]!.rates[0]!;
    const booking = (
      await bookHotel(
        ctx,
        customer,
        hotelBookingBody(await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: rate.id }])),
      )
    ).json().data;

    const seasons = [
      { code: 'all-year', start_md: '01-01', end_md: '12-31', factor_bp: 20000 },
      { code: 'winter', start_md: '12-01', end_md: '02-28', factor_bp: 15000 },
    ];
    const set = await send('PUT', '/api/v1/admin/hotels/destinations/samawah/seasons', { seasons });
    expect(set.json().data).toEqual({ slug: 'samawah', seasons, hotels: 1, custom: true });
    expect(await priceAt(hotelId, 30)).toBe(plain * 2);

    const mine = (await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: customer.auth })).json().data;
    expect(mine.total).toEqual(booking.total);

    // A hotel added later gets the destination's seasons too.
    const later = await hotelIn('samawah', 'date-palm-samawah');
    const rows = await ctx.database.db.select().from(hotelSeasons).where(eq(hotelSeasons.hotelId, later.id));
    expect(rows.map((r) => [r.code, r.factorBp]).sort()).toEqual([
      ['all-year', 20000],
      ['winter', 15000],
    ]);
  });

  it('shows the seasons a seeded city’s hotels came with until staff set them, and applies a change to all', async () => {
    const before = (await send('GET', '/api/v1/admin/hotels/destinations/istanbul/seasons')).json().data;
    expect(before.custom).toBe(false);
    expect(before.seasons.length).toBeGreaterThan(1);
    expect(before.hotels).toBeGreaterThan(5);
    const changed = [
      ...before.seasons.slice(1),
      { code: 'ramadan-feast', start_md: '03-18', end_md: '03-24', factor_bp: 14000 },
    ];
    await send('PUT', '/api/v1/admin/hotels/destinations/istanbul/seasons', { seasons: changed });
    const ids = (
      await ctx.database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.destination, 'istanbul'))
    ).map((h) => h.id);
    const rows = await ctx.database.db.select().from(hotelSeasons).where(inArray(hotelSeasons.hotelId, ids));
    expect(rows).toHaveLength(ids.length * changed.length);
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set(changed.map((s: { code: string }) => s.code)));
  });

  it('archives a destination: it and its hotels leave the search, bookings stay; restore brings them back', async () => {
    const body = {
      destination: 'samawah',
      check_in: hotelDay(25, 'Asia/Baghdad'),
      check_out: hotelDay(26, 'Asia/Baghdad'),
      nationality: 'IQ',
      rooms: [{ adults: 2 }],
    };
    const archived = await send('POST', '/api/v1/admin/hotels/destinations/samawah/archive');
    expect(archived.json().data).toMatchObject({ slug: 'samawah', active: false });
    const gone = await searchHotels(ctx, body);
    expect(gone.statusCode).toBe(422);
    expect(gone.json().code).toBe('unknown_destination');
    expect(
      JSON.stringify((await ctx.app.inject({ url: '/api/v1/hotel-destinations?q=Samawah' })).json().data),
    ).not.toContain('"samawah"');
    const listed = (await send('GET', '/api/v1/admin/hotels/destinations?status=archived')).json().data;
    expect(listed.map((d: { slug: string }) => d.slug)).toEqual(['samawah']);
    expect((await send('POST', '/api/v1/admin/hotels/destinations/samawah/restore')).json().data.active).toBe(true);
    expect((await searchHotels(ctx, body)).json().data.hotels.length).toBe(2);
  });

  it('archives a room type out of the search with its rates; the hotel’s other rooms and bookings stay', async () => {
    const customer = await createOwner(ctx);
    await fund(ctx, customer.accountId, 'IQD', 50_000_000n);
    const suite = await send('POST', `/api/v1/admin/hotels/${hotelId}/room-types`, {
      code: 'suite',
      name: local('Suite'),
      max_adults: 2,
      max_children: 0,
      max_occupancy: 2,
      bedding: 'king',
      size_sqm: 40,
      amenities: ['wifi'],
      rooms: 2,
    });
    const suiteId = suite.json().data.room_types_list.find((rt: { code: string }) => rt.code === 'suite').id;
    await send('POST', `/api/v1/admin/hotels/${hotelId}/room-types/${suiteId}/rates`, {
      board: 'room_only',
      refundable: true,
      free_cancel_days: 2,
      penalty_bp: 5000,
      nightly_iqd: '250000',
      child_nightly_iqd: '0',
    });
    const stay = { check_in: hotelDay(27, 'Asia/Baghdad'), check_out: hotelDay(28, 'Asia/Baghdad'), nationality: 'IQ' };
    const offered = async () =>
      ((await hotelRates(ctx, hotelId, { ...stay, rooms: [{ adults: 2 }] })).json().data.room_types as RoomTypeRow[])
        .map((rt) => rt.id)
        .sort();
    expect(await offered()).toEqual([roomTypeId, suiteId].sort());
    const doubleRate = (
      (await hotelRates(ctx, hotelId, { ...stay, rooms: [{ adults: 2 }] })).json().data.room_types as RoomTypeRow[]
    ).find((rt) => rt.id === roomTypeId)!.rates[0]!;
    const booking = (
      await bookHotel(
        ctx,
        customer,
        hotelBookingBody(await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: doubleRate.id }])),
      )
    ).json().data;

    const archived = await send('POST', `/api/v1/admin/hotels/${hotelId}/room-types/${roomTypeId}/archive`);
    const archivedType = archived.json().data.room_types_list.find((rt: { id: string }) => rt.id === roomTypeId);
    expect(archivedType).toMatchObject({ active: false });
    expect(archived.json().data.room_types).toBe(1);
    expect(await offered()).toEqual([suiteId]);
    // The booking keeps its room, its price and its way out.
    const mine = (await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: customer.auth })).json().data;
    expect(mine).toMatchObject({ status: 'confirmed', total: booking.total });
    const quote = await ctx.app.inject({
      url: `/api/v1/bookings/${booking.id}/cancellation-quote`,
      headers: customer.auth,
    });
    expect(quote.json().data.allowed).toBe(true);

    const restored = await send('POST', `/api/v1/admin/hotels/${hotelId}/room-types/${roomTypeId}/restore`);
    expect(restored.json().data.room_types).toBe(2);
    expect(await offered()).toEqual([roomTypeId, suiteId].sort());
  });

  it.each([
    ['a slug with capitals', { slug: 'Samawah City' }, 'slug', 'Use lower-case Latin letters, digits and hyphens'],
    ['no English name', { name: { ...samawah.name, en: '' } }, 'name.en', 'This field is required'],
    [
      'no German country name',
      { country_name: { ...samawah.country_name, de: '' } },
      'country_name.de',
      'This field is required',
    ],
    ['a country in words', { country: 'Iraq' }, 'country', 'Choose a country'],
    ['a latitude past the pole', { lat: -95 }, 'lat', 'Must be at least -90'],
    ['a made-up time zone', { time_zone: 'Iraq/Samawah' }, 'time_zone', 'Enter a time zone such as Asia/Baghdad'],
    ['a popularity of 1000', { popularity: 1000 }, 'popularity', 'Must be at most 100'],
  ])('refuses a destination with %s', async (_label, change, field, message) => {
    const res = await send('POST', '/api/v1/admin/hotels/destinations', { ...samawah, slug: 'nasiriyah', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it.each([
    ['a new slug', { slug: 'other' }, 'slug', 'Unknown field'],
    ['an empty Arabic name', { name: { ...samawah.name, ar: '' } }, 'name.ar', 'This field is required'],
  ])('refuses a destination edit with %s', async (_label, change, field, message) => {
    const res = await send('PATCH', '/api/v1/admin/hotels/destinations/samawah', change);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  const season = { code: 'summer', start_md: '06-01', end_md: '08-31', factor_bp: 12000 };
  it.each([
    ['a 13th month', [{ ...season, start_md: '13-01' }], 'seasons.0.start_md', 'Enter a day of the year as MM-DD'],
    ['the 31st of April', [{ ...season, end_md: '04-31' }], 'seasons.0.end_md', 'Enter a day of the year as MM-DD'],
    [
      'a date with the year',
      [{ ...season, start_md: '2026-06-01' }],
      'seasons.0.start_md',
      'Enter a day of the year as MM-DD',
    ],
    ['a factor of 5 %', [{ ...season, factor_bp: 500 }], 'seasons.0.factor_bp', 'Must be at least 1000'],
    ['a factor of 600 %', [{ ...season, factor_bp: 60000 }], 'seasons.0.factor_bp', 'Must be at most 50000'],
    [
      'a code with spaces',
      [{ ...season, code: 'high season' }],
      'seasons.0.code',
      'Use lower-case Latin letters, digits and hyphens',
    ],
    [
      'one code twice',
      [season, { ...season, start_md: '12-01', end_md: '12-31' }],
      'seasons.1.code',
      'This code is used twice',
    ],
  ])('refuses seasons with %s', async (_label, seasons, field, message) => {
    const res = await send('PUT', '/api/v1/admin/hotels/destinations/samawah/seasons', { seasons });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('answers 404 for an unknown destination', async () => {
    expect((await send('GET', '/api/v1/admin/hotels/destinations/atlantis/seasons')).statusCode).toBe(404);
    expect((await send('PATCH', '/api/v1/admin/hotels/destinations/atlantis', { popularity: 1 })).statusCode).toBe(404);
    expect((await send('POST', '/api/v1/admin/hotels/destinations/atlantis/archive')).statusCode).toBe(404);
  });
});
