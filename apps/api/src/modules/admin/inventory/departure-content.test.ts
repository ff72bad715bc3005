import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { AdminDepartureProduct, AdminWaitlistEntry } from '@portal/contracts/admin-departures';
import type { WaitlistEntry } from '@portal/contracts/departures';
import type { TourDetail } from '@portal/contracts/tours';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../../test/factories.js';
import { bookTour, selectTour, tourBookingBody, tourDetail } from '../../../test/packages.js';
import { auditLog, departureCategories, departureProducts, notifications } from '../../../db/schema.js';
import { addDays, baghdadDate } from '../../../lib/time-zones.js';

/* A package's itinerary edited day by day, and a departure's waitlist line with staff's actions (decision 140). */

let ctx: TestContext;
let editor: TestUser;
let desk: TestUser;
let customer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await createStaff(ctx, 'editor');
  desk = await createStaff(ctx, 'desk');
  customer = await createOwner(ctx);
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, who = editor, lang = 'en') =>
  ctx.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: { ...who.auth, 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function productId(slug: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ id: departureProducts.id })
    .from(departureProducts)
    .where(eq(departureProducts.slug, slug));
  return row!.id;
}
async function product(id: string): Promise<AdminDepartureProduct> {
  const res = await send('GET', `/departure-products/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function lastAudit() {
  const [entry] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return entry!;
}
const day = (n: number) => ({
  title: { ar: `اليوم ${n}: وصول`, en: `Day ${n}: arrival`, de: `Tag ${n}: Ankunft` },
  text: { ar: `نص اليوم ${n}`, en: `What happens on day ${n}.`, de: `Was an Tag ${n} geschieht.` },
});

describe('a package’s itinerary in the back office', () => {
  const SLUG = 'istanbul-classic-from-basra';

  it('shows the itinerary day by day; services without one show none', async () => {
    const p = await product(await productId(SLUG));
    expect(p.itinerary).toHaveLength(p.days);
    expect(p.itinerary![0]).toMatchObject({ day: 1, title: { ar: expect.any(String), en: expect.any(String) } });
    const conference = (await send('GET', '/departure-products?service=conference&per_page=1')).json().data[0];
    expect((await product(conference.id)).itinerary).toBeNull();
  });

  it('replaces the itinerary in three languages, audited, and the package’s page shows it', async () => {
    const id = await productId(SLUG);
    const before = await product(id);
    const itinerary = Array.from({ length: before.days }, (_, i) => day(i + 1));
    const res = await send('PUT', `/departure-products/${id}/itinerary`, { itinerary });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as AdminDepartureProduct;
    expect(saved.itinerary).toEqual(itinerary.map((d, i) => ({ day: i + 1, ...d })));
    // The rest of the content is kept.
    const detail = (await tourDetail(ctx, SLUG)).json().data as TourDetail;
    expect(detail.itinerary[1]).toEqual({ day: 2, ...day(2) });
    expect(detail.places.length).toBeGreaterThan(0);
    expect(detail.hotels.length).toBeGreaterThan(0);
    expect(await lastAudit()).toMatchObject({
      actorId: editor.id,
      action: 'departure_product.itinerary',
      entity: 'departure_product',
      entityId: id,
      before: { itinerary: before.itinerary },
      after: { itinerary: saved.itinerary },
    });
  });

  it('refuses bad itineraries with a message on the field, in the caller’s language, and keeps the old one', async () => {
    const id = await productId('istanbul-classic-from-basra');
    const { days, itinerary } = await product(id);
    const short = await send('PUT', `/departure-products/${id}/itinerary`, { itinerary: [day(1)] });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { field: 'itinerary', message: `Give one day for each of the package’s ${days} days` },
    ]);
    const ar = await send('PUT', `/departure-products/${id}/itinerary`, { itinerary: [day(1)] }, editor, 'ar');
    expect(ar.json().errors[0].message).toBe(`أدخل يومًا لكل يوم من أيام الباقة، وعددها ${days}`);

    const blank = Array.from({ length: days }, (_, i) => day(i + 1));
    blank[1] = { ...blank[1]!, title: { ...blank[1]!.title, de: '  ' } };
    const empty = await send('PUT', `/departure-products/${id}/itinerary`, { itinerary: blank });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((e: { field: string }) => e.field)).toEqual(['itinerary.1.title.de']);

    for (const payload of [{}, { itinerary: [] }, { itinerary: 'day one' }, { itinerary: [day(1)], extra: 1 }]) {
      const res = await send('PUT', `/departure-products/${id}/itinerary`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    const conference = (await send('GET', '/departure-products?service=conference&per_page=1')).json().data[0];
    expect(
      (await send('PUT', `/departure-products/${conference.id}/itinerary`, { itinerary: [day(1)] })).statusCode,
    ).toBe(404);
    expect((await product(id)).itinerary).toEqual(itinerary);
  });

  it('is the inventory staff’s', async () => {
    const id = await productId('istanbul-classic-from-basra');
    const { days } = await product(id);
    const itinerary = Array.from({ length: days }, (_, i) => day(i + 1));
    for (const who of [desk, customer])
      expect((await send('PUT', `/departure-products/${id}/itinerary`, { itinerary }, who)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/departure-products/${id}/itinerary`,
      payload: { itinerary },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a departure’s waitlist line in the back office', () => {
  const SLUG = 'antalya-beach-from-erbil';
  let id: string;
  let departureId: string;
  let categoryId: string;
  let first: TestUser, second: TestUser, third: TestUser;
  const join = (user: TestUser, travellers: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/departure-waitlist',
      headers: user.auth,
      payload: { departure_id: departureId, category: 'seats', travellers },
    });
  const line = async (scope = 'line') => {
    const res = await send('GET', `/departure-products/${id}/waitlist?scope=${scope}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AdminWaitlistEntry[];
  };
  const left = async () =>
    (await ctx.database.db.select().from(departureCategories).where(eq(departureCategories.id, categoryId)))[0]!;

  beforeAll(async () => {
    const customers = await Promise.all([createOwner(ctx), createOwner(ctx), createOwner(ctx), createOwner(ctx)]);
    const buyer = customers[0]!;
    [first, second, third] = customers.slice(1) as [TestUser, TestUser, TestUser];
    await fund(ctx, buyer.accountId, 'IQD', 5_000_000_000n);
    id = await productId(SLUG);
    const p = await product(id);
    const departure = p.departures.find((d) => d.active && d.starts_on >= addDays(baghdadDate(), 10))!;
    departureId = departure.id;
    categoryId = departure.categories.find((c) => c.code === 'seats')!.id;
    // Two seats left, bought: the departure is full.
    await ctx.database.db.update(departureCategories).set({ left: 2 }).where(eq(departureCategories.id, categoryId));
    const s = await selectTour(
      ctx,
      { departure_id: departureId, category: 'seats', option: 'double', adults: 2, children: 0 },
      buyer.auth,
    );
    expect(s.statusCode, s.body).toBe(201);
    expect((await bookTour(ctx, buyer, tourBookingBody(s.json().data))).statusCode).toBe(201);
  });

  it('shows who waits, in which order, with their places and the category’s places left', async () => {
    expect(await line()).toEqual([]);
    expect((await join(first, 2)).statusCode).toBe(201);
    expect((await join(second, 1)).statusCode).toBe(201);
    expect((await join(third, 1)).statusCode).toBe(201);
    const entries = await line();
    expect(entries.map((e) => [e.user.email, e.travellers, e.state, e.position])).toEqual([
      [first.email, 2, 'waiting', 1],
      [second.email, 1, 'waiting', 2],
      [third.email, 1, 'waiting', 3],
    ]);
    expect(entries[0]).toMatchObject({
      departure: { id: departureId },
      category: { id: categoryId, code: 'seats', left: 0 },
      user: { id: first.id, name: expect.any(String) },
      offered_until: null,
    });
    for (const who of [desk, customer])
      expect((await send('GET', `/departure-products/${id}/waitlist`, undefined, who)).statusCode).toBe(403);
    expect((await send('GET', `/departure-products/${id}/waitlist?scope=some`)).json().errors[0].field).toBe('scope');
  });

  it('offers places staff added to the first waiting they fit, told by a notice, audited', async () => {
    const category = await left();
    // One more seat: not offered by itself (decision 132).
    const more = await send('PATCH', `/departure-products/${id}/departures/${departureId}/categories/${categoryId}`, {
      capacity: category.capacity + 1,
    });
    expect(more.statusCode, more.body).toBe(200);
    expect((await line()).every((e) => e.state === 'waiting')).toBe(true);

    const offer = await send(
      'POST',
      `/departure-products/${id}/departures/${departureId}/categories/${categoryId}/offer`,
    );
    expect(offer.statusCode, offer.body).toBe(200);
    const entries = offer.json().data as AdminWaitlistEntry[];
    // The first wants two seats: the one seat goes to the second, the third stays second in line.
    expect(entries.map((e) => [e.user.email, e.state, e.position])).toEqual([
      [first.email, 'waiting', 1],
      [second.email, 'offered', null],
      [third.email, 'waiting', 2],
    ]);
    expect(Date.parse(entries[1]!.offered_until!) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((await left()).left).toBe(0);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, second.id), eq(notifications.kind, 'waitlist.offered')));
    expect(told).toHaveLength(1);
    expect(await lastAudit()).toMatchObject({
      action: 'departure.waitlist_offer',
      entity: 'departure_product',
      entityId: id,
      before: { category_id: categoryId, left: 1 },
      after: { category_id: categoryId, offered: 1 },
    });

    // Nothing left to offer: refused, nothing audited.
    const again = await send(
      'POST',
      `/departure-products/${id}/departures/${departureId}/categories/${categoryId}/offer`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'waitlist_nothing_to_offer',
      detail: 'No one waiting fits the places left; nothing was offered',
    });
    expect((await lastAudit()).action).toBe('departure.waitlist_offer');
    expect((await lastAudit()).after).toMatchObject({ offered: 1 });
  });

  it('takes an entry out of the line: an offer’s places go to the next who fits', async () => {
    const entries = await line();
    const offered = entries.find((e) => e.state === 'offered')!;
    const res = await send('POST', `/departure-products/${id}/waitlist/${offered.id}/remove`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as AdminWaitlistEntry[]).map((e) => [e.user.email, e.state, e.position])).toEqual([
      [first.email, 'waiting', 1],
      [third.email, 'offered', null],
    ]);
    expect(await lastAudit()).toMatchObject({
      action: 'departure.waitlist_remove',
      entityId: id,
      before: { entry_id: offered.id, state: 'offered', user_id: second.id, travellers: 1 },
      after: { entry_id: offered.id, was: 'offered', offered: 1 },
    });
    // The user sees it ended; the whole line keeps it.
    const mine = (await ctx.app.inject({ url: '/api/v1/departure-waitlist', headers: second.auth })).json()
      .data as WaitlistEntry[];
    expect(mine[0]).toMatchObject({ id: offered.id, state: 'left' });
    expect((await line('all')).find((e) => e.id === offered.id)?.state).toBe('left');

    // A waiting entry leaves without moving anyone.
    const waiting = (await line()).find((e) => e.state === 'waiting')!;
    expect((await send('POST', `/departure-products/${id}/waitlist/${waiting.id}/remove`)).statusCode).toBe(200);
    expect((await line()).map((e) => e.user.email)).toEqual([third.email]);

    // Ended, unknown, of another product, or not an id.
    const ended = await send('POST', `/departure-products/${id}/waitlist/${offered.id}/remove`);
    expect(ended.statusCode).toBe(404);
    expect(ended.json().code).toBe('waitlist_not_found');
    const other = await productId('istanbul-classic-from-basra');
    const third_ = (await line())[0]!;
    expect((await send('POST', `/departure-products/${other}/waitlist/${third_.id}/remove`)).statusCode).toBe(404);
    expect((await send('POST', `/departure-products/${id}/waitlist/not-an-id/remove`)).statusCode).toBe(400);
    expect(
      (await send('POST', `/departure-products/${id}/waitlist/${third_.id}/remove`, undefined, desk)).statusCode,
    ).toBe(403);
  });
});
