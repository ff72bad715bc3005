import { queryOptions } from '@tanstack/react-query';
import type { Destination } from '@portal/contracts/hotels';
import { apiGet } from '../../../lib/api-client';

/** Cities and hotels by name in Arabic, English or German (the server matches all three). */
export function searchDestinations(q: string, signal?: AbortSignal): Promise<Destination[]> {
  return apiGet<Destination[]>(`/hotel-destinations?${new URLSearchParams({ q, limit: '8' })}`, signal);
}

export function destinationSuggestionsQuery(q: string) {
  return queryOptions({
    queryKey: ['hotel-destinations', q.trim().toLowerCase()],
    queryFn: ({ signal }) => searchDestinations(q.trim(), signal),
    enabled: q.trim().length > 0,
    staleTime: 60 * 60_000,
  });
}

/** One city or hotel by its slug (to show a slug from a link by its name). */
export function destinationQuery(slug: string) {
  return queryOptions({
    queryKey: ['hotel-destination', slug],
    queryFn: ({ signal }) => apiGet<Destination>(`/hotel-destinations/${encodeURIComponent(slug)}`, signal),
    enabled: /^[a-z0-9-]+$/.test(slug),
    staleTime: 60 * 60_000,
    retry: false,
  });
}
