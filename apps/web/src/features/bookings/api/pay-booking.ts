import type { Booking } from '@portal/contracts/bookings';
import { apiPost } from '../../../lib/api-client';

/** Pays a held booking from the wallet of `currency` before its deadline. */
export function payBooking(options: { id: string; currency: string; idempotencyKey: string }): Promise<Booking> {
  return apiPost<Booking>(
    `/bookings/${encodeURIComponent(options.id)}/pay`,
    { currency: options.currency },
    { headers: { 'Idempotency-Key': options.idempotencyKey } },
  );
}
