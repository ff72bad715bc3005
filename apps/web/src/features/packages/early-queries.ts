import { parsePath } from '@portal/contracts/routes';
import type { EarlyQueries } from '../../kit/early-queries';
import { tourQuery, tourSearchQuery } from './api/tours';
import { readTourList, searchBody } from './utils/list';
import { validateTourSearch } from './utils/search';

/** The package pages' first requests, read from their address as the pages read it (decision 138). */
export const tourEarlyQueries: EarlyQueries = {
  'tour.search': (client, pathname, search) => {
    const path = parsePath('tour.search', pathname);
    if (!path) return;
    const values = { from: path.from, to: path.to, going: path.going ?? '', coming: path.coming ?? '' };
    if (Object.keys(validateTourSearch(values, '0000-00-00')).length > 0) return;
    void client.prefetchQuery(tourSearchQuery(searchBody(path, readTourList(search))));
  },
  'tour.details': (client, pathname) => {
    const id = parsePath('tour.details', pathname)?.id ?? '';
    if (id) void client.prefetchQuery(tourQuery(id));
  },
};
