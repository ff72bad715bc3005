import { queryOptions } from '@tanstack/react-query';
import type {
  AdminCarChoices,
  AdminCarDay,
  AdminCarDayBody,
  AdminCarDays,
  AdminCarOffer,
  AdminCarOfferUpdateBody,
} from '@portal/contracts/admin-cars';
import { adminGet, adminSend, queryString } from './admin-client';
import { adminResource } from './resource';

/** The car rental offers and their fleet per day (issue 19, decision 133); offers are made by the inventory. */
export const carOffers = adminResource<AdminCarOffer, never, AdminCarOfferUpdateBody>({
  path: '/car-offers',
  key: ['admin', 'cars', 'offers'],
  perPage: 25,
  stale: ['admin', 'cars'],
});

/** The cities and companies the list filters by. */
export const carChoicesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'cars', 'choices'],
    queryFn: ({ signal }) => adminGet<AdminCarChoices>('/car-offer-choices', signal),
    staleTime: 300_000,
  });

/**
 * An offer's days from `from`, or from the office's own today when `from` is not after `today` (the first window:
 * an office ahead of Baghdad may already be on the next day).
 */
export const carDaysQuery = (id: string, today: string) => (from: string) =>
  queryOptions({
    queryKey: ['admin', 'cars', 'days', id, from],
    queryFn: ({ signal }) =>
      adminGet<AdminCarDays>(
        `${carOffers.at(id)}/days${queryString({ from: from > today ? from : undefined })}`,
        signal,
      ),
  });

/** Sets one day's number of cars (`null`: back to the fleet); refused below the cars rented that day. */
export const setCarDay = (id: string, day: string, cars: AdminCarDayBody['cars']) =>
  adminSend<AdminCarDay>('PUT', `${carOffers.at(id)}/days/${day}`, { cars });
