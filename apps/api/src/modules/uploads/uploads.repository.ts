import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uploads } from '../../db/schema.js';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: DbOrTx, row: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(row);
}

export async function findUploadOfAccount(db: DbOrTx, id: string, accountId: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.accountId, accountId)));
  return row;
}

export async function findUpload(db: DbOrTx, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/** Which of these ids are uploads of the account, and for what: a booking may name only its own account's images. */
export async function uploadPurposesOfAccount(db: DbOrTx, accountId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: uploads.id, purpose: uploads.purpose })
    .from(uploads)
    .where(and(eq(uploads.accountId, accountId), inArray(uploads.id, ids)));
  return new Map(rows.map((r) => [r.id, r.purpose]));
}
