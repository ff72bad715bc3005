import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { accounts, ledgerAccounts, ledgerTransfers } from '../../../db/schema.js';

const POSTED = ['posted', 'post_pending'] as const;

const accountColumns = {
  ledger: ledgerAccounts,
  accountName: accounts.name,
  accountKind: accounts.kind,
};

export type LedgerAccountWithOwner = {
  ledger: typeof ledgerAccounts.$inferSelect;
  accountName: string | null;
  accountKind: string | null;
};

export async function findLedgerAccount(db: DbOrTx, id: string): Promise<LedgerAccountWithOwner | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(ledgerAccounts)
    .leftJoin(accounts, eq(accounts.id, ledgerAccounts.accountId))
    .where(eq(ledgerAccounts.id, id));
  return row;
}

export async function describeLedgerAccounts(db: DbOrTx, ids: string[]): Promise<LedgerAccountWithOwner[]> {
  if (ids.length === 0) return [];
  return db
    .select(accountColumns)
    .from(ledgerAccounts)
    .leftJoin(accounts, eq(accounts.id, ledgerAccounts.accountId))
    .where(inArray(ledgerAccounts.id, ids));
}

export async function listLedgerAccounts(
  db: DbOrTx,
  f: { kind?: 'wallet' | 'system'; currency?: string; q?: string; page: number; perPage: number },
) {
  const where: SQL[] = [];
  if (f.kind) where.push(eq(ledgerAccounts.kind, f.kind));
  if (f.currency) where.push(eq(ledgerAccounts.currency, f.currency));
  if (f.q) where.push(ilike(accounts.name, `%${f.q.replace(/[%_\\]/g, '')}%`));
  const condition = and(...where);
  const [rows, [count]] = await Promise.all([
    db
      .select(accountColumns)
      .from(ledgerAccounts)
      .leftJoin(accounts, eq(accounts.id, ledgerAccounts.accountId))
      .where(condition)
      .orderBy(
        desc(ledgerAccounts.kind),
        asc(accounts.name),
        asc(ledgerAccounts.systemCode),
        asc(ledgerAccounts.currency),
      )
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerAccounts)
      .leftJoin(accounts, eq(accounts.id, ledgerAccounts.accountId))
      .where(condition),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Posted balances (credits − debits) of system accounts, summed from their transfers. */
export async function systemBalances(db: DbOrTx, ids: string[]): Promise<Map<string, bigint>> {
  const out = new Map<string, bigint>();
  if (ids.length === 0) return out;
  const [credits, debits] = await Promise.all([
    db
      .select({ id: ledgerTransfers.creditAccountId, sum: sql<string>`sum(${ledgerTransfers.amount})::text` })
      .from(ledgerTransfers)
      .where(and(inArray(ledgerTransfers.creditAccountId, ids), inArray(ledgerTransfers.type, [...POSTED])))
      .groupBy(ledgerTransfers.creditAccountId),
    db
      .select({ id: ledgerTransfers.debitAccountId, sum: sql<string>`sum(${ledgerTransfers.amount})::text` })
      .from(ledgerTransfers)
      .where(and(inArray(ledgerTransfers.debitAccountId, ids), inArray(ledgerTransfers.type, [...POSTED])))
      .groupBy(ledgerTransfers.debitAccountId),
  ]);
  for (const id of ids) out.set(id, 0n);
  for (const c of credits) out.set(c.id, (out.get(c.id) ?? 0n) + BigInt(c.sum));
  for (const d of debits) out.set(d.id, (out.get(d.id) ?? 0n) - BigInt(d.sum));
  return out;
}

/** Every system account's posted balance, per currency. */
export async function allSystemBalances(db: DbOrTx) {
  const rows = (await db.execute(sql`
    with m as (
      select credit_account_id as id, amount from ledger_transfers where type in ('posted', 'post_pending')
      union all
      select debit_account_id, -amount from ledger_transfers where type in ('posted', 'post_pending')
    )
    select a.system_code as code, a.currency, coalesce(sum(m.amount), 0)::text as balance
    from ledger_accounts a left join m on m.id = a.id
    where a.kind = 'system'
    group by 1, 2
    order by 2, 1`)) as unknown as { rows: Array<{ code: string; currency: string; balance: string }> };
  return rows.rows;
}

/** All wallets' available and held amounts together, per currency. */
export async function walletTotals(db: DbOrTx) {
  return db
    .select({
      currency: ledgerAccounts.currency,
      available: sql<string>`sum(${ledgerAccounts.creditsPosted} - ${ledgerAccounts.debitsPosted} - ${ledgerAccounts.debitsPending})::text`,
      held: sql<string>`sum(${ledgerAccounts.debitsPending})::text`,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, 'wallet'))
    .groupBy(ledgerAccounts.currency);
}

export async function findCustomerAccount(db: DbOrTx, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}
