import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '@portal/contracts/admin';
import { adminGet } from './admin-client';

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => adminGet<Dashboard>('/dashboard', signal),
  staleTime: 30_000,
});
