import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, createSubUser, fund, type TestUser } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import {
  bookHotel,
  hotelBookingBody,
  hotelDay,
  hotelRates,
  selectionFor,
  type RateRow,
  type RoomTypeRow,
} from '../../test/hotels.js';
import { hotelAllotments } from '../../db/schema.js';
import { addDays } from '../../lib/time-zones.js';

let ctx: TestContext;
let hotelId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  hotelId = (await ctx.app.inject({ url: '/api/v1/hotels/palace-sultanahmet-istanbul' })).json().data.id;
});
afterAll(() => ctx.close());

const wallets = (user: TestUser) => walletMinor(ctx, user);

/** A stay of `nights` nights starting `days` from today, and the rates of the hotel for two adults (tests use stays that do not overlap). */
async function stayAt(days: number, nights = 3) {
  const stay = { check_in: hotelDay(days), check_out: hotelDay(days + nights), nationality: 'IQ' };
  const res = await hotelRates(ctx, hotelId, { ...stay, rooms: [{ adults: 2 }] });
  const roomTypes = res.json().data.room_types as RoomTypeRow[];
  const find = (test: (r: RateRow) => boolean) => {
    for (const rt of roomTypes) for (const r of rt.rates) if (r.rooms[0] && test(r)) return { roomType: rt, rate: r };
    return undefined;
  };
  const pick = (...tests: Array<(r: RateRow) => boolean>) => {
    for (const test of tests) {
      const found = find(test);
      if (found) return found;
    }
    throw new Error('no such rate');
  };
  return {
    stay,
    nights: Array.from({ length: nights }, (_, i) => addDays(stay.check_in, i)),
    refundable: pick(
      (r) => r.cancellation.refundable && r.holdable,
      (r) => r.cancellation.refundable,
    ),
    nonRefundable: pick((r) => !r.cancellation.refundable),
  };
}

async function soldOn(roomTypeId: string, nights: string[]) {
  const rows = await ctx.database.db
    .select()
    .from(hotelAllotments)
    .where(and(eq(hotelAllotments.roomTypeId, roomTypeId), inArray(hotelAllotments.night, nights)));
  return nights.map((n) => rows.find((r) => r.night === n)?.sold ?? 0);
}

async function funded(kind: 'customer' | 'agency' = 'customer') {
  const user = await createOwner(ctx, { kind });
  await fund(ctx, user.accountId, 'IQD', 50_000_000n);
  return user;
}

describe('POST /hotel-bookings', () => {
  it('books two rooms for three nights from the wallet: every night taken, the wallet debited, a voucher', async () => {
    const user = await funded();
    const { stay, nights, refundable } = await stayAt(20);
    const rooms = [
      { adults: 2, rate_id: refundable.rate.id },
      { adults: 1, children: 1, children_ages: [7], rate_id: refundable.rate.id },
    ];
    const selection = await selectionFor(ctx, hotelId, stay, rooms);
    const res = await bookHotel(ctx, user, hotelBookingBody(selection, { special_requests: 'High floor, please' }));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data;
    expect(booking).toMatchObject({
      service: 'hotel',
      status: 'confirmed',
      payment: { method: 'wallet', currency: 'IQD', amount: selection.total.iqd },
    });
    // A hotel booking shows its stay under `details`, and nothing of a flight.
    expect(booking).not.toHaveProperty('flight');
    expect(booking.details.voucher).toMatch(/^HV[A-Z2-9]{8}$/);
    expect(booking.details).toMatchObject({
      check_in: stay.check_in,
      check_out: stay.check_out,
      nights: 3,
      special_requests: 'High floor, please',
      hotel: { slug: 'palace-sultanahmet-istanbul' },
    });
    expect(booking.details.rooms.map((r: { guests: unknown[] }) => r.guests.length)).toEqual([2, 2]);
    expect(booking.travellers).toHaveLength(4);
    expect(await soldOn(refundable.roomType.id, nights)).toEqual([2, 2, 2]);
    expect(await soldOn(refundable.roomType.id, [stay.check_out])).toEqual([0]);
    expect((await wallets(user)).IQD).toBe(50_000_000n - BigInt(selection.total.iqd));

    const list = await ctx.app.inject({
      url: '/api/v1/bookings?service=hotel',
      headers: { ...user.auth, _lang: 'ar' },
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: booking.id,
        title: 'فندق بالاس السلطان أحمد، إسطنبول',
        travel_date: stay.check_in,
        travellers: 4,
      }),
    ]);
    const detail = await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: user.auth });
    expect(detail.json().data.details.voucher).toBe(booking.details.voucher);
  });

  it('is idempotent: the same key answers the same booking and charges once; another payload is refused', async () => {
    const user = await funded();
    const { stay, refundable } = await stayAt(24);
    const selection = await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: refundable.rate.id }]);
    const body = hotelBookingBody(selection);
    const headers = { 'idempotency-key': 'hotel-key-0001' };
    const first = await bookHotel(ctx, user, body, headers);
    const again = await bookHotel(ctx, user, body, headers);
    expect(first.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await wallets(user)).IQD).toBe(50_000_000n - BigInt(selection.total.iqd));
    const other = await bookHotel(ctx, user, { ...body, special_requests: 'changed' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
  });

  it('refuses a total the guest did not accept, with the new price, and charges nothing', async () => {
    const user = await funded();
    const { stay, refundable } = await stayAt(28);
    const selection = await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: refundable.rate.id }]);
    const res = await bookHotel(
      ctx,
      user,
      { ...hotelBookingBody(selection), accepted_total_iqd: '1000' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'price_changed', selection: { total: { iqd: selection.total.iqd } } });
    expect(res.json().detail).toContain(`${selection.total.amount} IQD`);
    expect((await wallets(user)).IQD).toBe(50_000_000n);
  });

  it('holds a refundable rate until its free-cancellation deadline, then pays it from the wallet', async () => {
    const user = await funded();
    const { stay, nights, refundable } = await stayAt(32);
    const selection = await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: refundable.rate.id }]);
    expect(selection.hold).toEqual({ allowed: true, until: refundable.rate.cancellation.free_until });
    const res = await bookHotel(ctx, user, hotelBookingBody(selection, { payment: { method: 'hold' } }));
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json().data;
    expect(held).toMatchObject({ status: 'held', hold_expires_at: refundable.rate.cancellation.free_until });
    expect(await soldOn(refundable.roomType.id, nights)).toEqual([1, 1, 1]);
    expect((await wallets(user)).IQD).toBe(50_000_000n);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${held.id}/pay`,
      headers: user.auth,
      payload: { currency: 'IQD' },
    });
    expect(paid.json().data.status).toBe('confirmed');
    expect((await wallets(user)).IQD).toBe(50_000_000n - BigInt(selection.total.iqd));
  });

  it('does not hold a non-refundable rate', async () => {
    const user = await funded();
    const { stay, nights, nonRefundable } = await stayAt(36);
    const selection = await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: nonRefundable.rate.id }]);
    expect(selection.hold).toEqual({ allowed: false, until: null });
    const res = await bookHotel(ctx, user, hotelBookingBody(selection, { payment: { method: 'hold' } }), {
      _lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'hold_unavailable', detail: 'This fare cannot be held; please pay now' });
    expect(await soldOn(nonRefundable.roomType.id, nights)).toEqual([0, 0, 0]);
  });

  it('lets an expired hold go: the booking expires and every night’s room goes back to sale', async () => {
    const user = await funded();
    const { stay, nights, refundable } = await stayAt(40);
    const selection = await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: refundable.rate.id }]);
    const held = (await bookHotel(ctx, user, hotelBookingBody(selection, { payment: { method: 'hold' } }))).json().data;
    expect(await soldOn(refundable.roomType.id, nights)).toEqual([1, 1, 1]);
    const expired = await ctx.app.services.bookings.expireHolds({
      now: new Date(Date.parse(held.hold_expires_at) + 1000),
    });
    expect(expired).toBe(1);
    expect(await soldOn(refundable.roomType.id, nights)).toEqual([0, 0, 0]);
    const again = await ctx.app.inject({ url: `/api/v1/bookings/${held.id}`, headers: user.auth });
    expect(again.json().data.status).toBe('expired');
  });

  it('applies the agency’s markup to the booking it sells on', async () => {
    const agency = await funded('agency');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/agency-settings',
      headers: agency.auth,
      payload: { markups: { hotel: { type: 'percent', percent: '10' } } },
    });
    const { stay, refundable } = await stayAt(44);
    const selection = await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: refundable.rate.id }]);
    const booking = (await bookHotel(ctx, agency, hotelBookingBody(selection))).json().data;
    const net = BigInt(selection.total.iqd);
    expect(booking.pricing).toEqual({
      currency: 'IQD',
      net: String(net),
      markup: String(net / 10n),
      gross: String(net + net / 10n),
    });
    expect((await wallets(agency)).IQD).toBe(50_000_000n - net);
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

  it('refunds everything before the deadline and gives every night’s room back', async () => {
    const user = await funded();
    const { stay, nights, refundable } = await stayAt(48);
    const selection = await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: refundable.rate.id }]);
    const booking = (await bookHotel(ctx, user, hotelBookingBody(selection))).json().data;
    const q = (await quote(user, booking.id)).json().data;
    expect(q).toMatchObject({
      allowed: true,
      rule: 'refundable',
      refund: { amount: selection.total.iqd },
      penalty: { amount: '0' },
    });
    const res = await cancel(user, booking.id, q.refund.amount);
    expect(res.json().data.status).toBe('refunded');
    expect(await soldOn(refundable.roomType.id, nights)).toEqual([0, 0, 0]);
    expect((await wallets(user)).IQD).toBe(50_000_000n);
    const { drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
  });

  it('keeps the rate’s penalty after the deadline, and everything on a non-refundable rate', async () => {
    const user = await funded();
    // Check-in tomorrow: the free period (at least a day before) is already over.
    const { stay, nights, refundable, nonRefundable } = await stayAt(1, 2);
    expect(refundable.rate.cancellation.free_until).toBeNull();
    const two = await selectionFor(ctx, hotelId, stay, [
      { adults: 2, rate_id: refundable.rate.id },
      { adults: 2, rate_id: nonRefundable.rate.id },
    ]);
    const booking = (await bookHotel(ctx, user, hotelBookingBody(two))).json().data;
    const [first, second] = booking.details.rooms as Array<{ total: { iqd: string } }>;
    const penalty =
      (BigInt(first!.total.iqd) * BigInt(refundable.rate.cancellation.penalty_percent)) / 100n +
      BigInt(second!.total.iqd);
    const q = (await quote(user, booking.id)).json().data;
    expect(q).toMatchObject({ allowed: true, rule: 'as_per_rules', penalty: { amount: String(penalty) } });
    expect(BigInt(q.refund.amount)).toBe(BigInt(two.total.iqd) - penalty);
    const stale = await cancel(user, booking.id, two.total.iqd);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('refund_changed');
    await cancel(user, booking.id, q.refund.amount);
    expect((await wallets(user)).IQD).toBe(50_000_000n - penalty);
    expect(await soldOn(refundable.roomType.id, nights)).toEqual([0, 0]);
    expect(await soldOn(nonRefundable.roomType.id, nights)).toEqual([0, 0]);
  });
});

describe('who may book and see hotel bookings', () => {
  it('shows a booking to its account only, and to sub-users as their permissions say', async () => {
    const owner = await funded('agency');
    const { stay, refundable } = await stayAt(52);
    const selection = await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: refundable.rate.id }]);
    const booking = (await bookHotel(ctx, owner, hotelBookingBody(selection))).json().data;
    const stranger = await createOwner(ctx);
    for (const url of [`/api/v1/bookings/${booking.id}`, `/api/v1/bookings/${booking.id}/cancellation-quote`]) {
      const res = await ctx.app.inject({ url, headers: { ...stranger.auth, _lang: 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Not Found Booking ..');
    }
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${booking.id}/cancel`,
      headers: stranger.auth,
      payload: { accepted_refund: selection.total.iqd },
    });
    expect(cancelled.statusCode).toBe(404);
    const sub = await createSubUser(ctx, owner, ['book']);
    expect((await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: sub.auth })).statusCode).toBe(404);
    const seer = await createSubUser(ctx, owner, ['book', 'see_all_bookings']);
    expect((await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: seer.auth })).statusCode).toBe(200);
  });

  it('refuses visitors, staff, sub-users without the book or wallet permission', async () => {
    const owner = await funded('agency');
    const { stay, refundable } = await stayAt(56);
    const selection = await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: refundable.rate.id }]);
    const body = hotelBookingBody(selection);
    const visitor = await ctx.app.inject({ method: 'POST', url: '/api/v1/hotel-bookings', payload: body });
    expect(visitor.statusCode).toBe(401);
    const staff = await createStaff(ctx);
    expect((await bookHotel(ctx, staff, body)).statusCode).toBe(403);
    const noBook = await createSubUser(ctx, owner, ['see_wallet']);
    expect((await bookHotel(ctx, noBook, body)).json().code).toBe('permission_denied_book');
    const noWallet = await createSubUser(ctx, owner, ['book']);
    expect((await bookHotel(ctx, noWallet, body)).json().code).toBe('permission_denied_wallet');
    // …but it may hold the rooms for the owner to pay.
    const held = await bookHotel(ctx, noWallet, { ...body, payment: { method: 'hold' } });
    expect(held.json().data.status).toBe('held');
    expect((await wallets(owner)).IQD).toBe(50_000_000n);
  });
});
