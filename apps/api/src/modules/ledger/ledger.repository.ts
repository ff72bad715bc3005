import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema.js';

export type TransferRow = typeof ledgerTransfers.$inferSelect;
export type NewTransferRow = typeof ledgerTransfers.$inferInsert;
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/** Inserts a ledger account unless its (owner, currency) already exists; concurrent callers all succeed. */
export async function insertLedgerAccount(db: DbOrTx, row: typeof ledgerAccounts.$inferInsert) {
  await db.insert(ledgerAccounts).values(row).onConflictDoNothing();
}

export async function insertTransfer(db: DbOrTx, row: NewTransferRow): Promise<TransferRow | undefined> {
  const [inserted] = await db.insert(ledgerTransfers).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findTransfer(db: DbOrTx, id: string): Promise<TransferRow | undefined> {
  const [row] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id));
  return row;
}

export async function findResolution(db: DbOrTx, pendingId: string): Promise<TransferRow | undefined> {
  const [row] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.pendingId, pendingId));
  return row;
}

/** Moves a hold's amount out of pending and posts `posted` of it (0 for a void). */
export async function settlePending(
  db: DbOrTx,
  side: 'debit' | 'credit',
  id: string,
  held: bigint,
  posted: bigint,
): Promise<void> {
  const set =
    side === 'debit'
      ? {
          debitsPending: sql`${ledgerAccounts.debitsPending} - ${held}`,
          debitsPosted: sql`${ledgerAccounts.debitsPosted} + ${posted}`,
        }
      : {
          creditsPending: sql`${ledgerAccounts.creditsPending} - ${held}`,
          creditsPosted: sql`${ledgerAccounts.creditsPosted} + ${posted}`,
        };
  await db.update(ledgerAccounts).set(set).where(eq(ledgerAccounts.id, id));
}

export async function accountsByIds(db: DbOrTx, ids: string[]): Promise<LedgerAccountRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
}

function walletAccountsQuery(db: DbOrTx) {
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.accountId, sql.placeholder('accountId'))))
    .prepare('wallet_accounts_of');
}
const preparedWalletAccounts = new WeakMap<object, ReturnType<typeof walletAccountsQuery>>();

/** Read by every wallet list and after every payment, so built once per database as a prepared statement. */
export async function walletAccountsOf(db: DbOrTx, accountId: string): Promise<LedgerAccountRow[]> {
  let query = preparedWalletAccounts.get(db);
  if (!query) preparedWalletAccounts.set(db, (query = walletAccountsQuery(db)));
  return query.execute({ accountId });
}

/** Posted movements of one account between two instants, oldest first, with the balance before them. */
export async function postedMovements(db: DbOrTx, ledgerAccountId: string, from: Date, to: Date) {
  const touches = or(
    eq(ledgerTransfers.debitAccountId, ledgerAccountId),
    eq(ledgerTransfers.creditAccountId, ledgerAccountId),
  );
  const posted = inArray(ledgerTransfers.type, ['posted', 'post_pending']);
  const signed = sql<bigint>`coalesce(sum(case when ${ledgerTransfers.creditAccountId} = ${ledgerAccountId} then ${ledgerTransfers.amount} else -${ledgerTransfers.amount} end), 0)::bigint`;
  const [opening] = await db
    .select({ balance: signed })
    .from(ledgerTransfers)
    .where(and(touches, posted, lt(ledgerTransfers.createdAt, from)));
  const rows = await db
    .select()
    .from(ledgerTransfers)
    .where(and(touches, posted, gte(ledgerTransfers.createdAt, from), lt(ledgerTransfers.createdAt, to)))
    .orderBy(asc(ledgerTransfers.createdAt), asc(ledgerTransfers.id));
  return { opening: BigInt(opening?.balance ?? 0), rows };
}

export async function expiredPendingTransfers(db: DbOrTx, now: Date, limit: number): Promise<TransferRow[]> {
  return db
    .select()
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.type, 'pending'),
        lt(ledgerTransfers.expiresAt, now),
        sql`not exists (select 1 from ${ledgerTransfers} r where r.pending_id = ${ledgerTransfers.id})`,
      ),
    )
    .limit(limit);
}

export async function postedBalanceFromTransfers(db: DbOrTx, ledgerAccountId: string): Promise<bigint> {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(case when ${ledgerTransfers.creditAccountId} = ${ledgerAccountId} then ${ledgerTransfers.amount} else -${ledgerTransfers.amount} end), 0)::text`,
    })
    .from(ledgerTransfers)
    .where(
      and(
        or(eq(ledgerTransfers.debitAccountId, ledgerAccountId), eq(ledgerTransfers.creditAccountId, ledgerAccountId)),
        inArray(ledgerTransfers.type, ['posted', 'post_pending']),
      ),
    );
  return BigInt(row?.balance ?? '0');
}

/**
 * The ledger's health, per currency: wallets' running balances plus system accounts' balances (summed
 * from transfers) must come to zero, posted and pending alike; and every wallet's columns must equal
 * the sums of its own transfers (`drift` lists those that do not).
 */
export async function invariants(db: DbOrTx) {
  const sums = (await db.execute(sql`
    with resolved as (select pending_id from ledger_transfers where pending_id is not null),
    system_moves as (
      select t.currency,
             sum(case when t.type in ('posted','post_pending') then
                   (case when c.kind = 'system' then t.amount else 0 end) - (case when d.kind = 'system' then t.amount else 0 end)
                 else 0 end) as posted,
             sum(case when t.type = 'pending' and t.id not in (select pending_id from resolved) then
                   (case when c.kind = 'system' then t.amount else 0 end) - (case when d.kind = 'system' then t.amount else 0 end)
                 else 0 end) as pending
      from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id
      join ledger_accounts c on c.id = t.credit_account_id
      group by t.currency
    ),
    wallets as (
      select currency, sum(credits_posted - debits_posted) as posted, sum(credits_pending - debits_pending) as pending
      from ledger_accounts where kind = 'wallet' group by currency
    )
    select coalesce(w.currency, s.currency) as currency,
           (coalesce(w.posted, 0) + coalesce(s.posted, 0))::text as posted,
           (coalesce(w.pending, 0) + coalesce(s.pending, 0))::text as pending
    from wallets w full join system_moves s on s.currency = w.currency
    order by 1`)) as unknown as { rows: Array<{ currency: string; posted: string; pending: string }> };
  const drift = (await db.execute(sql`
    with moves as (
      select debit_account_id as id,
             sum(case when t.type in ('posted','post_pending') then t.amount else 0 end) as dp,
             sum(case when t.type = 'pending' then t.amount else 0 end) - sum(case when t.type in ('post_pending','void_pending') then p.amount else 0 end) as dpen,
             0::numeric as cp, 0::numeric as cpen
      from ledger_transfers t left join lateral (select amount from ledger_transfers x where x.id = t.pending_id) p on true
      group by debit_account_id
      union all
      select credit_account_id,
             0, 0,
             sum(case when t.type in ('posted','post_pending') then t.amount else 0 end),
             sum(case when t.type = 'pending' then t.amount else 0 end) - sum(case when t.type in ('post_pending','void_pending') then p.amount else 0 end)
      from ledger_transfers t left join lateral (select amount from ledger_transfers x where x.id = t.pending_id) p on true
      group by credit_account_id
    ), totals as (
      select id, sum(dp) dp, sum(dpen) dpen, sum(cp) cp, sum(cpen) cpen from moves group by id
    )
    select a.id from ledger_accounts a left join totals t on t.id = a.id
    where a.kind = 'wallet' and (a.debits_posted <> coalesce(t.dp, 0) or a.debits_pending <> coalesce(t.dpen, 0)
       or a.credits_posted <> coalesce(t.cp, 0) or a.credits_pending <> coalesce(t.cpen, 0))`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  return { sums: sums.rows, drift: drift.rows.map((r) => r.id) };
}

export interface TransferRecord {
  id: string;
  debit: string;
  credit: string;
  debit_wallet: boolean;
  credit_wallet: boolean;
  amount: string;
  currency: string;
  type: 'posted' | 'pending';
  expires_at: string | null;
  code: string;
  description: string;
  reference: string | null;
  user_id: string | null;
  ensure: Array<{
    id: string;
    kind: 'wallet' | 'system';
    account_id: string | null;
    system_code: string | null;
    currency: string;
  }>;
}

/** Writes transfers and moves wallet balances in one round trip (the `ledger_apply` function of migration 0006). */
/** `applyTransfers`, then the owner's wallet balances as they are after it, in one statement (migration 0014). */
export async function applyTransfersWithBalances(
  db: DbOrTx,
  transfers: TransferRecord[],
  ownerAccountId: string,
): Promise<{ created: boolean[]; wallets: Array<{ currency: string; available: bigint; held: bigint }> }> {
  const result = (await db.execute(
    sql`select ledger_apply_balances(${JSON.stringify(transfers)}::jsonb, ${ownerAccountId}::uuid) as result`,
  )) as unknown as {
    rows: Array<{ result: string | { created: boolean[]; wallets: Array<[string, string, string]> } }>;
  };
  const raw = result.rows[0]!.result;
  const value = typeof raw === 'string' ? (JSON.parse(raw) as Exclude<typeof raw, string>) : raw;
  return {
    created: value.created,
    wallets: value.wallets.map(([currency, available, held]) => ({
      currency,
      available: BigInt(available),
      held: BigInt(held),
    })),
  };
}

export async function applyTransfers(db: DbOrTx, transfers: TransferRecord[]): Promise<boolean[]> {
  const result = (await db.execute(
    sql`select ledger_apply(${JSON.stringify(transfers)}::jsonb) as created`,
  )) as unknown as {
    rows: Array<{ created: boolean[] | string }>;
  };
  const created = result.rows[0]!.created;
  // node-postgres and PGlite both parse boolean[]; a driver that does not gives the literal "{t,f}".
  return Array.isArray(created)
    ? created
    : created
        .replace(/[{}]/g, '')
        .split(',')
        .map((v) => v === 't' || v === 'true');
}
