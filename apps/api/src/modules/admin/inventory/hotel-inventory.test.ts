import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../../test/factories.js';
import { inDays } from '../../../test/flights.js';
import {
  bookHotel,
  hotelBookingBody,
  hotelDay,
  hotelRates,
  selectionFor,
  type RoomTypeRow,
} from '../../../test/hotels.js';
import { auditLog } from '../../../db/schema.js';

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

const hotelBody = {
  destination: 'istanbul',
  slug: 'tigris-palace-istanbul',
  name: { ar: 'قصر دجلة', en: 'Tigris Palace', de: 'Tigris-Palast' },
  description: {
    ar: 'فندق هادئ قرب ساحة تقسيم.',
    en: 'A quiet hotel near Taksim Square.',
    de: 'Ein ruhiges Hotel nahe dem Taksim-Platz.',
  },
  address: { ar: 'شارع الاستقلال 10، إسطنبول', en: 'Istiklal Street 10, Istanbul', de: 'Istiklal-Straße 10, Istanbul' },
  stars: 4,
  lat: 41.0369,
  lng: 28.985,
  facilities: ['breakfast', 'internet', 'reception_24h'],
  languages: ['ar', 'en', 'tr'],
  rules: ['no_smoking', 'id_at_check_in'],
  check_in_time: '14:00',
  check_out_time: '12:00',
  featured: false,
  bestseller: false,
  tax_bp: 800,
  city_fee_iqd: '3000',
};
const roomBody = {
  code: 'double',
  name: { ar: 'غرفة مزدوجة', en: 'Double room', de: 'Doppelzimmer' },
  max_adults: 2,
  max_children: 1,
  max_occupancy: 3,
  bedding: 'one_double',
  size_sqm: 24,
  amenities: ['wifi', 'air_conditioning'],
  rooms: 6,
};
const rateBody = {
  board: 'breakfast',
  refundable: true,
  free_cancel_days: 3,
  penalty_bp: 5000,
  nightly_iqd: '95000',
  child_nightly_iqd: '15000',
};

async function search(destination: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/hotel-searches',
    headers: { 'accept-language': 'en' },
    payload: {
      destination,
      check_in: inDays(20),
      check_out: inDays(23),
      nationality: 'IQ',
      rooms: [{ adults: 2 }],
    },
  });
  return res;
}

let customer: TestUser;
let hotelId: string;
let roomTypeId: string;

/** The customer books one room of the hotel's first rate for the stay (two adults), from the wallet. */
async function bookRoom(checkIn: string, checkOut: string) {
  customer ??= await createOwner(ctx);
  await fund(ctx, customer.accountId, 'IQD', 5_000_000n);
  const stay = { check_in: checkIn, check_out: checkOut, nationality: 'IQ' };
  const roomTypes = (await hotelRates(ctx, hotelId, { ...stay, rooms: [{ adults: 2 }] })).json().data
    .room_types as RoomTypeRow[];
  const rate = roomTypes.find((rt) => rt.id === roomTypeId)!.rates[0]!;
  const selection = await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: rate.id }]);
  const res = await bookHotel(ctx, customer, hotelBookingBody(selection));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; status: string; total: { iqd: string } };
}

/** What a new booking of the same stay would cost now (IQD). */
async function cheapestTotal(checkIn: string, checkOut: string) {
  const stay = { check_in: checkIn, check_out: checkOut, nationality: 'IQ' };
  const roomTypes = (await hotelRates(ctx, hotelId, { ...stay, rooms: [{ adults: 2 }] })).json().data
    .room_types as RoomTypeRow[];
  const rate = roomTypes.find((rt) => rt.id === roomTypeId)!.rates[0]!;
  return (await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: rate.id }])).total.iqd;
}

describe('hotels as inventory', () => {
  it('adds a hotel with its texts in three languages, a room type and a rate; the search then finds it', async () => {
    const created = await send('POST', '/api/v1/admin/hotels', hotelBody);
    expect(created.statusCode).toBe(201);
    hotelId = created.json().data.id;
    expect(created.json().data).toMatchObject({
      slug: 'tigris-palace-istanbul',
      name: hotelBody.name,
      destination: { slug: 'istanbul' },
      active: true,
      room_types_list: [],
    });
    const withRoom = await send('POST', `/api/v1/admin/hotels/${hotelId}/room-types`, roomBody);
    expect(withRoom.statusCode).toBe(200);
    roomTypeId = withRoom.json().data.room_types_list[0].id;
    const withRate = await send('POST', `/api/v1/admin/hotels/${hotelId}/room-types/${roomTypeId}/rates`, rateBody);
    expect(withRate.json().data.room_types_list[0].rates).toEqual([
      expect.objectContaining({ board: 'breakfast', nightly_iqd: '95000', free_cancel_days: 3, active: true }),
    ]);

    const found = await search('tigris-palace-istanbul');
    expect(found.statusCode).toBe(200);
    const hotels = found.json().data.hotels as Array<{
      id: string;
      name: { de: string };
      cheapest: { board: string; per_night: { iqd: string } };
    }>;
    expect(hotels.map((h) => h.id)).toEqual([hotelId]);
    expect(hotels[0]!.name.de).toBe('Tigris-Palast');
    expect(hotels[0]!.cheapest.board).toBe('breakfast');
    const inCity = (await search('istanbul')).json().data;
    expect(inCity.facets.available).toBeGreaterThan(1);

    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, hotelId));
    expect(audit.map((a) => a.action)).toEqual(['hotel.create', 'hotel.room_type.create', 'hotel.rate.create']);
  });

  it('edits texts and prices, archives out of the search and restores', async () => {
    const edited = await send('PATCH', `/api/v1/admin/hotels/${hotelId}`, {
      name: { ar: 'قصر دجلة الكبير', en: 'Grand Tigris Palace', de: 'Großer Tigris-Palast' },
      stars: 5,
    });
    expect(edited.json().data).toMatchObject({ stars: 5, name: { en: 'Grand Tigris Palace' } });
    const rateId = edited.json().data.room_types_list[0].rates[0].id;
    const repriced = await send('PATCH', `/api/v1/admin/hotels/${hotelId}/rates/${rateId}`, { nightly_iqd: '120000' });
    expect(repriced.json().data.room_types_list[0].rates[0].nightly_iqd).toBe('120000');
    expect((await send('POST', `/api/v1/admin/hotels/${hotelId}/archive`)).json().data.active).toBe(false);
    expect((await search('tigris-palace-istanbul')).statusCode).toBeGreaterThanOrEqual(400);
    expect(
      (await send('GET', '/api/v1/admin/hotels?status=archived&q=tigris')).json().data.map((h: { id: string }) => h.id),
    ).toEqual([hotelId]);
    expect((await send('POST', `/api/v1/admin/hotels/${hotelId}/restore`)).json().data.active).toBe(true);
    expect((await search('tigris-palace-istanbul')).json().data.hotels).toHaveLength(1);
  });

  it('takes pictures, names them as hotel pictures and serves them at /uploads/hotels/thumb/', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0b4f6c' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'facade.jpg');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/hotels/${hotelId}/images`,
      headers: editor.auth,
      payload: form,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.images).toEqual([
      { file: 'tigris-palace-istanbul.webp', url: '/uploads/hotels/thumb/tigris-palace-istanbul.webp' },
    ]);
    const served = await ctx.app.inject({ url: '/uploads/hotels/thumb/tigris-palace-istanbul.webp' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 800]);
    const reorder = await send('PATCH', `/api/v1/admin/hotels/${hotelId}`, { images: ['other.webp'] });
    expect(reorder.json().errors).toEqual([{ field: 'images.0', message: 'Choose one of the allowed values' }]);
  });

  it('sets rooms per night, never below what is sold', async () => {
    const night = hotelDay(40);
    const next = hotelDay(41);
    const booking = await bookRoom(night, next);
    expect(booking.status).toBe('confirmed');
    const allotments = `/api/v1/admin/hotels/${hotelId}/room-types/${roomTypeId}/allotments`;
    const before = (await send('GET', `${allotments}?from=${night}&days=2`)).json().data;
    expect(before.nights).toEqual([
      { night, capacity: 6, sold: 1, overridden: false },
      { night: next, capacity: 6, sold: 0, overridden: false },
    ]);

    const refused = await send('PUT', allotments, { night, capacity: 0 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'capacity_below_sold',
      errors: [{ field: 'capacity', message: 'The capacity cannot be below the 1 already sold' }],
    });
    const down = await send('PUT', allotments, { night, capacity: 1 });
    expect(down.json().data).toEqual({ room_type_id: roomTypeId, night, capacity: 1, sold: 1 });
    const closed = await send('PUT', allotments, { night: next, capacity: 0 });
    expect(closed.json().data).toEqual({ room_type_id: roomTypeId, night: next, capacity: 0, sold: 0 });
    const after = (await send('GET', `${allotments}?from=${night}&days=2`)).json().data;
    expect(after.nights).toEqual([
      { night, capacity: 1, sold: 1, overridden: true },
      { night: next, capacity: 0, sold: 0, overridden: true },
    ]);
  });

  it('a new price is for new sales: a booking keeps its total and its refund quote', async () => {
    const checkIn = hotelDay(50);
    const checkOut = hotelDay(52);
    const booking = await bookRoom(checkIn, checkOut);
    const quoteOf = async () =>
      (
        await ctx.app.inject({
          url: `/api/v1/bookings/${booking.id}/cancellation-quote`,
          headers: { ...customer.auth, _currency: 'IQD' },
        })
      ).json().data;
    const quoted = await quoteOf();
    expect(quoted.refund.iqd).toBe(booking.total.iqd);
    const priceBefore = await cheapestTotal(checkIn, checkOut);

    const rate = (await send('GET', `/api/v1/admin/hotels/${hotelId}`)).json().data.room_types_list[0].rates[0];
    const repriced = await send('PATCH', `/api/v1/admin/hotels/${hotelId}/rates/${rate.id}`, {
      nightly_iqd: String(Number(rate.nightly_iqd) * 2),
    });
    expect(repriced.statusCode).toBe(200);

    // New sales pay the new price…
    expect(BigInt(await cheapestTotal(checkIn, checkOut))).toBeGreaterThan(BigInt(priceBefore));
    // …while the booking keeps what it paid and what cancelling gives back.
    const after = (await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: customer.auth })).json().data;
    expect(after.total).toEqual(booking.total);
    expect(await quoteOf()).toEqual(quoted);
  });

  it.each([
    ['an unknown destination', { destination: 'atlantis' }, 'destination', 'Not found'],
    ['a slug with spaces', { slug: 'Tigris Palace' }, 'slug', 'Use lower-case Latin letters, digits and hyphens'],
    ['no German name', { name: { ar: 'أ', en: 'A', de: '' } }, 'name.de', 'This field is required'],
    ['six stars', { stars: 6 }, 'stars', 'Must be at most 5'],
    ['an unknown facility', { facilities: ['helipad'] }, 'facilities.0', 'Choose one of the allowed values'],
    ['no languages', { languages: [] }, 'languages', 'This field is required'],
    ['a check-in at 25:00', { check_in_time: '25:00' }, 'check_in_time', 'Enter a time as HH:MM'],
    ['an existing slug', { slug: 'tigris-palace-istanbul' }, 'slug', 'A hotel with this short name exists already'],
  ])('refuses a hotel with %s', async (_label, over, field, message) => {
    const res = await send('POST', '/api/v1/admin/hotels', { ...hotelBody, slug: 'another-hotel', ...over });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it.each([
    [
      'a room for more adults than guests',
      { max_adults: 3, max_occupancy: 2 },
      'max_occupancy',
      'The room takes at least as many guests as adults',
    ],
    ['an unknown room code', { code: 'penthouse' }, 'code', 'Choose one of the allowed values'],
    ['a code the hotel has', {}, 'code', 'This hotel already has a room type with this code'],
  ])('refuses a room type with %s', async (_label, over, field, message) => {
    const res = await send('POST', `/api/v1/admin/hotels/${hotelId}/room-types`, { ...roomBody, ...over });
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it.each([
    ['a refundable rate without free days', { free_cancel_days: null }, 'free_cancel_days'],
    ['a non-refundable rate with free days', { refundable: false }, 'free_cancel_days'],
    ['a tiny price', { nightly_iqd: '10' }, 'nightly_iqd'],
    ['a penalty over 100 %', { penalty_bp: 20000 }, 'penalty_bp'],
  ])('refuses %s', async (_label, over, field) => {
    const res = await send('POST', `/api/v1/admin/hotels/${hotelId}/room-types/${roomTypeId}/rates`, {
      ...rateBody,
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it.each([
    [
      'more adults than guests',
      { max_adults: 4, max_occupancy: 3 },
      'max_occupancy',
      'The room takes at least as many guests as adults',
    ],
    [
      'fewer guests than the adults it has',
      { max_occupancy: 1 },
      'max_occupancy',
      'The room takes at least as many guests as adults',
    ],
    ['no adult', { max_adults: 0 }, 'max_adults', 'Must be at least 1'],
    ['a broom cupboard', { size_sqm: 3 }, 'size_sqm', 'Must be at least 8'],
    ['unknown beds', { bedding: 'hammock' }, 'bedding', 'Choose one of the allowed values'],
    ['an unknown amenity', { amenities: ['jacuzzi'] }, 'amenities.0', 'Choose one of the allowed values'],
    ['no German name', { name: { ar: 'غرفة', en: 'Room', de: '' } }, 'name.de', 'This field is required'],
    ['a new code (bookings name the room by it)', { code: 'suite' }, 'code', 'Unknown field'],
    ['rooms in words', { rooms: 'six' }, 'rooms', 'Invalid value'],
  ])('refuses a room type change with %s', async (_label, change, field, message) => {
    const res = await send('PATCH', `/api/v1/admin/hotels/${hotelId}/room-types/${roomTypeId}`, change);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors).toContainEqual({ field, message });
    const rt = (await send('GET', `/api/v1/admin/hotels/${hotelId}`)).json().data.room_types_list[0];
    expect(rt).toMatchObject({ max_adults: 2, max_occupancy: 3, size_sqm: 24, rooms: 6 });
  });

  it.each([
    ['an impossible night', { night: '2027-02-29' }, 'night', 'Enter a date as YYYY-MM-DD'],
    ['a night without its day', { night: '2027-05' }, 'night', 'Enter a date as YYYY-MM-DD'],
    ['a negative capacity', { capacity: -2 }, 'capacity', 'Must be at least 0'],
    ['a capacity of 1000 rooms', { capacity: 1000 }, 'capacity', 'Must be at most 500'],
    ['no capacity', { capacity: undefined }, 'capacity', 'This field is required'],
    ['an extra field', { sold: 0 }, 'sold', 'Unknown field'],
  ])('refuses rooms per night with %s', async (_label, change, field, message) => {
    const res = await send('PUT', `/api/v1/admin/hotels/${hotelId}/room-types/${roomTypeId}/allotments`, {
      night: hotelDay(60),
      capacity: 3,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it.each([
    ['a text file', Buffer.from('not a picture at all'), 'text/plain', 'notes.txt'],
    ['a PDF', Buffer.from('%PDF-1.4\n%%EOF'), 'application/pdf', 'brochure.pdf'],
    ['an SVG drawing', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'logo.svg'],
    ['a JPEG that is cut off', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'image/jpeg', 'cut.jpg'],
  ])('refuses a hotel picture that is %s', async (_label, bytes, type, name) => {
    const before = (await send('GET', `/api/v1/admin/hotels/${hotelId}`)).json().data.images;
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/hotels/${hotelId}/images`,
      headers: { ...editor.auth, 'accept-language': 'en' },
      payload: form,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'upload_invalid',
      errors: [{ field: 'file', message: 'Upload a JPEG, PNG or WebP image of at most 5 MB' }],
    });
    expect((await send('GET', `/api/v1/admin/hotels/${hotelId}`)).json().data.images).toEqual(before);
  });

  it('answers 404 for another hotel’s room type and unknown hotels', async () => {
    expect((await send('GET', '/api/v1/admin/hotels/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const other = (await send('GET', '/api/v1/admin/hotels?destination=dubai&per_page=1')).json().data[0];
    expect((await send('GET', `/api/v1/admin/hotels/${other.id}/room-types/${roomTypeId}/allotments`)).statusCode).toBe(
      404,
    );
    const destinations = (await send('GET', '/api/v1/admin/hotels/destinations')).json().data;
    expect(destinations.map((d: { slug: string }) => d.slug)).toContain('istanbul');
  });
});
