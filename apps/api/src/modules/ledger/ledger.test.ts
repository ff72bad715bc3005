import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, fund } from '../../test/factories.js';
import type { Tx } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { AppError } from '../../lib/app-error.js';
import { LedgerConflictError, type Ledger, type LedgerSide } from './ledger.service.js';

let ctx: TestContext;
let ledger: Ledger;
beforeAll(async () => {
  ctx = await createTestApp();
  ledger = ctx.app.services.ledger;
});
afterAll(() => ctx.close());

const tx = <T>(fn: (t: Tx) => Promise<T>) => ctx.database.db.transaction(fn);

async function expectBalanced() {
  const { sums, drift } = await ledger.invariants();
  expect(drift).toEqual([]);
  for (const s of sums)
    expect({ currency: s.currency, posted: s.posted, pending: s.pending }).toEqual({
      currency: s.currency,
      posted: '0',
      pending: '0',
    });
}

describe('transfers', () => {
  it('moves money between a system account and a wallet and keeps every currency at zero', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'IQD', 100_000n);
    await tx((t) =>
      ledger.transfer(t, {
        id: newId(),
        debit: { wallet: owner.accountId },
        credit: { system: 'sales' },
        amount: 40_000n,
        currency: 'IQD',
        code: 'booking',
      }),
    );
    expect(await ledger.balance(ctx.database.db, { wallet: owner.accountId }, 'IQD')).toBe(60_000n);
    expect(await ledger.balance(ctx.database.db, { system: 'sales' }, 'IQD')).toBeGreaterThanOrEqual(40_000n);
    await expectBalanced();
  });

  it('never lets a wallet go below zero, and rolls the whole transaction back', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 1_000n);
    const attempt = tx(async (t) => {
      await ledger.transfer(t, {
        id: newId(),
        debit: { wallet: owner.accountId },
        credit: { system: 'sales' },
        amount: 600n,
        currency: 'USD',
        code: 'booking',
      });
      await ledger.transfer(t, {
        id: newId(),
        debit: { wallet: owner.accountId },
        credit: { system: 'sales' },
        amount: 600n,
        currency: 'USD',
        code: 'booking',
      });
    });
    await expect(attempt).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await ledger.balance(ctx.database.db, { wallet: owner.accountId }, 'USD')).toBe(1_000n);
    await expectBalanced();
  });

  it('accepts a transfer id once: a repeat is reported as existing, other content under it is refused', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 1_000n);
    const input = {
      id: newId(),
      debit: { wallet: owner.accountId },
      credit: { system: 'sales' as const },
      amount: 100n,
      currency: 'USD',
      code: 'booking',
    };
    expect((await tx((t) => ledger.transfer(t, input))).created).toBe(true);
    expect((await tx((t) => ledger.transfer(t, input))).created).toBe(false);
    const conflict = tx((t) => ledger.transfer(t, { ...input, amount: 200n }));
    await expect(conflict).rejects.toBeInstanceOf(LedgerConflictError);
    // An AppError, so a request that meets it answers a translated 422 problem, not a 500.
    await expect(conflict).rejects.toMatchObject({ code: 'transfer_conflict', status: 422 });
    expect(await ledger.balance(ctx.database.db, { wallet: owner.accountId }, 'USD')).toBe(900n);
  });

  it('keeps transfers immutable', async () => {
    await expect(ctx.database.db.execute(sql`update ledger_transfers set amount = amount + 1`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from ledger_transfers`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`truncate ledger_transfers`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`truncate ledger_accounts cascade`)).rejects.toThrow();
    const { rows } = (await ctx.database.db.execute(
      sql`select count(*)::int as n from ledger_transfers`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('holds', () => {
  it('a hold leaves the available balance; posting it charges, voiding it gives it back', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'IQD', 500_000n);
    const wallet = { wallet: owner.accountId };
    const h1 = newId();
    const h2 = newId();
    const expiresAt = new Date(Date.now() + 3600_000);
    await tx((t) =>
      ledger.hold(t, {
        id: h1,
        debit: wallet,
        credit: { system: 'sales' },
        amount: 200_000n,
        currency: 'IQD',
        code: 'booking',
        expiresAt,
      }),
    );
    await tx((t) =>
      ledger.hold(t, {
        id: h2,
        debit: wallet,
        credit: { system: 'sales' },
        amount: 250_000n,
        currency: 'IQD',
        code: 'booking',
        expiresAt,
      }),
    );
    expect(await ledger.balance(ctx.database.db, wallet, 'IQD')).toBe(50_000n);
    await expect(
      tx((t) =>
        ledger.hold(t, {
          id: newId(),
          debit: wallet,
          credit: { system: 'sales' },
          amount: 50_001n,
          currency: 'IQD',
          code: 'booking',
          expiresAt,
        }),
      ),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    await tx((t) => ledger.post(t, { id: newId(), pendingId: h1 }));
    await tx((t) => ledger.void(t, { id: newId(), pendingId: h2 }));
    expect(await ledger.balance(ctx.database.db, wallet, 'IQD')).toBe(300_000n);
    await expect(tx((t) => ledger.post(t, { id: newId(), pendingId: h2 }))).rejects.toMatchObject({
      code: 'hold_resolved',
    });
    await expectBalanced();
  });

  it('a hold past its deadline cannot be paid and is released by the sweeper', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 10_000n);
    const wallet = { wallet: owner.accountId };
    const hold = newId();
    await tx((t) =>
      ledger.hold(t, {
        id: hold,
        debit: wallet,
        credit: { system: 'sales' },
        amount: 7_000n,
        currency: 'USD',
        code: 'booking',
        expiresAt: new Date(Date.now() - 1),
      }),
    );
    await expect(tx((t) => ledger.post(t, { id: newId(), pendingId: hold }))).rejects.toBeInstanceOf(AppError);
    expect(await ledger.balance(ctx.database.db, wallet, 'USD')).toBe(3_000n);
    expect(await ledger.voidExpired()).toBeGreaterThanOrEqual(1);
    expect(await ledger.balance(ctx.database.db, wallet, 'USD')).toBe(10_000n);
    expect(await ledger.voidExpired()).toBe(0);
    await expectBalanced();
  });
});

describe('statement', () => {
  it('lists posted entries with debit, credit and a running balance', async () => {
    const owner = await createOwner(ctx);
    const from = new Date(Date.now() - 1000);
    await fund(ctx, owner.accountId, 'IQD', 100_000n);
    await tx((t) =>
      ledger.transfer(t, {
        id: newId(),
        debit: { wallet: owner.accountId },
        credit: { system: 'sales' },
        amount: 30_000n,
        currency: 'IQD',
        code: 'booking',
        reference: 'RT-ABC123',
      }),
    );
    const s = await ledger.statement(ctx.database.db, {
      wallet: owner.accountId,
      currency: 'IQD',
      from,
      to: new Date(Date.now() + 1000),
    });
    expect(s.opening).toBe(0n);
    expect(s.entries.map((e) => [e.debit, e.credit, e.balance])).toEqual([
      [0n, 100_000n, 100_000n],
      [30_000n, 0n, 70_000n],
    ]);
    expect(s.entries[1]!.transfer.reference).toBe('RT-ABC123');
    expect(s.closing).toBe(70_000n);
  });
});

/** An exchange body confirming the credit its quote offers (an exchange applies only the credit the user saw). */
async function confirmed(
  auth: Record<string, string>,
  body: { from_currency: string; to_currency: string; amount: string },
) {
  const quote = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/wallet-exchanges/quote',
    headers: auth,
    payload: body,
  });
  expect(quote.statusCode).toBe(200);
  return { ...body, accepted_credit: quote.json().data.credit as string };
}

describe('concurrency', () => {
  it('200 concurrent debits against a wallet that can afford 37: exactly 37 succeed, balance 0, ledger at zero', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 3_700n);
    // debits exactly 100 cents (fee included)
    const body = await confirmed(owner.auth, { from_currency: 'USD', to_currency: 'IQD', amount: '1.00' });
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/v1/wallet-exchanges', headers: owner.auth, payload: body }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(37);
    expect(codes.filter((c) => c === 422)).toHaveLength(163);
    expect(await ledger.balance(ctx.database.db, { wallet: owner.accountId }, 'USD')).toBe(0n);
    await expectBalanced();
  });

  it('opposite exchanges of one account at the same moment never deadlock: all succeed, ledger at zero', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'IQD', 100_000_000n);
    await fund(ctx, owner.accountId, 'USD', 100_000n);
    // Each exchange locks the account's IQD and USD wallets; half of them take the two in the other order.
    const bodies = [
      await confirmed(owner.auth, { from_currency: 'IQD', to_currency: 'USD', amount: '50000' }),
      await confirmed(owner.auth, { from_currency: 'USD', to_currency: 'IQD', amount: '20.00' }),
    ];
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/wallet-exchanges',
          headers: owner.auth,
          payload: bodies[i % 2],
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 201));
    for (const c of ['IQD', 'USD'])
      expect(await ledger.balance(ctx.database.db, { wallet: owner.accountId }, c)).toBeGreaterThan(0n);
    await expectBalanced();
  });

  it('50 concurrent replays of one Idempotency-Key: one effect and identical bodies', async () => {
    const owner = await createOwner(ctx);
    await fund(ctx, owner.accountId, 'USD', 100_000n);
    const body = await confirmed(owner.auth, { from_currency: 'USD', to_currency: 'EUR', amount: '25.00' });
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/wallet-exchanges',
        headers: { ...owner.auth, 'idempotency-key': 'concurrent-key-1' },
        payload: body,
      });
    const results = await Promise.all(Array.from({ length: 50 }, send));
    const ok = results.filter((r) => r.statusCode === 201);
    const inFlight = results.filter((r) => r.statusCode === 409);
    expect(ok.length + inFlight.length).toBe(50);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body)).size).toBe(1);
    for (const r of inFlight) expect(r.json().code).toBe('idempotency_in_flight');
    const later = await send();
    expect(later.body).toBe(ok[0]!.body);
    expect(await ledger.balance(ctx.database.db, { wallet: owner.accountId }, 'USD')).toBe(97_500n);
    await expectBalanced();
  });
});

describe('properties', () => {
  it('random transfer sequences keep every currency at zero and no wallet below zero', async () => {
    const owners = await Promise.all([createOwner(ctx), createOwner(ctx), createOwner(ctx)]);
    const sides: LedgerSide[] = [
      ...owners.map((o) => ({ wallet: o.accountId })),
      { system: 'bank_clearing' },
      { system: 'sales' },
      { system: 'refunds' },
    ];
    const op = fc.record({
      from: fc.nat(sides.length - 1),
      to: fc.nat(sides.length - 1),
      amount: fc.bigInt(1n, 50_000n),
      currency: fc.constantFrom('IQD', 'USD'),
      hold: fc.boolean(),
      settle: fc.constantFrom('post', 'void', 'keep'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40 }), async (ops) => {
        for (const o of ops) {
          if (o.from === o.to) continue;
          const input = {
            id: newId(),
            debit: sides[o.from]!,
            credit: sides[o.to]!,
            amount: o.amount,
            currency: o.currency,
            code: 'property',
          };
          try {
            if (o.hold) {
              await tx((t) => ledger.hold(t, { ...input, expiresAt: new Date(Date.now() + 60_000) }));
              if (o.settle === 'post') await tx((t) => ledger.post(t, { id: newId(), pendingId: input.id }));
              if (o.settle === 'void') await tx((t) => ledger.void(t, { id: newId(), pendingId: input.id }));
            } else {
              await tx((t) => ledger.transfer(t, input));
            }
          } catch (error) {
            if (!(error instanceof AppError && error.code === 'insufficient_funds')) throw error;
          }
          for (const o2 of owners) {
            for (const c of ['IQD', 'USD'])
              expect(await ledger.balance(ctx.database.db, { wallet: o2.accountId }, c)).toBeGreaterThanOrEqual(0n);
          }
          await expectBalanced();
        }
      }),
      { numRuns: 100 },
    );
  });
});
