import { parsePath } from '@portal/contracts/routes';
import type { EarlyQueries } from '../../kit/early-queries';
import { getStoredLang } from '../../lib/i18n';
import { carDetailQuery, carSearchQuery } from './api/cars';
import { apiQuery, checkRental, DETAIL_KEYS, rentalFromQuery, searchApiQuery } from './utils/rental';

const params = (search: string) => new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);

/** The car pages' first requests, read from their address as the pages read it (decision 138). */
export const carEarlyQueries: EarlyQueries = {
  'cars.search': (client, pathname, search) => {
    const path = parsePath('cars.search', pathname);
    if (!path) return;
    const query = params(search);
    const rental = rentalFromQuery(path.destination, query);
    if (Object.keys(checkRental(rental, getStoredLang())).length > 0) return;
    void client.prefetchQuery(carSearchQuery(searchApiQuery(rental.destination, query)));
  },
  'cars.details': (client, pathname, search) => {
    const id = parsePath('cars.details', pathname)?.id ?? '';
    if (id) void client.prefetchQuery(carDetailQuery(id, apiQuery(params(search), DETAIL_KEYS).toString()));
  },
};
