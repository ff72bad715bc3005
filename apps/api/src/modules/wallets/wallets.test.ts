import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, createSubUser, fund } from '../../test/factories.js';
import { putSettingIfMissing } from '../site-settings/site-settings.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await putSettingIfMissing(ctx.database.db, 'wallet', { exchange_fee_bps: 50 });
});
afterAll(() => ctx.close());

const wallets = async (auth: Record<string, string>) => {
  const res = await ctx.app.inject({ url: '/api/v1/user-wallets', headers: auth });
  return Object.fromEntries(
    res.json().data.map((w: { currency_name: string; balance: string }) => [w.currency_name, w.balance]),
  );
};
const quoteOf = (auth: Record<string, string>, body: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/wallet-exchanges/quote', headers: auth, payload: body as object });
/** Confirms an exchange as the screen does: with the credit of the quote just shown (unless the test sets one). */
const exchange = async (auth: Record<string, string>, body: object, headers: Record<string, string> = {}) => {
  let payload = body;
  if (!('accepted_credit' in body)) {
    const quote = await quoteOf(auth, body);
    if (quote.statusCode === 200) payload = { ...body, accepted_credit: quote.json().data.credit };
  }
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/wallet-exchanges',
    payload,
    headers: { ...auth, ...headers },
  });
};

describe('GET /user-wallets', () => {
  it('lists one wallet per currency with balances read from the ledger', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'IQD', 1_500_000n);
    await fund(ctx, owner.accountId, 'USD', 12_345n);
    const res = await ctx.app.inject({ url: '/api/v1/user-wallets', headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const usd = res.json().data.find((w: { currency_name: string }) => w.currency_name === 'USD');
    expect(usd).toEqual({
      currency_id: 1,
      currency_name: 'USD',
      symbol_name: '$',
      balance: '123.45',
      balance_minor: '12345',
      held_minor: '0',
    });
    expect(await wallets(owner.auth)).toMatchObject({ IQD: '1500000', EUR: '0.00', JOD: '0.000' });
  });

  it('needs a token, and a sub-user needs the see-wallet permission', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/user-wallets' })).statusCode).toBe(401);
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'USD', 5_000n);
    const blind = await createSubUser(ctx, owner, ['book']);
    const res = await ctx.app.inject({ url: '/api/v1/user-wallets', headers: blind.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('permission_denied_wallet');
    const seeing = await createSubUser(ctx, owner, ['see_wallet']);
    expect((await wallets(seeing.auth)).USD).toBe('50.00');
  });

  it('gives staff no wallets of their own', async () => {
    const staff = await createStaff(ctx);
    expect((await ctx.app.inject({ url: '/api/v1/user-wallets', headers: staff.auth })).json().data).toEqual([]);
  });
});

describe('wallet exchange', () => {
  it('quotes, then exchanges at the published rate with the configured fee', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 10_000n);
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/wallet-exchanges/quote',
      headers: owner.auth,
      payload: { from_currency: 'USD', to_currency: 'IQD', amount: '20' },
    });
    // 20.00 USD, fee 0.5 % = 0.10 USD, 19.90 USD / 0.00076 = 26184.21 → 26184 IQD (rounded down)
    expect(quote.json().data).toEqual({
      from_currency: 'USD',
      to_currency: 'IQD',
      debit: '20.00',
      credit: '26184',
      fee: '0.10',
      rate: '1315.789473',
    });
    const done = await exchange(owner.auth, { from_currency: 'usd', to_currency: 'IQD', amount: '20' });
    expect(done.statusCode).toBe(201);
    expect(done.json().data).toMatchObject({ debit: '20.00', credit: '26184', fee: '0.10' });
    expect(await wallets(owner.auth)).toMatchObject({ USD: '80.00', IQD: '26184' });
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const s of sums) expect([s.posted, s.pending]).toEqual(['0', '0']);
  });

  it('is tied to the quote the user saw: another credit is refused with the new quote, in the caller’s language', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 10_000n);
    const body = { from_currency: 'USD', to_currency: 'IQD', amount: '20' };
    // The user accepted 26 190 IQD; at today's rate and fee the same 20 USD give 26 184.
    const moved = await exchange(owner.auth, { ...body, accepted_credit: '26190' }, { 'accept-language': 'en' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      code: 'rate_changed',
      detail: 'The exchange now gives 26184 IQD. Please review it again',
      quote: { debit: '20.00', credit: '26184', fee: '0.10' },
    });
    const inArabic = await exchange(owner.auth, { ...body, accepted_credit: '26190' });
    expect(inArabic.json().detail).toBe('أصبح التحويل يعطي 26184 IQD. يرجى مراجعته مرة أخرى');
    expect(await wallets(owner.auth)).toMatchObject({ USD: '100.00', IQD: '0' });
    // Accepting the new quote exchanges.
    const accepted = await exchange(owner.auth, { ...body, accepted_credit: moved.json().quote.credit });
    expect(accepted.statusCode).toBe(201);
    expect(await wallets(owner.auth)).toMatchObject({ USD: '80.00', IQD: '26184' });
  });

  it('needs the accepted credit', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 10_000n);
    for (const accepted of [undefined, '', '12.5']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/wallet-exchanges',
        headers: owner.auth,
        payload: { from_currency: 'USD', to_currency: 'IQD', amount: '20', accepted_credit: accepted },
      });
      expect(res.statusCode, String(accepted)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('accepted_credit');
    }
    expect((await wallets(owner.auth)).USD).toBe('100.00');
  });

  it('refuses to spend more than the balance and leaves it untouched', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 500n);
    const res = await exchange(
      owner.auth,
      { from_currency: 'USD', to_currency: 'EUR', amount: '5.01' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'insufficient_funds', detail: 'Your USD balance is not enough' });
    expect(await wallets(owner.auth)).toMatchObject({ USD: '5.00', EUR: '0.00' });
  });

  it.each([
    ['a negative amount', { from_currency: 'USD', to_currency: 'IQD', amount: '-5', accepted_credit: '1' }, 'amount'],
    ['a zero amount', { from_currency: 'USD', to_currency: 'IQD', amount: '0', accepted_credit: '1' }, 'amount'],
    [
      'too many decimals',
      { from_currency: 'USD', to_currency: 'IQD', amount: '1.001', accepted_credit: '1' },
      'amount',
    ],
    ['an exponent', { from_currency: 'USD', to_currency: 'IQD', amount: '1e3', accepted_credit: '1' }, 'amount'],
    [
      'a number instead of a string',
      { from_currency: 'USD', to_currency: 'IQD', amount: 5, accepted_credit: '1' },
      'amount',
    ],
    [
      'the same currency twice',
      { from_currency: 'USD', to_currency: 'USD', amount: '5', accepted_credit: '1' },
      'to_currency',
    ],
    [
      'an unknown currency',
      { from_currency: 'USD', to_currency: 'XXX', amount: '5', accepted_credit: '1' },
      'to_currency',
    ],
    [
      'a malformed currency',
      { from_currency: 'US', to_currency: 'IQD', amount: '5', accepted_credit: '1' },
      'from_currency',
    ],
    [
      'an amount too small to convert',
      { from_currency: 'IQD', to_currency: 'USD', amount: '1', accepted_credit: '1' },
      'amount',
    ],
  ])('answers a 4xx with a field message for %s', async (_label, body, field) => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 100_000n);
    await fund(ctx, owner.accountId, 'IQD', 100_000n);
    const res = await exchange(owner.auth, body, { 'accept-language': 'en' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await wallets(owner.auth)).toMatchObject({ USD: '1000.00', IQD: '100000' });
  });

  it('is not open to sub-users', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const sub = await createSubUser(ctx, owner, ['book', 'pay_wallet', 'see_wallet']);
    const res = await exchange(sub.auth, {
      from_currency: 'USD',
      to_currency: 'IQD',
      amount: '1',
      accepted_credit: '1315',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and payload, with one effect', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 10_000n);
    const body = { from_currency: 'USD', to_currency: 'IQD', amount: '10' };
    const first = await exchange(owner.auth, body, { 'idempotency-key': 'exchange-0001' });
    const again = await exchange(owner.auth, body, { 'idempotency-key': 'exchange-0001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await wallets(owner.auth)).USD).toBe('90.00');
  });

  it('answers 422 for the same key with another payload', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 10_000n);
    await exchange(
      owner.auth,
      { from_currency: 'USD', to_currency: 'IQD', amount: '10' },
      { 'idempotency-key': 'exchange-0002' },
    );
    const other = await exchange(
      owner.auth,
      { from_currency: 'USD', to_currency: 'IQD', amount: '11' },
      { 'idempotency-key': 'exchange-0002' },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
  });

  it('stores a refused debit too, so a retry does not suddenly succeed after a top-up', async () => {
    const owner = await createOwner(ctx);
    const body = { from_currency: 'USD', to_currency: 'IQD', amount: '10' };
    const refused = await exchange(owner.auth, body, { 'idempotency-key': 'exchange-0003' });
    expect(refused.statusCode).toBe(422);
    await fund(ctx, owner.accountId, 'USD', 10_000n);
    const retry = await exchange(owner.auth, body, { 'idempotency-key': 'exchange-0003' });
    expect(retry.statusCode).toBe(422);
    expect((await wallets(owner.auth)).USD).toBe('100.00');
  });

  it('keys are per user: another user with the same key gets its own result', async () => {
    const a = await createOwner(ctx);
    const b = await createOwner(ctx);
    await fund(ctx, a.accountId, 'USD', 10_000n);
    await fund(ctx, b.accountId, 'USD', 10_000n);
    const body = { from_currency: 'USD', to_currency: 'IQD', amount: '10' };
    expect((await exchange(a.auth, body, { 'idempotency-key': 'shared-key-1' })).statusCode).toBe(201);
    expect((await exchange(b.auth, body, { 'idempotency-key': 'shared-key-1' })).statusCode).toBe(201);
    expect((await wallets(b.auth)).USD).toBe('90.00');
  });

  it('rejects a malformed key', async () => {
    const owner = await createOwner(ctx);
    const res = await exchange(
      owner.auth,
      { from_currency: 'USD', to_currency: 'IQD', amount: '1' },
      { 'idempotency-key': 'short' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('idempotency_key_invalid');
  });
});
