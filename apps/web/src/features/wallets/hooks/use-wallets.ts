import { useQuery } from '@tanstack/react-query';
import { useIsLoggedIn } from '../../../lib/session';
import { walletsQuery } from '../api/get-wallets';

/** The logged-in user's wallets; fetched only when logged in (spec section 7). */
export function useWallets() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...walletsQuery, enabled: loggedIn });
}
