import { queryOptions } from '@tanstack/react-query';
import type {
  AdminDepartureProduct,
  AdminDepartureProductSummary,
  AdminWaitlistEntry,
  DepartureBody,
  DepartureCategoryUpdateBody,
  DepartureProductUpdateBody,
  ItineraryBody,
} from '@portal/contracts/admin-departures';
import type { DepartureServiceCode } from '@portal/contracts/departures';
import { adminGet, adminSend, queryString } from './admin-client';
import { adminResource } from './resource';

/** Every list and product of the services sold by departures (decision 128). */
export const DEPARTURE_INVENTORY = ['admin', 'departures'] as const;

/** The products of every departures service; the list's `service` filter says whose. */
export const departureProducts = adminResource<
  AdminDepartureProduct,
  never,
  DepartureProductUpdateBody,
  AdminDepartureProductSummary
>({ path: '/departure-products', key: DEPARTURE_INVENTORY, perPage: 25 });

/** The kinds a service's products have (a package's umrah or holiday, a conference's specialty). */
export const departureKindsQuery = (service: DepartureServiceCode) =>
  queryOptions({
    queryKey: [...DEPARTURE_INVENTORY, 'kinds', service],
    queryFn: ({ signal }) => adminGet<string[]>(`/departure-kinds${queryString({ service })}`, signal),
    staleTime: 5 * 60_000,
  });

const departuresOf = (id: string) => `${departureProducts.at(id)}/departures`;

export const addDeparture = (id: string, body: DepartureBody) =>
  adminSend<AdminDepartureProduct>('POST', departuresOf(id), body);

export const setDepartureActive = (id: string, departureId: string, active: boolean) =>
  adminSend<AdminDepartureProduct>(
    'POST',
    `${departuresOf(id)}/${encodeURIComponent(departureId)}/${active ? 'restore' : 'archive'}`,
  );

export const updateCategory = (
  id: string,
  departureId: string,
  categoryId: string,
  body: DepartureCategoryUpdateBody,
) =>
  adminSend<AdminDepartureProduct>(
    'PATCH',
    `${departuresOf(id)}/${encodeURIComponent(departureId)}/categories/${encodeURIComponent(categoryId)}`,
    body,
  );

/** A package's itinerary, day by day (decision 140). */
export const setItinerary = (id: string, body: ItineraryBody) =>
  adminSend<AdminDepartureProduct>('PUT', `${departureProducts.at(id)}/itinerary`, body);

/** The product's waitlist: the entries still in line, or every entry (decisions 132, 140). */
export const waitlistQuery = (id: string, scope: 'line' | 'all') =>
  queryOptions({
    queryKey: [...DEPARTURE_INVENTORY, 'waitlist', id, scope],
    queryFn: ({ signal }) =>
      adminGet<AdminWaitlistEntry[]>(`${departureProducts.at(id)}/waitlist${queryString({ scope })}`, signal),
  });

/** Takes an entry out of the line; an offer's places go to the next in line. Answers the line. */
export const removeFromWaitlist = (id: string, entryId: string) =>
  adminSend<AdminWaitlistEntry[]>('POST', `${departureProducts.at(id)}/waitlist/${encodeURIComponent(entryId)}/remove`);

/** Offers a category's places left to the first waiting they fit. Answers the line. */
export const offerToWaitlist = (id: string, departureId: string, categoryId: string) =>
  adminSend<AdminWaitlistEntry[]>(
    'POST',
    `${departuresOf(id)}/${encodeURIComponent(departureId)}/categories/${encodeURIComponent(categoryId)}/offer`,
  );
