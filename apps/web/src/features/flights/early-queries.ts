import { parsePath } from '@portal/contracts/routes';
import type { EarlyQueries } from '../../kit/early-queries';
import { flightSearchQuery } from './api/search-flights';
import { searchFromUrl, toSearchBody } from './utils/search-form';
import { localToday } from './utils/search-rules';

/** The flight results' search, read from the address as the page reads it (decision 138). */
export const flightEarlyQueries: EarlyQueries = {
  'flight.search': (client, pathname, search) => {
    const path = parsePath('flight.search', pathname);
    if (!path) return;
    const { values, problems } = searchFromUrl(path, search, localToday());
    if (Object.keys(problems).length === 0) void client.prefetchQuery(flightSearchQuery(toSearchBody(values)));
  },
};
