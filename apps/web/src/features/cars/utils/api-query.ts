/** The API's own keys of a page's query string (a shared link may carry others, which the API would refuse). */
export function apiQuery(search: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const q = new URLSearchParams();
  for (const key of keys) {
    const value = search.get(key);
    if (value) q.set(key, value);
  }
  return q;
}

/** The API's query string of a search page (its city and the page's own search keys). */
export function searchApiQuery(destination: string, search: URLSearchParams): string {
  return `destination=${encodeURIComponent(destination)}&${apiQuery(search, SEARCH_KEYS)}`;
}

export const SEARCH_KEYS = [
  'pickup',
  'dropoff',
  'age',
  'pickup_office',
  'dropoff_office',
  'class',
  'transmission',
  'with_driver',
  'company',
  'price_max',
  'sort',
  'page',
] as const;
export const DETAIL_KEYS = [
  'pickup',
  'dropoff',
  'age',
  'dropoff_office',
  'child_seats',
  'extra_driver',
  'full_cover',
] as const;
