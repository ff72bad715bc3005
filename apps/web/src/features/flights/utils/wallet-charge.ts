import type { Currency } from '@portal/contracts/currencies';
import { scaleOf } from '@portal/contracts/currency-constants';
import type { Price } from '@portal/contracts/flights';
import type { Wallet } from '@portal/contracts/wallets';

/**
 * What a booking of `total` takes from a wallet, in minor units of its currency: the server's own amount when
 * the price is already in that currency, otherwise the IQD total converted at the currency's rate and
 * rounded up to the minor unit, as the server converts it. Null when the currency's rate is unknown.
 */
export function walletCharge(
  total: Price,
  wallet: Pick<Wallet, 'currency_name'>,
  currencies: readonly Currency[],
): bigint | null {
  const code = wallet.currency_name;
  const scale = scaleOf(code);
  if (code === 'IQD') return BigInt(total.iqd);
  if (total.currency === code) return toMinor(total.amount, scale);
  const rate = currencies.find((c) => c.name === code)?.conversation_rate;
  if (!rate) return null;
  // Rounded to 9 digits first, so that binary noise in the product does not round a whole amount up.
  const exact = Number((Number(total.iqd) * rate * 10 ** scale).toFixed(9));
  return BigInt(Math.ceil(exact));
}

/** "913.52" → 91352n for a scale of 2. */
export function toMinor(amount: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
}

/** 91352n → "913.52" for a scale of 2. */
export function fromMinor(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

export interface WalletOption {
  wallet: Wallet;
  /** Minor units the booking takes from it; null when its rate is unknown. */
  charge: bigint | null;
  enough: boolean;
}

/** Each wallet with what the booking would take from it and whether its balance covers that. */
export function walletOptions(
  wallets: readonly Wallet[],
  total: Price,
  currencies: readonly Currency[],
): WalletOption[] {
  return wallets.map((wallet) => {
    const charge = walletCharge(total, wallet, currencies);
    const balance = /^\d+$/.test(wallet.balance_minor) ? BigInt(wallet.balance_minor) : 0n;
    return { wallet, charge, enough: charge !== null && balance >= charge };
  });
}
