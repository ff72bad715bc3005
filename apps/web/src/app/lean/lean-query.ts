import { useEffect, useSyncExternalStore } from 'react';
import type { ShellQueryOptions, ShellQueryResult } from '../../lib/shell-query';

/*
 * The home page's first screen asks for three things (site settings, the home page's content, the user's
 * wallets), each once: this is all the query library it needs (decision 062). What it holds goes into the
 * app's query client when the app takes over (`leanQuerySnapshot`, start-app.tsx), so nothing is asked twice.
 */

type Status = 'pending' | 'success' | 'error';

/** What the app's query client takes over of one query. */
export interface LeanQueryState {
  queryKey: readonly [string, ...unknown[]];
  status: Status;
  data: unknown;
  error: Error | null;
  updatedAt: number;
  /** The request under way, if any. */
  promise: Promise<unknown> | undefined;
}

interface Entry extends LeanQueryState {
  /** What components read: one object per state, so React sees a change only when there is one. */
  result: ShellQueryResult<unknown>;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function resultOf<T>(status: Status, data: T | undefined, error: Error | null, refetch: () => unknown) {
  const result =
    status === 'success'
      ? { status, data: data as T, error: null, isPending: false, isError: false }
      : status === 'error'
        ? { status, data, error: error ?? new Error('query failed'), isPending: false, isError: true }
        : { status, data: undefined, error: null, isPending: true, isError: false };
  return { ...result, refetch } as ShellQueryResult<T>;
}

/**
 * Asks for a query's data, or joins the request under way; `force` asks again even if the data is in (a
 * retry button). The promise rejects with the request's error, which the entry keeps as its state.
 */
export function fetchLeanQuery<T>(options: ShellQueryOptions<T>, force = false): Promise<T> {
  const key = keyOf(options.queryKey);
  const known = entries.get(key);
  if (known?.promise) return known.promise as Promise<T>;
  if (known && known.status === 'success' && !force) return Promise.resolve(known.data as T);

  const refetch = () => fetchLeanQuery(options, true).catch(() => undefined);
  const put = (state: Omit<LeanQueryState, 'queryKey'>) => {
    entries.set(key, {
      queryKey: options.queryKey,
      ...state,
      result: resultOf(state.status, state.data, state.error, refetch),
    });
    notify();
  };
  const promise = options.queryFn({ signal: new AbortController().signal });
  // Refetching keeps showing the data it has, as TanStack Query does.
  put({
    status: known?.status === 'success' ? 'success' : 'pending',
    data: known?.data,
    error: null,
    updatedAt: known?.updatedAt ?? 0,
    promise,
  });
  promise.then(
    (data) => put({ status: 'success', data, error: null, updatedAt: Date.now(), promise: undefined }),
    // A failed query keeps whatever data it had, as TanStack Query does.
    (error: unknown) =>
      put({
        status: 'error',
        data: known?.data,
        error: error instanceof Error ? error : new Error(String(error)),
        updatedAt: Date.now(),
        promise: undefined,
      }),
  );
  return promise;
}

const IDLE: ShellQueryResult<never> = resultOf<never>('pending', undefined, null, () => undefined);

/**
 * The lean `useShellQuery`: the query's state, asked for when a component first wants it (and `enabled` is
 * not false), and again when a component mounts after it has gone stale. After a failure it is asked again
 * only by `refetch` (the screen's retry button), never by another component mounting: the frame's queries
 * only log their failures (spec section 8).
 */
export function useLeanQuery<T>(options: ShellQueryOptions<T>): ShellQueryResult<T> {
  const key = keyOf(options.queryKey);
  const enabled = options.enabled !== false;
  const result = useSyncExternalStore(
    subscribe,
    () => (entries.get(key)?.result ?? IDLE) as ShellQueryResult<T>,
    () => IDLE,
  );
  useEffect(() => {
    if (!enabled) return;
    const entry = entries.get(key);
    // Asked for when first wanted; asked again, in the background, by a component mounting once the data is
    // older than its `staleTime` (the wallets' balances in a menu opened later), as TanStack Query does.
    const stale =
      entry?.status === 'success' && !entry.promise && Date.now() - entry.updatedAt > (options.staleTime ?? 0);
    if (!entry || stale) fetchLeanQuery(options, true).catch(() => undefined);
    // `options` is a new object on each render; the key says which query it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  return result;
}

/** Each query's state, for the app's query client to take over (start-app.tsx). */
export function leanQuerySnapshot(): LeanQueryState[] {
  return [...entries.values()].map(({ result: _result, ...state }) => state);
}

/** For tests: forgets every query. */
export function resetLeanQueries(): void {
  entries.clear();
  notify();
}
