import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Booking } from '@portal/contracts/bookings';
import type { ListEnvelope } from '@portal/contracts/common';
import type {
  ConferenceBookingBody,
  ConferenceDetail,
  ConferenceSearchBody,
  ConferenceSelection,
  ConferenceSelectionBody,
  ConferenceCard,
  PricedConferenceSelection,
} from '@portal/contracts/conferences';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

export type ConferenceSearchAnswer = {
  data: { conferences: ConferenceCard[] };
  meta: ListEnvelope<unknown>['meta'];
};

/** One page of conferences of a specialty and country (either may be absent), soonest first. */
export function conferenceSearchQuery(body: ConferenceSearchBody) {
  return queryOptions({
    queryKey: ['conference-search', body],
    queryFn: ({ signal }) =>
      apiRequest<ConferenceSearchAnswer>('/conference-searches', { method: 'POST', body, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function conferenceQuery(id: string) {
  return queryOptions({
    queryKey: ['conference', id],
    queryFn: ({ signal }) => apiGet<ConferenceDetail>(`/conferences/${encodeURIComponent(id)}`, signal),
    staleTime: 30_000,
  });
}

/** The attendees per category priced into a `ref_id` the registration page opens (valid 30 minutes). */
export function selectConference(body: ConferenceSelectionBody): Promise<ConferenceSelection> {
  return apiPost<ConferenceSelection>('/conference-selections', body);
}

export function conferenceSelectionQuery(refId: string) {
  return queryOptions({
    queryKey: ['conference-selection', refId],
    queryFn: ({ signal }) =>
      apiGet<PricedConferenceSelection>(`/conference-selections/${encodeURIComponent(refId)}`, signal),
    staleTime: 0,
    retry: false,
  });
}

export function bookConference(body: ConferenceBookingBody, idempotencyKey: string): Promise<Booking> {
  return apiPost<Booking>('/conference-bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
