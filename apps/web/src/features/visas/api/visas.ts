import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '@portal/contracts/bookings';
import type { VisaBookingBody, VisaCard, VisaDetail } from '@portal/contracts/visas';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

export interface VisaList {
  data: VisaCard[];
  meta: {
    total: number;
    page: number;
    per_page: number;
    types: VisaCard['type'][];
    price_range: { min: number; max: number } | null;
  };
}

let destinations: Promise<Array<{ country: string; visas: number }>> | undefined;

/** The destinations with visas on offer, fetched once per page load (a failure is asked again next time). */
export function visaDestinations() {
  destinations ??= apiGet<Array<{ country: string; visas: number }>>('/visa-destinations').catch((error: unknown) => {
    destinations = undefined;
    throw error;
  });
  return destinations;
}

/** The visas of a search; `query` is the API's query string (from, to, filters, order, page). */
export function visaSearchQuery(query: string) {
  return queryOptions({
    queryKey: ['visas', query],
    queryFn: ({ signal }) => apiRequest<VisaList>(`/visas?${query}`, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

export function visaQuery(id: string) {
  return queryOptions({
    queryKey: ['visa', id],
    queryFn: ({ signal }) => apiGet<VisaDetail>(`/visas/${encodeURIComponent(id)}`, signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function bookVisa(body: VisaBookingBody, idempotencyKey: string) {
  return apiPost<Booking>('/visa-bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
