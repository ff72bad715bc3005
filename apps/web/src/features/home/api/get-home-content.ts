import type { HomeContent } from '@portal/contracts/site-settings';
import { apiGet } from '../../../lib/api-client';
import type { ShellQueryOptions } from '../../../lib/shell-query';

export const homeContentQuery: ShellQueryOptions<HomeContent> = {
  queryKey: ['home-content'],
  queryFn: ({ signal }) => apiGet<HomeContent>('/home-content', signal),
  staleTime: 5 * 60_000,
};
