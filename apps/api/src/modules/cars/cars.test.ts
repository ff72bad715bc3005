import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, createSubUser, fund, type TestUser } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import { bookCar, carAt, carDetail, driver, searchCars } from '../../test/cars.js';
import { uploadImage } from '../../test/images.js';
import { dayCapacity } from '../../db/schema.js';
import { generateCarInventory } from './builtin/inventory.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const rental = (over: Record<string, string | number> = {}) => ({
  destination: 'najaf',
  pickup: carAt(20),
  dropoff: carAt(23),
  age: 30,
  ...over,
});

interface Offer {
  id: string;
  class: string;
  transmission: string;
  with_driver: boolean;
  company: { code: string };
  office: { id: string };
  min_age: number;
  price: { days: number; total: { iqd: string; amount: string }; discount_percent: number };
}

async function funded(amount = 50_000_000n) {
  const user = await createOwner(ctx);
  await fund(ctx, user.accountId, 'IQD', amount);
  return user;
}

async function bodyFor(offer: Offer, pickup: string, dropoff: string, over: Record<string, unknown> = {}) {
  const detail = await carDetail(ctx, offer.id, { pickup, dropoff, age: 35, dropoff_office: offer.office.id });
  expect(detail.statusCode).toBe(200);
  return {
    offer_id: offer.id,
    pickup,
    dropoff,
    dropoff_office: offer.office.id,
    driver: driver(),
    accepted_total_iqd: detail.json().data.price.total.iqd,
    payment: { method: 'wallet', currency: 'IQD' },
    ...over,
  };
}

async function withDriverOffer(destination = 'najaf', pickup = carAt(20), dropoff = carAt(23)): Promise<Offer> {
  const res = await searchCars(ctx, { ...rental({ destination, pickup, dropoff }), with_driver: 'yes' });
  expect(res.statusCode).toBe(200);
  return res.json().data.offers[0];
}

describe('inventory', () => {
  it('has at least 150 offers at 15 or more cities from several companies, some with a driver', () => {
    const inv = generateCarInventory();
    expect(inv.offers.length).toBeGreaterThanOrEqual(150);
    expect(new Set(inv.offices.map((o) => o.city)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(inv.offers.map((o) => o.company)).size).toBeGreaterThanOrEqual(5);
    expect(inv.offers.some((o) => o.withDriver)).toBe(true);
    expect(generateCarInventory()).toEqual(inv);
  });

  it('lists the destinations with their offers', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/car-destinations' });
    const najaf = (res.json().data as Array<{ slug: string; offers: number; name: { ar: string } }>).find(
      (d) => d.slug === 'najaf',
    );
    expect(najaf).toMatchObject({ name: { ar: 'النجف' } });
    expect(najaf!.offers).toBeGreaterThan(5);
  });

  it('draws a car picture once and serves it as WebP; an unknown one is a 404', async () => {
    const offer = await withDriverOffer();
    const res = await searchCars(ctx, rental());
    const image = res.json().data.offers[0].image as string;
    const pic = await ctx.app.inject({ url: image });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/webp');
    expect(offer.id).toBeTruthy();
    expect((await ctx.app.inject({ url: '/uploads/cars/unknown-car-123456.webp' })).statusCode).toBe(404);
  });
});

describe('search', () => {
  it('lists available offers sorted by price with the period’s total, pages and company facets', async () => {
    const res = await searchCars(ctx, rental({ destination: 'baghdad' }));
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total).toBeGreaterThan(12);
    expect(data.offers).toHaveLength(12);
    const totals = (data.offers as Offer[]).map((o) => BigInt(o.price.total.iqd));
    expect(totals).toEqual([...totals].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(data.offers[0].price.days).toBe(3);
    expect(data.offices.length).toBe(3);
    expect(data.companies.length).toBeGreaterThanOrEqual(2);
    const desc = (await searchCars(ctx, rental({ destination: 'baghdad', sort: 'price_desc' }))).json().data.offers;
    expect(BigInt(desc[0].price.total.iqd)).toBeGreaterThanOrEqual(totals[totals.length - 1]!);
    const page2 = (await searchCars(ctx, rental({ destination: 'baghdad', page: 2 }))).json();
    expect(page2.meta.page).toBe(2);
    expect(page2.data.offers[0].id).not.toBe(data.offers[0].id);
  });

  it('filters by class, transmission, driver, company, office and price, and by the driver’s age', async () => {
    const q = rental({ destination: 'istanbul' });
    const suv = (await searchCars(ctx, { ...q, class: 'suv,van' })).json().data.offers as Offer[];
    expect(suv.length).toBeGreaterThan(0);
    expect(suv.every((o) => ['suv', 'van'].includes(o.class))).toBe(true);
    const manual = (await searchCars(ctx, { ...q, transmission: 'manual' })).json().data.offers as Offer[];
    expect(manual.every((o) => o.transmission === 'manual')).toBe(true);
    const driven = (await searchCars(ctx, { ...rental(), with_driver: 'yes' })).json().data.offers as Offer[];
    expect(driven.length).toBeGreaterThan(0);
    expect(driven.every((o) => o.with_driver)).toBe(true);
    const all = (await searchCars(ctx, q)).json().data;
    const company = all.companies[0].code as string;
    const theirs = (await searchCars(ctx, { ...q, company })).json();
    expect(theirs.meta.total).toBe(all.companies[0].count);
    expect((theirs.data.offers as Offer[]).every((o) => o.company.code === company)).toBe(true);
    const atAirport = (await searchCars(ctx, { ...q, pickup_office: 'ist-airport' })).json().data.offers as Offer[];
    expect(atAirport.every((o) => o.office.id === 'ist-airport')).toBe(true);
    const cheap = (await searchCars(ctx, { ...q, price_max: 200000 })).json().data.offers as Offer[];
    expect(cheap.every((o) => Number(o.price.total.amount) <= 200000)).toBe(true);
    const young = (await searchCars(ctx, { ...q, age: 21 })).json().data.offers as Offer[];
    expect(young.every((o) => o.min_age <= 21)).toBe(true);
  });

  it('prices longer rentals lower per day and adds the one-way fee for another office', async () => {
    const three = (await searchCars(ctx, rental({ destination: 'erbil', pickup_office: 'ebl-airport' }))).json().data
      .offers[0] as Offer;
    const week = await carDetail(ctx, three.id, { pickup: carAt(20), dropoff: carAt(27), age: 35 });
    const p = week.json().data.price;
    expect(p.days).toBe(7);
    expect(p.discount_percent).toBe(10);
    expect(BigInt(p.total.iqd)).toBe((BigInt(p.base.iqd) * 90n) / 100n + ((BigInt(p.base.iqd) * 10n) % 100n) * 0n);
    const oneWay = await carDetail(ctx, three.id, {
      pickup: carAt(20),
      dropoff: carAt(23),
      age: 35,
      dropoff_office: 'erbil-ankawa',
      child_seats: 2,
      full_cover: 'yes',
    });
    const o = oneWay.json().data;
    expect(BigInt(o.price.one_way_fee.iqd)).toBe(BigInt(o.one_way_fee.iqd));
    const seats = o.price.extras.find((e: { code: string }) => e.code === 'child_seat');
    expect(BigInt(seats.total.iqd)).toBe(BigInt(o.extras.child_seat.iqd) * 3n * 2n);
    const sum =
      BigInt(o.price.base.iqd) -
      BigInt(o.price.discount.iqd) +
      BigInt(o.price.one_way_fee.iqd) +
      o.price.extras.reduce((s: bigint, e: { total: { iqd: string } }) => s + BigInt(e.total.iqd), 0n);
    expect(BigInt(o.price.total.iqd)).toBe(sum);
  });

  it('explains every bad input with a field message in the caller’s language', async () => {
    const cases: Array<[Record<string, string | number>, string, number]> = [
      [rental({ dropoff: carAt(19) }), 'dropoff', 400],
      [rental({ pickup: carAt(-1), dropoff: carAt(2) }), 'pickup', 400],
      [rental({ age: 16 }), 'age', 400],
      [rental({ age: 'x' }), 'age', 400],
      [rental({ pickup: '2026-13-01T10:00' }), 'pickup', 400],
      [rental({ dropoff: carAt(60) }), 'dropoff', 400],
      [rental({ pickup_office: 'ist-airport' }), 'pickup_office', 400],
      [rental({ class: 'tank' }), 'class', 400],
      [rental({ destination: 'atlantis' }), 'destination', 422],
    ];
    for (const [query, field, status] of cases) {
      const res = await searchCars(ctx, query, { 'accept-language': 'ar' });
      expect(res.statusCode, field).toBe(status);
      const error = res.json().errors?.find((e: { field: string }) => e.field === field);
      expect(error, field).toBeTruthy();
      expect(error.message, field).toMatch(/[\u0600-\u06ff]/);
    }
    const { destination: _d, ...period } = rental();
    expect((await carDetail(ctx, '0190aaaa-0000-7000-8000-000000000000', period)).statusCode).toBe(404);
    expect((await carDetail(ctx, 'nope', period)).statusCode).toBe(400);
  });
});

describe('booking', () => {
  it('rents a car with a driver: the wallet pays the total, the ledger balances, My Bookings shows it', async () => {
    const user = await funded();
    const offer = await withDriverOffer();
    const body = await bodyFor(offer, carAt(20), carAt(23), {
      driver: driver({ licence_number: '', licence_country: '' }),
    });
    const res = await bookCar(ctx, user, body, { 'idempotency-key': 'car-booking-1' });
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    expect(booking).toMatchObject({ service: 'car', status: 'confirmed', total: { iqd: body.accepted_total_iqd } });
    expect(booking.details.car.with_driver).toBe(true);
    expect(booking.details.price.days).toBe(3);
    expect((await walletMinor(ctx, user)).IQD).toBe(50_000_000n - BigInt(body.accepted_total_iqd));
    const again = await bookCar(ctx, user, body, { 'idempotency-key': 'car-booking-1' });
    expect(again.json().data.id).toBe(booking.id);
    const list = await ctx.app.inject({ url: '/api/v1/bookings?service=car', headers: user.auth });
    expect(list.json().data[0]).toMatchObject({ id: booking.id, service: 'car' });
    expect(list.json().data[0].title).toContain('النجف');
    const { drift, sums } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const row of sums) expect(row.posted).toBe('0');
    const taken = await ctx.database.db
      .select()
      .from(dayCapacity)
      .where(and(eq(dayCapacity.kind, 'car'), eq(dayCapacity.resourceId, offer.id)));
    expect(taken.map((t) => t.taken)).toEqual([1, 1, 1]);
  });

  it('asks a self-driver for the licence and its photo, an upload of the account made for a licence', async () => {
    const user = await funded();
    const offer = (
      (await searchCars(ctx, { ...rental({ destination: 'basra' }), with_driver: 'no' })).json().data.offers as Offer[]
    )[0]!;
    const body = await bodyFor(offer, carAt(20), carAt(23));
    const missing = await bookCar(ctx, user, { ...body, driver: driver({ licence_number: '' }) });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['driver.licence_image_id', 'driver.licence_number']);
    const passport = await uploadImage(ctx, user.auth, 'passport');
    const wrong = await bookCar(ctx, user, { ...body, driver: driver({ licence_image_id: passport }) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].field).toBe('driver.licence_image_id');
    const young = await bookCar(ctx, user, {
      ...body,
      driver: driver({ date_of_birth: `${Number(carAt(20).slice(0, 4)) - 19}-01-01` }),
    });
    expect(young.statusCode).toBe(400);
    expect(young.json().errors.map((e: { field: string }) => e.field)).toContain('driver.date_of_birth');
    const licence = await uploadImage(ctx, user.auth, 'driving_licence');
    const ok = await bookCar(ctx, user, { ...body, driver: driver({ licence_image_id: licence }) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.details.driver.licence_number).toBe('IQ123456');
  });

  it('refuses a stale total with the new price, and another account’s licence', async () => {
    const user = await funded();
    const offer = await withDriverOffer();
    const body = await bodyFor(offer, carAt(30), carAt(32));
    const stale = await bookCar(ctx, user, { ...body, accepted_total_iqd: '1000' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'price_changed', price: { total: { iqd: body.accepted_total_iqd } } });
  });

  it('holds a rental unpaid when pick-up is far enough; staff and a sub-user without book are refused', async () => {
    const owner = await funded();
    const offer = await withDriverOffer();
    const body = await bodyFor(offer, carAt(40), carAt(41), { payment: { method: 'hold' } });
    const held = await bookCar(ctx, owner, body);
    expect(held.statusCode).toBe(201);
    expect(held.json().data.status).toBe('held');
    const sub = await createSubUser(ctx, owner, []);
    expect((await bookCar(ctx, sub, body)).statusCode).toBe(403);
    const staff = await createStaff(ctx);
    expect((await bookCar(ctx, staff, body)).statusCode).toBe(403);
    const visitor = await ctx.app.inject({ method: 'POST', url: '/api/v1/car-bookings', payload: body });
    expect(visitor.statusCode).toBe(401);
  });

  it('never rents a model beyond its fleet on any day', async () => {
    const user = await funded(500_000_000n);
    const offer = await withDriverOffer('karbala', carAt(50), carAt(52));
    await ctx.database.db.execute(sql`update car_offers set fleet = 1 where id = ${offer.id}`);
    const first = await bookCar(ctx, user, await bodyFor(offer, carAt(50), carAt(52)));
    expect(first.statusCode).toBe(201);
    // Overlapping on the second day only.
    const overlap = await bodyFor(offer, carAt(50), carAt(52));
    const second = await bookCar(ctx, user, { ...overlap, pickup: carAt(51), dropoff: carAt(53) });
    expect([409, 400]).toContain(second.statusCode);
    const after = await carDetail(ctx, offer.id, { pickup: carAt(51), dropoff: carAt(53), age: 30 });
    expect(after.json().data.available).toBe(false);
    const later = await carDetail(ctx, offer.id, { pickup: carAt(52), dropoff: carAt(54), age: 30 });
    expect(later.json().data.available).toBe(true);
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

  it('refunds everything until 48 hours before pick-up and gives the days back', async () => {
    const user = await funded();
    const offer = await withDriverOffer('najaf', carAt(10), carAt(12));
    const body = await bodyFor(offer, carAt(10), carAt(12));
    const booking = (await bookCar(ctx, user, body)).json().data;
    const q = (await quote(user, booking.id)).json().data;
    expect(q).toMatchObject({ allowed: true, rule: 'refundable', refund: { amount: body.accepted_total_iqd } });
    expect((await cancel(user, booking.id, q.refund.amount)).json().data.status).toBe('refunded');
    expect((await walletMinor(ctx, user)).IQD).toBe(50_000_000n);
    const rows = await ctx.database.db
      .select()
      .from(dayCapacity)
      .where(and(eq(dayCapacity.kind, 'car'), eq(dayCapacity.resourceId, offer.id)));
    const days = [carAt(10).slice(0, 10), carAt(11).slice(0, 10)];
    expect(rows.filter((r) => days.includes(r.day)).map((r) => r.taken)).toEqual([0, 0]);
  });

  it('keeps 30% within 48 hours of pick-up and refuses once the car is picked up', async () => {
    const user = await funded();
    const offer = await withDriverOffer('najaf', carAt(1, '23:00'), carAt(3, '23:00'));
    const body = await bodyFor(offer, carAt(1, '23:00'), carAt(3, '23:00'));
    const booking = (await bookCar(ctx, user, body)).json().data;
    const q = (await quote(user, booking.id)).json().data;
    const total = BigInt(body.accepted_total_iqd);
    expect(q).toMatchObject({ allowed: true, rule: 'as_per_rules' });
    expect(BigInt(q.refund.amount)).toBe(total - (total * 30n) / 100n);
    const other = (await bookCar(ctx, user, await bodyFor(offer, carAt(5), carAt(6)))).json().data;
    await ctx.database.db.execute(
      sql`update bookings set details = jsonb_set(details, '{pickupAt}', to_jsonb(${Date.now() - 60_000}::bigint)) where id = ${other.id}`,
    );
    expect((await quote(user, other.id)).json().data.allowed).toBe(false);
    expect((await cancel(user, other.id, '0')).statusCode).toBe(409);
  });
});
