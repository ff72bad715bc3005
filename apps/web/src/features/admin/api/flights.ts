import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminAirport,
  AdminCarrier,
  AdminSchedule,
  AirportBody,
  AirportUpdateBody,
  CarrierBody,
  CarrierUpdateBody,
  ScheduleBody,
  ScheduleUpdateBody,
  SeatCapacityBody,
  SeatInventory,
} from '@portal/contracts/admin-inventory';
import { adminGet, adminList, adminSend, queryString } from './admin-client';

export interface ScheduleFilters {
  q?: string | undefined;
  status?: string | undefined;
  page: number;
}

export const schedulesQuery = (filters: ScheduleFilters) =>
  queryOptions({
    queryKey: ['admin', 'flights', 'schedules', filters],
    queryFn: ({ signal }) =>
      adminList<AdminSchedule>(`/flights/schedules${queryString({ ...filters, per_page: 25 })}`, signal),
    placeholderData: keepPreviousData,
  });

const one = (key: string) => `/flights/schedules/${encodeURIComponent(key)}`;

export const scheduleQuery = (key: string) =>
  queryOptions({
    queryKey: ['admin', 'flights', 'schedule', key],
    queryFn: ({ signal }) => adminGet<AdminSchedule>(one(key), signal),
  });

export const createSchedule = (body: ScheduleBody) => adminSend<AdminSchedule>('POST', '/flights/schedules', body);
export const updateSchedule = (key: string, body: ScheduleUpdateBody) =>
  adminSend<AdminSchedule>('PATCH', one(key), body);
export const setScheduleActive = (key: string, active: boolean) =>
  adminSend<AdminSchedule>('POST', `${one(key)}/${active ? 'restore' : 'archive'}`);

export const seatInventoryQuery = (key: string, from: string) =>
  queryOptions({
    queryKey: ['admin', 'flights', 'inventory', key, from],
    queryFn: ({ signal }) => adminGet<SeatInventory>(`${one(key)}/inventory${queryString({ from, days: 14 })}`, signal),
    placeholderData: keepPreviousData,
  });
export const setSeatCapacity = (key: string, body: SeatCapacityBody) =>
  adminSend<{ date: string; cabin: string; capacity: number; sold: number }>('PUT', `${one(key)}/inventory`, body);

export const carriersQuery = (q: string, status?: string) =>
  queryOptions({
    queryKey: ['admin', 'flights', 'carriers', q, status ?? ''],
    queryFn: ({ signal }) => adminGet<AdminCarrier[]>(`/flights/carriers${queryString({ q, status })}`, signal),
    placeholderData: keepPreviousData,
  });
export const setCarrierActive = (code: string, active: boolean) =>
  adminSend<AdminCarrier>('POST', `/flights/carriers/${encodeURIComponent(code)}/${active ? 'restore' : 'archive'}`);

export interface AirportFilters {
  q?: string | undefined;
  status?: string | undefined;
  page: number;
}
export const airportsQuery = (filters: AirportFilters) =>
  queryOptions({
    queryKey: ['admin', 'flights', 'airports', filters],
    queryFn: ({ signal }) =>
      adminList<AdminAirport>(`/flights/airports${queryString({ ...filters, per_page: 25 })}`, signal),
    placeholderData: keepPreviousData,
  });
const airport = (code: string) => `/flights/airports/${encodeURIComponent(code)}`;
export const createAirport = (body: AirportBody) => adminSend<AdminAirport>('POST', '/flights/airports', body);
export const updateAirport = (code: string, body: AirportUpdateBody) =>
  adminSend<AdminAirport>('PATCH', airport(code), body);
export const setAirportActive = (code: string, active: boolean) =>
  adminSend<AdminAirport>('POST', `${airport(code)}/${active ? 'restore' : 'archive'}`);
export const createCarrier = (body: CarrierBody) => adminSend<AdminCarrier>('POST', '/flights/carriers', body);
export const updateCarrier = (code: string, body: CarrierUpdateBody) =>
  adminSend<AdminCarrier>('PATCH', `/flights/carriers/${encodeURIComponent(code)}`, body);

export interface Aircraft {
  code: string;
  name: string;
  seats: { economy: number; business: number; first: number };
}
export const aircraftQuery = queryOptions({
  queryKey: ['admin', 'flights', 'aircraft'],
  queryFn: ({ signal }) => adminGet<Aircraft[]>('/flights/aircraft', signal),
  staleTime: Infinity,
});
