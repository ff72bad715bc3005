import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { searchSessions } from '../../db/schema.js';

/** Writes a session; writing the same one twice (two tabs choosing an offer at once) keeps the first. */
export async function insertSession(db: DbOrTx, row: { id: string; kind: string; payload: unknown; expiresAt: Date }) {
  await db.insert(searchSessions).values(row).onConflictDoNothing();
}

export async function findLiveSession(db: DbOrTx, kind: string, id: string, now: Date) {
  const [row] = await db
    .select({ payload: searchSessions.payload })
    .from(searchSessions)
    .where(and(eq(searchSessions.id, id), eq(searchSessions.kind, kind), gt(searchSessions.expiresAt, now)));
  return row?.payload;
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date) {
  await db.delete(searchSessions).where(lt(searchSessions.expiresAt, now));
}
