import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { spendingLimits, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type LimitRow = typeof spendingLimits.$inferSelect;

export function listSubUsers(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'sub_user')))
    .orderBy(asc(users.createdAt));
}

/** A sub-user of this account, or nothing: another account's id is indistinguishable from a missing one. */
export async function findSubUser(db: DbOrTx, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.accountId, accountId), eq(users.role, 'sub_user')));
  return row;
}

export function limitsOf(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([] as LimitRow[]);
  return db.select().from(spendingLimits).where(inArray(spendingLimits.userId, userIds));
}

export async function replaceLimits(
  db: DbOrTx,
  userId: string,
  limits: Array<{ currency: string; monthlyMinor: bigint }>,
) {
  await db.delete(spendingLimits).where(eq(spendingLimits.userId, userId));
  if (limits.length) await db.insert(spendingLimits).values(limits.map((l) => ({ userId, ...l })));
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  set: Partial<Pick<UserRow, 'name' | 'permissions' | 'active' | 'passwordHash'>>,
) {
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id));
}
