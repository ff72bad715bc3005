import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '@portal/contracts/bookings';
import type { UguideBookingBody, UguideCard, UguideDetail } from '@portal/contracts/uguides';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

export interface UguideList {
  data: UguideCard[];
  meta: {
    total: number;
    page: number;
    per_page: number;
    degrees: UguideCard['degree'][];
    fields: UguideCard['field'][];
    languages: UguideCard['language'][];
    intakes: string[];
    tuition_range: { min: number; max: number } | null;
  };
}

let countries: Promise<Array<{ country: string; programmes: number }>> | undefined;

/** The countries with programmes, fetched once per page load (a failure is asked again next time). */
export function uguideCountries() {
  countries ??= apiGet<Array<{ country: string; programmes: number }>>('/uguide-countries').catch((error: unknown) => {
    countries = undefined;
    throw error;
  });
  return countries;
}

/** The programmes of a search; `query` is the API's query string (country, filters, order, page). */
export function uguideSearchQuery(query: string) {
  return queryOptions({
    queryKey: ['uguides', query],
    queryFn: ({ signal }) => apiRequest<UguideList>(`/uguides?${query}`, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

export function uguideQuery(id: string) {
  return queryOptions({
    queryKey: ['uguide', id],
    queryFn: ({ signal }) => apiGet<UguideDetail>(`/uguides/${encodeURIComponent(id)}`, signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function bookUguide(body: UguideBookingBody, idempotencyKey: string) {
  return apiPost<Booking>('/uguide-bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
