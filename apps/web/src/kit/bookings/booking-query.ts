import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '@portal/contracts/bookings';
import { apiGet } from '../../lib/api-client';

/** Every query about bookings lives under this key (the lists of My Bookings, one booking), to refresh them together. */
export const BOOKINGS_QUERY_KEY = ['bookings'] as const;

export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return apiGet<Booking>(`/bookings/${encodeURIComponent(id)}`, signal);
}

/**
 * One booking, the same cache entry for every screen that shows it: the booking page seeds it with the booking
 * it just made, the confirmation and My Bookings read it.
 */
export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: [...BOOKINGS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getBooking(id, signal),
    staleTime: 10_000,
  });
