import { formatMoney } from '@portal/contracts/money-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createSubUser, fund, type TestUser } from '../../test/factories.js';
import { bookFlight, bookingBody, searchDirect, walletMinor } from '../../test/flights.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('a sub-user’s monthly spending limit under concurrency', () => {
  it('12 parallel wallet bookings on different flights by a sub-user at its limit never spend past it', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 500_000_000n);
    const booker = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    // Different dates, so no seat row is shared and only the limit can keep the bookings apart.
    const searches = [];
    for (let day = 40; day < 52; day++) searches.push(await searchDirect(ctx, 'BGW', 'DXB', day));
    const fares = searches.map((s) => BigInt(s.fare.total.iqd));
    const limit = fares[0]! * 3n + fares[0]! / 2n;
    const limited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/sub-users/${booker.id}`,
      headers: owner.auth,
      payload: { limits: [{ currency: 'IQD', monthly: String(limit) }] },
    });
    expect(limited.statusCode).toBe(200);

    const results = await Promise.all(
      searches.map((s) => bookFlight(ctx, booker, bookingBody(s), { 'accept-language': 'en' })),
    );
    const spent = results.reduce((sum, r, i) => (r.statusCode === 201 ? sum + fares[i]! : sum), 0n);
    expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(2);
    expect(spent).toBeLessThanOrEqual(limit);
    results.forEach((refused, i) => {
      if (refused.statusCode === 201) return;
      expect(refused.statusCode).toBe(422);
      expect(refused.json().limit).toMatchObject({ currency: 'IQD', monthly: String(limit) });
      expect(spent + fares[i]!).toBeGreaterThan(limit); // refused only because it would not fit
    });
    expect((await walletMinor(ctx, owner)).IQD).toBe(500_000_000n - spent);

    const listed = await ctx.app.inject({ url: '/api/v1/sub-users', headers: owner.auth });
    const row = (listed.json().data as Array<{ id: string; spent_this_month: Array<{ currency: string }> }>).find(
      (u) => u.id === booker.id,
    );
    expect(row?.spent_this_month).toContainEqual(expect.objectContaining({ currency: 'IQD' }));
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const sum of sums) expect(sum.posted).toBe('0');
  });
});

/** An IQD amount valued in US cents at the test rate (0.00076 USD per IQD), rounded up as the limit check does. */
const usCents = (iqd: bigint) => (iqd * 76n + 999n) / 1000n;
const usd = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
const setLimits = (owner: TestUser, sub: TestUser, limits: Array<{ currency: string; monthly: string }>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/sub-users/${sub.id}`, headers: owner.auth, payload: { limits } });

describe('a limit counts payments in every currency at today’s rate (decision 076)', () => {
  it('a USD limit is not bypassed by paying in IQD; the refusal says the limit, what is used and what is left', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 100_000_000n);
    const sub = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const first = await searchDirect(ctx, 'BGW', 'IST', 60);
    const second = await searchDirect(ctx, 'BGW', 'IST', 61);
    const used = usCents(BigInt(first.fare.total.iqd));
    const limit = used + usCents(BigInt(second.fare.total.iqd)) - 1n;
    expect((await setLimits(owner, sub, [{ currency: 'USD', monthly: usd(limit) }])).statusCode).toBe(200);

    expect((await bookFlight(ctx, sub, bookingBody(first))).statusCode).toBe(201);
    const refused = await bookFlight(ctx, sub, bookingBody(second), { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(422);
    const left = limit - used;
    expect(refused.json()).toMatchObject({
      code: 'spending_limit_exceeded',
      limit: { currency: 'USD', monthly: usd(limit), used: usd(used), left: usd(left) },
      detail:
        `This payment exceeds your monthly spending limit of ${formatMoney(usd(limit), 'USD', 'en')}: ` +
        `${formatMoney(usd(used), 'USD', 'en')} used this month, ${formatMoney(usd(left), 'USD', 'en')} left ` +
        '(payments in every currency count at today’s rate)',
    });
    expect(refused.json().detail).toMatch(/US\$\d/);

    const inArabic = await bookFlight(ctx, sub, bookingBody(second), { 'accept-language': 'ar' });
    expect(inArabic.json().detail).toBe(
      `هذا الدفع يتجاوز حد الإنفاق الشهري البالغ ${formatMoney(usd(limit), 'USD', 'ar')}: ` +
        `أُنفق هذا الشهر ${formatMoney(usd(used), 'USD', 'ar')}، والمتبقي ${formatMoney(usd(left), 'USD', 'ar')} ` +
        '(تُحتسب المدفوعات بكل العملات بسعر اليوم)',
    );

    const listed = (await ctx.app.inject({ url: '/api/v1/sub-users', headers: owner.auth })).json().data;
    expect(listed.find((u: { id: string }) => u.id === sub.id).limits).toEqual([
      { currency: 'USD', monthly: usd(limit), used: usd(used) },
    ]);
  });

  it('an IQD limit counts a payment made in USD', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'USD', 1_000_000n);
    const sub = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const s = await searchDirect(ctx, 'BGW', 'AMM', 62);
    const fare = BigInt(s.fare.total.iqd);
    expect((await setLimits(owner, sub, [{ currency: 'IQD', monthly: String(fare - 1n) }])).statusCode).toBe(200);
    const refused = await bookFlight(ctx, sub, bookingBody(s, { payment: { method: 'wallet', currency: 'USD' } }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().limit).toMatchObject({ currency: 'IQD', used: '0', left: String(fare - 1n) });
    expect((await walletMinor(ctx, owner)).USD).toBe(1_000_000n);
  });

  it('12 parallel bookings paid in IQD and USD by a sub-user with a USD limit never spend past it', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 500_000_000n);
    await fund(ctx, owner.accountId, 'USD', 5_000_000n);
    const sub = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const searches = [];
    for (let day = 70; day < 82; day++) searches.push(await searchDirect(ctx, 'BGW', 'DXB', day));
    const cents = searches.map((s) => usCents(BigInt(s.fare.total.iqd)));
    const limit = cents[0]! * 3n + cents[0]! / 2n;
    expect((await setLimits(owner, sub, [{ currency: 'USD', monthly: usd(limit) }])).statusCode).toBe(200);

    const results = await Promise.all(
      searches.map((s, i) =>
        bookFlight(ctx, sub, bookingBody(s, { payment: { method: 'wallet', currency: i % 2 ? 'USD' : 'IQD' } })),
      ),
    );
    const made = results.filter((r) => r.statusCode === 201);
    expect(made.length).toBeGreaterThanOrEqual(2);
    expect(made.length).toBeLessThan(12);
    // Paid in USD: its amount; paid in IQD: valued in USD at today's rate, as the check values it.
    const spent = made.reduce((sum, r) => {
      const { amount, currency } = r.json().data.payment as { amount: string; currency: string };
      return sum + (currency === 'USD' ? BigInt(amount.replace('.', '')) : usCents(BigInt(amount)));
    }, 0n);
    expect(spent).toBeLessThanOrEqual(limit);
    for (const r of results) if (r.statusCode !== 201) expect(r.json().code).toBe('spending_limit_exceeded');
    const { drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
  });
});
