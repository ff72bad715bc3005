import { queryOptions } from '@tanstack/react-query';
import type { Booker } from '@portal/contracts/bookings';
import { apiGet } from '../../../lib/api-client';

/**
 * The account's people (owner first) for the "booked by" filter: for owners and for sub-users allowed to see
 * all of the account's bookings (the API refuses others).
 */
export const bookersQuery = queryOptions({
  queryKey: ['bookings', 'bookers'],
  queryFn: ({ signal }) => apiGet<Booker[]>('/bookings/bookers', signal),
  staleTime: 60_000,
});
