import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminDestination,
  AdminHotel,
  AdminHotelSummary,
  AllotmentBody,
  Allotments,
  DestinationBody,
  DestinationSeasons,
  DestinationUpdateBody,
  HotelBody,
  HotelUpdateBody,
  RatePlanBody,
  RatePlanUpdateBody,
  RoomTypeBody,
  RoomTypeUpdateBody,
  SeasonsBody,
} from '@portal/contracts/admin-hotels';
import { apiRequest } from '../../../lib/api-client';
import { adminGet, adminSend, fileForm, queryString } from './admin-client';
import { adminResource } from './resource';

/** Every hotel list and record: a change to any of them may change the others' counts and names. */
export const HOTEL_INVENTORY = ['admin', 'hotels'] as const;

export const hotels = adminResource<AdminHotel, HotelBody, HotelUpdateBody, AdminHotelSummary>({
  path: '/hotels',
  key: HOTEL_INVENTORY,
  perPage: 25,
});
export const destinations = adminResource<AdminDestination, DestinationBody, DestinationUpdateBody>({
  path: '/hotels/destinations',
  key: [...HOTEL_INVENTORY, 'destinations'],
  stale: HOTEL_INVENTORY,
});

/** Every destination, archived ones included (the hotel form's choice and the hotels list's filter). */
export const allDestinationsQuery = queryOptions({ ...destinations.list({}), staleTime: 5 * 60_000 });

export const seasonsQuery = (slug: string) =>
  queryOptions({
    queryKey: [...destinations.key, 'seasons', slug],
    queryFn: ({ signal }) => adminGet<DestinationSeasons>(`${destinations.at(slug)}/seasons`, signal),
  });
export const setSeasons = (slug: string, body: SeasonsBody) =>
  adminSend<DestinationSeasons>('PUT', `${destinations.at(slug)}/seasons`, body);

export async function addHotelImage(id: string, file: File): Promise<AdminHotel> {
  const path = `/admin${hotels.at(id)}/images`;
  return (await apiRequest<{ data: AdminHotel }>(path, { method: 'POST', body: fileForm(file) })).data;
}

/** A hotel's room types: every write answers the whole hotel. */
export const roomTypes = (hotelId: string) =>
  adminResource<AdminHotel, RoomTypeBody, RoomTypeUpdateBody>({
    path: `${hotels.at(hotelId)}/room-types`,
    key: [...HOTEL_INVENTORY, 'one', hotelId],
  });

export const addRate = (id: string, roomTypeId: string, body: RatePlanBody) =>
  adminSend<AdminHotel>('POST', `${roomTypes(id).at(roomTypeId)}/rates`, body);
export const updateRate = (id: string, rateId: string, body: RatePlanUpdateBody) =>
  adminSend<AdminHotel>('PATCH', `${hotels.at(id)}/rates/${encodeURIComponent(rateId)}`, body);

/** Rooms of one type on sale per night over two weeks from `from`. */
export const allotmentsQuery = (id: string, roomTypeId: string, from: string) =>
  queryOptions({
    queryKey: [...HOTEL_INVENTORY, 'allotments', id, roomTypeId, from],
    queryFn: ({ signal }) =>
      adminGet<Allotments>(`${roomTypes(id).at(roomTypeId)}/allotments${queryString({ from, days: 14 })}`, signal),
    placeholderData: keepPreviousData,
  });
export const setAllotment = (id: string, roomTypeId: string, body: AllotmentBody) =>
  adminSend<{ night: string; capacity: number; sold: number }>(
    'PUT',
    `${roomTypes(id).at(roomTypeId)}/allotments`,
    body,
  );
