import { queryOptions } from '@tanstack/react-query';
import type { SubUser } from '@portal/contracts/sub-users';
import { apiGet } from '../../../lib/api-client';

/** The account's sub-users, for the "booked by" filter (owners only; same cache entry as My Users). */
export const bookersQuery = queryOptions({
  queryKey: ['sub-users'],
  queryFn: ({ signal }) => apiGet<SubUser[]>('/sub-users', signal),
  staleTime: 60_000,
});
