import { createContext, useContext } from 'react';

/*
 * The data the site's frame and the home page show (site settings, the user's wallets, the home page's
 * content) is read through this seam rather than from TanStack Query directly, so that the home page's first
 * screen can start without the query library (decision 062): there it is a small cache of our own
 * (app/lean/lean-query.ts); in the rest of the app it is TanStack Query's `useQuery` (app/app.tsx), which the
 * options below are a subset of, so the same objects also go to the query client (prefetch, invalidate).
 */

/** A query the frame or the home page makes: TanStack Query's options of the same names and meaning. */
export interface ShellQueryOptions<T> {
  queryKey: readonly [string, ...unknown[]];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  staleTime?: number;
  retry?: false;
  /** After a failure, whether a component mounting later asks again (spec section 8: some only log). */
  retryOnMount?: boolean;
  enabled?: boolean;
}

/**
 * What a component reads of a query: TanStack Query's result fields of the same names and meaning, in its
 * three states, so that a component which has ruled out pending and error has the data.
 */
export type ShellQueryResult<T> = { refetch: () => unknown } & (
  | { status: 'pending'; data: undefined; error: null; isPending: true; isError: false }
  | { status: 'error'; data: T | undefined; error: Error; isPending: false; isError: true }
  | { status: 'success'; data: T; error: null; isPending: false; isError: false }
);

export type ShellQueryHook = <T>(options: ShellQueryOptions<T>) => ShellQueryResult<T>;

/** Which implementation answers `useShellQuery`; fixed for the life of the tree that provides it. */
export const ShellQueryContext = createContext<ShellQueryHook | null>(null);

export function useShellQuery<T>(options: ShellQueryOptions<T>): ShellQueryResult<T> {
  const useImplementation = useContext(ShellQueryContext);
  if (!useImplementation) throw new Error('useShellQuery needs a ShellQueryContext provider (app.tsx, lean-home.tsx)');
  return useImplementation(options);
}
