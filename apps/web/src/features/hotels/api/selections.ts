import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '@portal/contracts/bookings';
import type { HotelBookingBody, HotelSelection, HotelSelectionBody, PricedSelection } from '@portal/contracts/hotels';
import { apiGet, apiPost } from '../../../lib/api-client';

/** Re-checks and prices a rate for each room into a `ref_id` the booking page opens (valid 30 minutes). */
export function selectRooms(body: HotelSelectionBody): Promise<HotelSelection> {
  return apiPost<HotelSelection>('/hotel-rate-selections', body);
}

/** The selection priced again now, with the total first quoted. */
export function selectionQuery(refId: string) {
  return queryOptions({
    queryKey: ['hotel-selection', refId],
    queryFn: ({ signal }) => apiGet<PricedSelection>(`/hotel-rate-selections/${encodeURIComponent(refId)}`, signal),
    staleTime: 0,
    retry: false,
  });
}

export function bookHotel(body: HotelBookingBody, idempotencyKey: string): Promise<Booking> {
  return apiPost<Booking>('/hotel-bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
