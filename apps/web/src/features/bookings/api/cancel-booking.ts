import type { Booking, CancellationQuote } from '@portal/contracts/bookings';
import { apiGet, apiPost } from '../../../lib/api-client';

export function getCancellationQuote(id: string, signal?: AbortSignal): Promise<CancellationQuote> {
  return apiGet<CancellationQuote>(`/bookings/${encodeURIComponent(id)}/cancellation-quote`, signal);
}

/** Cancels at the refund the customer saw; the server answers 409 refund_changed (with the new quote) otherwise. */
export function cancelBooking(options: {
  id: string;
  acceptedRefund: string;
  idempotencyKey: string;
}): Promise<Booking> {
  return apiPost<Booking>(
    `/bookings/${encodeURIComponent(options.id)}/cancel`,
    { accepted_refund: options.acceptedRefund },
    { headers: { 'Idempotency-Key': options.idempotencyKey } },
  );
}
