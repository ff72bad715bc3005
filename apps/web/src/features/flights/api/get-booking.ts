import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '@portal/contracts/bookings';
import { apiGet } from '../../../lib/api-client';

export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return apiGet<Booking>(`/bookings/${encodeURIComponent(id)}`, signal);
}

export function bookingQuery(id: string) {
  return queryOptions({
    queryKey: ['booking', id],
    queryFn: ({ signal }) => getBooking(id, signal),
  });
}
