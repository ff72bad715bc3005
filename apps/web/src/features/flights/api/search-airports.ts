import { queryOptions } from '@tanstack/react-query';
import type { Airport } from '@portal/contracts/flights';
import { apiGet } from '../../../lib/api-client';

/** Airports by code, city or name in Arabic, English or German (the server matches all three). */
export function searchAirports(q: string, signal?: AbortSignal): Promise<Airport[]> {
  return apiGet<Airport[]>(`/airports?${new URLSearchParams({ q, limit: '8' })}`, signal);
}

export function airportSuggestionsQuery(q: string) {
  return queryOptions({
    queryKey: ['airports', q.trim().toLowerCase()],
    queryFn: ({ signal }) => searchAirports(q.trim(), signal),
    enabled: q.trim().length > 0,
    staleTime: 60 * 60_000,
  });
}

/** One airport by its code (to show a code that came from a link by its name). */
export function airportQuery(code: string) {
  return queryOptions({
    queryKey: ['airport', code],
    queryFn: async ({ signal }) => (await searchAirports(code, signal)).find((a) => a.code === code) ?? null,
    enabled: /^[A-Z]{3}$/.test(code),
    staleTime: 60 * 60_000,
  });
}
