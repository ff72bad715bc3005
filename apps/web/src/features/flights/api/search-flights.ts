import { queryOptions } from '@tanstack/react-query';
import type { FareCalendar, FlightSearchResult } from '@portal/contracts/flights';
import { apiPost } from '../../../lib/api-client';
import type { SearchBody } from '../utils/search-form';

/** Runs a search: the server keeps its offers in a session (about 30 minutes) that the booking page prices. */
export function searchFlights(body: SearchBody, signal?: AbortSignal): Promise<FlightSearchResult> {
  return apiPost<FlightSearchResult>('/flight-searches', body, { signal });
}

export function flightSearchQuery(body: SearchBody) {
  return queryOptions({
    queryKey: ['flight-search', body],
    queryFn: ({ signal }) => searchFlights(body, signal),
    // The session behind these offers lives 30 minutes; a results page that old searches again.
    staleTime: 10 * 60_000,
    gcTime: 15 * 60_000,
  });
}

export function getFareCalendar(body: SearchBody, signal?: AbortSignal): Promise<FareCalendar> {
  return apiPost<FareCalendar>('/flight-searches/calendar', body, { signal });
}

export function fareCalendarQuery(body: SearchBody) {
  return queryOptions({
    queryKey: ['flight-calendar', body],
    queryFn: ({ signal }) => getFareCalendar(body, signal),
    staleTime: 10 * 60_000,
  });
}
