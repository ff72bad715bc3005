import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditEntry } from '@portal/contracts/admin';
import { adminList, queryString } from './admin-client';

export interface AuditFilters {
  q?: string | undefined;
  entity?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

export const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ signal }) => adminList<AuditEntry>(`/audit${queryString({ ...filters, per_page: 25 })}`, signal),
    placeholderData: keepPreviousData,
  });
