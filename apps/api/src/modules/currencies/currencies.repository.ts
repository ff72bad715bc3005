import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { currencies } from '../../db/schema.js';

export type CurrencyRow = typeof currencies.$inferSelect;

export function listActiveCurrencies(db: DbOrTx): Promise<CurrencyRow[]> {
  return db.select().from(currencies).where(eq(currencies.active, true)).orderBy(asc(currencies.id));
}

/** Every currency, a deactivated one too (what was paid in it still has to be valued). */
export function listAllCurrencies(db: DbOrTx): Promise<CurrencyRow[]> {
  return db.select().from(currencies).orderBy(asc(currencies.id));
}
