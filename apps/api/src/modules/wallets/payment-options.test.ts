import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, createSubUser, fund, type TestUser } from '../../test/factories.js';
import { bookFlight, bookingBody, searchDirect } from '../../test/flights.js';
import { bookHotel, firstHotelRates, hotelBookingBody, hotelDay, selectionFor } from '../../test/hotels.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Option {
  currency: string;
  amount: string;
  amount_minor: string;
  enough: boolean;
}

const optionsFor = (user: TestUser | null, amountIqd: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    url: `/api/v1/wallet-payment-options?amount_iqd=${encodeURIComponent(amountIqd)}`,
    headers: { ...(user?.auth ?? {}), ...headers },
  });

async function options(user: TestUser, amountIqd: string): Promise<Record<string, Option>> {
  const res = await optionsFor(user, amountIqd);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json().data as Option[]).map((o) => [o.currency, o]));
}

/** The owner's wallets in minor units (the owner may see them). */
async function balances(owner: TestUser): Promise<Record<string, bigint>> {
  const res = await ctx.app.inject({ url: '/api/v1/user-wallets', headers: owner.auth });
  return Object.fromEntries(
    (res.json().data as Array<{ currency_name: string; balance_minor: string }>).map((w) => [
      w.currency_name,
      BigInt(w.balance_minor),
    ]),
  );
}

describe('GET /wallet-payment-options', () => {
  it('tells what an amount takes from each wallet, as a booking charges it, and whether it is enough', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'IQD', 600_000n);
    await fund(ctx, owner.accountId, 'USD', 10_000n);
    const all = await options(owner, '500000');
    expect(all.IQD).toEqual({ currency: 'IQD', amount: '500000', amount_minor: '500000', enough: true });
    // The seeded USD rate is 0.00076 per dinar: 380.00 US$, rounded up to the cent, more than the 100.00 there.
    expect(all.USD).toEqual({ currency: 'USD', amount: '380.00', amount_minor: '38000', enough: false });
    // A wallet never funded is listed too, and cannot pay.
    expect(all.EUR?.enough).toBe(false);
    // An amount the balance covers exactly is enough; one dinar more is not.
    expect((await options(owner, '600000')).IQD!.enough).toBe(true);
    expect((await options(owner, '600001')).IQD!.enough).toBe(false);
  });

  it('answers a sub-user who may pay but not see the wallet, and never says a balance', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 1_234_567n);
    const payer = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    expect((await ctx.app.inject({ url: '/api/v1/user-wallets', headers: payer.auth })).statusCode).toBe(403);
    const res = await optionsFor(payer, '1000');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('1234567');
    expect(res.body).not.toMatch(/balance/);
    for (const option of res.json().data as Option[]) {
      expect(Object.keys(option).sort()).toEqual(['amount', 'amount_minor', 'currency', 'enough']);
    }
  });

  it('refuses who may not pay from the wallet, staff, a visitor and an amount that is not one', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const viewer = await createSubUser(ctx, owner, ['book', 'see_wallet']);
    const refused = await optionsFor(viewer, '1000', { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('permission_denied_wallet');
    expect((await optionsFor(await createStaff(ctx), '1000')).statusCode).toBe(403);
    expect((await optionsFor(null, '1000')).statusCode).toBe(401);
    for (const bad of ['', '-5', '1.5', '12345678901234567', 'abc']) {
      const res = await optionsFor(owner, bad, { 'accept-language': 'en' });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['amount_iqd']);
    }
  });
});

describe('a sub-user who may pay from the wallet but not see it', () => {
  it('books a flight from the agency’s wallet for exactly what the options said', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'USD', 500_000n);
    const payer = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const search = await searchDirect(ctx, 'BGW', 'IST', 40);
    const offered = (await options(payer, search.fare.total.iqd)).USD!;
    expect(offered.enough).toBe(true);
    const before = await balances(owner);
    const res = await bookFlight(ctx, payer, bookingBody(search, { payment: { method: 'wallet', currency: 'USD' } }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.payment).toEqual({ method: 'wallet', currency: 'USD', amount: offered.amount });
    expect(before.USD! - (await balances(owner)).USD!).toBe(BigInt(offered.amount_minor));
  });

  it('books a hotel from the agency’s wallet for exactly what the options said', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 50_000_000n);
    const payer = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const { hotelId, stay, roomTypes } = await firstHotelRates(ctx, {
      check_in: hotelDay(30),
      check_out: hotelDay(32),
    });
    const rate = roomTypes.find((r) => r.available > 0 && r.max_adults >= 2)!.rates[0]!;
    const { destination: _destination, rooms: _rooms, ...dates } = stay;
    const selection = await selectionFor(ctx, hotelId, dates, [{ adults: 2, rate_id: rate.id }]);
    const offered = (await options(payer, selection.total.iqd)).IQD!;
    const before = await balances(owner);
    const res = await bookHotel(ctx, payer, hotelBookingBody(selection));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.payment).toEqual({ method: 'wallet', currency: 'IQD', amount: offered.amount });
    expect(before.IQD! - (await balances(owner)).IQD!).toBe(BigInt(offered.amount_minor));
  });
});
