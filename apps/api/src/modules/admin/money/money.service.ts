import type {
  AdjustmentBody,
  LedgerAccount,
  LedgerEntries,
  LedgerSummary,
  SystemAccountCode,
} from '@portal/contracts/admin-money';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { derivedId, newId } from '../../../lib/ids.js';
import { formatMinor, parseDecimalToMinor } from '../../../lib/money.js';
import { recordAudit } from '../../audit/audit.service.js';
import type { AuthContext } from '../../auth/auth.service.js';
import type { CurrencyService } from '../../currencies/currencies.service.js';
import type { Ledger } from '../../ledger/ledger.service.js';
import { postedMovements } from '../../ledger/ledger.service.js';
import * as repo from './money.repository.js';

export type MoneyService = ReturnType<typeof createMoneyService>;

const dayStart = (d: string) => new Date(`${d}T00:00:00Z`);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Manual wallet adjustments, ledger views per account, system balances and the zero-sum check. */
export function createMoneyService({
  db,
  ledger,
  currencies,
}: {
  db: Db;
  ledger: Ledger;
  currencies: CurrencyService;
}) {
  function label(row: repo.LedgerAccountWithOwner | undefined): string {
    if (!row) return '';
    return row.ledger.kind === 'system'
      ? `system:${row.ledger.systemCode}`
      : (row.accountName ?? row.ledger.accountId ?? '');
  }

  async function toDtos(rows: repo.LedgerAccountWithOwner[]): Promise<LedgerAccount[]> {
    const system = await repo.systemBalances(
      db,
      rows.filter((r) => r.ledger.kind === 'system').map((r) => r.ledger.id),
    );
    return rows.map(({ ledger: l, accountName, accountKind }) => ({
      id: l.id,
      kind: l.kind,
      currency: l.currency,
      account: l.accountId ? { id: l.accountId, name: accountName ?? '', kind: accountKind ?? '' } : null,
      system_code: (l.systemCode as SystemAccountCode | null) ?? null,
      balance: formatMinor(
        l.kind === 'system' ? (system.get(l.id) ?? 0n) : l.creditsPosted - l.debitsPosted - l.debitsPending,
        l.currency,
      ),
      held: formatMinor(l.kind === 'wallet' ? l.debitsPending : 0n, l.currency),
    }));
  }

  return {
    async accounts(q: { kind?: 'wallet' | 'system'; currency?: string; q?: string; page: number; per_page: number }) {
      const { rows, total } = await repo.listLedgerAccounts(db, { ...q, perPage: q.per_page });
      return { data: await toDtos(rows), meta: { total, page: q.page, per_page: q.per_page } };
    },

    /** One ledger account's posted entries in a period (default: the last 30 days) with a running balance. */
    async entries(id: string, q: { from?: string; to?: string }): Promise<LedgerEntries> {
      const found = await repo.findLedgerAccount(db, id);
      if (!found) throw new AppError('not_found');
      const to = q.to ?? isoDay(new Date());
      const from = q.from ?? isoDay(new Date(dayStart(to).getTime() - 29 * 86_400_000));
      if (from > to) throw new AppError('validation_failed', { fields: [{ field: 'to', key: 'invalid_date' }] });
      const { opening, rows } = await postedMovements(
        db,
        id,
        dayStart(from),
        new Date(dayStart(to).getTime() + 86_400_000),
      );
      const others = new Map(
        (
          await repo.describeLedgerAccounts(db, [
            ...new Set(rows.map((t) => (t.creditAccountId === id ? t.debitAccountId : t.creditAccountId))),
          ])
        ).map((r) => [r.ledger.id, r]),
      );
      const currency = found.ledger.currency;
      let running = opening;
      const entries = rows.map((t) => {
        const credit = t.creditAccountId === id;
        running += credit ? t.amount : -t.amount;
        return {
          id: t.id,
          at: t.createdAt.toISOString(),
          code: t.code,
          description: t.description,
          reference: t.reference,
          counterparty: label(others.get(credit ? t.debitAccountId : t.creditAccountId)),
          debit: formatMinor(credit ? 0n : t.amount, currency),
          credit: formatMinor(credit ? t.amount : 0n, currency),
          balance: formatMinor(running, currency),
        };
      });
      const [account] = await toDtos([found]);
      return {
        account: account!,
        from,
        to,
        opening: formatMinor(opening, currency),
        closing: formatMinor(running, currency),
        entries,
      };
    },

    /** Per currency: wallets, each system account, and whether everything sums to zero (posted and pending). */
    async summary(): Promise<LedgerSummary> {
      const [system, wallets, { sums, drift }] = await Promise.all([
        repo.allSystemBalances(db),
        repo.walletTotals(db),
        ledger.invariants(),
      ]);
      const codes = [...new Set([...sums.map((s) => s.currency), ...wallets.map((w) => w.currency)])].sort();
      return {
        currencies: codes.map((currency) => {
          const w = wallets.find((x) => x.currency === currency);
          const s = sums.find((x) => x.currency === currency);
          return {
            currency,
            wallets: formatMinor(BigInt(w?.available ?? '0'), currency),
            held: formatMinor(BigInt(w?.held ?? '0'), currency),
            system: system
              .filter((x) => x.currency === currency)
              .map((x) => ({ code: x.code as SystemAccountCode, balance: formatMinor(BigInt(x.balance), currency) })),
            posted_sum: formatMinor(BigInt(s?.posted ?? '0'), currency),
            pending_sum: formatMinor(BigInt(s?.pending ?? '0'), currency),
            balanced: BigInt(s?.posted ?? '0') === 0n && BigInt(s?.pending ?? '0') === 0n,
          };
        }),
        drift,
      };
    },

    /**
     * Credits or debits a customer's or agency's wallet against the `adjustments` account, with the reason on
     * the transfer and in the audit log. A debit cannot take a wallet below zero. The transfer id comes from
     * the Idempotency-Key when there is one, so a retried request cannot adjust twice.
     */
    async adjust(staff: AuthContext, body: AdjustmentBody & { reason: string }, idempotencyKey?: string) {
      const account = await repo.findCustomerAccount(db, body.account_id);
      if (!account || account.kind === 'staff')
        throw new AppError('validation_failed', { fields: [{ field: 'account_id', key: 'not_found' }] });
      const currency = await currencies.require(body.currency);
      const amount = parseDecimalToMinor(body.amount, currency.code);
      if (amount === null || amount <= 0n)
        throw new AppError('validation_failed', {
          fields: [{ field: 'amount', key: 'invalid_amount', params: { scale: currency.scale } }],
        });
      const wallet = { wallet: account.id };
      const system = { system: 'adjustments' as const };
      const transferId = idempotencyKey ? derivedId('adjustment', staff.user.id, idempotencyKey) : newId();
      await ledger.prepare([wallet, system], currency.code);
      const after = await db.transaction(async (tx) => {
        const { created } = await ledger.transfer(tx, {
          id: transferId,
          debit: body.direction === 'credit' ? system : wallet,
          credit: body.direction === 'credit' ? wallet : system,
          amount,
          currency: currency.code,
          code: 'adjustment',
          description: body.reason,
          reference: null,
          userId: staff.user.id,
        });
        const balance = await ledger.balance(tx, wallet, currency.code);
        // A repeat of the same transfer (same key) changed nothing, so there is nothing new to audit.
        if (!created) return balance;
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: `wallet.${body.direction}`,
          entity: 'account',
          entityId: account.id,
          before: {
            currency: currency.code,
            balance: formatMinor(body.direction === 'credit' ? balance - amount : balance + amount, currency.code),
          },
          after: {
            currency: currency.code,
            balance: formatMinor(balance, currency.code),
            amount: formatMinor(amount, currency.code),
            reason: body.reason,
            transfer_id: transferId,
          },
        });
        return balance;
      });
      return {
        transfer_id: transferId,
        account: { id: account.id, name: account.name },
        currency: currency.code,
        direction: body.direction,
        amount: formatMinor(amount, currency.code),
        reason: body.reason,
        balance: formatMinor(after, currency.code),
        created_at: new Date().toISOString(),
      };
    },
  };
}
