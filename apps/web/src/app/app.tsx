import { useLayoutEffect } from 'react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ShellQueryContext, type ShellQueryHook, type ShellQueryOptions } from '../lib/shell-query';
import type { AppRouter } from './router';
import { usePictureReplaced } from './use-picture-replaced';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  /** Called once the app's first screen is in the document (the hand-over from the home page's first screen). */
  onMounted?: () => void;
}

/** In the app, the frame's and home page's queries are TanStack Query's (lib/shell-query.ts). */
const useAppQuery: ShellQueryHook = <T,>(options: ShellQueryOptions<T>) => useQuery<T, Error>(options);

export function App({ router, queryClient, onMounted }: AppProps) {
  usePictureReplaced();
  useLayoutEffect(() => onMounted?.(), [onMounted]);
  return (
    <QueryClientProvider client={queryClient}>
      <ShellQueryContext value={useAppQuery}>
        <RouterProvider router={router} />
      </ShellQueryContext>
    </QueryClientProvider>
  );
}
