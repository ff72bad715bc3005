/** The list's filters as they appear in the address (strings as the router parsed them). */
export interface BookingsSearch {
  status?: string;
  from?: string;
  to?: string;
  user?: string;
  q?: string;
  page?: number;
}

/**
 * The list's filters from an address's search part, as the router hands them to the screen (`router.tsx`) and as
 * the early request reads them before the router has started (`early-queries.ts`). Strings only; the screen checks
 * them against the contract (`readListFilters`). Kept free of imports: the router is in the shell.
 */
export function bookingsSearchOf(search: Record<string, unknown>): BookingsSearch {
  const out: BookingsSearch = {};
  for (const key of ['status', 'from', 'to', 'user', 'q'] as const) {
    const value = search[key];
    // The router reads `q=123456` as a number; a reference is text.
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) out.page = page;
  return out;
}
