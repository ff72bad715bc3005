import type { Currency } from '@portal/contracts/currencies';
import { scaleOf } from '@portal/contracts/currency-constants';

/** An IQD amount in another currency at its rate, rounded up to its minor unit (as the server charges). */
export function iqdToCurrencyUp(iqd: string, currency: Pick<Currency, 'name' | 'conversation_rate'>): number {
  if (currency.name === 'IQD') return Number(iqd);
  const factor = 10 ** scaleOf(currency.name);
  return Math.ceil(Number(iqd) * currency.conversation_rate * factor - 1e-9) / factor;
}
