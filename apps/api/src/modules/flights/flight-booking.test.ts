import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createSubUser, fund, type TestUser } from '../../test/factories.js';
import { flightInventory } from '../../db/schema.js';
import {
  adultPassenger,
  bookFlight,
  bookingBody,
  inDays,
  searchDirect as searchDirectIn,
  testBilling,
  walletMinor,
} from '../../test/flights.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const wallets = (user: TestUser) => walletMinor(ctx, user);
const searchDirect = (origin?: string, destination?: string, days?: number) =>
  searchDirectIn(ctx, origin, destination, days);
const book = (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  bookFlight(ctx, user, body, headers);
const adult = adultPassenger;
const billing = testBilling;

async function soldOn(key: string, date: string) {
  const [row] = await ctx.database.db
    .select()
    .from(flightInventory)
    .where(
      and(eq(flightInventory.scheduleKey, key), eq(flightInventory.date, date), eq(flightInventory.cabin, 'economy')),
    );
  return row?.sold ?? 0;
}
const scheduleKeyOf = (offer: { slices: Array<{ segments: Array<{ flight_number: string }> }> }) =>
  offer.slices[0]!.segments[0]!.flight_number.replace(' ', '');

describe('POST /flight-bookings', () => {
  it('books and pays from the IQD wallet: seats taken, wallet debited, booking visible to its owner only', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000n);
    const s = await searchDirect();
    const res = await book(user, bookingBody(s));
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    expect(booking).toMatchObject({
      service: 'flight',
      status: 'confirmed',
      payment: { method: 'wallet', currency: 'IQD', amount: s.fare.total.iqd },
    });
    expect(booking.reference).toMatch(/^[A-Z2-9]{6}$/);
    expect(booking.history.map((h: { status: string }) => h.status)).toEqual(['confirmed']);
    expect((await wallets(user)).IQD).toBe(10_000_000n - BigInt(s.fare.total.iqd));
    expect(await soldOn(scheduleKeyOf(s.offer), s.date)).toBe(1);
    const mine = await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: user.auth });
    expect(mine.json().data.reference).toBe(booking.reference);
    const stranger = await createOwner(ctx);
    const theirs = await ctx.app.inject({
      url: `/api/v1/bookings/${booking.id}`,
      headers: { ...stranger.auth, 'accept-language': 'en' },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().detail).toBe('Not Found Booking ..');
  });

  it('pays in USD at the rate of the day, rounded up to the cent', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'USD', 500_000n);
    const s = await searchDirect('BGW', 'AMM', 30);
    const res = await book(user, bookingBody(s, { payment: { method: 'wallet', currency: 'USD' } }));
    expect(res.statusCode).toBe(201);
    const expected = (BigInt(s.fare.total.iqd) * 76n + 999n) / 1000n; // IQD × 0.00076 in cents, rounded up
    expect(res.json().data.payment).toEqual({
      method: 'wallet',
      currency: 'USD',
      amount: (Number(expected) / 100).toFixed(2),
    });
    expect((await wallets(user)).USD).toBe(500_000n - expected);
  });

  it('holds without paying until a deadline', async () => {
    const user = await createOwner(ctx);
    const s = await searchDirect('NJF', 'MHD', 20);
    const res = await book(user, bookingBody(s, { payment: { method: 'hold' } }));
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    expect(booking.status).toBe('held');
    expect(Date.parse(booking.hold_expires_at)).toBeGreaterThan(Date.now());
    expect(Date.parse(booking.hold_expires_at)).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    expect((await wallets(user)).IQD).toBe(0n);
  });

  it('an unpaid hold expires at its deadline and gives its seats back', async () => {
    const user = await createOwner(ctx);
    const s = await searchDirect('NJF', 'IKA', 22);
    const key = scheduleKeyOf(s.offer);
    const before = await soldOn(key, s.date);
    const booking = (await book(user, bookingBody(s, { payment: { method: 'hold' } }))).json().data;
    expect(await soldOn(key, s.date)).toBe(before + 1);
    expect(
      await ctx.app.services.flightBookings.expireHolds(new Date(Date.now() + 25 * 3_600_000)),
    ).toBeGreaterThanOrEqual(1);
    const after = (await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}`, headers: user.auth })).json().data;
    expect(after.status).toBe('expired');
    expect(after.history.map((h: { status: string }) => h.status)).toEqual(['held', 'expired']);
    expect(await soldOn(key, s.date)).toBe(before);
  });

  it('refuses a changed price and tells the new one, without charging', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000n);
    const s = await searchDirect();
    const res = await book(user, bookingBody(s, { accepted_total_iqd: '1000' }), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('price_changed');
    expect(res.json().fare.total.iqd).toBe(s.fare.total.iqd);
    expect((await wallets(user)).IQD).toBe(10_000_000n);
  });

  it('refuses when the wallet cannot pay, and gives the seats back', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 1_000n);
    const s = await searchDirect('BGW', 'BEY', 40);
    const before = await soldOn(scheduleKeyOf(s.offer), s.date);
    const res = await book(user, bookingBody(s));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('insufficient_funds');
    expect(await soldOn(scheduleKeyOf(s.offer), s.date)).toBe(before);
  });

  it('books once for a double click with the same Idempotency-Key', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000n);
    const s = await searchDirect('BSR', 'DXB', 33);
    const body = bookingBody(s);
    const [a, b] = [
      await book(user, body, { 'idempotency-key': 'book-once-001' }),
      await book(user, body, { 'idempotency-key': 'book-once-001' }),
    ];
    expect(a.statusCode).toBe(201);
    expect(b.body).toBe(a.body);
    expect((await wallets(user)).IQD).toBe(10_000_000n - BigInt(s.fare.total.iqd));
  });

  it.each([
    [
      'a name in Arabic letters',
      { passengers: [adult({ first_name: 'أحمد' })] },
      'passengers.0.first_name',
      'Write the name as in the passport, in Latin letters',
    ],
    [
      'a child’s birth date for an adult',
      { passengers: [adult({ date_of_birth: inDays(-365 * 5) })] },
      'passengers.0.date_of_birth',
      'The date of birth does not match a adult on the travel date',
    ],
    [
      'a passport expiring within six months',
      { passengers: [adult({ passport_expiry: inDays(60) })] },
      'passengers.0.passport_expiry',
      'The passport must be valid for at least six months after the last flight',
    ],
    [
      'two travellers for one searched passenger',
      { passengers: [adult(), adult({ first_name: 'Ali' })] },
      'passengers',
      'The travellers do not match the passengers searched for',
    ],
    [
      'terms not accepted',
      { billing: { ...billing, terms_accepted: false } },
      'billing.terms_accepted',
      'Please accept the terms and conditions',
    ],
    [
      'a bad passport number',
      { passengers: [adult({ passport_number: '12' })] },
      'passengers.0.passport_number',
      'Enter the passport number (5 to 15 letters and digits)',
    ],
  ])('refuses %s with a field message and charges nothing', async (_label, over, field, message) => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000n);
    const s = await searchDirect('BGW', 'IST', 45);
    const res = await book(user, bookingBody(s, over), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect((await wallets(user)).IQD).toBe(10_000_000n);
  });

  it('checks sub-user permissions and monthly limits', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 50_000_000n);
    const viewer = await createSubUser(ctx, owner, ['see_wallet']);
    const s = await searchDirect('BGW', 'CAI', 50);
    expect((await book(viewer, bookingBody(s))).statusCode).toBe(403);
    const booker = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/sub-users/${booker.id}`,
      headers: owner.auth,
      payload: { limits: [{ currency: 'IQD', monthly: String(BigInt(s.fare.total.iqd) + 1000n) }] },
    });
    expect((await book(booker, bookingBody(s))).statusCode).toBe(201);
    const again = await searchDirect('BGW', 'CAI', 51);
    const over = await book(booker, bookingBody(again), { 'accept-language': 'en' });
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toBe('This exceeds your monthly IQD spending limit');
  });

  it('drops the answers searches reuse: the next search shows the seats that are gone', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000n);
    await searchDirect('BGW', 'DXB', 45);
    const s = await searchDirect('BGW', 'DXB', 45); // asked twice: this answer is kept for reuse
    const cached = await searchDirect('BGW', 'DXB', 45);
    expect(cached.sessionId).toBe(s.sessionId);
    expect((await book(user, bookingBody(s))).statusCode).toBe(201);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/flight-searches',
      payload: { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'DXB', date: s.date }], adults: 1 },
    });
    const after = res.json().data;
    expect(after.session_id).not.toBe(s.sessionId);
    const same = after.offers.find((o: { id: string }) => o.id === s.offer.id);
    const family = same.fares.find((f: { family: string }) => f.family === s.fare.family);
    expect(family.seats_left).toBe(s.fare.seats_left - 1);
  });

  it('needs a login', async () => {
    const s = await searchDirect();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/flight-bookings', payload: bookingBody(s) });
    expect(res.statusCode).toBe(401);
  });
});

describe('inventory under concurrency', () => {
  it('300 concurrent bookings for the last 7 seats: exactly 7 confirmed, none oversold, ledger consistent', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 1_000_000_000n);
    const s = await searchDirect('EBL', 'IST', 60);
    const key = scheduleKeyOf(s.offer);
    await ctx.database.db
      .insert(flightInventory)
      .values({ scheduleKey: key, date: s.date, cabin: 'economy', capacity: 150, sold: 143 });
    const again = await searchDirect('EBL', 'IST', 60);
    // the same flight, now nearly full (and so in a dearer fare bucket than at first)
    const offer = (
      await ctx.app.inject({ url: `/api/v1/flight-searches/${again.sessionId}/offers/${s.offer.id}` })
    ).json().data.offer;
    const fresh = { ...again, offer, fare: offer.fares[0] };
    expect(fresh.fare.seats_left).toBe(7);
    const body = bookingBody(fresh);
    const results = await Promise.all(Array.from({ length: 300 }, () => book(user, body)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(7);
    // Refused either at the seat update or, once sold out, already when re-pricing finds no seats.
    const refusals = new Set(results.filter((r) => r.statusCode !== 201).map((r) => r.json().code));
    expect([...refusals].every((code) => code === 'seats_unavailable' || code === 'offer_unavailable')).toBe(true);
    expect(await soldOn(key, s.date)).toBe(150);
    expect((await wallets(user)).IQD).toBe(1_000_000_000n - 7n * BigInt(fresh.fare.total.iqd));
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const row of sums) expect(row.posted).toBe('0');
  });
});

describe('uploads', () => {
  const multipart = (filename: string, content: Buffer) => {
    const boundary = '----portal-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('accepts an image, re-encodes it and serves it only to its account', async () => {
    const user = await createOwner(ctx);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0e7490' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart('passport.png', png);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads?purpose=passport',
      payload,
      headers: { ...headers, ...user.auth },
    });
    expect(res.statusCode).toBe(201);
    const { id, content_type } = res.json().data;
    expect(content_type).toBe('image/jpeg');
    const mine = await ctx.app.inject({ url: `/api/v1/uploads/${id}`, headers: user.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const other = await createOwner(ctx);
    expect((await ctx.app.inject({ url: `/api/v1/uploads/${id}`, headers: other.auth })).statusCode).toBe(404);
  });

  it('refuses a file that only claims to be an image, and one over 5 MB', async () => {
    const user = await createOwner(ctx);
    const fake = multipart('evil.png', Buffer.from('<script>alert(1)</script>'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads?purpose=passport',
      payload: fake.payload,
      headers: { ...fake.headers, ...user.auth, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'file', message: 'Upload a JPEG, PNG or WebP image of at most 5 MB' }]);
    const big = multipart(
      'big.png',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(5 * 1024 * 1024 + 10),
      ]),
    );
    const tooBig = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads?purpose=passport',
      payload: big.payload,
      headers: { ...big.headers, ...user.auth },
    });
    expect([413, 422]).toContain(tooBig.statusCode);
  });
});
