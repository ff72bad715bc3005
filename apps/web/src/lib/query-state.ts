import { useMemo } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';

/**
 * A results page's filters, order and page kept in the address's query string (decision 129), so a shared link
 * or the Back button shows the same list. One helper for every service's results page: it reads the query string
 * of the router's `href` and writes a change into it, keeping every other parameter (the trip's) as it is.
 */

/** A value written into the query: a list is joined with commas; empty, false or an empty list removes the key. */
export type QueryValue = string | number | boolean | readonly string[] | undefined;

/** The query string of a router location's `href` (what follows `?`). */
export function searchOfHref(href: string): URLSearchParams {
  const at = href.indexOf('?');
  return new URLSearchParams(at >= 0 ? href.slice(at + 1) : '');
}

/** A copy of `q` with `patch` written into it; the parameters the patch does not name are kept. */
export function patchQuery(q: URLSearchParams, patch: Record<string, QueryValue>): URLSearchParams {
  const next = new URLSearchParams(q);
  for (const [key, value] of Object.entries(patch)) {
    const text =
      value === undefined || value === false
        ? ''
        : value === true
          ? '1'
          : typeof value === 'object'
            ? value.join(',')
            : String(value);
    if (text) next.set(key, text);
    else next.delete(key);
  }
  return next;
}

/** A comma-separated list read back, keeping only the values in `allowed` (a hand-edited link drops the rest). */
export function listParam<T extends string>(q: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const values = (q.get(key) ?? '').split(',').map((v) => v.trim());
  return [...new Set(values.filter((v): v is T => (allowed as readonly string[]).includes(v)))];
}

/** A page number read back: a whole number from 1 to 1000, else 1. */
export function pageParam(q: URLSearchParams, key = 'page'): number {
  const page = Number(q.get(key));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/**
 * The page's query string and `set`, which writes a patch into the address: a new history entry (Back undoes
 * the change) unless `replace`.
 */
export function useQueryState() {
  const location = useLocation();
  const navigate = useNavigate();
  const { href, pathname } = location;
  const search = useMemo(() => searchOfHref(href), [href]);
  function set(patch: Record<string, QueryValue>, { replace = false }: { replace?: boolean } = {}) {
    const query = patchQuery(search, patch).toString();
    void navigate({ href: query ? `${pathname}?${query}` : pathname, replace });
  }
  return { href, pathname, search, set };
}
