import { parsePath } from '@portal/contracts/routes';
import type { EarlyQueries } from '../../kit/early-queries';
import { carDetailQuery, carSearchQuery } from './api/cars';
import { apiQuery, DETAIL_KEYS, searchApiQuery } from './utils/api-query';

const params = (search: string) => new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);

/**
 * The car pages' first requests, read from their address as the pages read it (decision 138). The results'
 * full check of the rental (the API's schema and messages, a large download) is left to the page: a link with
 * a pick-up and a drop-off is searched at once, and one the page then refuses has cost the API a refusal.
 */
export const carEarlyQueries: EarlyQueries = {
  'cars.search': (client, pathname, search) => {
    const destination = parsePath('cars.search', pathname)?.destination;
    const query = params(search);
    if (!destination || !query.get('pickup') || !query.get('dropoff')) return;
    void client.prefetchQuery(carSearchQuery(searchApiQuery(destination, query)));
  },
  'cars.details': (client, pathname, search) => {
    const id = parsePath('cars.details', pathname)?.id ?? '';
    if (id) void client.prefetchQuery(carDetailQuery(id, apiQuery(params(search), DETAIL_KEYS).toString()));
  },
};
