import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminBooking, AdminBookingSummary, FulfilBody } from '@portal/contracts/admin-bookings';
import type { CancellationQuote } from '@portal/contracts/bookings';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { adminGet, adminList, adminSend, fileForm, queryString } from './admin-client';

export interface DeskFilters {
  service?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  account_id?: string | undefined;
  page: number;
}

export const deskBookingsQuery = (filters: DeskFilters) =>
  queryOptions({
    queryKey: ['admin', 'bookings', 'list', filters],
    queryFn: ({ signal }) =>
      adminList<AdminBookingSummary>(`/bookings${queryString({ ...filters, per_page: 25 })}`, signal),
    placeholderData: keepPreviousData,
  });

const one = (id: string) => `/bookings/${encodeURIComponent(id)}`;

export const deskBookingQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'bookings', 'one', id],
    queryFn: ({ signal }) => adminGet<AdminBooking>(one(id), signal),
  });

export const fulfilBooking = (id: string, body: FulfilBody) =>
  adminSend<AdminBooking>('POST', `${one(id)}/fulfil`, body);
export const failBooking = (id: string, note: string) =>
  adminSend<AdminBooking>('POST', `${one(id)}/status`, { status: 'failed', note });
export const addBookingNote = (id: string, text: string) =>
  adminSend<AdminBooking>('POST', `${one(id)}/notes`, { text });
export const payBooking = (id: string, currency: string, key: string) =>
  adminSend<AdminBooking>('POST', `${one(id)}/pay`, { currency }, key);
export const cancelBookingQuote = (id: string, signal?: AbortSignal) =>
  adminGet<CancellationQuote>(`${one(id)}/cancellation-quote`, signal);
export const cancelBookingForCustomer = (id: string, acceptedRefund: string, key: string) =>
  adminSend<AdminBooking>('POST', `${one(id)}/cancel`, { accepted_refund: acceptedRefund }, key);

export async function uploadBookingFile(id: string, file: File) {
  const response = await apiRequest<{ data: { id: string; content_type: string; bytes: number } }>(
    `/admin${one(id)}/files`,
    { method: 'POST', body: fileForm(file) },
  );
  return response.data;
}

export const bookingFilePath = (id: string, fileId: string) => `/admin${one(id)}/files/${encodeURIComponent(fileId)}`;

/** The site's active currencies (public), for paying a hold in another currency. */
export const siteCurrencyCodesQuery = queryOptions({
  queryKey: ['admin', 'site-currencies'],
  queryFn: async ({ signal }) => {
    const settings = await apiGet<{ currencies: Array<{ name: string }> }>('/site-settings', signal);
    return settings.currencies.map((c) => c.name);
  },
  staleTime: 5 * 60_000,
});
