import { useEffect, useMemo } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { scaleOf } from '@portal/contracts/currency-constants';
import type { Price } from '@portal/contracts/flights';
import type { Wallet, WalletPaymentOption } from '@portal/contracts/wallets';
import { ApiError, apiGet } from '../../lib/api-client';
import { toMinor } from '../../lib/money';
import { maySeeWallets, useStoredUser } from '../../lib/session';
import { walletsQuery } from '../../lib/wallets';
import type { PaymentChoiceValue } from './payment';

export const PAYMENT_OPTIONS_KEY = ['wallet-payment-options'] as const;

/** What paying an IQD amount takes from each wallet, and whether it is enough (no balances: `pay_wallet` suffices). */
export const paymentOptionsQuery = (amountIqd: string) =>
  queryOptions({
    queryKey: [...PAYMENT_OPTIONS_KEY, amountIqd],
    queryFn: ({ signal }) =>
      apiGet<WalletPaymentOption[]>(`/wallet-payment-options?amount_iqd=${encodeURIComponent(amountIqd)}`, signal),
    staleTime: 10_000,
    retry: false,
  });

/** A wallet the booking could be paid from. */
export interface PaymentOption {
  currency: string;
  /** What the booking takes from it, a decimal in its currency's units (the server's own sum). */
  charge: string;
  chargeMinor: bigint;
  enough: boolean;
  /** Its balance, when the user may see it (`see_wallet`); null otherwise. */
  balance: string | null;
  balanceMinor: bigint | null;
}

export interface PaymentOptions {
  /** Undefined while loading or after a failure. */
  options: PaymentOption[] | undefined;
  failed: boolean;
  /** The server's words when this user may not pay from the wallet at all (`permission_denied_wallet`). */
  refused: string | null;
  /** Reads what the wallets hold again (after a payment, or a payment problem). */
  refresh: () => Promise<void>;
}

/**
 * What a booking of `total` would take from each of the user's wallets and whether it is enough, as the server
 * charges it (`GET /wallet-payment-options`, for whoever may pay from the wallet), with each wallet's balance
 * when the user may also see it (the user menu's query, shared).
 */
export function usePaymentOptions(total: Price): PaymentOptions {
  const queryClient = useQueryClient();
  const answer = useQuery(paymentOptionsQuery(total.iqd));
  const seesWallets = maySeeWallets(useStoredUser());
  const wallets = useQuery<Wallet[], Error>({ ...walletsQuery, enabled: seesWallets });
  const refused =
    answer.error instanceof ApiError && answer.error.problem?.code === 'permission_denied_wallet'
      ? answer.error.problem.detail
      : null;
  // Balances are shown when the user may see them; when they cannot be read, the options come without them.
  const balancesPending = seesWallets && wallets.isPending;
  const options = useMemo(() => {
    if (!answer.data || balancesPending) return undefined;
    return answer.data.map((option): PaymentOption => {
      const wallet = wallets.data?.find((w) => w.currency_name === option.currency);
      return {
        currency: option.currency,
        charge: option.amount,
        chargeMinor: BigInt(option.amount_minor),
        enough: option.enough,
        balance: wallet?.balance ?? null,
        balanceMinor: wallet ? toMinor(wallet.balance, scaleOf(option.currency)) : null,
      };
    });
  }, [answer.data, balancesPending, wallets.data]);
  return {
    options,
    failed: answer.isError && refused === null,
    refused,
    refresh: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walletsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: PAYMENT_OPTIONS_KEY }),
      ]);
    },
  };
}

/**
 * The same default on every booking page: until the user chooses, pay from the wallet of the prices' currency
 * when it is enough, else from any wallet that is.
 */
export function useDefaultPayment(
  options: PaymentOption[] | undefined,
  priceCurrency: string,
  value: PaymentChoiceValue,
  choose: (value: PaymentChoiceValue) => void,
): void {
  useEffect(() => {
    if (!options || value.method !== '') return;
    const best = options.find((o) => o.enough && o.currency === priceCurrency) ?? options.find((o) => o.enough);
    if (best) choose({ method: 'wallet', currency: best.currency });
  }, [options, priceCurrency, value.method, choose]);
}
