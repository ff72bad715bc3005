import type { Booking, FlightBookingBody } from '@portal/contracts/bookings';
import { apiPost } from '../../../lib/api-client';

/** Books and pays (or holds) in one request; the key makes a retried or doubled request book once. */
export function bookFlight(body: FlightBookingBody, idempotencyKey: string): Promise<Booking> {
  return apiPost<Booking>('/flight-bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
