import { SERVICE_REGISTRY, SERVICES, type Service } from '@portal/contracts/services';
import type { RouteName } from '@portal/contracts/routes';
import type { EarlyQueries } from '../../kit/early-queries';
import { getStoredUser, isLoggedIn } from '../../lib/session';
import { bookersQuery } from './api/get-bookers';
import { bookingsQuery } from './api/get-bookings';
import { bookingsSearchOf } from './utils/bookings-search';
import { listRequest, readListFilters } from './utils/list-search';

/**
 * My Bookings' first requests (decision 138), for a signed-in user: the tab's list as the screen asks for it,
 * and, for an account's owner, the people of the "booked by" filter. `/my-bookings` opens the flights tab.
 */
function tab(service: Service): NonNullable<EarlyQueries[RouteName]> {
  return (client, _pathname, search) => {
    if (!isLoggedIn()) return;
    void client.prefetchQuery(
      bookingsQuery(
        listRequest(service, readListFilters(bookingsSearchOf(Object.fromEntries(new URLSearchParams(search))))),
      ),
    );
    const user = getStoredUser();
    if (user && user.role !== 'sub_user') void client.prefetchQuery(bookersQuery);
  };
}

export const bookingsEarlyQueries: EarlyQueries = {
  'my-bookings': tab('flight'),
  ...Object.fromEntries(SERVICES.map((service) => [SERVICE_REGISTRY[service].myBookings.route, tab(service)])),
};
