import type { DbOrTx } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';

export async function insertContactMessage(db: DbOrTx, row: typeof contactMessages.$inferInsert) {
  const [inserted] = await db.insert(contactMessages).values(row).returning();
  return inserted!;
}
