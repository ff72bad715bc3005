import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListMeta } from '@portal/contracts/admin';
import { adminGet, adminList, adminSend, queryString } from './admin-client';

/** A list's filters as its query string carries them: `q`, `status`, `page` and a service's own. */
export type ResourceFilters = Record<string, string | number | undefined>;

/** A list as the API answers it: a paged list has `meta`; a short one (airlines, destinations) comes whole. */
export interface ResourceList<Row> {
  data: Row[];
  meta?: ListMeta | undefined;
}

export interface ResourceOptions {
  /** The collection under `/admin`, e.g. `/flights/airports`. */
  path: string;
  /** The first parts of its query keys, e.g. `['admin', 'flights', 'airports']`. */
  key: readonly unknown[];
  /** Rows per page of a paged list; left out for a list that comes whole. */
  perPage?: number;
  /**
   * What a change to one of its records makes out of date (a service's every list: an airport's flights count,
   * a hotel's destination); by default its own queries.
   */
  stale?: readonly unknown[];
}

/**
 * One back-office collection on the API's inventory pattern: `GET path` (filters in the query string),
 * `GET path/:id`, `POST path`, `PATCH path/:id`, `POST path/:id/archive|restore`. `Item` is what one record and
 * every write answer, `Row` a list's row (a summary for long records), `Create` and `Update` the bodies.
 */
export function adminResource<Item, Create, Update, Row = Item, Filters extends ResourceFilters = ResourceFilters>({
  path,
  key,
  perPage,
  stale = key,
}: ResourceOptions) {
  const at = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    key,
    stale,
    /** Whether the list comes in pages (the screen then keeps a `page` filter and shows the pager). */
    paged: perPage !== undefined,
    /** One record's path, for the calls a service adds (`${airports.at('BGW')}/…`). */
    at,
    list: (filters: Filters) =>
      queryOptions({
        queryKey: [...key, 'list', filters],
        queryFn: ({ signal }): Promise<ResourceList<Row>> =>
          adminList<Row>(`${path}${queryString(perPage ? { ...filters, per_page: perPage } : filters)}`, signal),
        placeholderData: keepPreviousData,
      }),
    one: (id: string) =>
      queryOptions({
        queryKey: [...key, 'one', id],
        queryFn: ({ signal }) => adminGet<Item>(at(id), signal),
      }),
    create: (body: Create) => adminSend<Item>('POST', path, body),
    update: (id: string, body: Update) => adminSend<Item>('PATCH', at(id), body),
    setActive: (id: string, active: boolean) => adminSend<Item>('POST', `${at(id)}/${active ? 'restore' : 'archive'}`),
  };
}

export type AdminResource<Item, Row = Item, Filters extends ResourceFilters = ResourceFilters> = ReturnType<
  typeof adminResource<Item, never, never, Row, Filters>
>;
