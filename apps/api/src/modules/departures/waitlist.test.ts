import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourDetail } from '@portal/contracts/tours';
import type { WaitlistEntry } from '@portal/contracts/departures';
import { departureCategories, departureWaitlist, mailQueue, notifications } from '../../db/schema.js';
import { addDays, baghdadDate } from '../../lib/time-zones.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, fund, type TestUser } from '../../test/factories.js';
import { bookTour, selectTour, tourBookingBody, tourDetail } from '../../test/packages.js';
import { bookCruise, cruiseBookingBody, cruiseDetail, selectCruise } from '../../test/cruises.js';
import type { CruiseDetail } from '@portal/contracts/cruises';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const join = (user: TestUser, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/departure-waitlist', headers: user.auth, payload: body });
const mine = async (user: TestUser) =>
  (await ctx.app.inject({ url: '/api/v1/departure-waitlist', headers: user.auth })).json().data as WaitlistEntry[];
const leave = (user: TestUser, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/departure-waitlist/${id}/leave`, headers: user.auth });

async function customer() {
  const user = await createOwner(ctx);
  await fund(ctx, user.accountId, 'IQD', 5_000_000_000n);
  return user;
}

/** A departure of a package at least 10 days ahead, its seats set to `left`. */
async function departureWith(slug: string, left: number) {
  const detail = (await tourDetail(ctx, slug)).json().data as TourDetail;
  const departure = detail.departures.find((d) => d.starts_on >= addDays(baghdadDate(), 10))!;
  await ctx.database.db
    .update(departureCategories)
    .set({ left })
    .where(and(eq(departureCategories.departureId, departure.id), eq(departureCategories.code, 'seats')));
  return departure.id;
}
const seatsLeft = async (departureId: string) =>
  (
    await ctx.database.db
      .select()
      .from(departureCategories)
      .where(and(eq(departureCategories.departureId, departureId), eq(departureCategories.code, 'seats')))
  )[0]!.left;
const pick = (departureId: string, adults: number) => ({
  departure_id: departureId,
  category: 'seats',
  option: 'double',
  adults,
  children: 0,
});

async function book(user: TestUser, departureId: string, adults: number) {
  const s = await selectTour(ctx, pick(departureId, adults), user.auth);
  expect(s.statusCode, s.body).toBe(201);
  const res = await bookTour(ctx, user, tourBookingBody(s.json().data));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string };
}

async function cancel(user: TestUser, bookingId: string) {
  const quote = await ctx.app.inject({ url: `/api/v1/bookings/${bookingId}/cancellation-quote`, headers: user.auth });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${bookingId}/cancel`,
    headers: user.auth,
    payload: { accepted_refund: quote.json().data.refund.amount },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the waitlist of a full departure (decision 132)', () => {
  let departureId: string;
  let buyer: TestUser, first: TestUser, second: TestUser, third: TestUser, other: TestUser;
  let booking: { id: string };
  beforeAll(async () => {
    [buyer, first, second, third, other] = await Promise.all([
      customer(),
      customer(),
      customer(),
      customer(),
      customer(),
    ]);
    departureId = await departureWith('istanbul-classic-from-basra', 2);
  });

  it('refuses to put on the line while enough places are left to book', async () => {
    const res = await join(first, { departure_id: departureId, category: 'seats', travellers: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('waitlist_places_left');
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/departure-waitlist',
      payload: { departure_id: departureId, category: 'seats', travellers: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('joins a full departure in order, shows the place in line, and refuses joining twice', async () => {
    booking = await book(buyer, departureId, 2);
    expect(await seatsLeft(departureId)).toBe(0);
    const a = await join(first, { departure_id: departureId, category: 'seats', travellers: 2 });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().data).toMatchObject({ state: 'waiting', position: 1, travellers: 2, service: 'package' });
    const b = await join(second, { departure_id: departureId, category: 'seats', travellers: 1 });
    expect(b.json().data.position).toBe(2);
    const c = await join(third, { departure_id: departureId, category: 'seats', travellers: 2 });
    expect(c.json().data.position).toBe(3);
    const again = await join(first, { departure_id: departureId, category: 'seats', travellers: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('waitlist_already_on');
    const list = await mine(second);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ position: 2, category: 'seats', departure: { id: departureId } });
    expect(list[0]!.product.title.en).toBeTruthy();
  });

  it('a cancellation offers the places to the first in line, with a notice and a mail, kept from other buyers', async () => {
    await cancel(buyer, booking.id);
    // The two places are kept for the first in line, not back on sale.
    expect(await seatsLeft(departureId)).toBe(0);
    const [entry] = await mine(first);
    expect(entry!.state).toBe('offered');
    expect(entry!.position).toBeNull();
    const hours = (Date.parse(entry!.offered_until!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await mine(second))[0]).toMatchObject({ state: 'waiting', position: 1 });

    const notices = await ctx.app.inject({
      url: '/api/v1/notifications',
      headers: { ...first.auth, 'accept-language': 'en' },
    });
    const notice = notices.json().data.find((n: { kind: string }) => n.kind === 'waitlist.offered');
    expect(notice.title).toContain('A place is free for you');
    expect(notice.link).toBe('/tour-details/istanbul-classic-from-basra');
    await ctx.app.mailer.flush();
    const mails = await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.to, first.email));
    expect(mails.map((m) => m.eventKey)).toContain(`notice:waitlist.offered:${entry!.id}`);

    // Someone else can neither choose nor book the kept places.
    const s = await selectTour(ctx, pick(departureId, 1), other.auth);
    expect(s.statusCode).toBe(409);
    expect(s.json().code).toBe('departure_full');
  });

  it('an offer not booked in 24 hours lapses to the next in line whose travellers fit; the rest go back on sale', async () => {
    const [entry] = await mine(first);
    await ctx.database.db
      .update(departureWaitlist)
      .set({ offeredUntil: new Date(Date.now() - 1000) })
      .where(eq(departureWaitlist.id, entry!.id));
    // Lapsed but not yet swept: no longer the first's to book.
    const late = await selectTour(ctx, pick(departureId, 2), first.auth);
    expect(late.statusCode).toBe(409);
    expect(await ctx.app.services.waitlist.expireOffers()).toBe(1);
    expect((await mine(first))[0]!.state).toBe('lapsed');
    // The second wants one place: offered; the third wants two and one is left: still waiting, first in line.
    expect((await mine(second))[0]!.state).toBe('offered');
    expect((await mine(third))[0]).toMatchObject({ state: 'waiting', position: 1 });
    expect(await seatsLeft(departureId)).toBe(1);
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, second.id));
    expect(rows.map((r) => r.kind)).toEqual(['waitlist.offered']);
  });

  it('the offered user books the kept places through the normal booking', async () => {
    const s = await selectTour(ctx, pick(departureId, 1), second.auth);
    expect(s.statusCode, s.body).toBe(201);
    // The one kept for them and the one on sale.
    expect(s.json().data.departure.left).toBe(2);
    const res = await bookTour(ctx, second, tourBookingBody(s.json().data));
    expect(res.statusCode, res.body).toBe(201);
    expect((await mine(second))[0]!.state).toBe('booked');
    expect(await seatsLeft(departureId)).toBe(1);
  });

  it('leaving the line ends the entry; an offer left goes to the next', async () => {
    const [waiting] = await mine(third);
    const res = await leave(third, waiting!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.state).toBe('left');
    expect((await leave(third, waiting!.id)).statusCode).toBe(404);
    expect((await leave(other, waiting!.id)).statusCode).toBe(404);

    // An offer left goes to the next in line.
    const full = await departureWith('istanbul-classic-from-basra', 0);
    const x = await join(buyer, { departure_id: full, category: 'seats', travellers: 1 });
    const y = await join(other, { departure_id: full, category: 'seats', travellers: 1 });
    expect(y.json().data.position).toBe(2);
    // Places coming back to the category (as a cancellation does), in one transaction.
    const categoryId = (await categoryIdOf(full))!;
    await ctx.database.db.transaction(async (tx) => {
      await tx.update(departureCategories).set({ left: 1 }).where(eq(departureCategories.id, categoryId));
      await ctx.app.services.waitlist.placesBack(tx, categoryId);
    });
    expect((await mine(buyer)).find((e) => e.id === x.json().data.id)!.state).toBe('offered');
    await leave(buyer, x.json().data.id);
    expect((await mine(other)).find((e) => e.id === y.json().data.id)!.state).toBe('offered');
    expect(await seatsLeft(full)).toBe(0);
  });

  it('a hold that expires offers its places to the line', async () => {
    const id = await departureWith('tbilisi-mountains-from-erbil', 1);
    const s = await selectTour(ctx, pick(id, 1), buyer.auth);
    const held = await bookTour(ctx, buyer, tourBookingBody(s.json().data, { payment: { method: 'hold' } }));
    expect(held.statusCode, held.body).toBe(201);
    const wait = await join(other, { departure_id: id, category: 'seats', travellers: 1 });
    expect(wait.statusCode, wait.body).toBe(201);
    const expired = await ctx.app.services.bookings.expireHolds({ now: new Date(Date.now() + 40 * 86_400_000) });
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await mine(other)).find((e) => e.id === wait.json().data.id)!.state).toBe('offered');
    expect(await seatsLeft(id)).toBe(0);
  });
});

describe('the same line for a cruise (one shared waitlist for every departures service)', () => {
  it('a full cabin grade: join for a cabin, a cancellation offers it, the offered user books it', async () => {
    const [booker, waiter, other] = await Promise.all([customer(), customer(), customer()]);
    const detail = (await cruiseDetail(ctx, 'western-med-from-barcelona')).json().data as CruiseDetail;
    const sailing = detail.sailing_list[1]!;
    const grade = and(eq(departureCategories.departureId, sailing.id), eq(departureCategories.code, 'suite'));
    await ctx.database.db.update(departureCategories).set({ left: 1 }).where(grade);
    const choose = async (user: TestUser) =>
      selectCruise(ctx, { departure_id: sailing.id, grade: 'suite', cabins: [{ adults: 2, children: 0 }] }, user.auth);
    const s = await choose(booker);
    expect(s.statusCode, s.body).toBe(201);
    const booked = await bookCruise(ctx, booker, cruiseBookingBody(s.json().data));
    expect(booked.statusCode, booked.body).toBe(201);

    const joined = await join(waiter, { departure_id: sailing.id, category: 'suite', travellers: 1 });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().data).toMatchObject({ service: 'cruise', category: 'suite', position: 1 });

    await cancel(booker, booked.json().data.id);
    expect((await mine(waiter))[0]!.state).toBe('offered');
    expect((await choose(other)).json().code).toBe('departure_full');
    const mineChoice = await choose(waiter);
    expect(mineChoice.statusCode, mineChoice.body).toBe(201);
    const res = await bookCruise(ctx, waiter, cruiseBookingBody(mineChoice.json().data));
    expect(res.statusCode, res.body).toBe(201);
    expect((await mine(waiter))[0]!.state).toBe('booked');
    const [row] = await ctx.database.db.select().from(departureCategories).where(grade);
    expect(row!.left).toBe(0);
  });
});

async function categoryIdOf(departureId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(departureCategories)
    .where(and(eq(departureCategories.departureId, departureId), eq(departureCategories.code, 'seats')));
  return row?.id;
}
