import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListEnvelope } from '@portal/contracts/common';
import type { HotelSearchBody, HotelSearchResult } from '@portal/contracts/hotels';
import { apiRequest } from '../../../lib/api-client';

export type HotelSearchAnswer = { data: HotelSearchResult; meta: ListEnvelope<unknown>['meta'] };

/** One page of a hotel search with its filters and order; the server filters, sorts and pages. */
export function searchHotels(body: HotelSearchBody, signal?: AbortSignal): Promise<HotelSearchAnswer> {
  return apiRequest<HotelSearchAnswer>('/hotel-searches', { method: 'POST', body, signal });
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
