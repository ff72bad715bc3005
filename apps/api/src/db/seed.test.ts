import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../test/harness.js';
import { accounts, ledgerAccounts, ledgerTransfers, users } from './schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDatabase } from './seed.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const demoEmails = DEMO_ACCOUNTS.map((u) => u.email);

/** Everything the demo seed writes, counted, with the demo wallets' balances. */
async function snapshot() {
  const db = ctx.database.db;
  const demoUsers = await db.select().from(users).where(inArray(users.email, demoEmails));
  const accountIds = [...new Set(demoUsers.map((u) => u.accountId))];
  const count = async (table: 'accounts' | 'users' | 'ledger_accounts' | 'ledger_transfers' | 'currencies') => {
    const { rows } = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    return rows[0]!.n;
  };
  const wallets = await db
    .select({
      account: ledgerAccounts.accountId,
      currency: ledgerAccounts.currency,
      posted: sql<string>`(${ledgerAccounts.creditsPosted} - ${ledgerAccounts.debitsPosted})::text`,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.accountId, accountIds))
    .orderBy(ledgerAccounts.accountId, ledgerAccounts.currency);
  const openings = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(sql`${ledgerTransfers.code} = 'opening_balance'`);
  return {
    counts: {
      accounts: await count('accounts'),
      users: await count('users'),
      ledgerAccounts: await count('ledger_accounts'),
      transfers: await count('ledger_transfers'),
      currencies: await count('currencies'),
    },
    demoUsers: demoUsers.map((u) => [u.email, u.role, u.accountId]).sort(),
    demoAccounts: (await db.select().from(accounts).where(inArray(accounts.id, accountIds))).length,
    wallets,
    openings: openings.length,
  };
}

describe('seeding with demo data', () => {
  it('creates the demo users (with the sub-user) and their opening balances, and a second run doubles nothing', async () => {
    await seedDatabase(ctx.database.db, { demo: true, uploadsDir: ctx.config.uploadsDir });
    const first = await snapshot();
    expect(first.demoUsers).toHaveLength(DEMO_ACCOUNTS.length);
    expect(first.demoUsers.find(([email]) => email === 'agent@demo.iq')?.[1]).toBe('sub_user');
    expect(first.demoAccounts).toBe(3);
    expect(first.openings).toBe(4);
    expect(first.wallets.map((w) => [w.currency, w.posted]).sort()).toEqual(
      [
        ['IQD', '25000000'],
        ['USD', '500000'],
        ['IQD', '3000000'],
        ['USD', '120000'],
      ].sort(),
    );

    await seedDatabase(ctx.database.db, { demo: true, uploadsDir: ctx.config.uploadsDir });
    expect(await snapshot()).toEqual(first);
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const s of sums) expect([s.posted, s.pending]).toEqual(['0', '0']);
  });

  it('lets the demo accounts log in with the printed password', async () => {
    await seedDatabase(ctx.database.db, { demo: true, uploadsDir: ctx.config.uploadsDir });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'agency@demo.iq', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('publishes no store links until native apps exist, so the home page shows no dead store buttons', async () => {
    ctx.app.services.siteSettings.invalidate();
    const res = await ctx.app.inject({ url: '/api/v1/site-settings' });
    expect(res.json().data.apps).toEqual({ android: '', ios: '' });
  });
});
