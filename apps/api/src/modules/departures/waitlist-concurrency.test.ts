import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourDetail } from '@portal/contracts/tours';
import type { WaitlistEntry } from '@portal/contracts/departures';
import { departureCategories } from '../../db/schema.js';
import { addDays, baghdadDate } from '../../lib/time-zones.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, fund, type TestUser } from '../../test/factories.js';
import { bookTour, selectTour, tourBookingBody, tourDetail } from '../../test/packages.js';

// On PGlite the requests queue on one connection; with TEST_DATABASE_URL they race on PostgreSQL's pool.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function customer() {
  const user = await createOwner(ctx);
  await fund(ctx, user.accountId, 'IQD', 5_000_000_000n);
  return user;
}
const pick = (departureId: string) => ({
  departure_id: departureId,
  category: 'seats',
  option: 'double',
  adults: 1,
  children: 0,
});
const seats = (departureId: string) =>
  and(eq(departureCategories.departureId, departureId), eq(departureCategories.code, 'seats'));
const entryOf = async (user: TestUser) =>
  (
    (await ctx.app.inject({ url: '/api/v1/departure-waitlist', headers: user.auth })).json().data as WaitlistEntry[]
  )[0]!;

describe('the waitlist under concurrency (decision 132)', () => {
  it('places given back by parallel cancellations go to the line in order while other buyers race for them', async () => {
    const detail = (await tourDetail(ctx, 'istanbul-classic-from-basra')).json().data as TourDetail;
    const departureId = detail.departures.find((d) => d.starts_on >= addDays(baghdadDate(), 12))!.id;
    await ctx.database.db.update(departureCategories).set({ left: 3 }).where(seats(departureId));
    const buyer = await customer();
    const others = await Promise.all(Array.from({ length: 10 }, customer));
    // Their choices are made while places are left; they book once the places come back.
    const choices = await Promise.all(
      others.map(async (u) => (await selectTour(ctx, pick(departureId), u.auth)).json().data),
    );
    const bookings = [];
    for (let i = 0; i < 3; i++) {
      const s = (await selectTour(ctx, pick(departureId), buyer.auth)).json().data;
      const res = await bookTour(ctx, buyer, tourBookingBody(s));
      expect(res.statusCode, res.body).toBe(201);
      bookings.push(res.json().data.id as string);
    }
    const waiters = await Promise.all(Array.from({ length: 5 }, customer));
    for (const w of waiters) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/departure-waitlist',
        headers: w.auth,
        payload: { departure_id: departureId, category: 'seats', travellers: 1 },
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    const cancels = bookings.map(async (id) => {
      const quote = await ctx.app.inject({ url: `/api/v1/bookings/${id}/cancellation-quote`, headers: buyer.auth });
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${id}/cancel`,
        headers: buyer.auth,
        payload: { accepted_refund: quote.json().data.refund.amount },
      });
    });
    const races = others.map((u, i) => bookTour(ctx, u, tourBookingBody(choices[i])));
    const [cancelled, raced] = await Promise.all([Promise.all(cancels), Promise.all(races)]);
    for (const c of cancelled) expect(c.statusCode, c.body).toBe(200);
    // Every place came back to the line, none to the buyers racing for them.
    expect(new Set(raced.map((r) => `${r.statusCode} ${r.json().code}`))).toEqual(new Set(['409 departure_full']));
    const states = await Promise.all(waiters.map(async (w) => (await entryOf(w)).state));
    expect(states).toEqual(['offered', 'offered', 'offered', 'waiting', 'waiting']);
    const [row] = await ctx.database.db.select().from(departureCategories).where(seats(departureId));
    expect(row!.left).toBe(0);

    // The three offered book in parallel with the ten others again: only they get places.
    const offered = waiters.slice(0, 3);
    const mine = await Promise.all(
      offered.map(async (u) => (await selectTour(ctx, pick(departureId), u.auth)).json().data),
    );
    const again = await Promise.all([
      ...offered.map((u, i) => bookTour(ctx, u, tourBookingBody(mine[i]))),
      ...others.map((u, i) => bookTour(ctx, u, tourBookingBody(choices[i]))),
    ]);
    expect(again.slice(0, 3).map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(again.slice(3).map((r) => r.statusCode))).toEqual(new Set([409]));
    const [after] = await ctx.database.db.select().from(departureCategories).where(seats(departureId));
    expect(after!.left).toBe(0);
    expect(await Promise.all(offered.map(async (w) => (await entryOf(w)).state))).toEqual([
      'booked',
      'booked',
      'booked',
    ]);
    const { drift, sums } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const r of sums) expect(r.posted).toBe('0');
  });
});
