import type { User } from '@portal/contracts/auth';
import { apiGet } from './api-client';
import { syncStoredUser } from './session';
import { useShellQuery, type ShellQueryOptions } from './shell-query';

/** `GET /me`, keeping the stored user (the header's name and role) in step with what the server says. */
export async function fetchMe(signal?: AbortSignal): Promise<User> {
  const user = await apiGet<User>('/me', signal);
  syncStoredUser(user);
  return user;
}

/** The logged-in user as the frame reads it (decision 062: without the query library on the first screen). */
export const meShellQuery: ShellQueryOptions<User> = {
  queryKey: ['me'],
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 60_000,
};

/**
 * The user's account as the server knows it, asked when a menu opens (`enabled`): an agency approved since the
 * user logged in gets its links at once, and an application under review is shown.
 */
export function useCurrentUser(enabled: boolean): User | undefined {
  return useShellQuery({ ...meShellQuery, enabled }).data;
}

/** Whether a user manages an approved agency: only then are My users, branding and markup offered (decision 074). */
export const isAgencyOwner = (user: { role: User['role'] } | null | undefined): boolean => user?.role === 'agency';
