import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookings, flightInventory, ledgerTransfers } from '../../db/schema.js';
import { baghdadMonthStart } from '../../lib/time-zones.js';
import { newId, newReference } from '../../lib/ids.js';
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

type BookedFlight = {
  details: { offer: { id: string; slices: Array<{ segments: unknown[] }> }; fare: { family: string } };
};

/** Seats left in a fare as a new search offers them (asked twice, so a reused answer would show stale seats). */
async function seatsLeft(days: number, booking?: BookedFlight): Promise<number> {
  await searchDirect(ctx, 'BGW', 'IST', days);
  const s = await searchDirect(ctx, 'BGW', 'IST', days);
  const offer = booking ? s.offer && (await offerOf(s.sessionId, booking.details.offer.id)) : s.offer;
  const family = booking ? booking.details.fare.family : 'classic';
  return offer.fares.find((f: { family: string }) => f.family === family).seats_left;
}
async function offerOf(sessionId: string, offerId: string) {
  return (await ctx.app.inject({ url: `/api/v1/flight-searches/${sessionId}/offers/${offerId}` })).json().data.offer;
}
/** Seats sold on every flight, from the inventory table (this file's tests run one after another). */
async function seatsSold(): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`coalesce(sum(${flightInventory.sold}), 0)::int` })
    .from(flightInventory);
  return Number(row!.n);
}

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
    expect(all.data[0]).toMatchObject({ service: 'flight', travellers: 1 });
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

  it('titles flight bookings with city names in the reader’s language, and with codes when a booking has no names', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'IQD', 20_000_000n);
    const { booking } = await bookedFlight(owner, undefined, 31);
    const title = async (lang: string) =>
      (await ctx.app.inject({ url: '/api/v1/bookings', headers: { ...owner.auth, _lang: lang } })).json().data[0].title;
    expect(await title('en')).toBe('Baghdad → Istanbul');
    expect(await title('ar')).toBe('بغداد ← إسطنبول');
    expect(await title('de')).toBe('Bagdad → Istanbul');
    // A booking stored before bookings kept their airports' names.
    await ctx.database.db
      .update(bookings)
      .set({ details: sql`${bookings.details} #- '{flight,dictionaries}'` })
      .where(eq(bookings.id, booking.id));
    expect(await title('ar')).toBe('BGW ← IST');
    expect(await title('en')).toBe('BGW → IST');
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
    const seatsBefore = await seatsLeft(35);
    const { booking } = await bookedFlight(user, 'classic', 35);
    expect(await seatsLeft(35, booking)).toBe(seatsBefore - 1);
    const sold = await seatsSold();
    const q = await quote(user, booking.id);
    const paid = BigInt(booking.payment.amount);
    const fees = BigInt(booking.details.fare.fees.iqd);
    // The rule's 30 % is of the fare: the taxes come back in full.
    const penalty = (BigInt(booking.details.fare.base.iqd) * 30n) / 100n;
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
    // The seat is for sale again: one fewer sold, and a new search offers it.
    expect(await seatsSold()).toBe(sold - 1);
    expect(await seatsLeft(35, booking)).toBe(seatsBefore);
    expect((await walletMinor(ctx, user)).IQD).toBe(before + paid - fees - penalty);
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const s of sums) expect(s.posted).toBe('0');
  });

  it('a non-refundable fare refunds its taxes: the penalty is the fare, the fees stay, the three add up to what was paid', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 20_000_000n);
    const { booking } = await bookedFlight(user, 'light', 38);
    const fare = booking.details.fare as { base: { iqd: string }; taxes: { iqd: string }; fees: { iqd: string } };
    const taxes = BigInt(fare.taxes.iqd);
    expect(taxes).toBeGreaterThan(0n);
    const q = await quote(user, booking.id);
    expect(q).toMatchObject({
      allowed: true,
      rule: 'non_refundable',
      refund: { amount: String(taxes), currency: 'IQD' },
      penalty: { amount: fare.base.iqd },
      fees_kept: { amount: fare.fees.iqd },
    });
    expect(BigInt(q.refund.amount) + BigInt(q.penalty.amount) + BigInt(q.fees_kept.amount)).toBe(
      BigInt(booking.payment.amount),
    );
    const before = (await walletMinor(ctx, user)).IQD!;
    expect((await cancel(user, booking.id, q.refund.amount)).statusCode).toBe(200);
    expect((await walletMinor(ctx, user)).IQD).toBe(before + taxes);
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

const pay = (user: TestUser, id: string, currency = 'IQD', headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${id}/pay`,
    headers: { ...user.auth, ...headers },
    payload: { currency },
  });
const setLimit = (owner: TestUser, sub: TestUser, monthly: bigint) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/sub-users/${sub.id}`,
    headers: owner.auth,
    payload: { limits: [{ currency: 'IQD', monthly: String(monthly) }] },
  });

describe('paying a held booking: who and when', () => {
  it('refuses a sub-user paying beyond its monthly limit; the hold stays unpaid', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 50_000_000n);
    const sub = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const { booking } = await bookedFlight(sub, undefined, 41, { method: 'hold' });
    expect((await setLimit(owner, sub, BigInt(booking.total.iqd) - 1n)).statusCode).toBe(200);
    const res = await pay(sub, booking.id, 'IQD', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'spending_limit_exceeded',
      limit: { currency: 'IQD', monthly: String(BigInt(booking.total.iqd) - 1n), used: '0' },
    });
    expect((await walletMinor(ctx, owner)).IQD).toBe(50_000_000n);
    const after = (await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: sub.auth })).json().data;
    expect(after.status).toBe('held');
  });

  it('refuses a sub-user without the pay-from-wallet permission', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 50_000_000n);
    const sub = await createSubUser(ctx, owner, ['book']);
    const { booking } = await bookedFlight(sub, undefined, 42, { method: 'hold' });
    const res = await pay(sub, booking.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('permission_denied_wallet');
    expect((await walletMinor(ctx, owner)).IQD).toBe(50_000_000n);
  });

  it('refuses payment after the deadline, even before the expiry job has run', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'IQD', 50_000_000n);
    const { booking } = await bookedFlight(owner, undefined, 43, { method: 'hold' });
    await ctx.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));
    const res = await pay(owner, booking.id, 'IQD', { 'accept-language': 'de' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'hold_expired',
      detail: 'Die Zahlungsfrist dieser Reservierung ist abgelaufen',
    });
    expect((await walletMinor(ctx, owner)).IQD).toBe(50_000_000n);
  });
});

describe('authorisation inside one account', () => {
  it('a sub-user cannot cancel or pay the owner’s or a sibling’s booking, even when it may see them', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 80_000_000n);
    const sub = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const seer = await createSubUser(ctx, owner, ['book', 'pay_wallet', 'see_all_bookings']);
    const sibling = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const ownersHold = (await bookedFlight(owner, undefined, 44, { method: 'hold' })).booking;
    const siblings = (await bookedFlight(sibling, 'flex', 45)).booking;
    const siblingsQuote = await quote(sibling, siblings.id);

    // Without the see-all permission the others' bookings do not exist for it.
    expect((await cancel(sub, siblings.id, siblingsQuote.refund.amount)).statusCode).toBe(404);
    expect((await pay(sub, ownersHold.id)).statusCode).toBe(404);
    // Seeing all bookings is not acting on them.
    const refused = await cancel(seer, siblings.id, siblingsQuote.refund.amount);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    expect((await pay(seer, ownersHold.id)).statusCode).toBe(403);

    const wallet = (await walletMinor(ctx, owner)).IQD;
    for (const [user, id, status] of [
      [sibling, siblings.id, 'confirmed'],
      [owner, ownersHold.id, 'held'],
    ] as const) {
      const seen = (await ctx.app.inject({ url: `/api/v1/bookings/${id}`, headers: user.auth })).json().data;
      expect(seen.status).toBe(status);
    }
    expect((await walletMinor(ctx, owner)).IQD).toBe(wallet);
    // The owner acts on everyone's bookings.
    expect((await cancel(owner, siblings.id, siblingsQuote.refund.amount)).json().data.status).toBe('refunded');
  });

  it('a sub-user allowed to see all bookings lists the owner’s and its siblings’, and may filter by who booked', async () => {
    const owner = await createOwner(ctx, { kind: 'agency', name: 'Dijla Travel' });
    await fund(ctx, owner.accountId, 'IQD', 80_000_000n);
    const seer = await createSubUser(ctx, owner, ['book', 'see_all_bookings']);
    const sibling = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const a = (await bookedFlight(owner, undefined, 46)).booking;
    const b = (await bookedFlight(sibling, undefined, 47)).booking;
    const all = (await ctx.app.inject({ url: '/api/v1/bookings', headers: seer.auth })).json();
    expect(all.data.map((x: { id: string }) => x.id).sort()).toEqual([a.id, b.id].sort());
    const bySibling = (
      await ctx.app.inject({ url: `/api/v1/bookings?user_id=${sibling.id}`, headers: seer.auth })
    ).json();
    expect(bySibling.data.map((x: { id: string }) => x.id)).toEqual([b.id]);

    const bookers = await ctx.app.inject({ url: '/api/v1/bookings/bookers', headers: seer.auth });
    expect(bookers.statusCode).toBe(200);
    expect(bookers.json().data[0]).toEqual({ id: owner.id, name: 'Dijla Travel' });
    expect(
      bookers
        .json()
        .data.map((u: { id: string }) => u.id)
        .sort(),
    ).toEqual([owner.id, seer.id, sibling.id].sort());
    // A sub-user who sees only its own bookings gets no one to filter by.
    expect((await ctx.app.inject({ url: '/api/v1/bookings/bookers', headers: sibling.auth })).statusCode).toBe(403);
  });
});

describe('monthly spending limits count payments, by Baghdad month', () => {
  it('a hold made last month and paid this month counts against this month’s limit', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 80_000_000n);
    const sub = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const hold = (await bookedFlight(sub, undefined, 48, { method: 'hold' })).booking;
    // Made 40 days ago, with its deadline still ahead (a long hold).
    await ctx.database.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(bookings.id, hold.id));
    const fare = BigInt(hold.total.iqd);
    expect((await setLimit(owner, sub, fare + fare / 2n)).statusCode).toBe(200);
    expect((await pay(sub, hold.id)).statusCode).toBe(200);

    const next = await searchDirect(ctx, 'BGW', 'IST', 49);
    const refused = await bookFlight(ctx, sub, bookingBody(next), { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('spending_limit_exceeded');
    const listed = (await ctx.app.inject({ url: '/api/v1/sub-users', headers: owner.auth })).json().data;
    expect(listed.find((u: { id: string }) => u.id === sub.id).spent_this_month).toEqual([
      { currency: 'IQD', amount: String(fare) },
    ]);
  });

  it('a payment made after midnight in Baghdad on the 1st counts in the new month, though UTC is still in the old one', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 80_000_000n);
    const sub = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const paid = (await bookedFlight(sub, undefined, 50)).booking;
    // The payment moves to 00:30 on the 1st of this month in Baghdad (21:30 UTC on the last day of the month before).
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, paid.id));
    const at = new Date(baghdadMonthStart().getTime() + 30 * 60_000);
    await backdate(row!.paymentTransferId!, at);
    await ctx.database.db.update(bookings).set({ createdAt: at }).where(eq(bookings.id, paid.id));
    const fare = BigInt(paid.total.iqd);
    expect((await setLimit(owner, sub, fare + fare / 2n)).statusCode).toBe(200);
    const refused = await bookFlight(ctx, sub, bookingBody(await searchDirect(ctx, 'BGW', 'IST', 51)));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('spending_limit_exceeded');
  });
});

describe('date filters are Baghdad calendar days', () => {
  it('a booking made at 22:30 UTC is listed on the next day', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'IQD', 20_000_000n);
    const { booking } = await bookedFlight(owner, undefined, 52);
    await ctx.database.db
      .update(bookings)
      .set({ createdAt: new Date('2026-03-10T22:30:00Z') })
      .where(eq(bookings.id, booking.id));
    const listed = async (q: string) =>
      (await ctx.app.inject({ url: `/api/v1/bookings?${q}`, headers: owner.auth }))
        .json()
        .data.map((b: { id: string }) => b.id);
    expect(await listed('from=2026-03-11&to=2026-03-11')).toEqual([booking.id]);
    expect(await listed('from=2026-03-10&to=2026-03-10')).toEqual([]);
    expect(await listed('to=2026-03-10')).toEqual([]);
    expect(await listed('from=2026-03-11')).toEqual([booking.id]);
  });
});

/** Moves a ledger transfer in time (the ledger refuses updates; this test database lifts that for one statement). */
async function backdate(transferId: string, at: Date) {
  const db = ctx.database.db;
  await db.execute(sql`alter table ledger_transfers disable trigger ledger_transfers_no_update_delete`);
  try {
    await db.update(ledgerTransfers).set({ createdAt: at }).where(eq(ledgerTransfers.id, transferId));
  } finally {
    await db.execute(sql`alter table ledger_transfers enable trigger ledger_transfers_no_update_delete`);
  }
}

describe('expiring unpaid holds', () => {
  it('each service’s job finds its own expired holds, however many of another service are overdue', async () => {
    const owner = await createOwner(ctx);
    const { booking } = await bookedFlight(owner, undefined, 53, { method: 'hold' });
    const longAgo = new Date(Date.now() - 86_400_000);
    // 250 visa holds overdue for longer than the flight's, ahead of it in the table.
    await ctx.database.db.insert(bookings).values(
      Array.from({ length: 250 }, () => ({
        id: newId(),
        reference: newReference('V', 7),
        service: 'visa',
        accountId: owner.accountId,
        userId: owner.id,
        status: 'held' as const,
        totalIqd: 1000n,
        paymentCurrency: 'IQD',
        paymentAmountMinor: 1000n,
        rate: '1',
        priceSnapshot: {},
        details: { method: 'hold' },
        travellers: [],
        holdExpiresAt: new Date(longAgo.getTime() - 3_600_000),
      })),
    );
    await ctx.database.db.update(bookings).set({ holdExpiresAt: longAgo }).where(eq(bookings.id, booking.id));
    // (Other tests of this file leave overdue flight holds too; this one must be among those expired.)
    expect(await ctx.app.services.bookings.expireHolds()).toBeGreaterThanOrEqual(1);
    const after = (await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: owner.auth })).json().data;
    expect(after.status).toBe('expired');
  });
});
