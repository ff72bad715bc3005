/*
 * Currency constants without zod, so the web app's first screen can use them without loading zod.
 */

export const BASE_CURRENCY = 'IQD';

/**
 * The spec's default display currency (section 3), used until the visitor picks another: a `Currency`
 * (`currencies.ts` checks the shape; this file imports nothing, so neither imports the other).
 */
export const DEFAULT_CURRENCY = {
  id: 1,
  name: 'USD',
  symbol_name: '$',
  icon: '',
  conversation_rate: 0.00076,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
};

/** ISO 4217 minor-unit digits for the currencies the portal uses; IQD is shown in whole dinars. */
export const CURRENCY_SCALE: Record<string, number> = {
  IQD: 0,
  USD: 2,
  EUR: 2,
  TRY: 2,
  AED: 2,
  SAR: 2,
  JOD: 3,
  KWD: 3,
  GBP: 2,
};

export function scaleOf(code: string): number {
  return CURRENCY_SCALE[code] ?? 2;
}
