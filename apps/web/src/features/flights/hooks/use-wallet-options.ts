import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Price } from '@portal/contracts/flights';
import { useSiteSettings } from '../../../lib/site-settings';
import { walletsQuery } from '../../../lib/wallets';
import { walletOptions } from '../utils/wallet-charge';

/**
 * The user's wallets with what a booking of `total` takes from each, from the same cache entry as the user
 * menu (decision 027), and a way to fetch them again after the balance changed.
 */
export function useWalletOptions(total: Price) {
  const queryClient = useQueryClient();
  const wallets = useQuery(walletsQuery);
  const { data: settings } = useSiteSettings();
  const options = useMemo(
    () => (wallets.data ? walletOptions(wallets.data, total, settings?.currencies ?? []) : undefined),
    [wallets.data, total, settings?.currencies],
  );
  return {
    options,
    failed: wallets.isError,
    refresh: () => queryClient.invalidateQueries({ queryKey: walletsQuery.queryKey }),
  };
}
