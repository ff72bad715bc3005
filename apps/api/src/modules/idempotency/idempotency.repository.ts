import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
type Claim = { scope: string; key: string };
const byKey = (c: Claim) => and(eq(idempotencyKeys.scope, c.scope), eq(idempotencyKeys.key, c.key));

function claimQuery(db: DbOrTx) {
  return db
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      status: 'in_flight',
      createdAt: sql.placeholder('now'),
      lockedUntil: sql.placeholder('lockedUntil'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_claim');
}
const preparedClaims = new WeakMap<object, ReturnType<typeof claimQuery>>();

/**
 * Inserts the key as in flight; false if it already exists (then `find` tells its state). Runs on every
 * POST that moves money, so it is built once per database as a prepared statement.
 */
export async function claim(
  db: DbOrTx,
  c: Claim & { requestHash: string; now: Date; lockedUntil: Date; expiresAt: Date },
) {
  let query = preparedClaims.get(db);
  if (!query) preparedClaims.set(db, (query = claimQuery(db)));
  const [row] = await query.execute({
    scope: c.scope,
    key: c.key,
    requestHash: c.requestHash,
    now: c.now,
    lockedUntil: c.lockedUntil,
    expiresAt: c.expiresAt,
  });
  return row !== undefined;
}

export async function find(db: DbOrTx, c: Claim): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(byKey(c));
  return row;
}

export async function deleteIfExpired(db: DbOrTx, c: Claim, now: Date) {
  await db.delete(idempotencyKeys).where(and(byKey(c), lte(idempotencyKeys.expiresAt, now)));
}

/** Deletes up to `limit` keys past their expiry (through the expiry index); returns how many. */
export async function deleteExpired(db: DbOrTx, now: Date, limit: number): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(
      sql`(${idempotencyKeys.scope}, ${idempotencyKeys.key}) in (select scope, key from ${idempotencyKeys} where ${idempotencyKeys.expiresAt} < ${now} limit ${limit})`,
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length;
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

function completeQuery(db: DbOrTx) {
  return db
    .update(idempotencyKeys)
    .set({
      status: 'completed',
      responseStatus: sql`${sql.placeholder('status')}::int`,
      responseBody: sql`${sql.placeholder('body')}`,
      responseType: sql`${sql.placeholder('type')}`,
      lockedUntil: sql`now()`,
    })
    .where(
      and(
        eq(idempotencyKeys.scope, sql.placeholder('scope')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
        eq(idempotencyKeys.status, 'in_flight'),
      ),
    )
    .prepare('idempotency_complete');
}
const preparedCompletes = new WeakMap<object, ReturnType<typeof completeQuery>>();

export async function complete(db: DbOrTx, c: Claim, response: { status: number; body: string; type: string }) {
  let query = preparedCompletes.get(db);
  if (!query) preparedCompletes.set(db, (query = completeQuery(db)));
  await query.execute({
    scope: c.scope,
    key: c.key,
    status: response.status,
    body: response.body,
    type: response.type,
  });
}

/**
 * A request that failed (5xx, 409, 429) gives its key back for a retry. The row stays, marked released, so the
 * retry resumes the same claim (its time, hence the ids derived from it): a failure after the transaction
 * committed must lead the retry to what was written, not to a second booking or charge.
 */
export async function release(db: DbOrTx, c: Claim) {
  await db
    .update(idempotencyKeys)
    .set({ status: 'released', lockedUntil: sql`now()` })
    .where(and(byKey(c), eq(idempotencyKeys.status, 'in_flight')));
}

/** A retry takes a released key (still within its 24 h) back in flight; false if another retry was first. */
export async function resume(db: DbOrTx, c: Claim, now: Date, lockedUntil: Date) {
  const rows = await db
    .update(idempotencyKeys)
    .set({ status: 'in_flight', lockedUntil })
    .where(and(byKey(c), eq(idempotencyKeys.status, 'released'), gt(idempotencyKeys.expiresAt, now)))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}
