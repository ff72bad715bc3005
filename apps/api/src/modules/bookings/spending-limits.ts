import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { convertMinorUp, formatMinor } from '../../lib/money.js';
import { lockLimits, spentThisMonth, type SpentRow } from './bookings.repository.js';

/** A currency's rate as the limit check values payments with it: units per 1 IQD. */
export interface RateRow {
  code: string;
  conversationRate: string;
}

/** An amount in one currency valued in another at today's rates, rounded up (a limit is never passed by rounding). */
function valueIn(amount: bigint, from: string, to: string, rates: readonly RateRow[]): bigint {
  if (from === to) return amount;
  const rateOf = (code: string) => {
    const row = rates.find((r) => r.code === code);
    if (!row) throw new Error(`no rate for ${code}`);
    return { code, rate: row.conversationRate };
  };
  return convertMinorUp(amount, rateOf(from), rateOf(to));
}

/**
 * What counts against a limit in `currency` this month (decision 076): every payment the sub-user made from
 * the wallet this Baghdad month, in whatever currency, valued in the limit's currency at today's rates.
 */
export function usedAgainst(currency: string, spent: readonly SpentRow[], rates: readonly RateRow[]): bigint {
  return spent.reduce((sum, s) => sum + valueIn(BigInt(s.amount), s.currency, currency, rates), 0n);
}

/**
 * A sub-user's wallet payment must fit every monthly limit set for it (decision 076): each limit counts the
 * payments in every currency at today's rates, the new one included. Inside the payment's transaction all the
 * user's limit rows are locked (in currency order, so two payments cannot wait on each other), so parallel
 * payments in any currencies are checked one after another. Refused: 422 `spending_limit_exceeded`, saying the
 * limit, what is used and what is left, with the same figures as data (`limit`).
 */
export async function checkSpendingLimit(
  tx: DbOrTx,
  userId: string,
  payment: { currency: string; amount: bigint },
  /** Today's rates, read before the transaction (the embedded database answers one query at a time). */
  rates: readonly RateRow[],
) {
  const limits = await lockLimits(tx, userId);
  if (limits.length === 0) return;
  const spent = await spentThisMonth(tx, [userId]);
  for (const limit of limits) {
    const used = usedAgainst(limit.currency, spent, rates);
    const asked = valueIn(payment.amount, payment.currency, limit.currency, rates);
    if (used + asked <= limit.monthlyMinor) continue;
    const left = limit.monthlyMinor > used ? limit.monthlyMinor - used : 0n;
    const money = (minor: bigint) => ({ amount: formatMinor(minor, limit.currency), currency: limit.currency });
    throw new AppError('spending_limit_exceeded', {
      params: { limit: money(limit.monthlyMinor), used: money(used), left: money(left) },
      extra: {
        limit: {
          currency: limit.currency,
          monthly: formatMinor(limit.monthlyMinor, limit.currency),
          used: formatMinor(used, limit.currency),
          left: formatMinor(left, limit.currency),
        },
      },
    });
  }
}
