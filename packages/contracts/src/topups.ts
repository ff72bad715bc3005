import { z } from 'zod';
import { DecimalAmountSchema } from './common.js';
import { CurrencyCodeSchema } from './currencies.js';

export const TOPUP_METHODS = ['bank_transfer', 'cash_office', 'zaincash', 'qi_card', 'fastpay'] as const;
export type TopupMethod = (typeof TOPUP_METHODS)[number];
export const TOPUP_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

export const TopupQuoteBodySchema = z.strictObject({
  currency: CurrencyCodeSchema,
  amount: DecimalAmountSchema,
  method: z.enum(TOPUP_METHODS, { error: 'invalid_choice' }),
});

export const TopupBodySchema = TopupQuoteBodySchema.extend({
  /** The bank transfer number, the e-wallet transaction id or the office receipt number. */
  reference: z.string().trim().min(3, { error: 'required' }).max(80),
  receipt_upload_id: z.uuid({ error: 'invalid_id' }).nullable().default(null),
  note: z.string().trim().max(500).default(''),
}).strict();
export type TopupBody = z.input<typeof TopupBodySchema>;

export const TopupQuoteSchema = z.object({
  currency: z.string(),
  amount: z.string(),
  fee: z.string(),
  tax: z.string(),
  credited: z.string(),
  fee_percent: z.string(),
});
export type TopupQuote = z.infer<typeof TopupQuoteSchema>;

export const TopupSchema = TopupQuoteSchema.extend({
  id: z.string(),
  method: z.enum(TOPUP_METHODS),
  reference: z.string(),
  status: z.enum(TOPUP_STATUSES),
  reason: z.string().nullable(),
  has_receipt: z.boolean(),
  requested_by: z.object({ id: z.string(), name: z.string() }),
  account: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Topup = z.infer<typeof TopupSchema>;

export const RejectTopupBodySchema = z.strictObject({
  reason: z.string().trim().min(3, { error: 'required' }).max(500),
});

export const StatementQuerySchema = z.object({
  currency: CurrencyCodeSchema,
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' })
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' })
    .optional(),
  format: z.enum(['json', 'csv'], { error: 'invalid_choice' }).default('json'),
});

export const StatementSchema = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  opening: z.string(),
  closing: z.string(),
  entries: z.array(
    z.object({
      at: z.string(),
      /** The transfer's code: booking, refund, topup, topup_fee, exchange, exchange_fee, adjustment, opening_balance. */
      kind: z.string(),
      /** Said in the request's language, built from the code, the reference and the method when read. */
      description: z.string(),
      /** A recharge's method (null for other entries, and for credits that came from no request). */
      method: z.enum(TOPUP_METHODS).nullable(),
      reference: z.string().nullable(),
      debit: z.string(),
      credit: z.string(),
      balance: z.string(),
    }),
  ),
});
export type Statement = z.infer<typeof StatementSchema>;
