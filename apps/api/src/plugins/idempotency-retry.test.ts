import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookings, ledgerTransfers } from '../db/schema.js';
import { createTestApp, type TestContext } from '../test/harness.js';
import { createOwner, fund, type TestUser } from '../test/factories.js';
import { bookFlight, bookingBody, searchDirect, walletMinor } from '../test/flights.js';

// A request can fail after its transaction committed (building the reply, a lost connection to the cache). The
// key is then released for a retry, and the retry must find what the first attempt wrote, not do it again.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * The next call of a service method does its work (and commits), then throws: the route answers 500 as if
 * the reply could not be built. The routes call the method on the service object, so this stands in for it.
 */
function failOnceAfterCommit<T extends object, K extends keyof T>(service: T, method: K) {
  const original = service[method] as (...args: unknown[]) => Promise<unknown>;
  service[method] = (async (...args: unknown[]) => {
    service[method] = original as T[K];
    await original.apply(service, args);
    throw new Error('the reply could not be built');
  }) as T[K];
}

describe('a retry after a failure that came after the commit', () => {
  it('exchanges once: the retry under the same key moves no money again', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 10_000n);
    const body = { from_currency: 'USD', to_currency: 'IQD', amount: '10' };
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/wallet-exchanges/quote',
      headers: owner.auth,
      payload: body,
    });
    const confirmed = { ...body, accepted_credit: quote.json().data.credit as string };
    const exchange = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/wallet-exchanges',
        headers: { ...owner.auth, 'idempotency-key': 'exchange-failed-reply-1' },
        payload: confirmed,
      });

    failOnceAfterCommit(ctx.app.services.wallets, 'exchange');
    const failed = await exchange();
    expect(failed.statusCode).toBe(500);
    const afterFirst = await walletMinor(ctx, owner);
    expect(afterFirst.USD).toBe(9_000n);

    const retry = await exchange();
    expect(retry.statusCode).toBe(201);
    expect(await walletMinor(ctx, owner)).toEqual(afterFirst);
    const legs = await ctx.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.reference, retry.json().data.id), eq(ledgerTransfers.code, 'exchange')));
    expect(legs).toHaveLength(2); // one debit of USD, one credit of IQD
    expect(legs.map((l) => l.currency).sort()).toEqual(['IQD', 'USD']);
  });

  it('books and charges once: the retry under the same key answers with the booking already made', async () => {
    const owner: TestUser = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'IQD', 10_000_000n);
    const body = bookingBody(await searchDirect(ctx));
    const headers = { 'idempotency-key': 'flight-failed-reply-1' };

    failOnceAfterCommit(ctx.app.services.flightBookings, 'book');
    const failed = await bookFlight(ctx, owner, body, headers);
    expect(failed.statusCode).toBe(500);
    const afterFirst = (await walletMinor(ctx, owner)).IQD!;
    expect(afterFirst).toBe(10_000_000n - BigInt(body.accepted_total_iqd));

    const retry = await bookFlight(ctx, owner, body, headers);
    expect(retry.statusCode).toBe(201);
    expect((await walletMinor(ctx, owner)).IQD).toBe(afterFirst);
    const made = await ctx.database.db.select().from(bookings).where(eq(bookings.accountId, owner.accountId));
    expect(made.map((b) => b.id)).toEqual([retry.json().data.id]);
    const payments = await ctx.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.code, 'booking'), eq(ledgerTransfers.reference, made[0]!.reference)));
    expect(payments).toHaveLength(1);
  });
});
