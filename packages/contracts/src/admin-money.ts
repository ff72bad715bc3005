import { z } from 'zod';
import { AdminDateSchema, AdminPageSchema, SearchTextSchema } from './admin.js';
import { DecimalAmountSchema } from './common.js';
import { CurrencyCodeSchema } from './currencies.js';
import { TOPUP_STATUSES } from './topups.js';

/** The system accounts on the other side of every wallet movement (decision 003). */
export const SYSTEM_ACCOUNT_CODES = [
  'opening_balances',
  'bank_clearing',
  'cash_clearing',
  'sales',
  'refunds',
  'fees',
  'taxes',
  'exchange',
  'adjustments',
] as const;
export type SystemAccountCode = (typeof SYSTEM_ACCOUNT_CODES)[number];

export const AdminTopupQuerySchema = z.object({
  status: z.enum(TOPUP_STATUSES, { error: 'invalid_choice' }).optional(),
});

/** Approving a top-up may carry a note for the audit log (rejecting needs its reason, `RejectTopupBodySchema`). */
export const ApproveTopupBodySchema = z.strictObject({
  note: z.string().trim().max(500).optional(),
});
export type ApproveTopupBody = z.input<typeof ApproveTopupBodySchema>;

/** A manual correction of a wallet, always with its reason; it moves money against the `adjustments` account. */
export const AdjustmentBodySchema = z.strictObject({
  account_id: z.uuid({ error: 'invalid_id' }),
  currency: CurrencyCodeSchema,
  direction: z.enum(['credit', 'debit'], { error: 'invalid_choice' }),
  amount: DecimalAmountSchema,
  reason: z.string().trim().min(5, { error: 'reason_required' }).max(500),
});
export type AdjustmentBody = z.input<typeof AdjustmentBodySchema>;

export const AdjustmentSchema = z.object({
  transfer_id: z.string(),
  account: z.object({ id: z.string(), name: z.string() }),
  currency: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.string(),
  reason: z.string(),
  /** The wallet's available balance after the adjustment. */
  balance: z.string(),
  created_at: z.string(),
});
export type Adjustment = z.infer<typeof AdjustmentSchema>;

export const LedgerAccountQuerySchema = z.object({
  kind: z.enum(['wallet', 'system'], { error: 'invalid_choice' }).optional(),
  currency: CurrencyCodeSchema.optional(),
  /** The customer's or agency's name. */
  q: SearchTextSchema,
  ...AdminPageSchema,
});
export type LedgerAccountQuery = z.input<typeof LedgerAccountQuerySchema>;

export const LedgerAccountSchema = z.object({
  id: z.string(),
  kind: z.enum(['wallet', 'system']),
  currency: z.string(),
  account: z.object({ id: z.string(), name: z.string(), kind: z.string() }).nullable(),
  system_code: z.enum(SYSTEM_ACCOUNT_CODES).nullable(),
  /** Wallets: available; system accounts: posted (credits − debits). */
  balance: z.string(),
  /** Held by unpaid holds (wallets only). */
  held: z.string(),
});
export type LedgerAccount = z.infer<typeof LedgerAccountSchema>;

export const LedgerEntriesQuerySchema = z.object({
  from: AdminDateSchema.optional(),
  to: AdminDateSchema.optional(),
});

export const LedgerEntriesSchema = z.object({
  account: LedgerAccountSchema,
  from: z.string(),
  to: z.string(),
  opening: z.string(),
  closing: z.string(),
  entries: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      code: z.string(),
      description: z.string(),
      reference: z.string().nullable(),
      /** The ledger account on the other side, named. */
      counterparty: z.string(),
      debit: z.string(),
      credit: z.string(),
      balance: z.string(),
    }),
  ),
});
export type LedgerEntries = z.infer<typeof LedgerEntriesSchema>;

/** The ledger's health per currency: every account together must come to zero, posted and pending alike. */
export const LedgerSummarySchema = z.object({
  currencies: z.array(
    z.object({
      currency: z.string(),
      /** All wallets' available balances together. */
      wallets: z.string(),
      held: z.string(),
      system: z.array(z.object({ code: z.enum(SYSTEM_ACCOUNT_CODES), balance: z.string() })),
      posted_sum: z.string(),
      pending_sum: z.string(),
      balanced: z.boolean(),
    }),
  ),
  /** Wallets whose running balances disagree with their transfers (must be empty). */
  drift: z.array(z.string()),
});
export type LedgerSummary = z.infer<typeof LedgerSummarySchema>;
