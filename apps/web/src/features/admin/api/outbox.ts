import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OutboxMail } from '@portal/contracts/admin-outbox';
import { apiRequest } from '../../../lib/api-client';
import { adminGet, queryString } from './admin-client';

export interface OutboxFilters {
  q?: string | undefined;
  page: number;
}

export interface OutboxPage {
  data: OutboxMail[];
  meta: { total: number; page: number; per_page: number; delivery: 'smtp' | 'outbox' };
}

export const outboxQuery = (filters: OutboxFilters) =>
  queryOptions({
    queryKey: ['admin', 'outbox', filters],
    // The list's meta also says how mail is delivered now, so the whole answer is kept.
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
