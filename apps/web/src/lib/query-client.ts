import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Errors are the caller's to handle (spec section 8); nothing retries behind the user's back.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | undefined;

/**
 * The browser's one query client: the app's (app/start-app.tsx), and before the app has started, that of the home
 * page's widgets which query on their own (query-provider.tsx), so that what they fetched is the app's cache.
 */
export function appQueryClient(): QueryClient {
  return (appClient ??= createQueryClient());
}
