import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListEnvelope } from '@portal/contracts/common';
import type { HotelSearchBody, HotelSearchResult } from '@portal/contracts/hotels';
import { HOTEL_PAGE_SIZE } from '@portal/contracts/hotel-constants';
import { apiRequest } from '../../../lib/api-client';
import { filtersBody, type ListState } from '../utils/list-query';
import { roomsBody, type HotelSearchValues } from '../utils/search-form';

export type HotelSearchAnswer = { data: HotelSearchResult; meta: ListEnvelope<unknown>['meta'] };

/** One page of a hotel search with its filters and order; the server filters, sorts and pages. */
export function searchHotels(body: HotelSearchBody, signal?: AbortSignal): Promise<HotelSearchAnswer> {
  return apiRequest<HotelSearchAnswer>('/hotel-searches', { method: 'POST', body, signal });
}

/** The search's body for a valid search and a list state (the results page and its early request, decision 138). */
export function hotelSearchBody(values: HotelSearchValues, list: ListState): HotelSearchBody {
  return {
    destination: values.destination,
    check_in: values.checkIn,
    check_out: values.checkOut,
    nationality: values.nationality,
    rooms: roomsBody(values.rooms),
    room_type: values.roomType,
    filters: filtersBody(list),
    sort: list.sort,
    page: list.page,
    per_page: HOTEL_PAGE_SIZE,
  };
}

export function hotelSearchQuery(body: HotelSearchBody) {
  return queryOptions({
    queryKey: ['hotel-search', body],
    queryFn: ({ signal }) => searchHotels(body, signal),
    staleTime: 60_000,
    // Another page or filter keeps the current list on screen (dimmed) until its answer arrives.
    placeholderData: keepPreviousData,
  });
}
