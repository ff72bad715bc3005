import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type RouteName } from '@portal/contracts/routes';
import { SERVICE_REGISTRY, SERVICES } from '@portal/contracts/services';
import type { EarlyQueries } from '../kit/early-queries';

/**
 * Each feature's table of early requests, a small chunk of its own (its page's address parsing and query
 * options, which the page's chunks share), so no page downloads another's and the home page none.
 */
const TABLES: Partial<Record<RouteName, () => Promise<EarlyQueries>>> = {};
const hotels = () => import('../features/hotels/early-queries').then((m) => m.hotelEarlyQueries);
const cars = () => import('../features/cars/early-queries').then((m) => m.carEarlyQueries);
const tours = () => import('../features/packages/early-queries').then((m) => m.tourEarlyQueries);
const flights = () => import('../features/flights/early-queries').then((m) => m.flightEarlyQueries);
const bookings = () => import('../features/bookings/early-queries').then((m) => m.bookingsEarlyQueries);
for (const [name, table] of [
  ['hotel.search', hotels],
  ['hotel.room-details', hotels],
  ['cars.search', cars],
  ['cars.details', cars],
  ['tour.search', tours],
  ['tour.details', tours],
  ['flight.search', flights],
  ['my-bookings', bookings],
  ...SERVICES.map((service) => [SERVICE_REGISTRY[service].myBookings.route, bookings] as const),
] as const)
  TABLES[name] = table;

/**
 * Starts the first requests of the page at an address into the app's query cache as soon as the app's code
 * runs, before the router has fetched the page's code and texts and drawn it (decision 138): the page then
 * finds its answer under way or in. The page's own reading of the address stays the authority; a request
 * started here for an address the page reads differently is simply not used. Resolves once they are started
 * (the API's drawing of the page waits for that, decision 144).
 */
export function startEarlyQueries(queryClient: QueryClient, pathname: string, search: string): Promise<void> {
  const match = matchPath(pathname);
  const load = match ? TABLES[match.name] : undefined;
  if (!match || !load) return Promise.resolve();
  return (
    load()
      .then((table) => {
        table[match.name]?.(queryClient, pathname, search);
      })
      // A chunk that fails to load now is the router's to report when the page asks for it.
      .catch(() => undefined)
  );
}
