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
import { adminGet, adminList, adminSend, fileForm, queryString } from './admin-client';

export interface HotelFilters {
  q?: string | undefined;
  status?: string | undefined;
  destination?: string | undefined;
  page: number;
}

export const hotelsQuery = (filters: HotelFilters) =>
  queryOptions({
    queryKey: ['admin', 'hotels', 'list', filters],
    queryFn: ({ signal }) =>
      adminList<AdminHotelSummary>(`/hotels${queryString({ ...filters, per_page: 25 })}`, signal),
    placeholderData: keepPreviousData,
  });

/** Every destination (the hotel form's choice and the hotels list's filter). */
export const hotelDestinationsQuery = queryOptions({
  queryKey: ['admin', 'hotels', 'destinations', 'all'],
  queryFn: ({ signal }) => adminGet<AdminDestination[]>('/hotels/destinations', signal),
  staleTime: 5 * 60_000,
});
export const destinationsQuery = (q: string, status?: string) =>
  queryOptions({
    queryKey: ['admin', 'hotels', 'destinations', 'list', q, status ?? ''],
    queryFn: ({ signal }) => adminGet<AdminDestination[]>(`/hotels/destinations${queryString({ q, status })}`, signal),
    placeholderData: keepPreviousData,
  });
const destination = (slug: string) => `/hotels/destinations/${encodeURIComponent(slug)}`;
export const createDestination = (body: DestinationBody) =>
  adminSend<AdminDestination>('POST', '/hotels/destinations', body);
export const updateDestination = (slug: string, body: DestinationUpdateBody) =>
  adminSend<AdminDestination>('PATCH', destination(slug), body);
export const setDestinationActive = (slug: string, active: boolean) =>
  adminSend<AdminDestination>('POST', `${destination(slug)}/${active ? 'restore' : 'archive'}`);
export const seasonsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['admin', 'hotels', 'destinations', 'seasons', slug],
    queryFn: ({ signal }) => adminGet<DestinationSeasons>(`${destination(slug)}/seasons`, signal),
  });
export const setSeasons = (slug: string, body: SeasonsBody) =>
  adminSend<DestinationSeasons>('PUT', `${destination(slug)}/seasons`, body);

const one = (id: string) => `/hotels/${encodeURIComponent(id)}`;

export const hotelQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'hotels', 'one', id],
    queryFn: ({ signal }) => adminGet<AdminHotel>(one(id), signal),
  });

export const createHotel = (body: HotelBody) => adminSend<AdminHotel>('POST', '/hotels', body);
export const updateHotel = (id: string, body: HotelUpdateBody) => adminSend<AdminHotel>('PATCH', one(id), body);
export const setHotelActive = (id: string, active: boolean) =>
  adminSend<AdminHotel>('POST', `${one(id)}/${active ? 'restore' : 'archive'}`);

export async function addHotelImage(id: string, file: File): Promise<AdminHotel> {
  return (await apiRequest<{ data: AdminHotel }>(`/admin${one(id)}/images`, { method: 'POST', body: fileForm(file) }))
    .data;
}

export const addRoomType = (id: string, body: RoomTypeBody) =>
  adminSend<AdminHotel>('POST', `${one(id)}/room-types`, body);
export const updateRoomType = (id: string, roomTypeId: string, body: RoomTypeUpdateBody) =>
  adminSend<AdminHotel>('PATCH', `${one(id)}/room-types/${encodeURIComponent(roomTypeId)}`, body);
export const setRoomTypeActive = (id: string, roomTypeId: string, active: boolean) =>
  adminSend<AdminHotel>(
    'POST',
    `${one(id)}/room-types/${encodeURIComponent(roomTypeId)}/${active ? 'restore' : 'archive'}`,
  );
export const addRate = (id: string, roomTypeId: string, body: RatePlanBody) =>
  adminSend<AdminHotel>('POST', `${one(id)}/room-types/${encodeURIComponent(roomTypeId)}/rates`, body);
export const updateRate = (id: string, rateId: string, body: RatePlanUpdateBody) =>
  adminSend<AdminHotel>('PATCH', `${one(id)}/rates/${encodeURIComponent(rateId)}`, body);

export const allotmentsQuery = (id: string, roomTypeId: string, from: string) =>
  queryOptions({
    queryKey: ['admin', 'hotels', 'allotments', id, roomTypeId, from],
    queryFn: ({ signal }) =>
      adminGet<Allotments>(
        `${one(id)}/room-types/${encodeURIComponent(roomTypeId)}/allotments${queryString({ from, days: 14 })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
export const setAllotment = (id: string, roomTypeId: string, body: AllotmentBody) =>
  adminSend<{ night: string; capacity: number; sold: number }>(
    'PUT',
    `${one(id)}/room-types/${encodeURIComponent(roomTypeId)}/allotments`,
    body,
  );
