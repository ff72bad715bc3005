import { queryOptions } from '@tanstack/react-query';
import type { AdminApplication, ApplicationDecisionBody, ApplicationQueueItem } from '@portal/contracts/applications';
import type { AdminVisaProduct, VisaProductBody, VisaProductUpdateBody } from '@portal/contracts/admin-visas';
import { adminGet, adminList, adminSend, queryString } from './admin-client';
import { adminResource } from './resource';

/** The applications desk (decision 080): the queue by service and status, one application, its decisions. */
export const applicationQueueQuery = (filters: { service?: string; status?: string; page: number }) =>
  queryOptions({
    queryKey: ['admin', 'applications', 'queue', filters],
    queryFn: ({ signal }) =>
      adminList<ApplicationQueueItem>(`/applications${queryString({ ...filters, per_page: 25 })}`, signal),
  });

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'applications', 'one', id],
    queryFn: ({ signal }) => adminGet<AdminApplication>(`/applications/${encodeURIComponent(id)}`, signal),
  });

export const decideApplication = (id: string, body: ApplicationDecisionBody) =>
  adminSend<AdminApplication>('POST', `/applications/${encodeURIComponent(id)}/decisions`, body);

export const applicationFilePath = (id: string, fileId: string) =>
  `/admin/applications/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`;

/** Visa products on the inventory pattern (decision 071). */
export const visaProducts = adminResource<AdminVisaProduct, VisaProductBody, VisaProductUpdateBody>({
  path: '/visas/products',
  key: ['admin', 'visas', 'products'],
  perPage: 25,
  stale: ['admin', 'visas'],
});
