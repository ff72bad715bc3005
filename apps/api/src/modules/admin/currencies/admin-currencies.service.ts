import type {
  AdminCurrency,
  CreateCurrencyBody,
  RateHistoryEntry,
  UpdateCurrencyBody,
} from '@portal/contracts/admin-content';
import { BASE_CURRENCY, scaleOf } from '@portal/contracts/currencies';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { newId } from '../../../lib/ids.js';
import { recordAudit } from '../../audit/audit.service.js';
import type { AuthContext } from '../../auth/auth.service.js';
import { toCurrencyDto } from '../../currencies/currencies.service.js';
import * as repo from './admin-currencies.repository.js';

export type AdminCurrencyService = ReturnType<typeof createAdminCurrencyService>;

/** "0.000760" → "0.00076": rates are compared and shown without trailing zeros. */
export function normaliseRate(rate: string): string {
  const [whole, fraction = ''] = rate.trim().split('.');
  const f = fraction.replace(/0+$/, '');
  return `${BigInt(whole || '0').toString()}${f ? `.${f}` : ''}`;
}

function toDto(row: repo.CurrencyRow): AdminCurrency {
  return { ...toCurrencyDto(row), scale: row.scale, active: row.active, rate: normaliseRate(row.conversationRate) };
}

const snapshot = (row: repo.CurrencyRow) => ({
  symbol_name: row.symbolName,
  icon: row.icon,
  conversation_rate: normaliseRate(row.conversationRate),
  active: row.active,
});

/**
 * Currencies and their rates (units per 1 IQD). Every rate change is kept in the history with who made it;
 * bookings keep the rate they were priced at, so a new rate changes only what is sold from then on.
 * `onChange` drops the caches of this process (others follow within their few seconds).
 */
export function createAdminCurrencyService({ db, onChange }: { db: Db; onChange: () => void }) {
  async function load(code: string) {
    const row = await repo.findCurrency(db, code);
    if (!row) throw new AppError('not_found');
    return row;
  }

  return {
    list: async () => (await repo.allCurrencies(db)).map(toDto),

    async create(staff: AuthContext, body: CreateCurrencyBody) {
      const rate = normaliseRate(body.conversation_rate);
      const code = body.code.trim().toUpperCase();
      const created = await db.transaction(async (tx) => {
        const ok = await repo.insertCurrency(tx, {
          code,
          symbolName: body.symbol_name.trim(),
          icon: body.icon ?? '',
          conversationRate: rate,
          scale: scaleOf(code),
        });
        if (!ok) return null;
        const row = (await repo.findCurrency(tx, code))!;
        await repo.insertRate(tx, {
          id: newId(),
          currencyId: row.id,
          conversationRate: rate,
          changedBy: staff.user.id,
        });
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: 'currency.create',
          entity: 'currency',
          entityId: code,
          after: snapshot(row),
        });
        return row;
      });
      if (!created) throw new AppError('currency_exists', { fields: [{ field: 'code', key: 'currency_exists' }] });
      onChange();
      return toDto(created);
    },

    async update(staff: AuthContext, code: string, body: UpdateCurrencyBody) {
      const before = await load(code);
      const rate = body.conversation_rate === undefined ? undefined : normaliseRate(body.conversation_rate);
      const rateChanged = rate !== undefined && rate !== normaliseRate(before.conversationRate);
      if (before.code === BASE_CURRENCY && ((rateChanged && rate !== '1') || body.active === false))
        throw new AppError('base_currency_fixed', {
          fields: [{ field: body.active === false ? 'active' : 'conversation_rate', key: 'base_currency_fixed' }],
        });
      const after = await db.transaction(async (tx) => {
        const row = (await repo.updateCurrency(tx, code, {
          ...(body.symbol_name !== undefined ? { symbolName: body.symbol_name.trim() } : {}),
          ...(body.icon !== undefined ? { icon: body.icon } : {}),
          ...(rateChanged ? { conversationRate: rate } : {}),
          ...(body.active !== undefined ? { active: body.active } : {}),
        }))!;
        if (rateChanged) {
          // Seeded currencies start without history: their first rate is recorded before the first change.
          if ((await repo.rateHistory(tx, row.id)).length === 0)
            await repo.insertRate(tx, {
              id: newId(),
              currencyId: row.id,
              conversationRate: before.conversationRate,
              changedBy: null,
              createdAt: before.createdAt,
            });
          await repo.insertRate(tx, {
            id: newId(),
            currencyId: row.id,
            conversationRate: rate,
            changedBy: staff.user.id,
          });
        }
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: rateChanged ? 'currency.rate' : 'currency.update',
          entity: 'currency',
          entityId: code,
          before: snapshot(before),
          after: snapshot(row),
        });
        return row;
      });
      onChange();
      return toDto(after);
    },

    async history(code: string): Promise<RateHistoryEntry[]> {
      const row = await load(code);
      const entries = await repo.rateHistory(db, row.id);
      if (entries.length === 0)
        return [{ rate: normaliseRate(row.conversationRate), changed_by: null, at: row.createdAt.toISOString() }];
      return entries.map(({ entry, userName }) => ({
        rate: normaliseRate(entry.conversationRate),
        changed_by: entry.changedBy ? { id: entry.changedBy, name: userName ?? '' } : null,
        at: entry.createdAt.toISOString(),
      }));
    },
  };
}
