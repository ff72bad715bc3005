import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminHotel,
  AdminHotelSummary,
  AllotmentBody,
  Allotments,
  HotelBody,
  HotelDestinationOption,
  HotelUpdateBody,
  RatePlanBody,
  RatePlanUpdateBody,
  RoomTypeBody,
  RoomTypeUpdateBody,
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

export const hotelDestinationsQuery = queryOptions({
  queryKey: ['admin', 'hotels', 'destinations'],
  queryFn: ({ signal }) => adminGet<HotelDestinationOption[]>('/hotels/destinations', signal),
  staleTime: 5 * 60_000,
});

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
