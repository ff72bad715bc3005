import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createStaff, type TestUser } from '../../../test/factories.js';
import { inDays } from '../../../test/flights.js';
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

describe('hotels as inventory', () => {
  let hotelId: string;
  let roomTypeId: string;

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
    const night = inDays(40);
    const before = (
      await send('GET', `/api/v1/admin/hotels/${hotelId}/room-types/${roomTypeId}/allotments?from=${night}&days=2`)
    ).json().data;
    expect(before.nights).toEqual([
      { night, capacity: 6, sold: 0, overridden: false },
      { night: inDays(41), capacity: 6, sold: 0, overridden: false },
    ]);
    const closed = await send('PUT', `/api/v1/admin/hotels/${hotelId}/room-types/${roomTypeId}/allotments`, {
      night,
      capacity: 0,
    });
    expect(closed.json().data).toEqual({ room_type_id: roomTypeId, night, capacity: 0, sold: 0 });
    const after = (
      await send('GET', `/api/v1/admin/hotels/${hotelId}/room-types/${roomTypeId}/allotments?from=${night}&days=1`)
    ).json().data;
    expect(after.nights[0]).toEqual({ night, capacity: 0, sold: 0, overridden: true });
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
