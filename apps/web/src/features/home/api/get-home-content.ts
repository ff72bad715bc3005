import { queryOptions } from '@tanstack/react-query';
import type { HomeContent } from '@portal/contracts/site-settings';
import { apiGet } from '../../../lib/api-client';

export const homeContentQuery = queryOptions({
  queryKey: ['home-content'],
  queryFn: ({ signal }) => apiGet<HomeContent>('/home-content', signal),
  staleTime: 5 * 60_000,
});
