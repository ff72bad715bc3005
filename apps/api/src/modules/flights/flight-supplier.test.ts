import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Offer } from '@portal/contracts/flights';
import { buildApp } from '../../app.js';
import { bookings, flightInventory } from '../../db/schema.js';
import { CharterSupplier } from '../../test/charter-supplier.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, fund, type TestUser } from '../../test/factories.js';
import { adultPassenger, inDays, testBilling, walletMinor } from '../../test/flights.js';
import type { FlightSupplier } from './flight-supplier.js';

/** A supplier whose system is down: its searches fail. */
class UnreachableSupplier extends CharterSupplier {
  override readonly code = 'unreachable';
  override async search(): Promise<never> {
    throw new Error('connection refused');
  }
}

let ctx: TestContext;
let app: FastifyInstance;
const charter = new CharterSupplier(4);
const suppliers: FlightSupplier[] = [charter, new UnreachableSupplier()];

beforeAll(async () => {
  ctx = await createTestApp();
  // The same database, with two suppliers registered beside the built-in one.
  app = await buildApp({ config: ctx.config, database: ctx.database, logger: false, flightSuppliers: suppliers });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const DATE = inDays(33);

async function search() {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/flight-searches',
    headers: { _currency: 'IQD' },
    payload: { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: DATE }], adults: 1 },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as {
    session_id: string;
    offers: Offer[];
    dictionaries: { airports: Record<string, unknown>; carriers: Record<string, { name: { en: string } }> };
  };
}

async function book(user: TestUser, sessionId: string, offer: Offer) {
  const fare = offer.fares[0]!;
  return app.inject({
    method: 'POST',
    url: '/api/v1/flight-bookings',
    headers: user.auth,
    payload: {
      session_id: sessionId,
      offer_id: offer.id,
      fare_family: fare.family,
      accepted_total_iqd: fare.total.iqd,
      passengers: [adultPassenger()],
      contact: { email: 'ahmed@example.iq', phone: '+964 770 555 1234' },
      billing: testBilling,
      payment: { method: 'wallet', currency: 'IQD' },
    },
  });
}

async function soldOn(key: string, date: string) {
  const [row] = await ctx.database.db
    .select()
    .from(flightInventory)
    .where(and(eq(flightInventory.scheduleKey, key), eq(flightInventory.date, date)));
  return row?.sold ?? 0;
}

describe('flight suppliers', () => {
  it('a search shows the offers of every supplier that answers, cheapest first, with each one’s names', async () => {
    const data = await search();
    const charterOffers = data.offers.filter((o) => o.validating_carrier === 'Q9');
    const builtinOffers = data.offers.filter((o) => o.validating_carrier !== 'Q9');
    expect(charterOffers).toHaveLength(1);
    expect(builtinOffers.length).toBeGreaterThan(5);
    // The charter's all-in 150,000 IQD undercuts every scheduled fare: it comes first.
    expect(data.offers[0]!.id).toBe(`charter-${DATE}`);
    const totals = data.offers.map((o) => BigInt(o.fares[0]!.total.iqd));
    expect(totals).toEqual([...totals].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Names from the charter's dictionary beside the network's.
    expect(data.dictionaries.carriers.Q9!.name.en).toBe('Tigris Charter');
    expect(data.dictionaries.carriers[builtinOffers[0]!.validating_carrier]).toBeDefined();
    expect(data.dictionaries.airports.BGW).toBeDefined();
    // The unreachable supplier failed; the search did not.
  });

  it('re-prices and books an offer through the supplier that made it, and cancels through it', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000n);
    const data = await search();
    const offer = data.offers.find((o) => o.validating_carrier === 'Q9')!;
    const priced = await app.inject({ url: `/api/v1/flight-searches/${data.session_id}/offers/${offer.id}` });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().data.offer.hold_until).toBe(`${DATE}T00:00:00.000Z`);
    expect(priced.json().data.offer.fares[0].per_passenger[0].total.iqd).toBe('150000');

    const res = await book(user, data.session_id, offer);
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    expect(booking.details.dictionaries.carriers.Q9.name.en).toBe('Tigris Charter');
    expect([...charter.orders.values()]).toContainEqual({ date: DATE, seats: 1, cancelled: false });
    expect(charter.seats.get(DATE)).toBe(3);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.details).toMatchObject({ supplier: 'charter', supplier_ref: { order: 'CH1' } });
    expect((await walletMinor(ctx, user)).IQD).toBe(10_000_000n - 150_000n);

    // The charter's own rule: 10 % kept.
    const quote = await app.inject({ url: `/api/v1/bookings/${booking.id}/cancellation-quote`, headers: user.auth });
    expect(quote.json().data).toMatchObject({ allowed: true, rule: 'refundable', refund: { amount: '135000' } });
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${booking.id}/cancel`,
      headers: user.auth,
      payload: { accepted_refund: '135000' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(charter.orders.get('CH1')!.cancelled).toBe(true);
    expect(charter.seats.get(DATE)).toBe(4);
    expect((await walletMinor(ctx, user)).IQD).toBe(10_000_000n - 15_000n);
  });

  it('books a built-in offer of the same search with the built-in supplier: its seats, not the charter’s', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'IQD', 10_000_000n);
    const data = await search();
    const offer = data.offers.find((o) => o.validating_carrier !== 'Q9' && o.slices[0]!.stops === 0)!;
    const key = offer.slices[0]!.segments[0]!.flight_number.replace(' ', '');
    const before = await soldOn(key, DATE);
    const ordersBefore = charter.orders.size;
    const res = await book(user, data.session_id, offer);
    expect(res.statusCode).toBe(201);
    expect(await soldOn(key, DATE)).toBe(before + 1);
    expect(charter.orders.size).toBe(ordersBefore);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, res.json().data.id));
    expect(row!.details).toMatchObject({ supplier: 'builtin', supplier_ref: { legs: [[key, DATE]], seats: 1 } });
  });

  it('refuses the charter’s offer once its seats are gone, without charging', async () => {
    const small = new CharterSupplier(1);
    const other = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      flightSuppliers: [small],
    });
    try {
      const user = await createOwner(ctx);
      await fund(ctx, user.accountId, 'IQD', 10_000_000n);
      const res = await other.inject({
        method: 'POST',
        url: '/api/v1/flight-searches',
        payload: { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: DATE }], adults: 1 },
      });
      const data = res.json().data as { session_id: string; offers: Offer[] };
      const offer = data.offers.find((o) => o.validating_carrier === 'Q9')!;
      small.seats.set(DATE, 0); // sold elsewhere meanwhile
      const refused = await other.inject({
        method: 'POST',
        url: '/api/v1/flight-bookings',
        headers: user.auth,
        payload: {
          session_id: data.session_id,
          offer_id: offer.id,
          fare_family: 'classic',
          accepted_total_iqd: offer.fares[0]!.total.iqd,
          passengers: [adultPassenger()],
          contact: { email: 'ahmed@example.iq', phone: '+964 770 555 1234' },
          billing: testBilling,
          payment: { method: 'wallet', currency: 'IQD' },
        },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('offer_unavailable');
      expect((await walletMinor(ctx, user)).IQD).toBe(10_000_000n);
    } finally {
      await other.close();
    }
  });
});
