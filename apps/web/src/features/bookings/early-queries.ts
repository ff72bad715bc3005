import { SERVICE_REGISTRY, SERVICES, type Service } from '@portal/contracts/services';
import type { RouteName } from '@portal/contracts/routes';
import type { EarlyQueries } from '../../kit/early-queries';
import { getStoredUser, isLoggedIn } from '../../lib/session';
import { bookersQuery } from './api/get-bookers';
import { bookingsQuery } from './api/get-bookings';
import { listRequest, readListFilters, type BookingsSearch } from './utils/list-search';

/** The list's filters from a query string, as the router hands them to the screen (`router.tsx`). */
function searchOf(search: string): BookingsSearch {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const out: BookingsSearch = {};
  for (const key of ['status', 'from', 'to', 'user', 'q'] as const) {
    const value = params.get(key);
    if (value !== null) out[key] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) out.page = page;
  return out;
}

/**
 * My Bookings' first requests (decision 138), for a signed-in user: the tab's list as the screen asks for it,
 * and, for an account's owner, the people of the "booked by" filter. `/my-bookings` opens the flights tab.
 */
function tab(service: Service): NonNullable<EarlyQueries[RouteName]> {
  return (client, _pathname, search) => {
    if (!isLoggedIn()) return;
    void client.prefetchQuery(bookingsQuery(listRequest(service, readListFilters(searchOf(search)))));
    const user = getStoredUser();
    if (user && user.role !== 'sub_user') void client.prefetchQuery(bookersQuery);
  };
}

export const bookingsEarlyQueries: EarlyQueries = {
  'my-bookings': tab('flight'),
  ...Object.fromEntries(SERVICES.map((service) => [SERVICE_REGISTRY[service].myBookings.route, tab(service)])),
};
