import { queryOptions } from '@tanstack/react-query';
import type { Wallet } from '@portal/contracts/wallets';
import { apiGet } from '../../../lib/api-client';

export async function getWallets(signal?: AbortSignal): Promise<Wallet[]> {
  try {
    return await apiGet<Wallet[]>('/user-wallets', signal);
  } catch (error) {
    // Spec section 8: only logged, nothing shown in the menu, no retry.
    console.error('failed to fetch user wallets', error);
    throw error;
  }
}

export const walletsQuery = queryOptions({
  queryKey: ['user-wallets'],
  queryFn: ({ signal }) => getWallets(signal),
  staleTime: 30_000,
  retry: false,
});
