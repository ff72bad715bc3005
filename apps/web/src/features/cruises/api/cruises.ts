import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Booking } from '@portal/contracts/bookings';
import type { ListEnvelope } from '@portal/contracts/common';
import type {
  CruiseBookingBody,
  CruiseCard,
  CruiseDetail,
  CruiseSearchBody,
  CruiseSelection,
  CruiseSelectionBody,
  PricedCruiseSelection,
} from '@portal/contracts/cruises';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

export type CruiseSearchAnswer = {
  data: { cruises: CruiseCard[]; lines: Array<{ slug: string; name: string; count: number }> };
  meta: ListEnvelope<unknown>['meta'];
};

/** One page of cruises from a port to a region within dates and a night range, with the filters. */
export function cruiseSearchQuery(body: CruiseSearchBody) {
  return queryOptions({
    queryKey: ['cruise-search', body],
    queryFn: ({ signal }) => apiRequest<CruiseSearchAnswer>('/cruise-searches', { method: 'POST', body, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function cruiseQuery(id: string) {
  return queryOptions({
    queryKey: ['cruise', id],
    queryFn: ({ signal }) => apiGet<CruiseDetail>(`/cruises/${encodeURIComponent(id)}`, signal),
    staleTime: 30_000,
  });
}

/** A sailing's cabins of a grade priced into a `ref_id` the booking page opens (valid 30 minutes). */
export function selectCruise(body: CruiseSelectionBody): Promise<CruiseSelection> {
  return apiPost<CruiseSelection>('/cruise-selections', body);
}

export function cruiseSelectionQuery(refId: string) {
  return queryOptions({
    queryKey: ['cruise-selection', refId],
    queryFn: ({ signal }) => apiGet<PricedCruiseSelection>(`/cruise-selections/${encodeURIComponent(refId)}`, signal),
    staleTime: 0,
    retry: false,
  });
}

export function bookCruise(body: CruiseBookingBody, idempotencyKey: string): Promise<Booking> {
  return apiPost<Booking>('/cruise-bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
