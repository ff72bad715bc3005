import { canUseArea } from '@portal/contracts/admin';
import { formatMoney } from '@portal/contracts/money-format';
import type { Topup, TopupMethod, TopupQuote } from '@portal/contracts/topups';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { derivedId, newId } from '../../lib/ids.js';
import { formatMinor, parseDecimalToMinor } from '../../lib/money.js';
import type { AuthContext } from '../auth/auth.service.js';
import { recordAudit } from '../audit/audit.service.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { Notifications } from '../notifications/notifications.service.js';
import { getSetting } from '../site-settings/site-settings.service.js';
import type { UploadService } from '../uploads/uploads.service.js';
import * as repo from './topups.repository.js';

/** The account's approved top-ups, which the wallet statement lists. */
export { approvedTopupsOf } from './topups.repository.js';

/** Fees in basis points of the amount, per method; the taxes apply to the fee. E-wallets charge, transfers do not. */
export const DEFAULT_TOPUP_FEES: Record<TopupMethod, { fee_bps: number; tax_bps: number }> = {
  bank_transfer: { fee_bps: 0, tax_bps: 0 },
  cash_office: { fee_bps: 0, tax_bps: 0 },
  zaincash: { fee_bps: 100, tax_bps: 0 },
  qi_card: { fee_bps: 150, tax_bps: 0 },
  fastpay: { fee_bps: 100, tax_bps: 0 },
};

export type TopupService = ReturnType<typeof createTopupService>;

/** Basis points as the percentage people read: 150 → "1.5". */
const feePercent = (bps: number) => (bps / 100).toString();

function toDto(row: repo.TopupRow, userName: string, accountName: string): Topup {
  return {
    id: row.id,
    currency: row.currency,
    amount: formatMinor(row.amountMinor, row.currency),
    fee: formatMinor(row.feeMinor, row.currency),
    tax: formatMinor(row.taxMinor, row.currency),
    credited: formatMinor(row.creditedMinor, row.currency),
    fee_percent: feePercent(row.feeBps),
    method: row.method as TopupMethod,
    reference: row.reference,
    status: row.status,
    reason: row.reason,
    has_receipt: row.receiptUploadId !== null,
    requested_by: { id: row.userId, name: userName },
    account: { id: row.accountId, name: accountName },
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export function createTopupService({
  db,
  ledger,
  currencies,
  uploads,
  notifications,
}: {
  db: Db;
  ledger: Ledger;
  currencies: CurrencyService;
  uploads: UploadService;
  /** Tells the requester the decision (decision 131). */
  notifications?: Notifications;
}) {
  async function compute(input: { currency: string; amount: string; method: TopupMethod }) {
    const currency = await currencies.require(input.currency);
    const amount = parseDecimalToMinor(input.amount, currency.code);
    if (amount === null || amount <= 0n)
      throw new AppError('validation_failed', {
        fields: [{ field: 'amount', key: 'invalid_amount', params: { scale: currency.scale } }],
      });
    const settings =
      (await getSetting<{ topup_methods?: typeof DEFAULT_TOPUP_FEES }>(db, 'wallet'))?.topup_methods ??
      DEFAULT_TOPUP_FEES;
    const rule = settings[input.method] ?? DEFAULT_TOPUP_FEES[input.method];
    const fee = (amount * BigInt(rule.fee_bps) + 9_999n) / 10_000n;
    const tax = (fee * BigInt(rule.tax_bps) + 9_999n) / 10_000n;
    const credited = amount - fee - tax;
    if (credited <= 0n)
      throw new AppError('validation_failed', {
        fields: [{ field: 'amount', key: 'invalid_amount', params: { scale: currency.scale } }],
      });
    const quote: TopupQuote = {
      currency: currency.code,
      amount: formatMinor(amount, currency.code),
      fee: formatMinor(fee, currency.code),
      tax: formatMinor(tax, currency.code),
      credited: formatMinor(credited, currency.code),
      fee_percent: feePercent(rule.fee_bps),
    };
    return { quote, amount, fee, tax, credited, feeBps: rule.fee_bps };
  }

  function requireOwnerOrWallet(ctx: AuthContext) {
    if (ctx.user.role === 'staff') throw new AppError('forbidden');
    if (ctx.user.role === 'sub_user' && !ctx.user.permissions.includes('see_wallet'))
      throw new AppError('permission_denied_wallet');
  }

  async function load(id: string) {
    const found = await repo.findTopup(db, id);
    if (!found) throw new AppError('not_found');
    return found;
  }

  return {
    /**
     * One request of the caller's account, for its receipt (decision 137): the requester, who sees the account's
     * wallet, or staff; another account's is 404.
     */
    async getMine(ctx: AuthContext, id: string) {
      const found = await repo.findTopup(db, id);
      const visible =
        found &&
        ((ctx.user.role === 'staff' && canUseArea(ctx.user.staffRole, 'topups')) ||
          (found.topup.accountId === ctx.account.id &&
            (ctx.user.role !== 'sub_user' ||
              found.topup.userId === ctx.user.id ||
              ctx.user.permissions.includes('see_wallet'))));
      if (!found || !visible) throw new AppError('not_found');
      return toDto(found.topup, found.userName, found.accountName);
    },

    /** A request without checking a caller: its receipt opened by the renderer's link. */
    async read(id: string) {
      const found = await repo.findTopup(db, id);
      return found ? toDto(found.topup, found.userName, found.accountName) : null;
    },

    quote: async (ctx: AuthContext, input: { currency: string; amount: string; method: TopupMethod }) => {
      requireOwnerOrWallet(ctx);
      return (await compute(input)).quote;
    },

    async create(
      ctx: AuthContext,
      input: {
        currency: string;
        amount: string;
        method: TopupMethod;
        reference: string;
        receipt_upload_id: string | null;
        note: string;
      },
    ) {
      requireOwnerOrWallet(ctx);
      const c = await compute(input);
      if (input.receipt_upload_id) await uploads.requireOwned(ctx, input.receipt_upload_id, 'receipt');
      const id = newId();
      await repo.insertTopup(db, {
        id,
        accountId: ctx.account.id,
        userId: ctx.user.id,
        currency: c.quote.currency,
        amountMinor: c.amount,
        feeMinor: c.fee,
        taxMinor: c.tax,
        creditedMinor: c.credited,
        feeBps: c.feeBps,
        method: input.method,
        reference: input.reference,
        receiptUploadId: input.receipt_upload_id,
        note: input.note,
        status: 'pending',
      });
      const row = (await repo.findTopup(db, id))!;
      return toDto(row.topup, row.userName, row.accountName);
    },

    async listMine(ctx: AuthContext) {
      requireOwnerOrWallet(ctx);
      return (await repo.listTopups(db, { accountId: ctx.account.id })).map((r) =>
        toDto(r.topup, r.userName, r.accountName),
      );
    },

    /** The requester (or the account owner) withdraws a request that is still pending. */
    async cancel(ctx: AuthContext, id: string) {
      const found = await load(id);
      const mine =
        found.topup.accountId === ctx.account.id &&
        (ctx.user.role !== 'sub_user' || found.topup.userId === ctx.user.id);
      if (!mine) throw new AppError('not_found');
      if (!(await repo.decide(db, id, { status: 'cancelled', decidedBy: ctx.user.id })))
        throw new AppError('not_pending');
      const row = (await repo.findTopup(db, id))!;
      return toDto(row.topup, row.userName, row.accountName);
    },

    staffList: async (status?: repo.TopupRow['status']) =>
      (await repo.listTopups(db, { status })).map((r) => toDto(r.topup, r.userName, r.accountName)),

    /**
     * Credits the wallet exactly once: the status moves conditionally and the transfer ids derive from the request.
     * The staff member's optional note goes to the audit log.
     */
    async approve(staff: AuthContext, id: string, note?: string) {
      const { topup } = await load(id);
      const wallet = { wallet: topup.accountId };
      const clearing = {
        system: topup.method === 'cash_office' ? ('cash_clearing' as const) : ('bank_clearing' as const),
      };
      await ledger.prepare([wallet, clearing, { system: 'fees' }], topup.currency);
      await db.transaction(async (tx) => {
        if (!(await repo.decide(tx, id, { status: 'approved', decidedBy: staff.user.id })))
          throw new AppError('not_pending');
        const common = {
          currency: topup.currency,
          code: 'topup',
          reference: topup.reference,
          userId: staff.user.id,
          description: `Top-up ${topup.method}`,
        };
        await ledger.transfer(tx, {
          ...common,
          id: derivedId(id, 'credit'),
          debit: clearing,
          credit: wallet,
          amount: topup.creditedMinor,
        });
        if (topup.feeMinor + topup.taxMinor > 0n) {
          await ledger.transfer(tx, {
            ...common,
            id: derivedId(id, 'fee'),
            debit: clearing,
            credit: { system: 'fees' },
            amount: topup.feeMinor + topup.taxMinor,
            code: 'topup_fee',
          });
        }
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: 'topup.approve',
          entity: 'wallet_topup',
          entityId: id,
          before: { status: 'pending' },
          after: {
            status: 'approved',
            // A decimal amount in its currency, as staff read it (the minor units stay in the ledger).
            credited: formatMinor(topup.creditedMinor, topup.currency),
            currency: topup.currency,
            ...(note ? { note } : {}),
          },
        });
        await notifications?.tell(tx, {
          userId: topup.userId,
          kind: 'topup.approved',
          key: `topup:${id}`,
          link: '/wallet',
          params: (lang) => ({
            amount: formatMoney(formatMinor(topup.creditedMinor, topup.currency), topup.currency, lang),
          }),
        });
      });
      void notifications?.flush();
      const row = (await repo.findTopup(db, id))!;
      return toDto(row.topup, row.userName, row.accountName);
    },

    async reject(staff: AuthContext, id: string, reason: string) {
      const { topup } = await load(id);
      await db.transaction(async (tx) => {
        if (!(await repo.decide(tx, id, { status: 'rejected', reason, decidedBy: staff.user.id })))
          throw new AppError('not_pending');
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: 'topup.reject',
          entity: 'wallet_topup',
          entityId: id,
          before: { status: 'pending' },
          after: { status: 'rejected', reason },
        });
        await notifications?.tell(tx, {
          userId: topup.userId,
          kind: 'topup.rejected',
          key: `topup:${id}`,
          link: '/wallet',
          params: (lang) => ({
            amount: formatMoney(formatMinor(topup.amountMinor, topup.currency), topup.currency, lang),
            reason,
          }),
        });
      });
      void notifications?.flush();
      const row = (await repo.findTopup(db, id))!;
      return toDto(row.topup, row.userName, row.accountName);
    },

    /** The receipt image, for staff deciding the request. */
    receiptOf: async (id: string) => (await load(id)).topup.receiptUploadId,
  };
}
