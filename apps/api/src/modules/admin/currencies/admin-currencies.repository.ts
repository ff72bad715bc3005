import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { currencies, currencyRateHistory, users } from '../../../db/schema.js';

export type CurrencyRow = typeof currencies.$inferSelect;

export function allCurrencies(db: DbOrTx) {
  return db.select().from(currencies).orderBy(asc(currencies.id));
}

export async function findCurrency(db: DbOrTx, code: string) {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code));
  return row;
}

/** False when the code exists already. */
export async function insertCurrency(db: DbOrTx, row: typeof currencies.$inferInsert) {
  const inserted = await db.insert(currencies).values(row).onConflictDoNothing().returning({ id: currencies.id });
  return inserted.length === 1;
}

export async function updateCurrency(db: DbOrTx, code: string, set: Partial<typeof currencies.$inferInsert>) {
  const [row] = await db
    .update(currencies)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(currencies.code, code))
    .returning();
  return row;
}

export async function insertRate(db: DbOrTx, row: typeof currencyRateHistory.$inferInsert) {
  await db.insert(currencyRateHistory).values(row);
}

export function rateHistory(db: DbOrTx, currencyId: number) {
  return db
    .select({ entry: currencyRateHistory, userName: users.name })
    .from(currencyRateHistory)
    .leftJoin(users, eq(users.id, currencyRateHistory.changedBy))
    .where(eq(currencyRateHistory.currencyId, currencyId))
    .orderBy(desc(currencyRateHistory.createdAt), desc(currencyRateHistory.id))
    .limit(200);
}
