import type { Currency } from '@portal/contracts/currencies';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './currencies.repository.js';

export type CurrencyService = ReturnType<typeof createCurrencyService>;

export function toCurrencyDto(row: repo.CurrencyRow): Currency {
  return {
    id: row.id,
    name: row.code,
    symbol_name: row.symbolName,
    icon: row.icon,
    conversation_rate: Number(row.conversationRate),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Rates change rarely and are read on every priced response, so they are kept for a few seconds per process. */
export function createCurrencyService(db: Db, ttlMs = 5_000) {
  let cache: { at: number; rows: repo.CurrencyRow[] } | undefined;
  async function all() {
    if (!cache || Date.now() - cache.at > ttlMs) cache = { at: Date.now(), rows: await repo.listActiveCurrencies(db) };
    return cache.rows;
  }
  return {
    all,
    invalidate: () => {
      cache = undefined;
    },
    /** The active currency with this code; `field` names the input it came from in the 422's field message. */
    async require(code: string, field = 'currency') {
      const row = (await all()).find((c) => c.code === code);
      if (!row) throw new AppError('unknown_currency', { fields: [{ field, key: 'unknown_currency' }] });
      return row;
    },
    /** Today's rate of every currency, deactivated ones included, read afresh (a limit check values past payments with them). */
    everyRate: () => repo.listAllCurrencies(db),
  };
}
