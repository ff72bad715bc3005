import { parseHotelRoomsQuery, parsePath } from '@portal/contracts/routes';
import type { EarlyQueries } from '../../kit/early-queries';
import { hotelQuery, hotelRatesBody, hotelRatesQuery } from './api/hotel-details';
import { hotelSearchBody, hotelSearchQuery } from './api/search-hotels';
import { queryReader, readList } from './utils/list-query';
import { searchFromUrl, stayFromQuery } from './utils/search-form';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The requests the hotel pages make first, read from their address exactly as the pages read it, so the app
 * starts them before the pages' code has arrived (decision 138): the search of `hotel.search`, the hotel and
 * its rates of `hotel.room-details`. A link the page would not search makes none.
 */
export const hotelEarlyQueries: EarlyQueries = {
  'hotel.search': (client, pathname, search) => {
    const params = parsePath('hotel.search', pathname);
    if (!params) return;
    const { values, problems } = searchFromUrl(params, parseHotelRoomsQuery(search));
    if (Object.keys(problems).length > 0) return;
    void client.prefetchQuery(hotelSearchQuery(hotelSearchBody(values, readList(queryReader(search)))));
  },
  'hotel.room-details': (client, pathname, search) => {
    const hotelId = parsePath('hotel.room-details', pathname)?.hotelId ?? '';
    if (!hotelId) return;
    void client.prefetchQuery(hotelQuery(hotelId));
    const stay = stayFromQuery(queryReader(search), parseHotelRoomsQuery(search));
    // The rates are asked by the hotel's id; a link by its slug waits for the hotel.
    if (stay && Object.keys(stay.problems).length === 0 && UUID.test(hotelId))
      void client.prefetchQuery(hotelRatesQuery(hotelId, hotelRatesBody(stay.values)));
  },
};
