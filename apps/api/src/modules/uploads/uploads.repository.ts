import { and, eq } from 'drizzle-orm';
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
