import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BookingStatus, BookingSummary, Service } from '@portal/contracts/bookings';
import type { ListEnvelope } from '@portal/contracts/common';
import { BOOKINGS_QUERY_KEY } from '../../../kit/bookings/booking-query';
import { apiGetList } from '../../../lib/api-client';

export interface BookingListFilters {
  service: Service;
  status?: BookingStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  user_id?: string | undefined;
  q?: string | undefined;
  page: number;
  per_page: number;
}

export function bookingListPath(filters: BookingListFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `/bookings?${params}`;
}

export function getBookings(filters: BookingListFilters, signal?: AbortSignal): Promise<ListEnvelope<BookingSummary>> {
  return apiGetList<BookingSummary>(bookingListPath(filters), signal);
}

export const bookingsQueryKey = BOOKINGS_QUERY_KEY;

export const bookingsQuery = (filters: BookingListFilters) =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'list', filters],
    queryFn: ({ signal }) => getBookings(filters, signal),
    // The page keeps showing the previous page of results while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
