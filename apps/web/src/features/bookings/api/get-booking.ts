import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '@portal/contracts/bookings';
import { apiGet } from '../../../lib/api-client';
import { bookingsQueryKey } from './get-bookings';

export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return apiGet<Booking>(`/bookings/${encodeURIComponent(id)}`, signal);
}

export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getBooking(id, signal),
    staleTime: 10_000,
  });
