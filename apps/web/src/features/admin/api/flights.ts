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
import { adminGet, adminSend, queryString } from './admin-client';
import { adminResource } from './resource';

/** Every flight list and record: a change to any of them may change the others' counts and names. */
export const FLIGHT_INVENTORY = ['admin', 'flights'] as const;

export const schedules = adminResource<AdminSchedule, ScheduleBody, ScheduleUpdateBody>({
  path: '/flights/schedules',
  key: [...FLIGHT_INVENTORY, 'schedules'],
  stale: FLIGHT_INVENTORY,
  perPage: 25,
});
export const airports = adminResource<AdminAirport, AirportBody, AirportUpdateBody>({
  path: '/flights/airports',
  key: [...FLIGHT_INVENTORY, 'airports'],
  stale: FLIGHT_INVENTORY,
  perPage: 25,
});
export const carriers = adminResource<AdminCarrier, CarrierBody, CarrierUpdateBody>({
  path: '/flights/carriers',
  key: [...FLIGHT_INVENTORY, 'carriers'],
  stale: FLIGHT_INVENTORY,
});

/** A flight's seats per date and cabin over two weeks from `from`. */
export const seatInventoryQuery = (key: string, from: string) =>
  queryOptions({
    queryKey: [...FLIGHT_INVENTORY, 'inventory', key, from],
    queryFn: ({ signal }) =>
      adminGet<SeatInventory>(`${schedules.at(key)}/inventory${queryString({ from, days: 14 })}`, signal),
    placeholderData: keepPreviousData,
  });
export const setSeatCapacity = (key: string, body: SeatCapacityBody) =>
  adminSend<{ date: string; cabin: string; capacity: number; sold: number }>(
    'PUT',
    `${schedules.at(key)}/inventory`,
    body,
  );

export interface Aircraft {
  code: string;
  name: string;
  seats: { economy: number; business: number; first: number };
}
export const aircraftQuery = queryOptions({
  queryKey: [...FLIGHT_INVENTORY, 'aircraft'],
  queryFn: ({ signal }) => adminGet<Aircraft[]>('/flights/aircraft', signal),
  staleTime: Infinity,
});
