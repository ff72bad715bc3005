import { queryOptions } from '@tanstack/react-query';
import type { CreateSubUserBody, SubUser, UpdateSubUserBody } from '@portal/contracts/sub-users';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';
import type { Envelope } from '@portal/contracts/common';

/** The account's sub-users (owners only; a sub-user gets 403 sub_user_limit). */
export const subUsersQuery = queryOptions({
  queryKey: ['sub-users'],
  queryFn: ({ signal }) => apiGet<SubUser[]>('/sub-users', signal),
  staleTime: 30_000,
});

export function createSubUser(body: CreateSubUserBody): Promise<SubUser> {
  return apiPost<SubUser>('/sub-users', body);
}

export async function updateSubUser(id: string, body: UpdateSubUserBody): Promise<SubUser> {
  return (await apiRequest<Envelope<SubUser>>(`/sub-users/${encodeURIComponent(id)}`, { method: 'PATCH', body })).data;
}
