import { z } from 'zod';
import { DEFAULT_CURRENCY } from './currency-constants.js';

/** A currency row as the spec shows it: `conversation_rate` (spelt so) is units of it per 1 IQD. */
export const CurrencySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol_name: z.string(),
  icon: z.string(),
  conversation_rate: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Currency = z.infer<typeof CurrencySchema>;
/** `currency-constants.ts` imports nothing; its default currency is checked to be a `Currency` here. */
const _defaultIsCurrency: Currency = DEFAULT_CURRENCY;

export const CurrencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'unknown_currency' });

export { BASE_CURRENCY, CURRENCY_SCALE, DEFAULT_CURRENCY, scaleOf } from './currency-constants.js';
