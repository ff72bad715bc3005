import { queryOptions } from '@tanstack/react-query';
import { fetchMe, meShellQuery } from './current-user';

/** The logged-in user with account and permissions (the stored user keeps only name, email and role). */
export const meQuery = queryOptions({
  queryKey: meShellQuery.queryKey,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 5 * 60_000,
});
