import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminAccount,
  AdminAgencyApplication,
  AdminAccountSummary,
  AdminContactMessage,
  AdminUser,
  CreateStaffBody,
  UpdateStaffBody,
} from '@portal/contracts/admin-people';
import { adminGet, adminList, adminSend, queryString } from './admin-client';

export interface AccountFilters {
  kind?: string | undefined;
  q?: string | undefined;
  active?: string | undefined;
  page: number;
}

export const accountsQuery = (filters: AccountFilters) =>
  queryOptions({
    queryKey: ['admin', 'accounts', 'list', filters],
    queryFn: ({ signal }) =>
      adminList<AdminAccountSummary>(`/accounts${queryString({ ...filters, per_page: 25 })}`, signal),
    placeholderData: keepPreviousData,
  });

export const accountQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'accounts', 'one', id],
    queryFn: ({ signal }) => adminGet<AdminAccount>(`/accounts/${encodeURIComponent(id)}`, signal),
  });

export const setAccountActive = (id: string, active: boolean) =>
  adminSend<AdminAccount>('POST', `/accounts/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`);
export const setUserActive = (id: string, active: boolean) =>
  adminSend<AdminUser>('POST', `/users/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`);

export const staffQuery = queryOptions({
  queryKey: ['admin', 'staff'],
  queryFn: ({ signal }) => adminGet<AdminUser[]>('/staff', signal),
});
export const createStaff = (body: CreateStaffBody) => adminSend<AdminUser>('POST', '/staff', body);
export const updateStaff = (id: string, body: UpdateStaffBody) =>
  adminSend<AdminUser>('PATCH', `/staff/${encodeURIComponent(id)}`, body);

export interface MessageFilters {
  replied?: string | undefined;
  q?: string | undefined;
  page: number;
}

export const messagesQuery = (filters: MessageFilters) =>
  queryOptions({
    queryKey: ['admin', 'messages', filters],
    queryFn: ({ signal }) =>
      adminList<AdminContactMessage>(`/contact-messages${queryString({ ...filters, per_page: 25 })}`, signal),
    placeholderData: keepPreviousData,
  });

export const setReplied = (id: string, replied: boolean) =>
  adminSend<AdminContactMessage>('POST', `/contact-messages/${encodeURIComponent(id)}/replied`, { replied });

export interface AgencyApplicationFilters {
  status?: string | undefined;
  page: number;
}

export const agencyApplicationsQuery = (filters: AgencyApplicationFilters) =>
  queryOptions({
    queryKey: ['admin', 'agency-applications', filters],
    queryFn: ({ signal }) =>
      adminList<AdminAgencyApplication>(`/agency-applications${queryString({ ...filters, per_page: 25 })}`, signal),
    placeholderData: keepPreviousData,
  });

export const approveAgency = (id: string) =>
  adminSend<AdminAgencyApplication>('POST', `/agency-applications/${encodeURIComponent(id)}/approve`);
export const refuseAgency = (id: string, reason: string) =>
  adminSend<AdminAgencyApplication>('POST', `/agency-applications/${encodeURIComponent(id)}/refuse`, { reason });
