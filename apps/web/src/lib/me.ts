import { queryOptions } from '@tanstack/react-query';
import type { User } from '@portal/contracts/auth';
import { apiGet } from './api-client';

/** The logged-in user with account and permissions (the stored user keeps only name, email and role). */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => apiGet<User>('/me', signal),
  staleTime: 5 * 60_000,
});
