import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Booking } from '@portal/contracts/bookings';
import type {
  InsuranceBookingBody,
  InsurancePlanDetail,
  InsuranceQuote,
  InsuranceQuoteBody,
  InsuranceSearchBody,
  InsuranceSearchResult,
} from '@portal/contracts/insurance';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

export interface SearchAnswer {
  data: InsuranceSearchResult;
  meta: { total: number; page: number; per_page: number };
}

/**
 * The plans that apply to a trip, priced in the display currency (the currency is part of the key). Fresh for
 * 30 s, as the other services' searches: the answer the API drew the page with (decision 144) is not asked
 * again when the app takes the page over.
 */
export function searchQuery(body: InsuranceSearchBody, currency: string) {
  return queryOptions({
    queryKey: ['insurance-search', currency, body],
    queryFn: ({ signal }) => apiRequest<SearchAnswer>('/insurance-searches', { method: 'POST', body, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A plan's details, fresh for 30 s like the search (the drawn plan page's data is not asked again). */
export function planQuery(id: string) {
  return queryOptions({
    queryKey: ['insurance-plan', id],
    queryFn: ({ signal }) => apiGet<InsurancePlanDetail>(`/insurance-plans/${encodeURIComponent(id)}`, signal),
    staleTime: 30_000,
    retry: false,
  });
}

export function quoteQuery(body: InsuranceQuoteBody, currency: string, enabled = true) {
  return queryOptions({
    queryKey: ['insurance-quote', currency, body],
    queryFn: ({ signal }) => apiPost<InsuranceQuote>('/insurance-quotes', body, { signal }),
    enabled,
    retry: false,
  });
}

export function bookInsurance(body: InsuranceBookingBody, idempotencyKey: string): Promise<Booking> {
  return apiPost<Booking>('/insurance-bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
