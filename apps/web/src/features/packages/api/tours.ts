import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Booking } from '@portal/contracts/bookings';
import type { ListEnvelope } from '@portal/contracts/common';
import type {
  DepartureBookingBody,
  DepartureSelection,
  DepartureSelectionBody,
  PricedDepartureSelection,
} from '@portal/contracts/departures';
import type { TourDetail, TourSearchBody, TourSearchResult } from '@portal/contracts/tours';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

export type TourSearchAnswer = { data: TourSearchResult; meta: ListEnvelope<unknown>['meta'] };

/** One page of a package search with its filters and order; the server filters, sorts and pages. */
export function tourSearchQuery(body: TourSearchBody) {
  return queryOptions({
    queryKey: ['tour-search', body],
    queryFn: ({ signal }) => apiRequest<TourSearchAnswer>('/tour-searches', { method: 'POST', body, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function tourQuery(id: string) {
  return queryOptions({
    queryKey: ['tour', id],
    queryFn: ({ signal }) => apiGet<TourDetail>(`/tours/${encodeURIComponent(id)}`, signal),
    staleTime: 30_000,
  });
}

/** A departure, room and travellers priced into a `ref_id` the booking page opens (valid 30 minutes). */
export function selectDeparture(body: DepartureSelectionBody): Promise<DepartureSelection> {
  return apiPost<DepartureSelection>('/tour-selections', body);
}

export function tourSelectionQuery(refId: string) {
  return queryOptions({
    queryKey: ['tour-selection', refId],
    queryFn: ({ signal }) => apiGet<PricedDepartureSelection>(`/tour-selections/${encodeURIComponent(refId)}`, signal),
    staleTime: 0,
    retry: false,
  });
}

export function bookTour(body: DepartureBookingBody, idempotencyKey: string): Promise<Booking> {
  return apiPost<Booking>('/tour-bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
