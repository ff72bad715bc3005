import type { Price } from '@portal/contracts/flights';
import { convertMinorUp, formatMinor } from '../../lib/money.js';
import type { CurrencyService } from './currencies.service.js';

export type ToPrice = ((iqd: bigint) => Price) & { minor: (iqd: bigint) => bigint; currency: string };

/** IQD amounts as the API shows them: the exact IQD and the display currency, rounded up to its minor unit. */
export async function priceFn(currencies: CurrencyService, currency: string): Promise<ToPrice> {
  const rows = await currencies.all();
  const target = rows.find((c) => c.code === currency) ?? rows.find((c) => c.code === 'USD')!;
  const iqd = { code: 'IQD', rate: '1' };
  const to = { code: target.code, rate: target.conversationRate };
  const minor = (amount: bigint) => (target.code === 'IQD' ? amount : convertMinorUp(amount, iqd, to));
  const fn = ((amount: bigint) => ({
    iqd: amount.toString(),
    amount: formatMinor(minor(amount), target.code),
    currency: target.code,
  })) as ToPrice;
  fn.minor = minor;
  fn.currency = target.code;
  return fn;
}
