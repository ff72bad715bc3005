import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { hotelDay, searchBody, searchHotels } from '../../test/hotels.js';
import { hotels } from '../../db/schema.js';
import * as repo from './builtin/hotels.repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Offer {
  id: string;
  slug: string;
  stars: number;
  review_score: number;
  review_count: number;
  bestseller: boolean;
  featured: boolean;
  facilities: string[];
  languages: string[];
  cheapest: {
    board: string;
    refundable: boolean;
    free_until: string | null;
    per_night: { iqd: string; amount: string; currency: string };
    total: { iqd: string; amount: string; currency: string };
  };
}

async function search(over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await searchHotels(ctx, searchBody(over), headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { hotels: Offer[]; nights: number; facets: { available: number; stars: Record<string, number> } };
    meta: { total: number; page: number; per_page: number };
  };
}

/** Every hotel of the search (all pages). */
async function everything(over: Record<string, unknown> = {}) {
  return (await search({ ...over, per_page: 50 })).data.hotels;
}

describe('POST /hotel-searches', () => {
  it('lists the hotels of a city with rooms for the whole stay, priced per night and for the stay', async () => {
    const { data, meta } = await search();
    expect(meta).toEqual({ total: 36, page: 1, per_page: 10 });
    expect(data.nights).toBe(3);
    expect(data.facets.available).toBe(36);
    expect(data.hotels).toHaveLength(10);
    for (const h of data.hotels) {
      const total = BigInt(h.cheapest.total.iqd);
      // per night is the stay's total over its nights, rounded up
      expect(BigInt(h.cheapest.per_night.iqd)).toBe((total + 2n) / 3n);
      expect(h.cheapest.total.currency).toBe('IQD');
    }
  });

  it('pages through the results: disjoint pages, the spec’s counts, an empty page past the end', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search({ page })));
    expect(pages.map((p) => p.data.hotels.length)).toEqual([10, 10, 10, 6]);
    const ids = pages.flatMap((p) => p.data.hotels.map((h) => h.id));
    expect(new Set(ids).size).toBe(36);
    expect(pages.every((p) => p.meta.total === 36)).toBe(true);
    expect((await search({ page: 5 })).data.hotels).toEqual([]);
    expect((await search({ per_page: 7, page: 6 })).data.hotels).toHaveLength(1);
  });

  it('filters by stars, facilities, languages, review score, bestseller and featured', async () => {
    const all = await everything();
    const cases: Array<[Record<string, unknown>, (h: Offer) => boolean]> = [
      [{ stars: [5] }, (h) => h.stars === 5],
      [{ stars: [3, 4] }, (h) => h.stars === 3 || h.stars === 4],
      [{ facilities: ['pool', 'gym'] }, (h) => h.facilities.includes('pool') && h.facilities.includes('gym')],
      [
        { facilities: ['wake_up_call', 'coffee'] },
        (h) => h.facilities.includes('wake_up_call') && h.facilities.includes('coffee'),
      ],
      [{ languages: ['ar'] }, (h) => h.languages.includes('ar')],
      [{ review_min: 8.5 }, (h) => h.review_score >= 8.5],
      [{ bestseller: true }, (h) => h.bestseller],
      [{ featured: true }, (h) => h.featured],
    ];
    for (const [filters, keep] of cases) {
      const found = await everything({ filters });
      const expected = all
        .filter(keep)
        .map((h) => h.id)
        .sort();
      expect(found.map((h) => h.id).sort(), JSON.stringify(filters)).toEqual(expected);
      expect(found.length, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(found.length, JSON.stringify(filters)).toBeLessThan(all.length);
    }
  });

  it('with breakfast, prices each hotel at a rate that includes it', async () => {
    const plain = await everything({ filters: { stars: [5] } });
    const withBreakfast = await everything({ filters: { stars: [5], facilities: ['breakfast'] } });
    expect(withBreakfast.length).toBeGreaterThan(10);
    for (const h of withBreakfast) {
      expect(h.cheapest.board).not.toBe('room_only');
      const before = plain.find((p) => p.id === h.id)!;
      expect(BigInt(h.cheapest.total.iqd)).toBeGreaterThanOrEqual(BigInt(before.cheapest.total.iqd));
    }
    expect(plain.some((h) => h.cheapest.board === 'room_only')).toBe(true);
  });

  it('with free cancellation, only rates still free to cancel', async () => {
    const found = await everything({ filters: { free_cancellation: true } });
    expect(found.length).toBeGreaterThan(0);
    for (const h of found) {
      expect(h.cheapest.refundable).toBe(true);
      expect(Date.parse(h.cheapest.free_until!)).toBeGreaterThan(Date.now());
    }
    // Check-in tomorrow: rates free until two or more days before have no free period left.
    const soon = await everything({
      check_in: hotelDay(1),
      check_out: hotelDay(2),
      filters: { free_cancellation: true },
    });
    const all = await everything({ check_in: hotelDay(1), check_out: hotelDay(2) });
    expect(soon.length).toBeLessThan(all.length);
  });

  it('filters by the price per night in the display currency', async () => {
    const all = await everything({}).then((list) =>
      list.map((h) => BigInt(h.cheapest.per_night.iqd)).sort((a, b) => (a < b ? -1 : 1)),
    );
    const min = all[8]!;
    const max = all[20]!;
    const found = await everything({ filters: { price_min: String(min), price_max: String(max) } });
    expect(found).toHaveLength(all.filter((p) => p >= min && p <= max).length);
    for (const h of found) {
      expect(BigInt(h.cheapest.per_night.iqd)).toBeGreaterThanOrEqual(min);
      expect(BigInt(h.cheapest.per_night.iqd)).toBeLessThanOrEqual(max);
    }
    // In dollars: the bounds apply to the converted amounts.
    const usd = (await search({ per_page: 50, filters: { price_max: '100' } }, { _currency: 'USD' })).data.hotels;
    expect(usd.length).toBeGreaterThan(0);
    for (const h of usd) {
      expect(h.cheapest.per_night.currency).toBe('USD');
      expect(Number(h.cheapest.per_night.amount)).toBeLessThanOrEqual(100);
    }
  });

  it('sorts by price, stars and review score', async () => {
    const byPrice = await everything({ sort: 'price_asc' });
    const totals = byPrice.map((h) => BigInt(h.cheapest.total.iqd));
    expect(totals).toEqual([...totals].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = (await everything({ sort: 'price_desc' })).map((h) => BigInt(h.cheapest.total.iqd));
    expect(desc).toEqual([...totals].reverse());
    const stars = (await everything({ sort: 'stars_desc' })).map((h) => h.stars);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    const reviews = (await everything({ sort: 'review_desc' })).map((h) => h.review_score);
    expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
    // Recommended: the hotel's quality rank, lifted by the featured (+30) and bestseller (+15) flags and five
    // points per review point; ties by slug.
    const ranks = new Map(
      (await ctx.database.db.select({ id: hotels.id, rank: hotels.rank }).from(hotels)).map((r) => [r.id, r.rank]),
    );
    const score = (h: Offer) => ranks.get(h.id)! + (h.featured ? 30 : 0) + (h.bestseller ? 15 : 0) + h.review_score * 5;
    const recommended = await everything({ sort: 'recommended' });
    const expected = [...byPrice].sort((a, b) => score(b) - score(a) || a.slug.localeCompare(b.slug));
    expect(recommended.map((h) => h.slug)).toEqual(expected.map((h) => h.slug));
    expect(recommended.map((h) => h.slug)).not.toEqual(byPrice.map((h) => h.slug));
    // The default order is the recommended one.
    expect((await everything()).map((h) => h.slug)).toEqual(expected.map((h) => h.slug));
  });

  it('leaves out hotels with a night without rooms, and counts each room of several', async () => {
    // The cheapest hotel with single rooms, so that two single rooms can be asked of it below.
    const first = (await search({ sort: 'price_asc', room_type: 'single', rooms: [{ adults: 1 }] })).data.hotels[0]!;
    const rates = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/hotels/${first.id}/rates`,
      headers: { _currency: 'IQD' },
      payload: { check_in: hotelDay(30), check_out: hotelDay(33), nationality: 'IQ', rooms: [{ adults: 2 }] },
    });
    const roomTypes = rates.json().data.room_types as Array<{ id: string; code: string }>;
    expect(roomTypes.map((rt) => rt.code)).toContain('single');
    // A stop-sale on the middle night for every room type of the hotel.
    for (const rt of roomTypes)
      await repo.setCapacity(ctx.database.db, { roomTypeId: rt.id, night: hotelDay(31), capacity: 0 });
    ctx.app.services.hotels.invalidate();
    expect((await everything()).some((h) => h.id === first.id)).toBe(false);
    // Stays that do not include that night still find it.
    const before = await everything({ check_in: hotelDay(29), check_out: hotelDay(31) });
    const after = await everything({ check_in: hotelDay(32), check_out: hotelDay(34) });
    expect(before.some((h) => h.id === first.id)).toBe(true);
    expect(after.some((h) => h.id === first.id)).toBe(true);
    // One room left of each type that night: one room is sold, two rooms are not (for that stay).
    for (const rt of roomTypes)
      await repo.setCapacity(ctx.database.db, { roomTypeId: rt.id, night: hotelDay(31), capacity: 1 });
    ctx.app.services.hotels.invalidate();
    expect((await everything()).some((h) => h.id === first.id)).toBe(true);
    const oneSingle = await everything({ rooms: [{ adults: 1 }], room_type: 'single' });
    expect(oneSingle.some((h) => h.id === first.id)).toBe(true);
    const twoSingles = await everything({ rooms: [{ adults: 1 }, { adults: 1 }], room_type: 'single' });
    expect(twoSingles.some((h) => h.id === first.id)).toBe(false);
  });

  it('searches one hotel by its slug, and rooms of one type only', async () => {
    const target = (await search()).data.hotels[3]!;
    const one = await search({ destination: target.slug });
    expect(one.meta.total).toBe(1);
    expect(one.data.hotels[0]!.id).toBe(target.id);
    const suites = await everything({ room_type: 'suite' });
    expect(suites.length).toBeGreaterThan(0);
    for (const h of suites) expect((h.cheapest as unknown as { room_types: string[] }).room_types).toEqual(['suite']);
  });

  it('prices in the display currency, rounded up from the exact IQD', async () => {
    const usd = (await search({}, { _currency: 'USD' })).data.hotels[0]!;
    expect(usd.cheapest.total.currency).toBe('USD');
    const cents = Math.ceil(Number(BigInt(usd.cheapest.total.iqd) * 76n) / 1000);
    expect(Math.round(Number(usd.cheapest.total.amount) * 100)).toBe(cents);
  });
});

describe('destinations, hotel detail and pictures', () => {
  it('suggests cities in Arabic, English and German, then hotels by name', async () => {
    const get = async (q: string) =>
      (await ctx.app.inject({ url: `/api/v1/hotel-destinations?q=${encodeURIComponent(q)}` })).json().data as Array<{
        kind: string;
        slug: string;
      }>;
    expect((await get('إسطن'))[0]).toMatchObject({ kind: 'city', slug: 'istanbul' });
    expect((await get('Kerbela'))[0]).toMatchObject({ kind: 'city', slug: 'karbala' });
    expect((await get('kar'))[0]!.slug).toBe('karbala');
    expect((await get('كربلاء'))[0]!.slug).toBe('karbala');
    const hotels = await get('Palace Sultan');
    expect(hotels[0]).toMatchObject({ kind: 'hotel', slug: 'palace-sultanahmet-istanbul' });
    expect(await get('zzzz')).toEqual([]);
    // Without the hamza, the case or the accents of the stored names (decision 110).
    expect((await get('اسطنبول'))[0]).toMatchObject({ kind: 'city', slug: 'istanbul' });
    expect((await get('ISTANBUL'))[0]).toMatchObject({ kind: 'city', slug: 'istanbul' });
    expect((await get('اربيل'))[0]).toMatchObject({ kind: 'city', slug: 'erbil' });
    const one = await ctx.app.inject({ url: '/api/v1/hotel-destinations/najaf' });
    expect(one.json().data).toMatchObject({
      kind: 'city',
      slug: 'najaf',
      name: { ar: 'النجف', en: 'Najaf', de: 'Nadschaf' },
    });
    const unknown = await ctx.app.inject({ url: '/api/v1/hotel-destinations/atlantis', headers: { _lang: 'de' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toBe('Wählen Sie eine Stadt oder ein Hotel aus der Liste');
  });

  it('shows a hotel by id or slug with its description in three languages, rooms and pictures', async () => {
    const bySlug = await ctx.app.inject({ url: '/api/v1/hotels/palace-sultanahmet-istanbul' });
    expect(bySlug.statusCode).toBe(200);
    const hotel = bySlug.json().data;
    expect(hotel.description.en).toContain('5-star hotel in Sultanahmet, Istanbul');
    expect(hotel.description.ar).toContain('إسطنبول');
    expect(hotel.description.de).toContain('5-Sterne-Hotel');
    expect(hotel.room_types.length).toBeGreaterThan(2);
    expect(hotel.images).toHaveLength(5);
    expect(hotel.check_in_time).toMatch(/^\d\d:\d\d$/);
    const byId = await ctx.app.inject({ url: `/api/v1/hotels/${hotel.id}` });
    expect(byId.json().data.slug).toBe('palace-sultanahmet-istanbul');

    const img = await ctx.app.inject({ url: hotel.thumbnail_url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toContain('public');
    expect(img.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const room = await ctx.app.inject({ url: hotel.room_types[0].image_url });
    expect(room.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/uploads/hotels/thumb/no-such-hotel.webp' })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/uploads/hotels/thumb/palace-sultanahmet-istanbul-room-igloo.webp' })).statusCode,
    ).toBe(404);
  });

  it('answers an unknown hotel with a translated 404', async () => {
    for (const [lang, text] of [
      ['en', 'We could not find this hotel'],
      ['ar', 'لم نعثر على هذا الفندق'],
      ['de', 'Dieses Hotel konnten wir nicht finden'],
    ]) {
      const res = await ctx.app.inject({
        url: '/api/v1/hotels/00000000-0000-4000-8000-000000000000',
        headers: { _lang: lang! },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ code: 'hotel_not_found', detail: text });
    }
  });
});
