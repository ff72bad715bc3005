import { queryOptions } from '@tanstack/react-query';
import type { HotelDetail, HotelRates, HotelRatesBody } from '@portal/contracts/hotels';
import { apiGet, apiPost } from '../../../lib/api-client';
import { roomsBody, type HotelSearchValues } from '../utils/search-form';

export function hotelQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: ['hotel', idOrSlug],
    queryFn: ({ signal }) => apiGet<HotelDetail>(`/hotels/${encodeURIComponent(idOrSlug)}`, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** The rates' body for a stay (the detail page and its early request, decision 138). */
export function hotelRatesBody(stay: Omit<HotelSearchValues, 'destination'>): HotelRatesBody {
  return {
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    nationality: stay.nationality,
    rooms: roomsBody(stay.rooms),
    room_type: stay.roomType,
  };
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
