import type {
  AdminCarrier,
  AdminSchedule,
  CarrierBody,
  CarrierUpdateBody,
  ScheduleBody,
  ScheduleUpdateBody,
  SeatCapacityBody,
  SeatInventory,
} from '@portal/contracts/admin-inventory';
import type { MessageKey } from '@portal/contracts/messages';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { AuthContext } from '../../auth/auth.service.js';
import { auditedChanges } from '../audited-change.js';
import { AIRCRAFT, CABINS, type Cabin } from '../../flights/builtin/network.js';
import { distanceKm } from '../../flights/builtin/reference-data.js';
import { addDays, baghdadDate, weekdayBit } from '../../../lib/time-zones.js';
import * as repo from './flight-inventory.repository.js';

export type FlightInventoryService = ReturnType<typeof createFlightInventoryService>;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const daysMask = (days: number[]) => days.reduce((mask, d) => mask | (1 << (d - 1)), 0);
const daysList = (mask: number) => [1, 2, 3, 4, 5, 6, 7].filter((d) => mask & (1 << (d - 1)));
const seatsOf = (s: repo.ScheduleRow): Record<Cabin, number> => ({
  economy: s.seatsEconomy,
  business: s.seatsBusiness,
  first: s.seatsFirst,
});

export function toScheduleDto(s: repo.ScheduleRow): AdminSchedule {
  return {
    key: s.key,
    carrier: s.carrier,
    // Stored as printed ("IA 152"); staff type and see the number alone.
    flight_number: s.flightNumber.replace(/^\S+\s+/, ''),
    origin: s.origin,
    destination: s.destination,
    departure_time: hhmm(s.departureMinutes),
    duration_minutes: s.durationMinutes,
    days: daysList(s.days),
    aircraft_code: s.aircraftCode,
    aircraft_name: s.aircraftName,
    seats: seatsOf(s),
    distance_km: s.distanceKm,
    base_fare_iqd: s.baseFareIqd.toString(),
    active: s.active,
    updated_at: s.updatedAt.toISOString(),
  };
}

function toCarrierDto(c: repo.CarrierRow, schedules: number): AdminCarrier {
  return {
    code: c.code,
    name: c.name,
    low_cost: c.lowCost,
    color: c.color,
    logo_url: c.logoUrl || `/uploads/site/carriers/${c.code}.svg`,
    custom_logo: !!c.logoUrl,
    active: c.active,
    schedules: Number(schedules),
  };
}

const invalid = (field: string, key: MessageKey, params?: Record<string, string | number>) =>
  new AppError('validation_failed', { fields: [{ field, key, ...(params ? { params } : {}) }] });

/**
 * The flight network as staff keep it (`flight_schedules` and `flight_carriers`). The search reloads the
 * network every minute (and this process at once through `onChange`). Fares are read when a search prices an
 * offer; a booking stores the price it was sold at, so changing a fare never changes what a booking paid.
 */
export function createFlightInventoryService({ db, onChange }: { db: Db; onChange: () => void }) {
  async function loadSchedule(key: string) {
    const row = await repo.findSchedule(db, key);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** Every change is audited in its transaction; then the search is told to reload. */
  const audited = auditedChanges({ db, onChange });

  return {
    aircraft: () => Object.values(AIRCRAFT).map((a) => ({ code: a.code, name: a.name, seats: a.seats })),

    async carriers(q: { q?: string; status?: 'active' | 'archived' } = {}) {
      const active = q.status === undefined ? undefined : q.status === 'active';
      return (await repo.listCarriers(db, q.q, active)).map((r) => toCarrierDto(r.carrier, r.schedules));
    },

    /** An archived airline's flights leave the search (they stay as they are, to come back on restore). */
    async setCarrierActive(staff: AuthContext, code: string, active: boolean) {
      const before = await repo.findCarrier(db, code);
      if (!before) throw new AppError('not_found');
      const record = { kind: 'carrier', entity: 'flight_carrier', id: code, wasActive: before.active, active } as const;
      return audited.setActive(staff, record, async (tx) => {
        await repo.updateCarrier(tx, code, { active });
        const { carrier, schedules } = (await repo.findCarrierWithSchedules(tx, code))!;
        return toCarrierDto(carrier, schedules);
      });
    },

    async createCarrier(staff: AuthContext, body: CarrierBody) {
      const code = body.code.trim().toUpperCase();
      if (await repo.findCarrier(db, code))
        throw new AppError('carrier_exists', { fields: [{ field: 'code', key: 'carrier_exists' }] });
      const row = await audited.change(
        staff,
        { action: 'carrier.create', entity: 'flight_carrier', entityId: code, before: null },
        async (tx) => {
          if (
            !(await repo.insertCarrier(tx, {
              code,
              name: body.name,
              lowCost: body.low_cost ?? false,
              color: body.color.toLowerCase(),
              logoUrl: body.logo_url || null,
            }))
          )
            throw new AppError('carrier_exists', { fields: [{ field: 'code', key: 'carrier_exists' }] });
          return (await repo.findCarrier(tx, code))!;
        },
        (r) => toCarrierDto(r, 0),
      );
      return toCarrierDto(row, 0);
    },

    async updateCarrier(staff: AuthContext, code: string, body: CarrierUpdateBody) {
      const before = await repo.findCarrier(db, code);
      if (!before) throw new AppError('not_found');
      const row = await audited.change(
        staff,
        { action: 'carrier.update', entity: 'flight_carrier', entityId: code, before: toCarrierDto(before, 0) },
        async (tx) =>
          (await repo.updateCarrier(tx, code, {
            ...(body.name ? { name: body.name } : {}),
            ...(body.low_cost !== undefined ? { lowCost: body.low_cost } : {}),
            ...(body.color ? { color: body.color.toLowerCase() } : {}),
            ...(body.logo_url !== undefined ? { logoUrl: body.logo_url || null } : {}),
          }))!,
        (r) => toCarrierDto(r, 0),
      );
      const withCount = await repo.findCarrierWithSchedules(db, code);
      return toCarrierDto(row, withCount?.schedules ?? 0);
    },

    async schedules(q: {
      q?: string;
      status?: 'active' | 'archived';
      carrier?: string;
      origin?: string;
      destination?: string;
      page: number;
      per_page: number;
    }) {
      const { rows, total } = await repo.listSchedules(db, {
        ...q,
        active: q.status === undefined ? undefined : q.status === 'active',
        perPage: q.per_page,
      });
      return { data: rows.map(toScheduleDto), meta: { total, page: q.page, per_page: q.per_page } };
    },

    schedule: async (key: string) => toScheduleDto(await loadSchedule(key)),

    async createSchedule(staff: AuthContext, body: ScheduleBody) {
      const carrier = body.carrier.trim().toUpperCase();
      const key = `${carrier}${body.flight_number.trim()}`;
      if (!(await repo.findCarrier(db, carrier))) throw invalid('carrier', 'invalid_carrier');
      const airports = await repo.findAirports(db, [body.origin, body.destination]);
      const origin = airports.get(body.origin);
      const destination = airports.get(body.destination);
      const unknown = [
        ...(origin ? [] : [{ field: 'origin', key: 'unknown_airport' as const }]),
        ...(destination ? [] : [{ field: 'destination', key: 'unknown_airport' as const }]),
      ];
      if (unknown.length) throw new AppError('validation_failed', { fields: unknown });
      if (await repo.findSchedule(db, key))
        throw new AppError('schedule_exists', { fields: [{ field: 'flight_number', key: 'schedule_exists' }] });
      const row = await audited.change(
        staff,
        { action: 'schedule.create', entity: 'flight_schedule', entityId: key, before: null },
        async (tx) => {
          const ok = await repo.insertSchedule(tx, {
            key,
            carrier,
            flightNumber: `${carrier} ${body.flight_number.trim()}`,
            origin: body.origin,
            destination: body.destination,
            departureMinutes: minutesOf(body.departure_time),
            durationMinutes: body.duration_minutes,
            days: daysMask(body.days),
            aircraftCode: body.aircraft_code.trim().toUpperCase(),
            aircraftName: body.aircraft_name.trim(),
            seatsEconomy: body.seats.economy,
            seatsBusiness: body.seats.business,
            seatsFirst: body.seats.first,
            distanceKm: Math.round(
              distanceKm(
                { lat: Number(origin!.lat), lng: Number(origin!.lng) },
                { lat: Number(destination!.lat), lng: Number(destination!.lng) },
              ),
            ),
            baseFareIqd: BigInt(body.base_fare_iqd),
          });
          if (!ok)
            throw new AppError('schedule_exists', { fields: [{ field: 'flight_number', key: 'schedule_exists' }] });
          return (await repo.findSchedule(tx, key))!;
        },
        toScheduleDto,
      );
      return toScheduleDto(row);
    },

    async updateSchedule(staff: AuthContext, key: string, body: ScheduleUpdateBody) {
      const before = await loadSchedule(key);
      const today = baghdadDate();
      const row = await audited.change(
        staff,
        {
          action:
            body.base_fare_iqd !== undefined && body.base_fare_iqd !== before.baseFareIqd.toString()
              ? 'schedule.fare'
              : 'schedule.update',
          entity: 'flight_schedule',
          entityId: key,
          before: toScheduleDto(before),
        },
        async (tx) => {
          const updated = (await repo.updateSchedule(tx, key, {
            ...(body.departure_time !== undefined ? { departureMinutes: minutesOf(body.departure_time) } : {}),
            ...(body.duration_minutes !== undefined ? { durationMinutes: body.duration_minutes } : {}),
            ...(body.days !== undefined ? { days: daysMask(body.days) } : {}),
            ...(body.aircraft_code !== undefined ? { aircraftCode: body.aircraft_code.trim().toUpperCase() } : {}),
            ...(body.aircraft_name !== undefined ? { aircraftName: body.aircraft_name.trim() } : {}),
            ...(body.seats
              ? { seatsEconomy: body.seats.economy, seatsBusiness: body.seats.business, seatsFirst: body.seats.first }
              : {}),
            ...(body.base_fare_iqd !== undefined ? { baseFareIqd: BigInt(body.base_fare_iqd) } : {}),
          }))!;
          if (body.seats)
            for (const cabin of CABINS) {
              const [oldCapacity, newCapacity] = [seatsOf(before)[cabin], seatsOf(updated)[cabin]];
              if (oldCapacity !== newCapacity)
                await repo.followAircraft(tx, { key, from: today, cabin, oldCapacity, newCapacity });
            }
          return updated;
        },
        toScheduleDto,
      );
      return toScheduleDto(row);
    },

    async setActive(staff: AuthContext, key: string, active: boolean) {
      const before = await loadSchedule(key);
      const record = {
        kind: 'schedule',
        entity: 'flight_schedule',
        id: key,
        wasActive: before.active,
        active,
      } as const;
      const row = await audited.setActive(
        staff,
        record,
        async (tx) => (await repo.updateSchedule(tx, key, { active }))!,
      );
      return toScheduleDto(row);
    },

    /** Capacity and seats sold per cabin on each date the flight operates in a window. */
    async inventory(key: string, q: { from?: string; days: number }): Promise<SeatInventory> {
      const schedule = await loadSchedule(key);
      const from = q.from ?? baghdadDate();
      const to = addDays(from, q.days - 1);
      const rows = await repo.inventoryBetween(db, key, from, to);
      const seats = seatsOf(schedule);
      const dates: SeatInventory['dates'] = [];
      for (let date = from; date <= to; date = addDays(date, 1)) {
        if (!(schedule.days & weekdayBit(date))) continue;
        dates.push({
          date,
          cabins: CABINS.filter((c) => seats[c] > 0).map((cabin) => {
            const row = rows.find((r) => r.date === date && r.cabin === cabin);
            return {
              cabin,
              capacity: row?.capacity ?? seats[cabin],
              sold: row?.sold ?? 0,
              overridden: !!row && row.capacity !== seats[cabin],
            };
          }),
        });
      }
      return { key, from, dates };
    },

    /** Closes (or reopens) seats on one date: between the seats sold and the aircraft's seats in that cabin. */
    async setCapacity(staff: AuthContext, key: string, body: SeatCapacityBody) {
      const schedule = await loadSchedule(key);
      const max = seatsOf(schedule)[body.cabin];
      if (body.capacity > max) throw invalid('capacity', 'too_big_number', { max });
      if (!(schedule.days & weekdayBit(body.date))) throw invalid('date', 'invalid_date');
      const before = (await repo.inventoryBetween(db, key, body.date, body.date)).find((r) => r.cabin === body.cabin);
      const result = await audited.change(
        staff,
        {
          action: 'inventory.capacity',
          entity: 'flight_schedule',
          entityId: key,
          before: { date: body.date, cabin: body.cabin, capacity: before?.capacity ?? max, sold: before?.sold ?? 0 },
        },
        async (tx) => {
          const r = await repo.setCapacity(tx, { key, ...body });
          if (!r.ok)
            throw new AppError('capacity_below_sold', {
              params: { sold: r.sold },
              fields: [{ field: 'capacity', key: 'capacity_below_sold', params: { sold: r.sold } }],
            });
          return r.row;
        },
        (r) => ({ date: r.date, cabin: r.cabin, capacity: r.capacity, sold: r.sold }),
      );
      return { date: result.date, cabin: result.cabin, capacity: result.capacity, sold: result.sold };
    },
  };
}
