import { parsePath } from '@portal/contracts/routes';
import type { EarlyQueries } from '../../kit/early-queries';
import { fareCalendarQuery, flightSearchQuery } from './api/search-flights';
import { searchFromUrl, toSearchBody } from './utils/search-form';
import { localToday } from './utils/search-rules';

/**
 * The flight results' search and, for a one-way or round trip, its fare calendar, read from the address as the
 * page reads it (decision 138).
 */
export const flightEarlyQueries: EarlyQueries = {
  'flight.search': (client, pathname, search) => {
    const path = parsePath('flight.search', pathname);
    if (!path) return;
    const { values, problems } = searchFromUrl(path, search, localToday());
    if (Object.keys(problems).length > 0) return;
    const body = toSearchBody(values);
    void client.prefetchQuery(flightSearchQuery(body));
    if (values.trip === 'oneway' || values.trip === 'round') void client.prefetchQuery(fareCalendarQuery(body));
  },
};
