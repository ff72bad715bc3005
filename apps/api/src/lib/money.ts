import { scaleOf } from '@portal/contracts/currencies';
import type { Price } from '@portal/contracts/flights';

const TEN = 10n;

/** "12.5" in USD → 1250n. The input is already validated by DecimalAmountSchema; extra decimals are an error. */
export function parseDecimalToMinor(value: string, currency: string): bigint | null {
  const scale = scaleOf(currency);
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return null;
  const frac = m[2] ?? '';
  if (frac.length > scale && /[1-9]/.test(frac.slice(scale))) return null;
  return BigInt(m[1]!) * TEN ** BigInt(scale) + BigInt((frac + '0'.repeat(scale)).slice(0, scale) || '0');
}

/** 1250n in USD → "12.50"; IQD has no decimals. */
export function formatMinor(minor: bigint, currency: string): string {
  const scale = scaleOf(currency);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  if (scale === 0) return `${negative ? '-' : ''}${abs}`;
  const unit = TEN ** BigInt(scale);
  return `${negative ? '-' : ''}${abs / unit}.${(abs % unit).toString().padStart(scale, '0')}`;
}

/** A decimal string as an exact fraction: "0.00076" → { num: 76n, den: 100000n }. */
export function parseRate(rate: string): { num: bigint; den: bigint } {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!m) throw new Error(`invalid rate ${rate}`);
  const frac = (m[2] ?? '').replace(/0+$/, '');
  return { num: BigInt(m[1]! + frac), den: TEN ** BigInt(frac.length) };
}

/**
 * Converts minor units between currencies through IQD with exact integer arithmetic.
 * Rates are units per 1 IQD. Rounds down, so a conversion never creates money.
 */
export function convertMinor(
  amount: bigint,
  from: { code: string; rate: string },
  to: { code: string; rate: string },
): bigint {
  const f = parseRate(from.rate);
  const t = parseRate(to.rate);
  // amount / 10^sf / (f.num/f.den) * (t.num/t.den) * 10^st
  const num = amount * f.den * t.num * TEN ** BigInt(scaleOf(to.code));
  const den = TEN ** BigInt(scaleOf(from.code)) * f.num * t.den;
  if (den === 0n) throw new Error('zero rate');
  return num / den;
}

/** The same conversion rounded up: what a customer is charged in another currency never falls short of the IQD price. */
export function convertMinorUp(
  amount: bigint,
  from: { code: string; rate: string },
  to: { code: string; rate: string },
): bigint {
  const f = parseRate(from.rate);
  const t = parseRate(to.rate);
  const num = amount * f.den * t.num * TEN ** BigInt(scaleOf(to.code));
  const den = TEN ** BigInt(scaleOf(from.code)) * f.num * t.den;
  return (num + den - 1n) / den;
}

/**
 * IQD amounts as prices in a display currency whose rate is `rate` units per IQD: the rate is parsed once,
 * not per amount (a search prices hundreds of fares). The same result as `convertMinorUp` from IQD:
 * rounded up, so a price shown in another currency never falls short of the IQD price.
 */
export function priceConverter(code: string, rate: string): (iqd: bigint) => Price {
  if (code === 'IQD')
    return (amount) => ({ iqd: amount.toString(), amount: formatMinor(amount, 'IQD'), currency: 'IQD' });
  const { num, den } = parseRate(rate);
  const mul = num * 10n ** BigInt(scaleOf(code));
  return (amount) => ({
    iqd: amount.toString(),
    amount: formatMinor((amount * mul + den - 1n) / den, code),
    currency: code,
  });
}
