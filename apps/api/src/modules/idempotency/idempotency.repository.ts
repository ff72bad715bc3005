import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
type Claim = { scope: string; key: string };
const byKey = (c: Claim) => and(eq(idempotencyKeys.scope, c.scope), eq(idempotencyKeys.key, c.key));

/** Inserts the key as in flight; false if it already exists (then `find` tells its state). */
export async function claim(
  db: DbOrTx,
  c: Claim & { requestHash: string; now: Date; lockedUntil: Date; expiresAt: Date },
) {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({
      scope: c.scope,
      key: c.key,
      requestHash: c.requestHash,
      status: 'in_flight',
      createdAt: c.now,
      lockedUntil: c.lockedUntil,
      expiresAt: c.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return row !== undefined;
}

export async function find(db: DbOrTx, c: Claim): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(byKey(c));
  return row;
}

export async function deleteIfExpired(db: DbOrTx, c: Claim, now: Date) {
  await db.delete(idempotencyKeys).where(and(byKey(c), lt(idempotencyKeys.expiresAt, now)));
}

/** Takes over a key whose first request died (its lock ran out); false if someone else holds it. */
export async function takeOver(db: DbOrTx, c: Claim, now: Date, lockedUntil: Date) {
  const rows = await db
    .update(idempotencyKeys)
    .set({ lockedUntil })
    .where(and(byKey(c), eq(idempotencyKeys.status, 'in_flight'), lt(idempotencyKeys.lockedUntil, now)))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function complete(db: DbOrTx, c: Claim, response: { status: number; body: string; type: string }) {
  await db
    .update(idempotencyKeys)
    .set({
      status: 'completed',
      responseStatus: response.status,
      responseBody: response.body,
      responseType: response.type,
      lockedUntil: sql`now()`,
    })
    .where(and(byKey(c), eq(idempotencyKeys.status, 'in_flight')));
}

export async function release(db: DbOrTx, c: Claim) {
  await db.delete(idempotencyKeys).where(and(byKey(c), eq(idempotencyKeys.status, 'in_flight')));
}
