import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, users, walletTopups } from '../../db/schema.js';

export type TopupRow = typeof walletTopups.$inferSelect;

export async function insertTopup(db: DbOrTx, row: typeof walletTopups.$inferInsert) {
  await db.insert(walletTopups).values(row);
}

const withNames = (db: DbOrTx) =>
  db
    .select({ topup: walletTopups, userName: users.name, accountName: accounts.name })
    .from(walletTopups)
    .innerJoin(users, eq(users.id, walletTopups.userId))
    .innerJoin(accounts, eq(accounts.id, walletTopups.accountId));

export async function findTopup(db: DbOrTx, id: string) {
  const [row] = await withNames(db).where(eq(walletTopups.id, id));
  return row;
}

export function listTopups(db: DbOrTx, filter: { accountId?: string; status?: TopupRow['status'] }, limit = 200) {
  const where = [
    filter.accountId ? eq(walletTopups.accountId, filter.accountId) : undefined,
    filter.status ? eq(walletTopups.status, filter.status) : undefined,
  ].filter(Boolean);
  return withNames(db)
    .where(and(...where))
    .orderBy(desc(walletTopups.createdAt))
    .limit(limit);
}

/** Decides a pending request; false when it was decided (or withdrawn) already. */
export async function decide(
  db: DbOrTx,
  id: string,
  set: { status: 'approved' | 'rejected' | 'cancelled'; reason?: string | null; decidedBy?: string | null },
) {
  const rows = await db
    .update(walletTopups)
    .set({ ...set, decidedAt: new Date() })
    .where(and(eq(walletTopups.id, id), eq(walletTopups.status, 'pending')))
    .returning({ id: walletTopups.id });
  return rows.length === 1;
}

/** Approved requests of one account and currency decided in a period: their ids and methods. */
export function approvedTopupsOf(db: DbOrTx, f: { accountId: string; currency: string; from: Date; to: Date }) {
  return db
    .select({ id: walletTopups.id, method: walletTopups.method })
    .from(walletTopups)
    .where(
      and(
        eq(walletTopups.accountId, f.accountId),
        eq(walletTopups.currency, f.currency),
        eq(walletTopups.status, 'approved'),
        gte(walletTopups.decidedAt, f.from),
        lt(walletTopups.decidedAt, f.to),
      ),
    );
}
