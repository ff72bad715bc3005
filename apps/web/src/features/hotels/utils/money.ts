import { scaleOf } from '@portal/contracts/currency-constants';

/** Decimal amounts of one currency added exactly (in minor units), written back as the API writes them. */
export function addAmounts(amounts: readonly string[], currency: string): string {
  const scale = scaleOf(currency);
  const minor = amounts.reduce((sum, amount) => {
    const [whole = '0', fraction = ''] = amount.split('.');
    return sum + BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  }, 0n);
  const digits = minor.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** "913.52" → 91352n for a scale of 2. */
export function toMinor(amount: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
}

/**
 * What a booking of `total` takes from a wallet in `code`, in minor units: the IQD total for IQD, the
 * price itself when it is in that currency, else the IQD total at the currency's rate rounded up, as the
 * API converts it. Null when the rate is unknown.
 */
export function chargeIn(
  total: { iqd: string; amount: string; currency: string },
  code: string,
  rate: number | undefined,
): bigint | null {
  if (code === 'IQD') return BigInt(total.iqd);
  const scale = scaleOf(code);
  if (total.currency === code) return toMinor(total.amount, scale);
  if (!rate) return null;
  return BigInt(Math.ceil(Number((Number(total.iqd) * rate * 10 ** scale).toFixed(9))));
}

export function fromMinor(minor: bigint, code: string): string {
  const scale = scaleOf(code);
  const digits = minor.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}
