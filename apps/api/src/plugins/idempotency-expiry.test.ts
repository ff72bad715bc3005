import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema.js';
import { createTestApp, type TestContext } from '../test/harness.js';
import { createOwner, fund, type TestUser } from '../test/factories.js';
import { bookFlight, bookingBody, searchDirect, walletMinor } from '../test/flights.js';

// A key sent again after its 24 h is a new request. The handlers derive booking and ledger transfer ids
// from the key's claim, so the second use must do its work once more instead of finding the first one's.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function expire(user: TestUser, key: string) {
  await ctx.database.db
    .update(idempotencyKeys)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(idempotencyKeys.scope, `user:${user.id}`), eq(idempotencyKeys.key, key)));
}

/** An exchange body confirming the credit its quote offers. */
async function confirmedExchange(user: TestUser, amount: string) {
  const body = { from_currency: 'USD', to_currency: 'IQD', amount };
  const quote = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/wallet-exchanges/quote',
    headers: user.auth,
    payload: body,
  });
  return { ...body, accepted_credit: quote.json().data.credit as string };
}

describe('a wallet exchange under a key used again after its 24 hours', () => {
  const exchange = (user: TestUser, key: string, body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/wallet-exchanges',
      headers: { ...user.auth, 'idempotency-key': key },
      payload: body,
    });

  it('exchanges once more, then replays that second answer', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 10_000n);
    const body = await confirmedExchange(owner, '10');
    const first = await exchange(owner, 'exchange-after-a-day', body);
    expect(first.statusCode).toBe(201);
    await expire(owner, 'exchange-after-a-day');
    const second = await exchange(owner, 'exchange-after-a-day', body);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().data.id).not.toBe(first.json().data.id);
    expect((await walletMinor(ctx, owner)).USD).toBe(8_000n);
    const replay = await exchange(owner, 'exchange-after-a-day', body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(second.body);
    expect((await walletMinor(ctx, owner)).USD).toBe(8_000n);
  });

  it('takes another payload under the expired key as a new exchange, not an error', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 10_000n);
    expect((await exchange(owner, 'exchange-other-later', await confirmedExchange(owner, '10'))).statusCode).toBe(201);
    await expire(owner, 'exchange-other-later');
    const other = await exchange(owner, 'exchange-other-later', await confirmedExchange(owner, '5'));
    expect(other.statusCode).toBe(201);
    expect((await walletMinor(ctx, owner)).USD).toBe(8_500n);
  });
});

describe('a flight booking under a key used again after its 24 hours', () => {
  it('books and pays once more instead of answering with the first booking', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'IQD', 10_000_000n);
    const search = await searchDirect(ctx);
    const body = bookingBody(search);
    const first = await bookFlight(ctx, owner, body, { 'idempotency-key': 'flight-after-a-day' });
    expect(first.statusCode).toBe(201);
    const afterFirst = (await walletMinor(ctx, owner)).IQD!;
    await expire(owner, 'flight-after-a-day');
    const second = await bookFlight(ctx, owner, body, { 'idempotency-key': 'flight-after-a-day' });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).not.toBe(first.json().data.id);
    expect((await walletMinor(ctx, owner)).IQD).toBe(afterFirst - (10_000_000n - afterFirst));
  });
});
