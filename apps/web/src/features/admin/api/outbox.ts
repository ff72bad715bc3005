import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MailStatus, OutboxMail } from '@portal/contracts/admin-outbox';
import { apiRequest } from '../../../lib/api-client';
import { adminGet, adminSend, queryString } from './admin-client';

export interface OutboxFilters {
  q?: string | undefined;
  status?: MailStatus | undefined;
  page: number;
}

export interface OutboxPage {
  data: OutboxMail[];
  meta: { total: number; page: number; per_page: number; delivery: 'smtp' | 'outbox'; failed: number };
}

export const outboxQuery = (filters: OutboxFilters) =>
  queryOptions({
    queryKey: ['admin', 'outbox', filters],
    // The list's meta also says how mail is delivered and how many failed, so the whole answer is kept.
    queryFn: ({ signal }) =>
      apiRequest<OutboxPage>(`/admin/outbox${queryString({ ...filters, per_page: 25 })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const outboxMailQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'outbox', 'mail', id],
    queryFn: ({ signal }) => adminGet<OutboxMail>(`/outbox/${encodeURIComponent(id)}`, signal),
    staleTime: Infinity,
  });

/** Queues a failed mail again (decision 130). */
export const resendMail = (id: string) => adminSend<OutboxMail>('POST', `/outbox/${encodeURIComponent(id)}/resend`);
