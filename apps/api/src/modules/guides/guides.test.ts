import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import { bookGuide, freeRun, guideContact, guideDetail, searchGuides } from '../../test/guides.js';
import { dayCapacity } from '../../db/schema.js';
import { addDays } from '../../lib/time-zones.js';
import { setDayCapacity } from '../bookings/day-capacity.js';
import { builtinGuides, isDayOff } from './builtin/inventory.js';
import { GUIDE_CITIES } from './builtin/reference-data.js';
import { priceTrip } from './guides.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Detail {
  guide: { id: string; languages: string[]; max_group: number; group_included: number; weekly_day_off: number };
  first_day: string;
  unavailable: string[];
  price: { total: { iqd: string } };
}

async function funded(amount = 50_000_000n) {
  const user = await createOwner(ctx);
  await fund(ctx, user.accountId, 'IQD', amount);
  return user;
}

async function firstGuide(city = 'karbala'): Promise<Detail> {
  const res = await searchGuides(ctx, { city });
  expect(res.statusCode).toBe(200);
  const id = res.json().data.guides[0].id as string;
  return (await guideDetail(ctx, id)).json().data;
}

async function bodyFor(d: Detail, start: string, days: number, group = 3, over: Record<string, unknown> = {}) {
  const quote = await guideDetail(ctx, d.guide.id, { date: start, days, group });
  expect(quote.statusCode).toBe(200);
  return {
    guide_id: d.guide.id,
    start,
    days,
    group_size: group,
    language: d.guide.languages[0],
    meeting_point: 'Hotel lobby, Bab Al-Qibla street',
    notes: 'Two elderly travellers',
    contact: guideContact(),
    accepted_total_iqd: quote.json().data.price.total.iqd as string,
    payment: { method: 'wallet', currency: 'IQD' },
    ...over,
  };
}

describe('inventory and search', () => {
  it('has at least 80 guides in the cities of the issue, speaking several languages, priced in IQD', () => {
    const { list } = builtinGuides();
    expect(list.length).toBeGreaterThanOrEqual(80);
    for (const city of [
      'baghdad',
      'najaf',
      'karbala',
      'samarra',
      'kadhimiya',
      'erbil',
      'basra',
      'babylon',
      'istanbul',
      'makkah',
      'madinah',
      'mashhad',
      'tbilisi',
      'cairo',
    ])
      expect(
        list.some((g) => g.city.slug === city),
        city,
      ).toBe(true);
    expect(new Set(list.map((g) => g.id)).size).toBe(list.length);
    expect(list.every((g) => g.languages.length >= 2 && g.dailyIqd > 0n && g.name.ar && g.bio.de)).toBe(true);
  });

  it('lists cities and searches one city or every city, filtered by language, speciality and price', async () => {
    const cities = (await ctx.app.inject({ url: '/api/v1/guide-cities' })).json().data;
    expect(cities.length).toBe(GUIDE_CITIES.length);
    const all = (await searchGuides(ctx, {})).json();
    expect(all.meta.total).toBe(builtinGuides().list.length);
    expect(all.data.city).toBeNull();
    const najaf = (await searchGuides(ctx, { city: 'najaf', language: 'fa', speciality: 'religious' })).json();
    expect(najaf.data.city.slug).toBe('najaf');
    for (const g of najaf.data.guides) {
      expect(g.city.slug).toBe('najaf');
      expect(g.languages).toContain('fa');
      expect(g.specialities).toContain('religious');
    }
    const cheap = (await searchGuides(ctx, { city: 'baghdad', sort: 'price_asc', group: 2, price_max: 100000 })).json();
    const totals = cheap.data.guides.map((g: { price: { total: { amount: string } } }) => Number(g.price.total.amount));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals.every((t: number) => t <= 100000)).toBe(true);
  });

  it('adds the per-person supplement above the group the rate covers', async () => {
    const d = await firstGuide('najaf');
    const g = builtinGuides().byId.get(d.guide.id)!;
    const small = priceTrip(g, 2, g.groupIncluded);
    const big = priceTrip(g, 2, g.groupIncluded + 3);
    expect(small.total).toBe(g.dailyIqd * 2n);
    expect(big.supplement).toBe(g.perPersonIqd * 6n);
    const quoted = await guideDetail(ctx, g.id, { days: 2, group: g.groupIncluded + 3 });
    expect(quoted.json().data.price).toMatchObject({ extra_people: 3, total: { iqd: big.total.toString() } });
  });

  it('greys the guide’s days off and hides a guide who is not free on a day of the trip', async () => {
    const d = await firstGuide();
    const g = builtinGuides().byId.get(d.guide.id)!;
    const off = d.unavailable[0]!;
    expect(isDayOff(g, off)).toBe(true);
    expect(
      d.unavailable.filter((x) => new Date(`${x}T00:00:00Z`).getUTCDay() === g.weeklyDayOff).length,
    ).toBeGreaterThan(20);
    const res = (await searchGuides(ctx, { city: 'karbala', date: off, days: 1 })).json();
    expect(res.data.guides.map((x: { id: string }) => x.id)).not.toContain(g.id);
  });

  it('explains every bad input with a field message in the caller’s language', async () => {
    const d = await firstGuide();
    const cases: Array<[Record<string, string | number>, string, number]> = [
      [{ city: 'atlantis' }, 'city', 422],
      [{ city: 'karbala', date: '2020-01-01' }, 'date', 400],
      [{ city: 'karbala', date: '2026-02-30' }, 'date', 400],
      [{ city: 'karbala', days: 0 }, 'days', 400],
      [{ city: 'karbala', days: 20 }, 'days', 400],
      [{ city: 'karbala', group: 31 }, 'group', 400],
      [{ city: 'karbala', language: 'xx' }, 'language', 400],
      [{ city: 'karbala', speciality: 'diving' }, 'speciality', 400],
    ];
    for (const [q, field, status] of cases) {
      const res = await searchGuides(ctx, q, { 'accept-language': 'ar' });
      expect(res.statusCode, field).toBe(status);
      const error = res.json().errors?.find((e: { field: string }) => e.field === field);
      expect(error, field).toBeTruthy();
      expect(error.message, field).toMatch(/[\u0600-\u06ff]/);
    }
    expect((await guideDetail(ctx, '0190aaaa-0000-7000-8000-000000000000')).statusCode).toBe(404);
    const user = await funded();
    const start = freeRun(d, 2, 10);
    const base = await bodyFor(d, start, 2);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ start: d.unavailable.find((x) => x > d.first_day)!, days: 1 }, 'start'],
      [{ group_size: d.guide.max_group + 1 }, 'group_size'],
      [{ language: ['ka', 'id', 'ru'].find((l) => !d.guide.languages.includes(l)) }, 'language'],
      [{ meeting_point: '' }, 'meeting_point'],
      [{ contact: guideContact({ email: 'nope' }) }, 'contact.email'],
      [{ start: addDays(d.first_day, -2) }, 'start'],
    ];
    for (const [over, field] of bad) {
      const res = await bookGuide(ctx, user, { ...base, ...over }, { 'accept-language': 'de' });
      expect(res.statusCode, field).toBe(400);
      const error = res.json().errors?.find((e: { field: string }) => e.field === field);
      expect(error, field).toBeTruthy();
    }
    expect((await walletMinor(ctx, user)).IQD).toBe(50_000_000n);
  });
});

describe('booking', () => {
  it('books a guide for two days: the wallet pays, the days are taken, a second booking of a day is refused', async () => {
    const user = await funded();
    const d = await firstGuide();
    const start = freeRun(d, 2, 5);
    const body = await bodyFor(d, start, 2);
    const res = await bookGuide(ctx, user, body, { 'idempotency-key': 'guide-booking-1' });
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    expect(booking).toMatchObject({ service: 'guide', status: 'confirmed', total: { iqd: body.accepted_total_iqd } });
    expect(booking.details).toMatchObject({ start, days: [start, addDays(start, 1)], group_size: 3 });
    expect((await walletMinor(ctx, user)).IQD).toBe(50_000_000n - BigInt(body.accepted_total_iqd));
    expect((await bookGuide(ctx, user, body, { 'idempotency-key': 'guide-booking-1' })).json().data.id).toBe(
      booking.id,
    );
    const list = await ctx.app.inject({ url: '/api/v1/bookings?service=guide', headers: user.auth });
    expect(list.json().data[0].title).toContain('كربلاء');
    const again = await bookGuide(ctx, user, {
      ...body,
      start: addDays(start, 1),
      days: 1,
      accepted_total_iqd: (await bodyFor(d, addDays(start, 1), 1)).accepted_total_iqd,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('guide_unavailable');
    const detail = (await guideDetail(ctx, d.guide.id)).json().data;
    expect(detail.unavailable).toContain(start);
    const search = (await searchGuides(ctx, { city: 'karbala', date: start, days: 1 })).json();
    expect(search.data.guides.map((x: { id: string }) => x.id)).not.toContain(d.guide.id);
    const { drift, sums } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const row of sums) expect(row.posted).toBe('0');
  });

  it('refuses a stale total with the new price, and a day staff closed as a day off', async () => {
    const user = await funded();
    const d = await firstGuide('erbil');
    const start = freeRun(d, 1, 30);
    const body = await bodyFor(d, start, 1);
    const stale = await bookGuide(ctx, user, { ...body, accepted_total_iqd: '1000' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('price_changed');
    await setDayCapacity(ctx.database.db, { kind: 'guide', resourceId: d.guide.id, day: start, capacity: 0 });
    // What a staff screen closing the day would do after its change: searches read the days again.
    ctx.app.services.guides.invalidate();
    const closed = await bookGuide(ctx, user, body);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().errors[0]).toMatchObject({ field: 'start' });
    expect((await guideDetail(ctx, d.guide.id)).json().data.unavailable).toContain(start);
  });

  it('holds a booking unpaid when the trip is far enough', async () => {
    const user = await createOwner(ctx);
    const d = await firstGuide('najaf');
    const body = await bodyFor(d, freeRun(d, 2, 20), 2, 2, { payment: { method: 'hold' } });
    const res = await bookGuide(ctx, user, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('held');
  });
});

describe('cancellation', () => {
  const quote = (user: TestUser, id: string) =>
    ctx.app.inject({ url: `/api/v1/bookings/${id}/cancellation-quote`, headers: user.auth });
  const cancel = (user: TestUser, id: string, refund: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${id}/cancel`,
      headers: user.auth,
      payload: { accepted_refund: refund },
    });

  it('refunds everything until 72 hours before the trip and gives the days back; half after; nothing once begun', async () => {
    const user = await funded();
    const d = await firstGuide('baghdad');
    const start = freeRun(d, 2, 12);
    const body = await bodyFor(d, start, 2);
    const booking = (await bookGuide(ctx, user, body)).json().data;
    const q = (await quote(user, booking.id)).json().data;
    expect(q).toMatchObject({ allowed: true, rule: 'refundable', refund: { amount: body.accepted_total_iqd } });
    expect((await cancel(user, booking.id, q.refund.amount)).json().data.status).toBe('refunded');
    expect((await walletMinor(ctx, user)).IQD).toBe(50_000_000n);
    const rows = await ctx.database.db
      .select()
      .from(dayCapacity)
      .where(and(eq(dayCapacity.kind, 'guide'), eq(dayCapacity.resourceId, d.guide.id)));
    expect(rows.filter((r) => r.day === start).map((r) => r.taken)).toEqual([0]);

    const late = (await bookGuide(ctx, user, await bodyFor(d, start, 1))).json().data;
    await ctx.database.db.execute(
      sql`update bookings set details = jsonb_set(details, '{freeUntil}', to_jsonb(${Date.now() - 60_000}::bigint)) where id = ${late.id}`,
    );
    const lq = (await quote(user, late.id)).json().data;
    expect(lq).toMatchObject({ allowed: true, rule: 'as_per_rules' });
    const total = BigInt(late.total.iqd);
    expect(BigInt(lq.refund.amount)).toBe(total - (total * 50n) / 100n);
    await ctx.database.db.execute(
      sql`update bookings set details = jsonb_set(details, '{startsAt}', to_jsonb(${Date.now() - 60_000}::bigint)) where id = ${late.id}`,
    );
    expect((await quote(user, late.id)).json().data.allowed).toBe(false);
    expect((await cancel(user, late.id, '0')).statusCode).toBe(409);
  });
});

describe('the back office’s guide calendars', () => {
  it('closes and opens a guide’s day (audited), refuses to close a booked day, and searches follow', async () => {
    const staff = await createStaff(ctx, 'editor');
    const d = await firstGuide('samarra');
    const start = freeRun(d, 2, 50);
    const put = (day: string, available: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/guides/${d.guide.id}/days/${day}`,
        headers: staff.auth,
        payload: { available },
      });
    expect((await put(start, false)).statusCode).toBe(200);
    const calendar = await ctx.app.inject({ url: `/api/v1/admin/guides/${d.guide.id}/calendar`, headers: staff.auth });
    expect(calendar.json().data.closed).toContain(start);
    expect((await guideDetail(ctx, d.guide.id)).json().data.unavailable).toContain(start);
    expect((await put(start, true)).statusCode).toBe(200);
    expect((await guideDetail(ctx, d.guide.id)).json().data.unavailable).not.toContain(start);
    const user = await funded();
    const booked = await bookGuide(ctx, user, await bodyFor(d, start, 2));
    expect(booked.statusCode).toBe(201);
    const reference = booked.json().data.reference as string;
    const withBooking = (
      await ctx.app.inject({ url: `/api/v1/admin/guides/${d.guide.id}/calendar`, headers: staff.auth })
    ).json().data;
    expect(withBooking.booked).toEqual(expect.arrayContaining([start, addDays(start, 1)]));
    expect(withBooking.bookings.filter((b: { reference: string }) => b.reference === reference)).toEqual([
      { day: start, reference, status: expect.any(String) },
      { day: addDays(start, 1), reference, status: expect.any(String) },
    ]);
    const refused = await put(addDays(start, 1), false);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('guide_day_booked');
    expect(refused.json().detail).toContain(reference);
    const customer = await ctx.app.inject({
      url: `/api/v1/admin/guides/${d.guide.id}/calendar`,
      headers: user.auth,
    });
    expect(customer.statusCode).toBe(403);
  });
});

describe('the back office’s list of guides', () => {
  const list = (auth: Record<string, string>, query = '') =>
    ctx.app.inject({ url: `/api/v1/admin/guides${query}`, headers: { ...auth, 'accept-language': 'de' } });

  it('lists every guide in pages, searches names in any script and cities, and filters by city', async () => {
    const staff = await createStaff(ctx, 'editor');
    const all = builtinGuides().list;
    const first = await list(staff.auth, '?per_page=10');
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ total: all.length, page: 1, per_page: 10 });
    expect(first.json().data).toHaveLength(10);
    const last = Math.ceil(all.length / 10);
    const lastPage = (await list(staff.auth, `?per_page=10&page=${last}`)).json();
    expect(lastPage.data).toHaveLength(all.length - (last - 1) * 10);

    const guide = all[7]!;
    const byLatin = (await list(staff.auth, `?q=${encodeURIComponent(guide.name.en.toUpperCase())}`)).json();
    expect(byLatin.data.map((g: { id: string }) => g.id)).toContain(guide.id);
    const byArabic = (await list(staff.auth, `?q=${encodeURIComponent(guide.name.ar)}`)).json();
    expect(byArabic.data.map((g: { id: string }) => g.id)).toContain(guide.id);

    const karbala = all.filter((g) => g.city.slug === 'karbala');
    const byCity = (await list(staff.auth, '?city=karbala&per_page=100')).json();
    expect(byCity.meta.total).toBe(karbala.length);
    expect(byCity.data.every((g: { city: { slug: string } }) => g.city.slug === 'karbala')).toBe(true);
    const byCityName = (await list(staff.auth, `?q=${encodeURIComponent('كربلاء')}&per_page=100`)).json();
    expect(byCityName.meta.total).toBe(karbala.length);
    expect((await list(staff.auth, '?q=zzzzqqq')).json()).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('refuses bad paging with a field message, and anyone outside the inventory area', async () => {
    const staff = await createStaff(ctx, 'editor');
    const bad = await list(staff.auth, '?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'page', message: expect.any(String) });
    const badCity = await list(staff.auth, '?city=Not%20A%20City!');
    expect(badCity.statusCode).toBe(400);
    expect((await list((await createStaff(ctx, 'desk')).auth)).statusCode).toBe(403);
    expect((await list((await createOwner(ctx)).auth)).statusCode).toBe(403);
  });
});
