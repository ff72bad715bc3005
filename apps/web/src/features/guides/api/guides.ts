import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Booking } from '@portal/contracts/bookings';
import type { ListEnvelope } from '@portal/contracts/common';
import type { GuideBookingBody, GuideCity, GuideDetail, GuideSearchResult } from '@portal/contracts/guides';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

export type GuideSearchAnswer = { data: GuideSearchResult; meta: ListEnvelope<unknown>['meta'] };

/** The cities with guides (the search form's list). */
export function guideCities(signal?: AbortSignal): Promise<GuideCity[]> {
  return apiGet<GuideCity[]>('/guide-cities', signal);
}

/** One page of a guide search; `query` is the API's query string (the city added to the page's own). */
export function guideSearchQuery(query: string) {
  return queryOptions({
    queryKey: ['guide-search', query],
    queryFn: ({ signal }) => apiRequest<GuideSearchAnswer>(`/guide-search?${query}`, { signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** A guide with the price of a trip and their calendar's unavailable days. */
export function guideDetailQuery(id: string, query: string) {
  return queryOptions({
    queryKey: ['guide-detail', id, query],
    queryFn: ({ signal }) => apiGet<GuideDetail>(`/guides/${id}?${query}`, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function bookGuide(body: GuideBookingBody, idempotencyKey: string): Promise<Booking> {
  return apiPost<Booking>('/guide-bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
