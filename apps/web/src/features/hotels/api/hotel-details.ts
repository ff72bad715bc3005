import { queryOptions } from '@tanstack/react-query';
import type { HotelDetail, HotelRates, HotelRatesBody } from '@portal/contracts/hotels';
import { apiGet, apiPost } from '../../../lib/api-client';

export function hotelQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: ['hotel', idOrSlug],
    queryFn: ({ signal }) => apiGet<HotelDetail>(`/hotels/${encodeURIComponent(idOrSlug)}`, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** Every room type and rate of a hotel for a stay and rooms, with what is left and each room's price. */
export function hotelRatesQuery(hotelId: string, body: HotelRatesBody) {
  return queryOptions({
    queryKey: ['hotel-rates', hotelId, body],
    queryFn: ({ signal }) => apiPost<HotelRates>(`/hotels/${encodeURIComponent(hotelId)}/rates`, body, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}
