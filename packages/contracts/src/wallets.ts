import { z } from 'zod';
import { CurrencyCodeSchema } from './currencies.js';
import { DecimalAmountSchema } from './common.js';

export const WalletSchema = z.object({
  currency_id: z.number().int(),
  currency_name: z.string(),
  symbol_name: z.string(),
  /** Available balance as a decimal string in the currency's units. */
  balance: z.string(),
  /** The same in minor units (integer string). */
  balance_minor: z.string(),
  /** Held by pending transfers (unpaid holds), minor units. */
  held_minor: z.string(),
});
export type Wallet = z.infer<typeof WalletSchema>;

export const ExchangeBodySchema = z
  .strictObject({
    from_currency: CurrencyCodeSchema,
    to_currency: CurrencyCodeSchema,
    amount: DecimalAmountSchema,
  })
  .refine((b) => b.from_currency !== b.to_currency, { error: 'same_currency', path: ['to_currency'] });
export type ExchangeBody = z.infer<typeof ExchangeBodySchema>;

/** Confirming an exchange: the credit the user was quoted; another current credit is refused with rate_changed. */
export const ExchangeConfirmBodySchema = z
  .strictObject({
    from_currency: CurrencyCodeSchema,
    to_currency: CurrencyCodeSchema,
    amount: DecimalAmountSchema,
    accepted_credit: DecimalAmountSchema,
  })
  .refine((b) => b.from_currency !== b.to_currency, { error: 'same_currency', path: ['to_currency'] });
export type ExchangeConfirmBody = z.infer<typeof ExchangeConfirmBodySchema>;

export const ExchangeQuoteSchema = z.object({
  from_currency: z.string(),
  to_currency: z.string(),
  debit: z.string(),
  credit: z.string(),
  fee: z.string(),
  rate: z.string(),
});
export type ExchangeQuote = z.infer<typeof ExchangeQuoteSchema>;

export const ExchangeResultSchema = ExchangeQuoteSchema.extend({
  id: z.string(),
  created_at: z.string(),
  wallets: z.array(WalletSchema),
});
export type ExchangeResult = z.infer<typeof ExchangeResultSchema>;

/**
 * `GET /wallet-payment-options?amount_iqd=…`: what paying an IQD amount (a booking's total) would take from each
 * of the account's wallets, as the bookings charge it (the IQD amount, or converted at the currency's rate and
 * rounded up), and whether the wallet covers it. For whoever may pay from the wallet (`pay_wallet`), also without
 * seeing it (`see_wallet`): no balance is told.
 */
export const WalletPaymentQuerySchema = z.object({
  amount_iqd: z.string().regex(/^\d{1,15}$/, { error: 'invalid_amount' }),
});
export type WalletPaymentQuery = z.infer<typeof WalletPaymentQuerySchema>;

export const WalletPaymentOptionSchema = z.object({
  currency: z.string(),
  /** What the payment takes from this wallet, a decimal in its currency's units. */
  amount: z.string(),
  /** The same in minor units (integer string). */
  amount_minor: z.string(),
  /** The wallet's available balance covers it. */
  enough: z.boolean(),
});
export type WalletPaymentOption = z.infer<typeof WalletPaymentOptionSchema>;
