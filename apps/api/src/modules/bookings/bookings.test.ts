import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createSubUser, fund, type TestUser } from '../../test/factories.js';
import { bookFlight, bookingBody, searchDirect, walletMinor } from '../../test/flights.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function bookedFlight(
  user: TestUser,
  family?: string,
  days = 30,
  payment: Record<string, string> = { method: 'wallet', currency: 'IQD' },
) {
  const s = await searchDirect(ctx, 'BGW', 'IST', days);
  const fare = family ? s.offer.fares.find((f: { family: string }) => f.family === family) : s.fare;
  const res = await bookFlight(ctx, user, bookingBody({ ...s, fare }, { payment }));
  expect(res.statusCode).toBe(201);
  return { booking: res.json().data, fare };
}
const quote = async (user: TestUser, id: string) =>
  (await ctx.app.inject({ url: `/api/v1/bookings/${id}/cancellation-quote`, headers: user.auth })).json().data;
const cancel = (user: TestUser, id: string, accepted: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${id}/cancel`,
    headers: { ...user.auth, ...headers },
    payload: { accepted_refund: accepted },
  });

describe('GET /bookings', () => {
  it('lists the account’s bookings with filters; a sub-user sees its own unless allowed all', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 50_000_000n);
    const sub = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const a = await bookedFlight(owner);
    const b = await bookedFlight(sub);
    const all = (await ctx.app.inject({ url: '/api/v1/bookings?service=flight', headers: owner.auth })).json();
    expect(all.meta.total).toBe(2);
    expect(all.data.map((x: { reference: string }) => x.reference).sort()).toEqual(
      [a.booking.reference, b.booking.reference].sort(),
    );
    expect(all.data[0]).toMatchObject({ service: 'flight', title: 'BGW → IST', travellers: 1 });
    const own = (await ctx.app.inject({ url: '/api/v1/bookings', headers: sub.auth })).json();
    expect(own.data.map((x: { id: string }) => x.id)).toEqual([b.booking.id]);
    const byRef = (
      await ctx.app.inject({ url: `/api/v1/bookings?q=${a.booking.reference}`, headers: owner.auth })
    ).json();
    expect(byRef.data.map((x: { id: string }) => x.id)).toEqual([a.booking.id]);
    const byUser = (await ctx.app.inject({ url: `/api/v1/bookings?user_id=${sub.id}`, headers: owner.auth })).json();
    expect(byUser.data.map((x: { id: string }) => x.id)).toEqual([b.booking.id]);
    expect((await ctx.app.inject({ url: `/api/v1/bookings/${a.booking.id}`, headers: sub.auth })).statusCode).toBe(404);
    const stranger = await createOwner(ctx);
    expect((await ctx.app.inject({ url: '/api/v1/bookings', headers: stranger.auth })).json().meta.total).toBe(0);
  });

  it('rejects bad filters', async () => {
    const owner = await createOwner(ctx);
    for (const q of ['status=lost', 'from=yesterday', 'user_id=1', 'page=0', 'per_page=1000']) {
      expect((await ctx.app.inject({ url: `/api/v1/bookings?${q}`, headers: owner.auth })).statusCode, q).toBe(400);
    }
  });
});

describe('cancellation', () => {
  it('quotes the refund under the fare rule, cancels, releases the seat and refunds the wallet through the ledger', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 20_000_000n);
    const { booking } = await bookedFlight(user, 'classic', 35);
    const q = await quote(user, booking.id);
    const paid = BigInt(booking.payment.amount);
    const fees = BigInt(booking.flight.fare.fees.iqd);
    const penalty = ((paid - fees) * 30n) / 100n;
    expect(q).toMatchObject({
      allowed: true,
      rule: 'as_per_rules',
      refund: { amount: String(paid - fees - penalty), currency: 'IQD' },
      fees_kept: { amount: String(fees) },
    });
    const before = (await walletMinor(ctx, user)).IQD!;
    const res = await cancel(user, booking.id, q.refund.amount);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('refunded');
    expect(res.json().data.history.map((h: { status: string }) => h.status)).toEqual([
      'confirmed',
      'cancelled',
      'refunded',
    ]);
    expect((await walletMinor(ctx, user)).IQD).toBe(before + paid - fees - penalty);
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const s of sums) expect(s.posted).toBe('0');
  });

  it('refuses a refund that differs from the quote the customer saw', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 20_000_000n);
    const { booking } = await bookedFlight(user, 'flex', 36);
    const res = await cancel(user, booking.id, '1', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('refund_changed');
  });

  it('cancels a held booking without any money moving', async () => {
    const user = await createOwner(ctx);
    const { booking } = await bookedFlight(user, undefined, 37, { method: 'hold' });
    const q = await quote(user, booking.id);
    expect(q).toMatchObject({ allowed: true, rule: 'unpaid', refund: { amount: '0.00', currency: 'USD' } });
    const res = await cancel(user, booking.id, '0');
    expect(res.json().data.status).toBe('cancelled');
  });

  it('refuses to cancel a fulfilled booking, in the caller’s language, and moves no money', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 20_000_000n);
    const { booking } = await bookedFlight(user, 'flex', 39);
    await ctx.database.db.update(bookings).set({ status: 'fulfilled' }).where(eq(bookings.id, booking.id));
    const before = (await walletMinor(ctx, user)).IQD!;
    const q = await quote(user, booking.id);
    expect(q).toMatchObject({ allowed: false, refund: { amount: '0' } });
    const refused = await cancel(user, booking.id, '0', { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('not_cancellable');
    const inArabic = await cancel(user, booking.id, '0');
    expect(inArabic.json().detail).not.toBe(refused.json().detail);
    expect((await walletMinor(ctx, user)).IQD).toBe(before);
  });

  it('concurrent cancellations refund once', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 20_000_000n);
    const { booking } = await bookedFlight(user, 'flex', 38);
    const q = await quote(user, booking.id);
    const before = (await walletMinor(ctx, user)).IQD!;
    const results = await Promise.all(Array.from({ length: 20 }, () => cancel(user, booking.id, q.refund.amount)));
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect((await walletMinor(ctx, user)).IQD).toBe(before + BigInt(q.refund.amount));
    const final = (await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: user.auth })).json().data;
    expect(final.history.filter((h: { status: string }) => h.status === 'refunded')).toHaveLength(1);
  });

  it("another account's booking answers 404 on quote, cancel and pay", async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 20_000_000n);
    const { booking } = await bookedFlight(user, undefined, 39);
    const other = await createOwner(ctx);
    expect(
      (await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}/cancellation-quote`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
    expect((await cancel(other, booking.id, '0')).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/bookings/${booking.id}/pay`,
          headers: other.auth,
          payload: { currency: 'IQD' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('paying a held booking', () => {
  it('pays from the chosen wallet before the deadline, once', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'USD', 200_000n);
    const { booking } = await bookedFlight(user, undefined, 40, { method: 'hold' });
    const pay = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.id}/pay`,
        headers: user.auth,
        payload: { currency: 'USD' },
      });
    const res = await pay();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'confirmed', payment: { method: 'wallet', currency: 'USD' } });
    const charged = 200_000n - (await walletMinor(ctx, user)).USD!;
    expect(charged).toBe(BigInt(res.json().data.payment.amount.replace('.', '')));
    const again = await pay();
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('not_payable');
    expect(200_000n - (await walletMinor(ctx, user)).USD!).toBe(charged);
  });
});
