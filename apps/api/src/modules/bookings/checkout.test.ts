import { LIVE_SERVICES } from '@portal/contracts/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightBookingBodySchema } from '@portal/contracts/bookings';
import { HotelBookingBodySchema } from '@portal/contracts/hotels';
import type { Offer } from '@portal/contracts/flights';
import { count, eq, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema.js';
import type { AppError } from '../../lib/app-error.js';
import { CharterSupplier } from '../../test/charter-supplier.js';
import { DemoBedBank } from '../../test/demo-bed-bank.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../test/factories.js';
import { refusingBookingRows } from '../../test/refusing-booking-rows.js';
import { bookFlight, bookingBody, inDays, searchDirect, walletMinor } from '../../test/flights.js';
import { bookHoldableStay, bookHotel, hotelBookingBody, hotelDay, selectionFor } from '../../test/hotels.js';
import type { HoldExpiryFailure } from './hold-expiry.js';

// The checkout's failure rule (decision 064), for both services, through HTTP on a real database: a remote supplier
// that booked is cancelled there when the booking's transaction fails after it; nothing is asked of it when the
// booking is refused before; a booking whose supplier is no longer registered cannot be cancelled or released.
let ctx: TestContext;
const charter = new CharterSupplier(4);
const bank = new DemoBedBank(3);
beforeAll(async () => {
  ctx = await createTestApp({}, { flightSuppliers: [charter], hotelSuppliers: [bank] });
});
afterAll(() => ctx.close());

async function funded(amount = 50_000_000n): Promise<TestUser> {
  const user = await createOwner(ctx);
  await fund(ctx, user.accountId, 'IQD', amount);
  return user;
}

async function bookingRows() {
  const [row] = await ctx.database.db.select({ n: count() }).from(bookings);
  return row!.n;
}

const CHARTER_DATE = inDays(36);
/** The charter's offer of a fresh search, and its session. */
async function charterOffer() {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/flight-searches',
    headers: { _currency: 'IQD' },
    payload: { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: CHARTER_DATE }], adults: 1 },
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { session_id: string; offers: Offer[] };
  const offer = data.offers.find((o) => o.id.startsWith('charter-'))!;
  const fare = offer.fares[0]!;
  return bookingBody({ sessionId: data.session_id, offer, fare, date: CHARTER_DATE });
}

const bankStay = () => ({ check_in: hotelDay(45), check_out: hotelDay(47), nationality: 'IQ' });
const bankSelection = () => selectionFor(ctx, bank.hotelKey, bankStay(), [{ adults: 2, rate_id: bank.rateKey }]);

describe('a remote supplier that booked is cancelled there when the booking cannot be completed', () => {
  it('flights: the charter’s order is cancelled and its seats are back; no money moves, no booking is kept', async () => {
    const user = await funded();
    const body = await charterOffer();
    const orders = charter.orders.size;
    const before = await bookingRows();
    const res = await refusingBookingRows(ctx, 'charter', () => bookFlight(ctx, user, body, { _lang: 'en' }));
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal_error');
    // The charter booked (one more order), then was told to cancel it.
    expect(charter.orders.size).toBe(orders + 1);
    expect([...charter.orders.values()].at(-1)).toMatchObject({ seats: 1, cancelled: true });
    expect(charter.seats.get(CHARTER_DATE)).toBe(4);
    expect((await walletMinor(ctx, user)).IQD).toBe(50_000_000n);
    expect(await bookingRows()).toBe(before);
    expect((await ctx.app.services.ledger.invariants()).drift).toEqual([]);

    // The same offer books once the database takes the row again.
    const again = await bookFlight(ctx, user, body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toMatchObject({ service: 'flight', status: 'confirmed' });
    expect(charter.seats.get(CHARTER_DATE)).toBe(3);
  });

  it('hotels: the bed bank’s reservation is cancelled and its rooms are back; no money moves', async () => {
    const user = await funded();
    const selection = await bankSelection();
    const left = bank.roomsLeft;
    const before = await bookingRows();
    const res = await refusingBookingRows(ctx, 'demo', () => bookHotel(ctx, user, hotelBookingBody(selection)));
    expect(res.statusCode).toBe(500);
    const made = [...bank.reservations.values()].at(-1)!;
    expect(made).toMatchObject({ rooms: 1, cancelled: true });
    expect(bank.roomsLeft).toBe(left);
    expect((await walletMinor(ctx, user)).IQD).toBe(50_000_000n);
    expect(await bookingRows()).toBe(before);
  });

  it('asks nothing of the supplier when the booking is refused before it (the wallet cannot pay)', async () => {
    const poor = await funded(10_000n);
    const reservations = bank.reservations.size;
    const hotel = await bookHotel(ctx, poor, hotelBookingBody(await bankSelection()), { _lang: 'en' });
    expect(hotel.statusCode).toBe(422);
    expect(hotel.json().code).toBe('insufficient_funds');
    expect(bank.reservations.size).toBe(reservations);

    const orders = charter.orders.size;
    const flight = await bookFlight(ctx, poor, await charterOffer(), { _lang: 'en' });
    expect(flight.statusCode).toBe(422);
    expect(flight.json().code).toBe('insufficient_funds');
    expect(charter.orders.size).toBe(orders);
    expect((await walletMinor(ctx, poor)).IQD).toBe(10_000n);
  });

  it('names the booking left behind when the supplier cannot cancel it either, for both services', async () => {
    const user = await funded();
    const auth = (await ctx.app.services.auth.authenticate(user.token))!;
    const down = new Error('supplier unreachable');
    const flightCancel = charter.cancel;
    const hotelCancel = bank.cancel;
    charter.cancel = async () => Promise.reject(down);
    bank.cancel = async () => Promise.reject(down);
    try {
      const flightBody = FlightBookingBodySchema.parse(await charterOffer());
      const flight = await refusingBookingRows(ctx, 'charter', () =>
        ctx.app.services.flightBookings.book(auth, flightBody, 'IQD', 'left-behind-flight').catch((e: unknown) => e),
      );
      expect(flight).toBeInstanceOf(AggregateError);
      expect((flight as AggregateError).message).toMatch(/^supplier charter booking [0-9a-f-]{36} left behind$/);
      expect((flight as AggregateError).errors[1]).toBe(down);
      expect([...charter.orders.values()].at(-1)).toMatchObject({ cancelled: false });

      const hotelBody = HotelBookingBodySchema.parse(hotelBookingBody(await bankSelection()));
      const hotel = await refusingBookingRows(ctx, 'demo', () =>
        ctx.app.services.hotelBookings.book(auth, hotelBody, 'IQD', 'left-behind-hotel').catch((e: unknown) => e),
      );
      expect(hotel).toBeInstanceOf(AggregateError);
      const [reservationId] = [...bank.reservations.entries()].at(-1)!;
      expect((hotel as AggregateError).message).toBe(`supplier demo booking ${reservationId} left behind`);
    } finally {
      charter.cancel = flightCancel;
      bank.cancel = hotelCancel;
    }
    expect((await walletMinor(ctx, user)).IQD).toBe(50_000_000n);
  });
});

describe('a booking whose supplier is no longer registered', () => {
  const withdraw = (id: string) =>
    ctx.database.db
      .update(bookings)
      .set({ details: sql`jsonb_set(${bookings.details}, '{supplier}', '"withdrawn"')` })
      .where(eq(bookings.id, id));
  const statusOf = async (id: string) =>
    (await ctx.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

  const builtinHotelBooking = (user: TestUser, payment: object, days: number) =>
    bookHoldableStay(ctx, user, days, payment);
  async function builtinFlightBooking(user: TestUser, payment: object, days: number) {
    const res = await bookFlight(ctx, user, bookingBody(await searchDirect(ctx, 'BGW', 'DXB', days), { payment }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; total: { iqd: string } };
  }

  it('quotes "not allowed" and refuses the cancellation, for flights and hotels; nothing moves', async () => {
    const user = await funded();
    const wallet = { method: 'wallet', currency: 'IQD' };
    for (const booking of [await builtinFlightBooking(user, wallet, 40), await builtinHotelBooking(user, wallet, 50)]) {
      await withdraw(booking.id);
      const balance = (await walletMinor(ctx, user)).IQD;
      const quote = await ctx.app.inject({
        url: `/api/v1/bookings/${booking.id}/cancellation-quote`,
        headers: user.auth,
      });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json().data).toMatchObject({ allowed: false, refund: { amount: '0' } });
      const cancel = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.id}/cancel`,
        headers: { ...user.auth, _lang: 'en' },
        payload: { accepted_refund: '0' },
      });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().code).toBe('not_cancellable');
      expect(await statusOf(booking.id)).toBe('confirmed');
      expect((await walletMinor(ctx, user)).IQD).toBe(balance);
    }
  });

  it('is not released by the hold expiry (set aside, still held) nor by the desk, for flights and hotels', async () => {
    const user = await funded();
    const hold = { method: 'hold' };
    const flight = await builtinFlightBooking(user, hold, 42);
    const hotel = await builtinHotelBooking(user, hold, 54);
    for (const id of [flight.id, hotel.id]) {
      await withdraw(id);
      await ctx.database.db
        .update(bookings)
        .set({ holdExpiresAt: new Date(Date.now() - 3_600_000) })
        .where(eq(bookings.id, id));
    }
    const failures: HoldExpiryFailure[] = [];
    expect(await ctx.app.services.bookings.expireHolds({ onFailure: (f) => failures.push(f) })).toBe(0);
    expect(failures.map((f) => [f.service, f.bookingId, (f.error as AppError).code]).sort()).toEqual(
      [
        ['flight', flight.id, 'not_cancellable'],
        ['hotel', hotel.id, 'not_cancellable'],
      ].sort(),
    );
    expect(await statusOf(flight.id)).toBe('held');
    expect(await statusOf(hotel.id)).toBe('held');

    // The desk marking it failed would release it too: refused, and it stays as it was.
    const staff = await createStaff(ctx);
    for (const id of [flight.id, hotel.id]) {
      await ctx.database.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, id));
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/bookings/${id}/status`,
        headers: { ...staff.auth, _lang: 'en' },
        payload: { status: 'failed', note: 'supplier gone' },
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('not_cancellable');
      expect(await statusOf(id)).toBe('pending');
    }
  });
});

describe('the booking contract', () => {
  it('is one of the live services’ bookings in the OpenAPI document, told apart by `service`', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const paths = ['flight', 'hotel', 'insurance', 'car', 'tour', 'visa'].map((s) => `/api/v1/${s}-bookings`);
    for (const path of paths) {
      const data = doc.paths[path].post.responses['201'].content['application/json'].schema.properties.data;
      const services = (data.oneOf as Array<{ properties: { service: { const?: string; enum?: string[] } } }>).map(
        (b) => b.properties.service.const ?? b.properties.service.enum?.[0],
      );
      expect([...services].sort(), path).toEqual([...LIVE_SERVICES].sort());
    }
  });
});
