import type { Wallet } from '@portal/contracts/wallets';
import { apiGet } from './api-client';
import { useShellQuery, type ShellQueryOptions } from './shell-query';
import { maySeeWallets, useIsLoggedIn, useStoredUser } from './session';

/*
 * The user's wallets, shared by the layout's menus and every booking screen that pays from them (flights,
 * hotels, the account area): one query, one cache entry, so a payment anywhere refreshes the balances everywhere.
 */

export async function getWallets(signal?: AbortSignal): Promise<Wallet[]> {
  try {
    return await apiGet<Wallet[]>('/user-wallets', signal);
  } catch (error) {
    // Spec section 8: only logged, nothing shown in the menu, no retry. A request called off (the page changed,
    // as a staff member's login does) did not fail: nothing to log.
    if (!signal?.aborted) console.error('failed to fetch user wallets', error);
    throw error;
  }
}

export const walletsQuery: ShellQueryOptions<Wallet[]> = {
  queryKey: ['user-wallets'],
  queryFn: ({ signal }) => getWallets(signal),
  staleTime: 30_000,
  retry: false,
  // Spec section 8: after a failure, the menus that show the balances (mounted as they open) do not ask again.
  retryOnMount: false,
};

/**
 * The logged-in user's wallets; fetched only when logged in (spec section 7), and only for a user who may see
 * them (a sub-user without `see_wallet` may still pay from them: lib's payment options, no balances).
 */
export function useWallets() {
  const loggedIn = useIsLoggedIn();
  const user = useStoredUser();
  return useShellQuery({ ...walletsQuery, enabled: loggedIn && maySeeWallets(user) });
}
