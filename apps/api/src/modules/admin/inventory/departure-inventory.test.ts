import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { AdminDepartureProduct, AdminDepartureProductSummary } from '@portal/contracts/admin-departures';
import type { TourDetail } from '@portal/contracts/tours';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../../test/factories.js';
import { bookTour, selectTour, tourBookingBody, tourDetail } from '../../../test/packages.js';
import { auditLog, departureCategories, departureProducts } from '../../../db/schema.js';
import { addDays, baghdadDate } from '../../../lib/time-zones.js';

// On PGlite the requests queue on one connection; with TEST_DATABASE_URL the race below runs on PostgreSQL's pool.
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

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, who: TestUser = editor) =>
  ctx.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: { ...who.auth, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const TOUR = 'istanbul-classic-from-basra';
async function tourId(slug = TOUR): Promise<string> {
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
/** A departure at least ten days ahead and its one category. */
async function upcoming(id: string) {
  const p = await product(id);
  const departure = p.departures.find((d) => d.active && d.starts_on >= addDays(baghdadDate(), 10))!;
  return { product: p, departure, category: departure.categories[0]! };
}
const categoryUrl = (id: string, departureId: string, categoryId: string) =>
  `/departure-products/${id}/departures/${departureId}/categories/${categoryId}`;

describe('departures inventory in the back office', () => {
  it('is the inventory staff’s: the desk and customers are refused, signed-out callers asked to sign in', async () => {
    const id = await tourId();
    for (const who of [desk, customer]) {
      expect((await send('GET', '/departure-products?service=package', undefined, who)).statusCode).toBe(403);
      expect((await send('PATCH', `/departure-products/${id}`, { featured: true }, who)).statusCode).toBe(403);
      expect((await send('POST', `/departure-products/${id}/archive`, undefined, who)).statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/departure-products?service=package' });
    expect(anonymous.statusCode).toBe(401);
    expect((await send('GET', '/departure-products?service=package')).statusCode).toBe(200);
  });

  it('lists one service’s products with search, kind and state filters and pages', async () => {
    const all = await send('GET', '/departure-products?service=package&per_page=5');
    expect(all.statusCode, all.body).toBe(200);
    const page1 = all.json() as { data: AdminDepartureProductSummary[]; meta: { total: number } };
    expect(page1.data).toHaveLength(5);
    expect(page1.meta.total).toBeGreaterThan(5);
    expect(page1.data.every((p) => p.service === 'package')).toBe(true);
    const page2 = (await send('GET', '/departure-products?service=package&per_page=5&page=2')).json();
    expect(page2.data.map((p: AdminDepartureProductSummary) => p.id)).not.toContain(page1.data[0]!.id);

    const umrah = (await send('GET', '/departure-products?service=package&kind=umrah&per_page=100')).json();
    expect(umrah.data.length).toBeGreaterThan(0);
    expect(umrah.data.every((p: AdminDepartureProductSummary) => p.kind === 'umrah')).toBe(true);

    const found = (await send('GET', '/departure-products?service=package&q=istanbul-classic')).json();
    expect(found.data.map((p: AdminDepartureProductSummary) => p.slug)).toContain(TOUR);
    const tour = found.data.find((p: AdminDepartureProductSummary) => p.slug === TOUR);
    expect(tour.upcoming).toBeGreaterThan(0);
    expect(tour.next_departure >= baghdadDate()).toBe(true);

    const kinds = (await send('GET', '/departure-kinds?service=package')).json().data;
    expect(kinds).toEqual(['hajj', 'holiday', 'umrah', 'ziyarat']);
    const conferences = (await send('GET', '/departure-products?service=conference&per_page=100')).json();
    expect(conferences.meta.total).toBe(48);
    expect(conferences.data.every((p: AdminDepartureProductSummary) => p.service === 'conference')).toBe(true);

    const archived = (await send('GET', '/departure-products?service=package&status=archived')).json();
    expect(archived.data).toEqual([]);

    const bad = await send('GET', '/departure-products?service=flight&kind=Bad Kind');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['kind', 'service']);
  });

  it('shows a product with every departure and each category’s capacity, places taken and left, and prices', async () => {
    const p = await product(await tourId());
    expect(p.departures.length).toBeGreaterThan(0);
    const [row] = await ctx.database.db
      .select()
      .from(departureCategories)
      .where(eq(departureCategories.id, p.departures[0]!.categories[0]!.id));
    expect(p.departures[0]!.categories[0]).toEqual({
      id: row!.id,
      code: 'seats',
      capacity: row!.capacity,
      left: row!.left,
      taken: row!.capacity - row!.left,
      prices: row!.prices,
    });
    expect((await send('GET', '/departure-products/0190a4c2-7d1e-7c1a-9f00-0000000000d1')).statusCode).toBe(404);
  });

  it('changes the title and featured flag, audited, with field messages for bad input', async () => {
    const id = await tourId();
    const before = await product(id);
    const title = { ar: 'إسطنبول الكلاسيكية', en: 'Classic Istanbul', de: 'Klassisches Istanbul' };
    const res = await send('PATCH', `/departure-products/${id}`, { title, featured: !before.featured });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title, featured: !before.featured });
    expect(await lastAudit()).toMatchObject({
      actorId: editor.id,
      action: 'departure_product.update',
      entity: 'departure_product',
      entityId: id,
      before: { title: before.title, featured: before.featured },
      after: { title, featured: !before.featured },
    });
    expect((await tourDetail(ctx, TOUR)).json().data.title).toEqual(title);

    const bad = await send('PATCH', `/departure-products/${id}`, { title: { ...title, ar: ' ' }, stars: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'title.ar', message: 'This field is required' })]),
    );
  });

  it('archives a product (gone from the site) and restores it, audited', async () => {
    const id = await tourId();
    const off = await send('POST', `/departure-products/${id}/archive`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.active).toBe(false);
    expect(await lastAudit()).toMatchObject({
      action: 'departure_product.archive',
      entityId: id,
      before: { active: true },
      after: { active: false },
    });
    expect((await tourDetail(ctx, TOUR)).statusCode).toBe(404);
    const archived = (await send('GET', '/departure-products?service=package&status=archived')).json();
    expect(archived.data.map((p: AdminDepartureProductSummary) => p.id)).toEqual([id]);
    expect((await send('POST', `/departure-products/${id}/restore`)).json().data.active).toBe(true);
    expect((await lastAudit()).action).toBe('departure_product.restore');
    expect((await tourDetail(ctx, TOUR)).statusCode).toBe(200);
  });

  it('adds a departure from the latest one’s categories and prices; refuses another shape, past or reversed dates', async () => {
    const id = await tourId();
    const p = await product(id);
    const latest = p.departures.at(-1)!;
    const startsOn = addDays(latest.starts_on, 21);
    const body = {
      starts_on: startsOn,
      ends_on: addDays(startsOn, p.days - 1),
      group_size: 30,
      categories: latest.categories.map((c) => ({ code: c.code, capacity: 30, prices: c.prices })),
    };
    const res = await send('POST', `/departure-products/${id}/departures`, body);
    expect(res.statusCode, res.body).toBe(201);
    const added = (res.json().data as AdminDepartureProduct).departures.find((d) => d.starts_on === startsOn)!;
    expect(added).toMatchObject({ group_size: 30, active: true });
    expect(added.categories[0]).toMatchObject({ code: 'seats', capacity: 30, left: 30, taken: 0 });
    expect(await lastAudit()).toMatchObject({ action: 'departure.create', entityId: id, before: null });
    const detail = (await tourDetail(ctx, TOUR)).json().data as TourDetail;
    expect(detail.departures.map((d) => d.starts_on)).toContain(startsOn);

    const [option] = Object.keys(latest.categories[0]!.prices);
    const fewer = { ...latest.categories[0]!.prices };
    delete fewer[option!];
    const shape = await send('POST', `/departure-products/${id}/departures`, {
      ...body,
      categories: [{ code: 'seats', capacity: 30, prices: fewer }],
    });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().errors).toEqual([
      expect.objectContaining({
        field: 'categories.0.prices',
        message: 'Keep the categories, options and travellers of this product’s departures, each with a price',
      }),
    ]);
    const other = await send('POST', `/departure-products/${id}/departures`, {
      ...body,
      categories: [{ code: 'cabins', capacity: 30, prices: latest.categories[0]!.prices }],
    });
    expect(other.json().errors[0]).toMatchObject({
      field: 'categories.0.code',
      message: 'Keep the categories, options and travellers of this product’s departures, each with a price',
    });

    const past = await send('POST', `/departure-products/${id}/departures`, { ...body, starts_on: baghdadDate() });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({ field: 'starts_on', message: 'This date has already passed' });
    const reversed = await send('POST', `/departure-products/${id}/departures`, {
      ...body,
      ends_on: addDays(startsOn, -1),
      group_size: 0,
      categories: [{ code: 'seats', capacity: 30, prices: { double: { adult: '12.5' } } }],
    });
    expect(reversed.statusCode).toBe(400);
    expect(
      reversed
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['categories.0.prices.double.adult', 'ends_on', 'group_size']);
  });

  it('deactivates a departure (no longer on the site) and puts it back, audited', async () => {
    const id = await tourId();
    const { departure } = await upcoming(id);
    const res = await send('POST', `/departure-products/${id}/departures/${departure.id}/archive`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as AdminDepartureProduct).departures.find((d) => d.id === departure.id)!.active).toBe(
      false,
    );
    expect(await lastAudit()).toMatchObject({
      action: 'departure.archive',
      entityId: id,
      before: { departure_id: departure.id, active: true },
      after: { departure_id: departure.id, active: false },
    });
    let detail = (await tourDetail(ctx, TOUR)).json().data as TourDetail;
    expect(detail.departures.map((d) => d.id)).not.toContain(departure.id);
    expect((await send('POST', `/departure-products/${id}/departures/${departure.id}/restore`)).statusCode).toBe(200);
    detail = (await tourDetail(ctx, TOUR)).json().data as TourDetail;
    expect(detail.departures.map((d) => d.id)).toContain(departure.id);
    const elsewhere = await tourId('umrah-comfort-from-baghdad');
    expect((await send('POST', `/departure-products/${elsewhere}/departures/${departure.id}/archive`)).statusCode).toBe(
      404,
    );
  });

  it('moves capacity and places left together, never below the places taken', async () => {
    const id = await tourId();
    const { departure, category } = await upcoming(id);
    await ctx.database.db
      .update(departureCategories)
      .set({ capacity: 20, left: 12 })
      .where(eq(departureCategories.id, category.id));
    const url = categoryUrl(id, departure.id, category.id);

    const lower = await send('PATCH', url, { capacity: 10 });
    expect(lower.statusCode, lower.body).toBe(200);
    const after = (lower.json().data as AdminDepartureProduct).departures
      .find((d) => d.id === departure.id)!
      .categories.find((c) => c.id === category.id)!;
    expect(after).toMatchObject({ capacity: 10, left: 2, taken: 8 });
    expect(await lastAudit()).toMatchObject({
      action: 'departure.category',
      entity: 'departure_product',
      entityId: id,
      before: { capacity: 20, left: 12 },
      after: { capacity: 10, left: 2 },
    });

    const below = await send('PATCH', url, { capacity: 7 });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({
      code: 'capacity_below_sold',
      errors: [{ field: 'capacity', message: 'The capacity cannot be below the 8 already sold' }],
    });
    const exactly = await send('PATCH', url, { capacity: 8 });
    expect(exactly.statusCode).toBe(200);
    const raised = await send('PATCH', url, { capacity: 25 });
    const row = (raised.json().data as AdminDepartureProduct).departures
      .find((d) => d.id === departure.id)!
      .categories.find((c) => c.id === category.id)!;
    expect(row).toMatchObject({ capacity: 25, left: 17, taken: 8 });

    expect((await send('PATCH', url, { capacity: -1 })).statusCode).toBe(400);
    expect((await send('PATCH', url, { capacity: 2.5 })).json().errors[0].field).toBe('capacity');
  });

  it('changes prices cell by cell in the same shape, validated as whole dinars, audited', async () => {
    const id = await tourId();
    const { departure, category } = await upcoming(id);
    const url = categoryUrl(id, departure.id, category.id);
    const prices = Object.fromEntries(
      Object.entries(category.prices).map(([option, byType]) => [
        option,
        Object.fromEntries(Object.keys(byType).map((type) => [type, type === 'adult' ? '2500000' : '1750000'])),
      ]),
    );
    const res = await send('PATCH', url, { prices });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'departure.category',
      before: { prices: category.prices },
      after: { prices },
    });
    const detail = (await tourDetail(ctx, TOUR)).json().data as TourDetail;
    const sold = detail.departures.find((d) => d.id === departure.id)!.categories[0]!;
    expect(sold.prices.filter((p) => p.traveller === 'adult').map((p) => p.price.amount)).toEqual(
      Object.keys(prices).map(() => '2500000'),
    );

    const option = Object.keys(prices)[0]!;
    const invalid = await send('PATCH', url, { prices: { ...prices, [option]: { ...prices[option], adult: '-5' } } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0]).toMatchObject({ field: `prices.${option}.adult` });
    const { [option]: _dropped, ...missing } = prices;
    const shape = await send('PATCH', url, { prices: { ...missing } });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().errors[0]).toMatchObject({
      field: 'prices',
      message: 'Keep the categories, options and travellers of this product’s departures, each with a price',
    });
    const extra = await send('PATCH', url, { prices: { ...prices, suite: { adult: '1000' } } });
    expect(extra.json().errors[0]).toMatchObject({
      field: 'prices',
      message: 'Keep the categories, options and travellers of this product’s departures, each with a price',
    });
  });

  it('edits conferences with the same screens’ routes', async () => {
    const list = (await send('GET', '/departure-products?service=conference&per_page=1')).json();
    const conference = await product(list.data[0].id);
    const departure = conference.departures[0]!;
    const category = departure.categories[0]!;
    expect(category.code).toBe('places');
    expect(Object.keys(category.prices).sort()).toEqual(['early', 'regular']);
    const res = await send('PATCH', categoryUrl(conference.id, departure.id, category.id), {
      capacity: category.capacity + 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(departureCategories)
      .where(and(eq(departureCategories.id, category.id)));
    expect(row).toMatchObject({ capacity: category.capacity + 10, left: category.left + 10 });
  });
});

describe('capacity lowered while bookings race', () => {
  it('one conditional update: never oversold, never a negative place, every refusal said', async () => {
    const buyer = await createOwner(ctx);
    await fund(ctx, buyer.accountId, 'IQD', 50_000_000_000n);
    const id = await tourId('batumi-sea-from-baghdad');
    const { departure, category } = await upcoming(id);
    await ctx.database.db
      .update(departureCategories)
      .set({ capacity: 20, left: 12 })
      .where(eq(departureCategories.id, category.id));
    const option = Object.keys(category.prices)[0]!;
    const selection = await selectTour(ctx, {
      departure_id: departure.id,
      category: category.code,
      option,
      adults: 1,
      children: 0,
    });
    expect(selection.statusCode, selection.body).toBe(201);
    const bookings = Array.from({ length: 16 }, () => bookTour(ctx, buyer, tourBookingBody(selection.json().data)));
    // Lowering to 12 while 8 are taken leaves 4; the bookings take places as they can.
    const lowerings = [12, 11, 10, 12].map((capacity) =>
      send('PATCH', categoryUrl(id, departure.id, category.id), { capacity }),
    );
    const [booked, lowered] = await Promise.all([Promise.all(bookings), Promise.all(lowerings)]);

    const bookingAnswers = new Set(
      booked.map((r) => (r.statusCode === 201 ? '201' : `${r.statusCode} ${r.json().code}`)),
    );
    for (const answer of bookingAnswers) expect(['201', '409 departure_full']).toContain(answer);
    const loweringAnswers = new Set(
      lowered.map((r) => (r.statusCode === 200 ? '200' : `${r.statusCode} ${r.json().code}`)),
    );
    for (const answer of loweringAnswers) expect(['200', '422 capacity_below_sold']).toContain(answer);

    const won = booked.filter((r) => r.statusCode === 201).length;
    const [row] = await ctx.database.db
      .select()
      .from(departureCategories)
      .where(eq(departureCategories.id, category.id));
    expect(row!.left).toBeGreaterThanOrEqual(0);
    expect(row!.capacity - row!.left).toBe(8 + won);
    if (lowered.some((r) => r.statusCode === 200)) expect(row!.capacity).toBeLessThanOrEqual(12);
    expect(won).toBeGreaterThan(0);
    expect(won).toBeLessThanOrEqual(12);
    const { drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
  });
});
