import type { QueryClient } from '@tanstack/react-query';
import type { RouteName } from '@portal/contracts/routes';

/**
 * A feature's early requests by route (decision 138): each starts the requests its page makes first
 * (`queryClient.prefetchQuery` with the page's own query options), read from the page's path and query string
 * (`?…` or empty) as the page reads them, and nothing for an address the page would not search.
 */
export type EarlyQueries = Partial<
  Record<RouteName, (queryClient: QueryClient, pathname: string, search: string) => void>
>;
