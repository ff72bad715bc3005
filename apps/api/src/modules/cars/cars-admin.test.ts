import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { CAR_ADMIN_DAYS } from '@portal/contracts/admin-cars';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../test/factories.js';
import { bookCar, carAt, carDetail, driver, searchCars } from '../../test/cars.js';
import { auditLog, dayCapacity } from '../../db/schema.js';

// On PGlite the requests queue on one connection; with TEST_DATABASE_URL they race on PostgreSQL's pool.
let ctx: TestContext;
let editor: TestUser;
let desk: TestUser;
let customer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await createStaff(ctx, 'editor');
  desk = await createStaff(ctx, 'desk');
  customer = await createOwner(ctx);
  await fund(ctx, customer.accountId, 'IQD', 100_000_000_000n);
});
afterAll(() => ctx.close());

interface AdminOffer {
  id: string;
  company: { code: string; name: { ar: string; en: string } };
  model: string;
  class: string;
  office: { id: string; city: string; city_name: { ar: string; en: string } };
  with_driver: boolean;
  daily_iqd: string;
  deposit_iqd: string;
  fleet: number;
  active: boolean;
}

const call = (
  method: 'GET' | 'PATCH' | 'POST' | 'PUT',
  url: string,
  who: TestUser = editor,
  payload?: unknown,
  lang = 'en',
) =>
  ctx.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: { ...who.auth, 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const list = async (query: string) => {
  const res = await call('GET', `/car-offers?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: AdminOffer[]; meta: { total: number; page: number; per_page: number } };
};

/** An offer in a city with a driver (so no licence is needed to rent it), found through the public search. */
async function offerIn(destination: string, from = 20, to = 23) {
  const res = await searchCars(ctx, {
    destination,
    pickup: carAt(from),
    dropoff: carAt(to),
    age: 35,
    with_driver: 'yes',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.offers[0] as { id: string; office: { id: string } };
}

async function rent(offer: { id: string; office: { id: string } }, from: number, to: number) {
  const pickup = carAt(from);
  const dropoff = carAt(to);
  const detail = await carDetail(ctx, offer.id, { pickup, dropoff, age: 35 });
  if (detail.statusCode !== 200) return detail;
  return bookCar(ctx, customer, {
    offer_id: offer.id,
    pickup,
    dropoff,
    dropoff_office: offer.office.id,
    driver: driver({ licence_number: '', licence_country: '' }),
    accepted_total_iqd: detail.json().data.price.total.iqd,
    payment: { method: 'wallet', currency: 'IQD' },
  });
}

const lastAudit = async (id: string) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1)
  )[0];

describe('who may keep the car offers', () => {
  it('answers the inventory staff and refuses the desk, customers and visitors', async () => {
    const { data } = await list('per_page=1');
    const id = data[0]!.id;
    for (const [method, url, payload] of [
      ['GET', '/car-offers', undefined],
      ['GET', '/car-offer-choices', undefined],
      ['GET', `/car-offers/${id}`, undefined],
      ['GET', `/car-offers/${id}/days`, undefined],
      ['PUT', `/car-offers/${id}/days/${carAt(5).slice(0, 10)}`, { cars: 0 }],
      ['PATCH', `/car-offers/${id}`, { fleet: 9 }],
      ['POST', `/car-offers/${id}/archive`, undefined],
      ['POST', `/car-offers/${id}/restore`, undefined],
    ] as const) {
      expect((await call(method, url, desk, payload)).statusCode, `${method} ${url} desk`).toBe(403);
      expect((await call(method, url, customer, payload)).statusCode, `${method} ${url} customer`).toBe(403);
      const visitor = await ctx.app.inject({ method, url: `/api/v1/admin${url}`, payload: payload as never });
      expect(visitor.statusCode, `${method} ${url} visitor`).toBe(401);
    }
    expect((await call('GET', `/car-offers/${id}`)).json().data.fleet).not.toBe(9);
  });
});

describe('the list of offers', () => {
  it('pages every offer, by city, office, company and model', async () => {
    const first = await list('per_page=10');
    expect(first.meta).toEqual({ total: expect.any(Number), page: 1, per_page: 10 });
    expect(first.meta.total).toBeGreaterThanOrEqual(150);
    expect(first.data).toHaveLength(10);
    const second = await list('per_page=10&page=2');
    expect(second.data.map((o) => o.id)).not.toContain(first.data[0]!.id);
    const cities = first.data.map((o) => o.office.city);
    expect([...cities].sort()).toEqual(cities);
  });

  it('searches the model, the company’s name in any script and the office’s city', async () => {
    const cruisers = await list('q=land%20cruiser&per_page=100');
    expect(cruisers.data.length).toBeGreaterThan(0);
    expect(cruisers.data.every((o) => o.model === 'Toyota Land Cruiser')).toBe(true);

    const babel = await list(`q=${encodeURIComponent('بابل درايف')}&per_page=100`);
    expect(babel.data.length).toBeGreaterThan(0);
    expect(babel.data.every((o) => o.company.code === 'babel')).toBe(true);

    const najaf = await list(`q=${encodeURIComponent('النجف')}&per_page=100`);
    expect(najaf.data.length).toBeGreaterThan(0);
    expect(najaf.data.every((o) => o.office.city === 'najaf')).toBe(true);
    expect((await list('q=Najaf&per_page=100')).meta.total).toBe(najaf.meta.total);
    expect((await list('q=no-such-car-anywhere')).meta.total).toBe(0);
  });

  it('filters by city, class, company and state', async () => {
    const all = await list('city=erbil&per_page=100');
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.data.every((o) => o.office.city === 'erbil')).toBe(true);
    const suvs = await list('city=erbil&class=suv&per_page=100');
    expect(suvs.data.every((o) => o.office.city === 'erbil' && o.class === 'suv')).toBe(true);
    expect(suvs.meta.total).toBe(all.data.filter((o) => o.class === 'suv').length);
    const company = all.data[0]!.company.code;
    const theirs = await list(`city=erbil&company=${company}&per_page=100`);
    expect(theirs.meta.total).toBe(all.data.filter((o) => o.company.code === company).length);
    expect((await list('city=erbil&status=archived')).meta.total).toBe(0);
    expect((await list('city=erbil&status=active')).meta.total).toBe(all.meta.total);
  });

  it('offers the cities and companies to filter by', async () => {
    const res = await call('GET', '/car-offer-choices');
    expect(res.statusCode).toBe(200);
    const { cities, companies } = res.json().data;
    expect(cities.length).toBeGreaterThanOrEqual(15);
    expect(cities).toContainEqual({ slug: 'najaf', name: expect.objectContaining({ ar: 'النجف', en: 'Najaf' }) });
    expect(companies.map((c: { code: string }) => c.code)).toContain('babel');
  });

  it('refuses bad filters with the field named', async () => {
    for (const [query, field] of [
      ['class=bus', 'class'],
      ['status=gone', 'status'],
      ['page=0', 'page'],
      ['per_page=500', 'per_page'],
      ['city=No%20Such!', 'city'],
    ]) {
      const res = await call('GET', `/car-offers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe('changing an offer', () => {
  it('changes the rate, deposit, driver and fleet, audited with the values before and after', async () => {
    const offer = await offerIn('karbala');
    const before = (await call('GET', `/car-offers/${offer.id}`)).json().data as AdminOffer;
    const res = await call('PATCH', `/car-offers/${offer.id}`, editor, {
      daily_iqd: '123000',
      deposit_iqd: '250000',
      with_driver: true,
      fleet: before.fleet + 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: offer.id,
      daily_iqd: '123000',
      deposit_iqd: '250000',
      with_driver: true,
      fleet: before.fleet + 2,
    });
    const entry = await lastAudit(offer.id);
    expect(entry).toMatchObject({
      actorId: editor.id,
      action: 'car_offer.update',
      entity: 'car_offer',
      before: { daily_iqd: before.daily_iqd, deposit_iqd: before.deposit_iqd, fleet: before.fleet },
      after: { daily_iqd: '123000', deposit_iqd: '250000', with_driver: true, fleet: before.fleet + 2 },
    });
    // New sales are priced with the new rate.
    const detail = await carDetail(ctx, offer.id, { pickup: carAt(20), dropoff: carAt(21), age: 35 });
    expect(detail.json().data.car.daily.iqd).toBe('123000');
  });

  it('refuses bad values with a message on the field, in the caller’s language', async () => {
    const { id } = await offerIn('karbala');
    for (const [payload, field] of [
      [{ daily_iqd: '500' }, 'daily_iqd'],
      [{ daily_iqd: '12.5' }, 'daily_iqd'],
      [{ deposit_iqd: '-1' }, 'deposit_iqd'],
      [{ fleet: -1 }, 'fleet'],
      [{ fleet: 1.5 }, 'fleet'],
      [{ fleet: 100_000 }, 'fleet'],
      [{ with_driver: 'yes' }, 'with_driver'],
      [{ colour: 'red' }, ''],
    ] as const) {
      const res = await call('PATCH', `/car-offers/${id}`, editor, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const errors = res.json().errors as Array<{ field: string; message: string }>;
      if (field) expect(errors.find((e) => e.field === field)?.message).toBeTruthy();
    }
    const ar = await call('PATCH', `/car-offers/${id}`, editor, { daily_iqd: '500' }, 'ar');
    expect(ar.json().errors[0]).toEqual({ field: 'daily_iqd', message: 'لا تقل الأجرة الأساسية عن 1,000 دينار' });
    expect((await call('GET', '/car-offers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('PATCH', '/car-offers/not-an-id', editor, { fleet: 1 })).statusCode).toBe(400);
  });

  it('never lowers the fleet below the cars rented on a day to come, naming the day', async () => {
    const offer = await offerIn('najaf', 30, 33);
    expect((await call('PATCH', `/car-offers/${offer.id}`, editor, { fleet: 2 })).statusCode).toBe(200);
    expect((await rent(offer, 30, 33)).statusCode).toBe(201);
    expect((await rent(offer, 31, 32)).statusCode).toBe(201);
    const busiest = carAt(31).slice(0, 10);

    const refused = await call('PATCH', `/car-offers/${offer.id}`, editor, { fleet: 1, daily_iqd: '99000' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'fleet_below_rented',
      errors: [{ field: 'fleet', message: `The fleet cannot be below the 2 cars rented on ${busiest}` }],
    });
    // Down to none: the first day with a car rented is named.
    const german = await call('PATCH', `/car-offers/${offer.id}`, editor, { fleet: 0 }, 'de');
    expect(german.json().errors[0].message).toBe(
      `Der Bestand darf nicht unter den 1 am ${carAt(30).slice(0, 10)} vermieteten Autos liegen`,
    );
    // Nothing of the refused change stays, and nothing is audited for it.
    const now = (await call('GET', `/car-offers/${offer.id}`)).json().data as AdminOffer;
    expect(now.fleet).toBe(2);
    expect(now.daily_iqd).not.toBe('99000');
    expect((await lastAudit(offer.id))?.after).toMatchObject({ fleet: 2 });

    // The days: two cars, both rented on the busiest day, one left on the others.
    const days = (await call('GET', `/car-offers/${offer.id}/days`)).json().data;
    expect(days.days).toHaveLength(CAR_ADMIN_DAYS);
    expect(days.from).toBe(carAt(0).slice(0, 10));
    expect(days.days.find((d: { day: string }) => d.day === busiest)).toEqual({
      day: busiest,
      fleet: 2,
      rented: 2,
      left: 0,
      own: false,
    });
    expect(days.days.find((d: { day: string }) => d.day === carAt(30).slice(0, 10))).toMatchObject({
      rented: 1,
      left: 1,
    });
    expect(days.days[0]).toMatchObject({ fleet: 2, rented: 0, left: 2 });

    // As many cars as are rented is allowed; a third renter on the busiest day is then refused.
    expect((await call('PATCH', `/car-offers/${offer.id}`, editor, { fleet: 2 })).statusCode).toBe(200);
    const third = await rent(offer, 31, 32);
    expect(third.statusCode).toBe(409);
    // Past days do not count: a rental that has ended holds no car.
    await ctx.database.db
      .insert(dayCapacity)
      .values({ kind: 'car', resourceId: offer.id, day: '2020-01-01', taken: 5 });
    expect((await call('PATCH', `/car-offers/${offer.id}`, editor, { fleet: 3 })).statusCode).toBe(200);
    expect((await call('PATCH', `/car-offers/${offer.id}`, editor, { fleet: 2 })).statusCode).toBe(200);
  });

  it('lowering the fleet while rentals race it never leaves a day with more cars rented than the fleet', async () => {
    const offer = await offerIn('basra', 40, 42);
    expect((await call('PATCH', `/car-offers/${offer.id}`, editor, { fleet: 3 })).statusCode).toBe(200);
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => rent(offer, 40, 42)),
      call('PATCH', `/car-offers/${offer.id}`, editor, { fleet: 1 }),
      ...Array.from({ length: 6 }, () => rent(offer, 41, 43)),
    ]);
    const lowered = results[6]!;
    expect([200, 422]).toContain(lowered.statusCode);
    if (lowered.statusCode === 422) expect(lowered.json().code).toBe('fleet_below_rented');
    for (const r of results.filter((_, i) => i !== 6)) expect([201, 409]).toContain(r.statusCode);
    const { fleet } = (await call('GET', `/car-offers/${offer.id}`)).json().data as AdminOffer;
    expect(fleet).toBe(lowered.statusCode === 200 ? 1 : 3);
    const rows = await ctx.database.db
      .select()
      .from(dayCapacity)
      .where(and(eq(dayCapacity.kind, 'car'), eq(dayCapacity.resourceId, offer.id)));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.taken, row.day).toBeLessThanOrEqual(fleet);
  });

  it('archiving takes the offer out of the public search and its detail; restoring brings it back', async () => {
    const offer = await offerIn('karbala', 50, 52);
    /** Whether the offer is on any page of the public search. */
    const inSearch = async () => {
      for (let page = 1; ; page++) {
        const res = await searchCars(ctx, {
          destination: 'karbala',
          pickup: carAt(50),
          dropoff: carAt(52),
          age: 35,
          page,
        });
        const { data, meta } = res.json() as { data: { offers: Array<{ id: string }> }; meta: { total: number } };
        if (data.offers.some((o) => o.id === offer.id)) return true;
        if (page * 12 >= meta.total) return false;
      }
    };
    expect(await inSearch()).toBe(true);
    const archived = await call('POST', `/car-offers/${offer.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.active).toBe(false);
    expect(await lastAudit(offer.id)).toMatchObject({
      action: 'car_offer.archive',
      entity: 'car_offer',
      before: { active: true },
      after: { active: false },
    });
    expect(await inSearch()).toBe(false);
    expect((await carDetail(ctx, offer.id, { pickup: carAt(50), dropoff: carAt(52), age: 35 })).statusCode).toBe(404);
    expect((await rent(offer, 50, 52)).statusCode).toBe(404);
    expect((await list('status=archived&per_page=100')).data.map((o) => o.id)).toContain(offer.id);
    expect((await list('status=active&per_page=100&city=karbala')).data.map((o) => o.id)).not.toContain(offer.id);

    const restored = await call('POST', `/car-offers/${offer.id}/restore`);
    expect(restored.json().data.active).toBe(true);
    expect((await lastAudit(offer.id))?.action).toBe('car_offer.restore');
    expect(await inSearch()).toBe(true);
  });

  it('shows the days from a later day on, and refuses a day past or too far', async () => {
    const { id } = await offerIn('karbala');
    const later = carAt(70).slice(0, 10);
    const res = await call('GET', `/car-offers/${id}/days?from=${later}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ from: later, to: carAt(70 + CAR_ADMIN_DAYS - 1).slice(0, 10) });
    for (const [from, key] of [
      ['2020-01-01', 'This date has already passed'],
      [carAt(400).slice(0, 10), 'Pick-ups can be booked up to a year ahead'],
      ['2026-02-30', 'Enter a date as YYYY-MM-DD'],
    ]) {
      const bad = await call('GET', `/car-offers/${id}/days?from=${from}`);
      expect(bad.statusCode, from).toBe(400);
      expect(bad.json().errors).toEqual([{ field: 'from', message: key }]);
    }
  });
});

describe('a day’s number of cars (decision 140)', () => {
  const dayOf = (days: number) => carAt(days).slice(0, 10);
  const setDay = (id: string, days: number | string, cars: unknown, lang = 'en', who: TestUser = editor) =>
    call('PUT', `/car-offers/${id}/days/${typeof days === 'number' ? dayOf(days) : days}`, who, { cars }, lang);
  const dayState = async (id: string, days: number) =>
    (
      (await call('GET', `/car-offers/${id}/days?from=${dayOf(days - 1)}`)).json().data.days as Array<{ day: string }>
    ).find((d) => d.day === dayOf(days));
  /** Whether the public search offers the car for the period. */
  const offered = async (id: string, destination: string, from: number, to: number) => {
    for (let page = 1; ; page++) {
      const res = await searchCars(ctx, { destination, pickup: carAt(from), dropoff: carAt(to), age: 35, page });
      const { data, meta } = res.json() as { data: { offers: Array<{ id: string }> }; meta: { total: number } };
      if (data.offers.some((o) => o.id === id)) return true;
      if (page * 12 >= meta.total) return false;
    }
  };

  it('closes a day for maintenance: searches and bookings over it find no car; back to the fleet, they do', async () => {
    const offer = await offerIn('erbil', 90, 92);
    expect((await call('PATCH', `/car-offers/${offer.id}`, editor, { fleet: 3 })).statusCode).toBe(200);
    const res = await setDay(offer.id, 91, 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ day: dayOf(91), fleet: 0, rented: 0, left: 0, own: true });
    expect(await lastAudit(offer.id)).toMatchObject({
      actorId: editor.id,
      action: 'car_offer.day',
      entity: 'car_offer',
      before: { day: dayOf(91), cars: null },
      after: { day: dayOf(91), cars: 0 },
    });
    expect(await dayState(offer.id, 91)).toEqual({ day: dayOf(91), fleet: 0, rented: 0, left: 0, own: true });
    expect(await dayState(offer.id, 90)).toMatchObject({ fleet: 3, own: false });

    expect(await offered(offer.id, 'erbil', 90, 92)).toBe(false);
    expect((await rent(offer, 90, 92)).statusCode).toBe(409);
    // Days around it are not touched.
    expect(await offered(offer.id, 'erbil', 92, 94)).toBe(true);

    const back = await setDay(offer.id, 91, null);
    expect(back.json().data).toEqual({ day: dayOf(91), fleet: 3, rented: 0, left: 3, own: false });
    expect((await lastAudit(offer.id))?.after).toEqual({ day: dayOf(91), cars: null });
    expect(await offered(offer.id, 'erbil', 90, 92)).toBe(true);
    expect((await rent(offer, 90, 92)).statusCode).toBe(201);
  });

  it('never rents more cars on a day than staff set for it, even with a larger fleet', async () => {
    const offer = await offerIn('sulaymaniyah', 95, 98);
    expect((await call('PATCH', `/car-offers/${offer.id}`, editor, { fleet: 5 })).statusCode).toBe(200);
    expect((await setDay(offer.id, 96, 1)).statusCode).toBe(200);
    expect((await rent(offer, 95, 97)).statusCode).toBe(201);
    // The fleet has four more, but day 96 has its one car rented.
    expect((await rent(offer, 96, 98)).statusCode).toBe(409);
    expect((await rent(offer, 97, 98)).statusCode).toBe(201);
    expect(await dayState(offer.id, 96)).toEqual({ day: dayOf(96), fleet: 1, rented: 1, left: 0, own: true });
    // A day may have more cars than the fleet (cars brought in).
    expect((await setDay(offer.id, 96, 7)).json().data).toMatchObject({ fleet: 7, rented: 1, left: 6, own: true });
    expect((await rent(offer, 96, 98)).statusCode).toBe(201);
  });

  it('refuses fewer cars than are rented that day, naming them, in the caller’s language; nothing changes', async () => {
    const offer = await offerIn('najaf', 100, 102);
    expect((await call('PATCH', `/car-offers/${offer.id}`, editor, { fleet: 4 })).statusCode).toBe(200);
    expect((await rent(offer, 100, 102)).statusCode).toBe(201);
    expect((await rent(offer, 101, 102)).statusCode).toBe(201);
    const refused = await setDay(offer.id, 101, 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'cars_below_rented',
      errors: [{ field: 'cars', message: `This day cannot have fewer than the 2 cars rented on ${dayOf(101)}` }],
    });
    const ar = await setDay(offer.id, 101, 0, 'ar');
    expect(ar.json().errors[0].message).toBe(`لا يمكن أن يقل عدد السيارات عن 2 سيارات مؤجرة يوم ⁦${dayOf(101)}⁩`);
    const de = await setDay(offer.id, 101, 0, 'de');
    expect(de.json().errors[0].message).toBe(
      `Dieser Tag kann nicht weniger als die 2 am ${dayOf(101)} vermieteten Autos haben`,
    );
    expect(await dayState(offer.id, 101)).toMatchObject({ fleet: 4, rented: 2, own: false });
    expect((await lastAudit(offer.id))?.action).toBe('car_offer.update');
    // As many as are rented is allowed.
    expect((await setDay(offer.id, 101, 2)).statusCode).toBe(200);

    // A day with more cars than the fleet cannot go back to a fleet smaller than its rentals.
    expect((await setDay(offer.id, 101, 6)).statusCode).toBe(200);
    expect((await rent(offer, 101, 102)).statusCode).toBe(201);
    expect((await rent(offer, 101, 102)).statusCode).toBe(201);
    expect((await rent(offer, 101, 102)).statusCode).toBe(201);
    const back = await setDay(offer.id, 101, null);
    expect(back.statusCode).toBe(422);
    expect(back.json()).toMatchObject({
      code: 'fleet_below_rented',
      errors: [{ field: 'cars', message: `The fleet cannot be below the 5 cars rented on ${dayOf(101)}` }],
    });
  });

  it('refuses bad days and numbers with a message on the field', async () => {
    const { id } = await offerIn('karbala');
    for (const [days, payload, field, message] of [
      [5, { cars: -1 }, 'cars', 'Must be at least 0'],
      [5, { cars: 1.5 }, 'cars', 'Invalid value'],
      [5, { cars: 'two' }, 'cars', 'Invalid value'],
      [5, { cars: 501 }, 'cars', 'Must be at most 500'],
      [5, {}, 'cars', undefined],
      [5, { cars: 1, fleet: 2 }, '', undefined],
      ['2020-01-01', { cars: 1 }, 'day', 'This date has already passed'],
      [dayOf(400), { cars: 1 }, 'day', 'Pick-ups can be booked up to a year ahead'],
      ['2026-02-30', { cars: 1 }, 'day', 'Enter a date as YYYY-MM-DD'],
      ['tomorrow', { cars: 1 }, 'day', 'Enter a date as YYYY-MM-DD'],
    ] as const) {
      const res = await call(
        'PUT',
        `/car-offers/${id}/days/${typeof days === 'number' ? dayOf(days) : days}`,
        editor,
        payload,
      );
      expect(res.statusCode, `${days} ${JSON.stringify(payload)}`).toBe(400);
      const errors = res.json().errors as Array<{ field: string; message: string }>;
      if (field) expect(errors.find((e) => e.field === field)?.message, String(days)).toBeTruthy();
      if (message) expect(errors.find((e) => e.field === field)?.message).toBe(message);
    }
    const ar = await setDay(id, 5, -1, 'ar');
    expect(ar.json().errors[0]).toEqual({ field: 'cars', message: 'يجب ألا يقل عن 0' });
    expect((await setDay('00000000-0000-4000-8000-000000000000', 5, 1)).statusCode).toBe(404);
  });

  it('a day lowered while rentals race it never has more cars rented than its number', async () => {
    const offer = await offerIn('basra', 110, 112);
    expect((await call('PATCH', `/car-offers/${offer.id}`, editor, { fleet: 4 })).statusCode).toBe(200);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => rent(offer, 110, 112)),
      setDay(offer.id, 111, 1),
      ...Array.from({ length: 5 }, () => rent(offer, 111, 113)),
    ]);
    const lowered = results[5]!;
    expect([200, 422]).toContain(lowered.statusCode);
    if (lowered.statusCode === 422) expect(lowered.json().code).toBe('cars_below_rented');
    for (const r of results.filter((_, i) => i !== 5)) expect([201, 409]).toContain(r.statusCode);
    const rows = await ctx.database.db
      .select()
      .from(dayCapacity)
      .where(and(eq(dayCapacity.kind, 'car'), eq(dayCapacity.resourceId, offer.id)));
    for (const row of rows) expect(row.taken, row.day).toBeLessThanOrEqual(row.capacity ?? 4);
    const day = rows.find((r) => r.day === dayOf(111))!;
    expect(day.capacity).toBe(lowered.statusCode === 200 ? 1 : null);
  });
});
