import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, fund, type TestUser } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import { DemoBedBank } from '../../test/demo-bed-bank.js';
import { refusingBookingRows } from '../../test/refusing-booking-rows.js';
import {
  bookHotel,
  hotelBookingBody,
  hotelDay,
  hotelRates,
  searchBody,
  searchHotels,
  selectRooms,
  selectionFor,
} from '../../test/hotels.js';
import { hotelAllotments } from '../../db/schema.js';

// The supplier seam (decision 008): a second supplier, a bed bank in miniature, is registered beside the built-in
// one, and search, detail, rates, recheck, booking, the cancellation quote and cancelling reach it by its keys.
let ctx: TestContext;
let bank: DemoBedBank;
beforeAll(async () => {
  bank = new DemoBedBank();
  ctx = await createTestApp({}, { hotelSuppliers: [bank] });
});
afterAll(() => ctx.close());

const stay = () => ({ check_in: hotelDay(40), check_out: hotelDay(43), nationality: 'IQ' });

async function allotmentRows() {
  const [row] = await ctx.database.db.select({ n: count() }).from(hotelAllotments);
  return row!.n;
}

async function funded(amount = 50_000_000n): Promise<TestUser> {
  const user = await createOwner(ctx);
  await fund(ctx, user.accountId, 'IQD', amount);
  return user;
}

describe('a second hotel supplier', () => {
  it('lists its hotels beside the built-in ones, filtered, sorted and counted with them', async () => {
    const res = await searchHotels(ctx, searchBody({ ...stay(), sort: 'price_asc', per_page: 50 }));
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json();
    // Istanbul's 36 built-in hotels and the bed bank's one.
    expect(meta.total).toBe(37);
    expect(data.facets.available).toBe(37);
    expect(data.destination).toMatchObject({ kind: 'city', slug: 'istanbul', hotels: 36 });
    const first = data.hotels[0];
    expect(first).toMatchObject({ id: bank.hotelKey, slug: 'demo-bosphorus-istanbul' });
    expect(first.cheapest).toMatchObject({ board: 'breakfast', room_types: ['double'], total: { iqd: '60000' } });

    const fiveStars = (
      await searchHotels(ctx, searchBody({ ...stay(), per_page: 50, filters: { stars: [5] } }))
    ).json();
    expect(fiveStars.data.hotels.map((h: { id: string }) => h.id)).toContain(bank.hotelKey);
    const arabic = (await searchHotels(ctx, searchBody({ ...stay(), per_page: 50, filters: { languages: ['ar'] } })))
      .json()
      .data.hotels.map((h: { id: string }) => h.id);
    expect(arabic.length).toBeGreaterThan(0);
    expect(arabic).not.toContain(bank.hotelKey);
    // A city the bed bank does not serve is the built-in supplier's alone.
    const najaf = (await searchHotels(ctx, searchBody({ destination: 'najaf', ...stay(), per_page: 50 }))).json();
    expect(najaf.data.hotels.map((h: { id: string }) => h.id)).not.toContain(bank.hotelKey);
  });

  it('answers its hotel’s detail and rates, and an unknown supplier’s key with a 404', async () => {
    const detail = await ctx.app.inject({ url: `/api/v1/hotels/${bank.hotelKey}`, headers: { _lang: 'en' } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ id: bank.hotelKey, name: { en: 'Demo Bosphorus Hotel' } });
    const rates = await hotelRates(ctx, bank.hotelKey, { ...stay(), rooms: [{ adults: 2 }, { adults: 3 }] });
    expect(rates.statusCode, rates.body).toBe(200);
    const rate = rates.json().data.room_types[0].rates[0];
    expect(rate.id).toBe(bank.rateKey);
    // Three adults do not fit its double room.
    expect(rate.rooms).toEqual([
      { per_night: expect.anything(), total: expect.objectContaining({ iqd: '60000' }) },
      null,
    ]);
    for (const url of ['/api/v1/hotels/nobank~IST-0042', '/api/v1/hotels/demo~nothing-here']) {
      const res = await ctx.app.inject({ url, headers: { _lang: 'en' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'hotel_not_found', detail: 'We could not find this hotel' });
    }
  });

  it('rechecks, books, quotes and cancels through the supplier; the built-in rooms are not touched', async () => {
    const user = await funded();
    const left = bank.roomsLeft;
    const changes = bank.changes;
    // A built-in rate cannot be booked at the bed bank's hotel.
    const builtinRate = (
      await hotelRates(ctx, 'palace-sultanahmet-istanbul', { ...stay(), rooms: [{ adults: 2 }] })
    ).json().data.room_types[0].rates[0].id;
    const mixed = await selectRooms(
      ctx,
      { hotel_id: bank.hotelKey, ...stay(), rooms: [{ adults: 2, rate_id: builtinRate }] },
      { _lang: 'en' },
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toContainEqual({
      field: 'rooms.0.rate_id',
      message: 'Choose one of the allowed values',
    });

    const selection = await selectionFor(ctx, bank.hotelKey, stay(), [
      { adults: 2, rate_id: bank.rateKey },
      { adults: 1, rate_id: bank.rateKey },
    ]);
    expect(selection.total.iqd).toBe('120000');
    const res = await bookHotel(ctx, user, hotelBookingBody(selection), { 'idempotency-key': 'demo-bank-booking-1' });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data;
    expect(booking).toMatchObject({ status: 'confirmed', details: { hotel: { id: bank.hotelKey } } });
    expect(bank.reservations.get(booking.id)).toMatchObject({ rooms: 2, cancelled: false });
    expect(bank.roomsLeft).toBe(left - 2);
    expect(bank.changes).toBeGreaterThan(changes);
    expect((await walletMinor(ctx, user)).IQD).toBe(50_000_000n - 120_000n);
    expect(await allotmentRows()).toBe(0);

    // The bed bank's own rule: a tenth of the price, although its free period has not begun to run out.
    const quote = await ctx.app.inject({
      url: `/api/v1/bookings/${booking.id}/cancellation-quote`,
      headers: user.auth,
    });
    expect(quote.json().data).toMatchObject({
      allowed: true,
      rule: 'as_per_rules',
      penalty: { amount: '12000' },
      refund: { amount: '108000' },
    });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${booking.id}/cancel`,
      headers: user.auth,
      payload: { accepted_refund: '108000' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('refunded');
    expect(bank.reservations.get(booking.id)?.cancelled).toBe(true);
    expect(bank.roomsLeft).toBe(left);
    expect((await walletMinor(ctx, user)).IQD).toBe(50_000_000n - 12_000n);
    expect((await ctx.app.services.ledger.invariants()).drift).toEqual([]);
  });

  it('cancels its booking at the supplier again when the portal cannot complete it', async () => {
    const user = await funded();
    const left = bank.roomsLeft;
    const selection = await selectionFor(ctx, bank.hotelKey, stay(), [{ adults: 2, rate_id: bank.rateKey }]);
    // The supplier is asked after everything that can refuse the booking (decision 064), so the portal fails to
    // complete it only after that: here the database refuses the booking row once the bed bank has booked.
    const res = await refusingBookingRows(ctx, 'demo', () => bookHotel(ctx, user, hotelBookingBody(selection)));
    expect(res.statusCode, res.body).toBe(500);
    const made = [...bank.reservations.values()].at(-1)!;
    expect(made).toMatchObject({ rooms: 1, cancelled: true });
    expect(bank.roomsLeft).toBe(left);
    expect((await walletMinor(ctx, user)).IQD).toBe(50_000_000n);
  });

  it('refuses a booking when the supplier has no rooms left at the recheck', async () => {
    const user = await funded();
    const selection = await selectionFor(ctx, bank.hotelKey, stay(), [{ adults: 2, rate_id: bank.rateKey }]);
    const before = bank.roomsLeft;
    bank.roomsLeft = 0;
    try {
      const res = await bookHotel(ctx, user, hotelBookingBody(selection), { _lang: 'en' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('rooms_unavailable');
      expect((await walletMinor(ctx, user)).IQD).toBe(50_000_000n);
    } finally {
      bank.roomsLeft = before;
    }
  });
});
