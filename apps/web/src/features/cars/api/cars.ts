import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Booking } from '@portal/contracts/bookings';
import type { CarBookingBody, CarDestination, CarDetail, CarSearchResult } from '@portal/contracts/cars';
import type { ListEnvelope } from '@portal/contracts/common';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

export type CarSearchAnswer = { data: CarSearchResult; meta: ListEnvelope<unknown>['meta'] };

/** The cities with cars to rent (the search form's list). */
export function carDestinations(signal?: AbortSignal): Promise<CarDestination[]> {
  return apiGet<CarDestination[]>('/car-destinations', signal);
}

/** One page of a car search; `query` is the page's own query string with the destination added. */
export function carSearchQuery(query: string) {
  return queryOptions({
    queryKey: ['car-search', query],
    queryFn: ({ signal }) => apiRequest<CarSearchAnswer>(`/car-search?${query}`, { signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** A car priced for a rental and extras (the detail page's query string). */
export function carDetailQuery(id: string, query: string) {
  return queryOptions({
    queryKey: ['car-detail', id, query],
    queryFn: ({ signal }) => apiGet<CarDetail>(`/cars/${id}?${query}`, signal),
    staleTime: 30_000,
  });
}

export function bookCar(body: CarBookingBody, idempotencyKey: string): Promise<Booking> {
  return apiPost<Booking>('/car-bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
