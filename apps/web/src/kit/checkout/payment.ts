import { z } from 'zod';

/** How the user pays, as a booking form holds it: nothing chosen yet, a wallet, or a hold. */
export interface PaymentChoiceValue {
  method: 'wallet' | 'hold' | '';
  currency: string;
}

export const NO_PAYMENT_CHOICE: PaymentChoiceValue = { method: '', currency: '' };

/** A booking form's `payment`: a way to pay must be chosen, and a wallet payment names its wallet. */
export const PaymentChoiceSchema = z
  .object({ method: z.enum(['wallet', 'hold'], { error: 'required' }), currency: z.string() })
  .refine((payment) => payment.method === 'hold' || payment.currency !== '', {
    error: 'required',
    path: ['currency'],
  });

/** The API's `payment` of a booking body. */
export function paymentBody(choice: {
  method: 'wallet' | 'hold';
  currency: string;
}): { method: 'wallet'; currency: string } | { method: 'hold' } {
  return choice.method === 'wallet' ? { method: 'wallet', currency: choice.currency } : { method: 'hold' };
}

/** The answers that concern the payment: shown at the payment choice, with the wallets read again. */
export const PAYMENT_PROBLEMS: readonly string[] = [
  'insufficient_funds',
  'spending_limit_exceeded',
  'hold_unavailable',
  'permission_denied_wallet',
  'unknown_currency',
];
