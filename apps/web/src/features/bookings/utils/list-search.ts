import { BOOKING_STATUSES, type BookingStatus } from '@portal/contracts/booking-constants';
import type { Service } from '@portal/contracts/services';
import { isIsoDate } from '../../../lib/dates';
import type { BookingListFilters } from '../api/get-bookings';
import type { BookingsSearch } from './bookings-search';

export type { BookingsSearch };

/** Bookings on one page of the list. */
export const PER_PAGE = 20;

export interface ListFilters {
  status: BookingStatus | undefined;
  from: string | undefined;
  to: string | undefined;
  user: string | undefined;
  q: string | undefined;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only values the API accepts reach it; a hand-edited address falls back to no filter rather than an error. */
export function readListFilters(search: BookingsSearch): ListFilters {
  const status = BOOKING_STATUSES.find((s) => s === search.status);
  const q = search.q?.trim().slice(0, 40);
  return {
    status,
    from: isIsoDate(search.from) ? search.from : undefined,
    to: isIsoDate(search.to) ? search.to : undefined,
    user: search.user && UUID.test(search.user) ? search.user : undefined,
    q: q ? q : undefined,
    page: search.page && Number.isInteger(search.page) && search.page > 1 ? Math.min(search.page, 10_000) : 1,
  };
}

export function hasActiveFilters(filters: ListFilters): boolean {
  return Boolean(filters.status || filters.from || filters.to || filters.user || filters.q);
}

/** The address's search part for some filters (empty values left out, page 1 not written). */
export function toSearch(filters: Partial<ListFilters>): BookingsSearch {
  const out: BookingsSearch = {};
  if (filters.status) out.status = filters.status;
  if (filters.from) out.from = filters.from;
  if (filters.to) out.to = filters.to;
  if (filters.user) out.user = filters.user;
  if (filters.q) out.q = filters.q;
  if (filters.page && filters.page > 1) out.page = filters.page;
  return out;
}

/** The list's request for a tab and its filters (the screen's, and the early request's before the screen loads). */
export function listRequest(service: Service, filters: ListFilters): BookingListFilters {
  return {
    service,
    status: filters.status,
    from: filters.from,
    to: filters.to,
    user_id: filters.user,
    q: filters.q,
    page: filters.page,
    per_page: PER_PAGE,
  };
}
