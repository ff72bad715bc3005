import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createSubUser, fund, type TestUser } from '../../test/factories.js';
import { bookings, flightInventory } from '../../db/schema.js';
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
    // The names of its airports and airlines are kept with it, for the confirmation and My Bookings.
    expect(booking.details.dictionaries.airports.BGW.city).toEqual({ ar: 'بغداد', en: 'Baghdad', de: 'Bagdad' });
    expect(booking.details.dictionaries.airports.DXB.name.en).toBeTruthy();
    expect(booking.details.dictionaries.carriers[s.offer.validating_carrier].name.en).toBeTruthy();
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
      await ctx.app.services.bookings.expireHolds({ now: new Date(Date.now() + 25 * 3_600_000) }),
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
      'On the travel date, an adult passenger must be at least 12 years old',
    ],
    ['a fare family that is not one', { fare_family: 'premium' }, 'fare_family', 'Choose one of the allowed values'],
    [
      'an image id that is not an id',
      { passengers: [adult({ passport_image_id: 'passport.png' })] },
      'passengers.0.passport_image_id',
      'Invalid identifier',
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
    expect(over.json().detail).toMatch(/^This payment exceeds your monthly spending limit of IQD\s?[\d,]+: /);
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

function multipart(filename: string, content: Buffer) {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a small PNG for a purpose as the user; its id. */
async function upload(user: TestUser, purpose: 'passport' | 'marriage_contract' | 'receipt'): Promise<string> {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#334155' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipart(`${purpose}.png`, png);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/uploads?purpose=${purpose}`,
    payload,
    headers: { ...headers, ...user.auth },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

describe('uploads', () => {
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

describe('the travellers’ images', () => {
  it('books with the account’s own passport and marriage-contract images', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000n);
    const passport = await upload(user, 'passport');
    const contract = await upload(user, 'marriage_contract');
    const s = await searchDirect('BGW', 'AMM', 46);
    const res = await book(
      user,
      bookingBody(s, { passengers: [adult({ passport_image_id: passport, marriage_contract_image_id: contract })] }),
    );
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['another account’s passport image', 'foreign', 'passport_image_id'],
    ['an id no upload has', 'unknown', 'passport_image_id'],
    ['a payment receipt as a passport', 'receipt', 'passport_image_id'],
    ['a passport image as the marriage contract', 'passport', 'marriage_contract_image_id'],
  ] as const)('refuses %s with a field message, taking no seat and no money', async (_label, kind, field) => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000n);
    const id =
      kind === 'foreign'
        ? await upload(await createOwner(ctx), 'passport')
        : kind === 'unknown'
          ? '0190a4c2-7d1e-7c1a-9f00-00000000beef'
          : await upload(user, kind);
    const s = await searchDirect('BGW', 'AMM', 47);
    const before = await soldOn(scheduleKeyOf(s.offer), s.date);
    const res = await book(user, bookingBody(s, { passengers: [adult({ [field]: id })] }), {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('upload_unusable');
    expect(res.json().errors).toEqual([
      {
        field: `passengers.0.${field}`,
        message: 'This image is not one of your uploads for this document. Please upload it again',
      },
    ]);
    expect((await wallets(user)).IQD).toBe(10_000_000n);
    expect(await soldOn(scheduleKeyOf(s.offer), s.date)).toBe(before);
  });

  it('says so in Arabic by default', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000n);
    const foreign = await upload(await createOwner(ctx), 'passport');
    const s = await searchDirect('BGW', 'AMM', 47);
    const res = await book(user, bookingBody(s, { passengers: [adult({ passport_image_id: foreign })] }));
    expect(res.json().errors[0].message).toBe('هذه الصورة ليست من الصور التي رفعتها لهذه الوثيقة. يرجى رفعها مرة أخرى');
  });
});

describe('deadlines', () => {
  it('the priced offer says until when its price holds and until when a hold would be kept', async () => {
    const s = await searchDirect('BGW', 'IST', 30);
    const priced = (await ctx.app.inject({ url: `/api/v1/flight-searches/${s.sessionId}/offers/${s.offer.id}` })).json()
      .data;
    expect(priced.offer.expires_at).toBe(priced.expires_at);
    expect(Date.parse(priced.offer.expires_at)).toBeGreaterThan(Date.now() + 25 * 60_000);
    // A month ahead: a hold lasts 24 hours.
    const hold = Date.parse(priced.offer.hold_until);
    expect(hold).toBeGreaterThan(Date.now() + 23.9 * 3_600_000);
    expect(hold).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    // The hold booked is the one the page showed.
    const user = await createOwner(ctx);
    const booking = (await book(user, bookingBody(s, { payment: { method: 'hold' } }))).json().data;
    expect(Math.abs(Date.parse(booking.hold_expires_at) - hold)).toBeLessThan(60_000);
  });

  it('a flight leaving tomorrow cannot be held: no deadline on the offer, and a hold is refused', async () => {
    const s = await searchDirect('BGW', 'DXB', 1);
    const priced = (await ctx.app.inject({ url: `/api/v1/flight-searches/${s.sessionId}/offers/${s.offer.id}` })).json()
      .data;
    expect(priced.offer.hold_until).toBeNull();
    const user = await createOwner(ctx);
    const res = await book(user, bookingBody(s, { payment: { method: 'hold' } }), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('This fare cannot be held; please pay now');
  });
});

describe('bad input to POST /flight-bookings', () => {
  it('an unknown or expired search session is told apart: 410, search again', async () => {
    const user = await createOwner(ctx);
    const s = await searchDirect('BGW', 'IST', 30);
    const res = await book(user, bookingBody({ ...s, sessionId: '0190a4c2-7d1e-7c1a-9f00-000000000001' }), {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(410);
    expect(res.json().detail).toBe('These search results have expired. Please search again');
  });

  it('a fare family the offer does not sell is unavailable, not an error', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000n);
    const s = await searchDirect('BGW', 'IST', 30);
    const res = await book(user, bookingBody(s, { fare_family: 'first' }), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This fare is no longer available');
    expect((await wallets(user)).IQD).toBe(10_000_000n);
  });

  it('an infant who turns two before the return flight is not an infant for this trip', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 50_000_000n);
    const out = inDays(40);
    const back = inDays(47);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/flight-searches',
      payload: {
        trip: 'round',
        slices: [
          { origin: 'BGW', destination: 'IST', date: out },
          { origin: 'IST', destination: 'BGW', date: back },
        ],
        adults: 1,
        infants: 1,
      },
    });
    const data = res.json().data;
    const offer = data.offers[0];
    // Second birthday three days after the outward flight, four before the return.
    const [y, m, d] = inDays(43).split('-');
    const born = `${Number(y) - 2}-${m}-${d}`;
    const infant = adult({ type: 'infant', first_name: 'Noor', date_of_birth: born });
    const body = bookingBody(
      { sessionId: data.session_id, offer, fare: offer.fares[0], date: out },
      { passengers: [adult(), infant] },
    );
    const refused = await book(user, body, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        field: 'passengers.1.date_of_birth',
        message: 'An infant must be born by the departure date and be under 2 years old on the last flight',
      },
    ]);
    // A day younger than two on the return, the same infant travels.
    const [by, bm, bd] = inDays(48).split('-');
    const ok = await book(
      user,
      { ...body, passengers: [adult(), { ...infant, date_of_birth: `${Number(by) - 2}-${bm}-${bd}` }] },
      { 'accept-language': 'en' },
    );
    expect(ok.statusCode).toBe(201);
  });
});

describe('bookings made before suppliers and stored names', () => {
  /** A booking as the API wrote it before: no supplier, no dictionaries, the built-in's legs at the top. */
  async function oldStyleBooking(user: TestUser) {
    const s = await searchDirect('BGW', 'BEY', 52);
    const booking = (await book(user, bookingBody(s))).json().data;
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const details = row!.details as {
      supplier_ref: { legs: unknown; seats: number };
      flight: Record<string, unknown>;
    } & Record<string, unknown>;
    const { supplier: _s, supplier_ref, ...rest } = details;
    const { dictionaries: _d, ...flight } = details.flight;
    await ctx.database.db
      .update(bookings)
      .set({ details: { ...rest, flight, legs: supplier_ref.legs, seats: supplier_ref.seats } })
      .where(eq(bookings.id, booking.id));
    return { s, id: booking.id as string };
  }

  it('migration 0013 gives them their supplier and the names of their airports and airlines', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000n);
    const { s, id } = await oldStyleBooking(user);
    const migration = await readFile(
      new URL('../../../drizzle/0013_flight_bookings_suppliers.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await ctx.database.db.execute(sql.raw(statement));
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, id));
    const key = scheduleKeyOf(s.offer);
    expect(row!.details).toMatchObject({ supplier: 'builtin', supplier_ref: { legs: [[key, s.date]], seats: 1 } });
    expect(row!.details).not.toHaveProperty('legs');
    const shown = (await ctx.app.inject({ url: `/api/v1/bookings/${id}`, headers: user.auth })).json().data;
    expect(Object.keys(shown.details.dictionaries.airports).sort()).toEqual(['BEY', 'BGW']);
    expect(shown.details.dictionaries.airports.BEY.city.en).toBe('Beirut');
    const carrier = s.offer.validating_carrier;
    expect(shown.details.dictionaries.carriers[carrier]).toMatchObject({
      code: carrier,
      logo_url: `/uploads/site/carriers/${carrier}.svg`,
    });
  });

  it('one not yet migrated still cancels through the built-in supplier and gives its seat back', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000n);
    const { s, id } = await oldStyleBooking(user);
    const key = scheduleKeyOf(s.offer);
    const before = await soldOn(key, s.date);
    const quote = (
      await ctx.app.inject({ url: `/api/v1/bookings/${id}/cancellation-quote`, headers: user.auth })
    ).json().data;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${id}/cancel`,
      headers: user.auth,
      payload: { accepted_refund: quote.refund.amount },
    });
    expect(res.statusCode).toBe(200);
    expect(await soldOn(key, s.date)).toBe(before - 1);
  });
});
