import type { RoomTypeFilter } from '@portal/contracts/hotel-constants';
import type { CatalogHotel, CatalogRate, CatalogRoomType } from './hotel-catalog.js';
import type { RoomNeed } from '../hotel-supplier.js';
import type { AllotmentRow } from './hotels.repository.js';
import { ratePolicy, roomStayTotal } from './pricing.js';

/** Rooms of each type free on every night: a night's row (sales, stop-sales) or else the room type's allotment. */
export function freeRooms(roomTypes: CatalogRoomType[], nights: number, rows: AllotmentRow[]): Map<string, number> {
  const byType = new Map<string, { min: number; count: number }>();
  for (const row of rows) {
    const entry = byType.get(row.roomTypeId) ?? { min: Number.POSITIVE_INFINITY, count: 0 };
    entry.min = Math.min(entry.min, row.capacity - row.sold);
    entry.count++;
    byType.set(row.roomTypeId, entry);
  }
  const out = new Map<string, number>();
  for (const rt of roomTypes) {
    const entry = byType.get(rt.id);
    const free = !entry ? rt.rooms : entry.count < nights ? Math.min(rt.rooms, entry.min) : entry.min;
    out.set(rt.id, Math.max(0, free));
  }
  return out;
}

export function fits(rt: CatalogRoomType, room: RoomNeed): boolean {
  return (
    room.adults <= rt.maxAdults && room.children <= rt.maxChildren && room.adults + room.children <= rt.maxOccupancy
  );
}

export interface RateConstraints {
  roomType: RoomTypeFilter;
  /** Only rates with breakfast (or more meals). */
  breakfast: boolean;
  /** Only rates that can still be cancelled for free. */
  freeCancellation: boolean;
  checkIn: string;
  now: number;
}

export function rateAllowed(rate: CatalogRate, c: RateConstraints): boolean {
  if (c.roomType !== 'any' && rate.roomType.code !== c.roomType) return false;
  if (c.breakfast && rate.board === 'room_only') return false;
  if (c.freeCancellation && ratePolicy(rate, c.checkIn, c.now).freeUntil === null) return false;
  return true;
}

export interface Allocation {
  /** The rate of each room, in the order of the rooms asked for. */
  rates: CatalogRate[];
  total: bigint;
  /** The fewest rooms left of the types chosen, before this allocation. */
  roomsLeft: number;
}

/**
 * The cheapest rate for each room that the hotel can still sell for every night: rooms with the most
 * guests choose first, each the cheapest fitting rate of a room type with rooms left. Greedy, so with
 * mixed room sizes and scarce rooms it can miss a possible combination; the "from" price is a guide and
 * the detail page lets the guest choose each room.
 */
export function allocate(
  hotel: CatalogHotel,
  rooms: RoomNeed[],
  nights: string[],
  free: Map<string, number>,
  c: RateConstraints,
): Allocation | null {
  const left = new Map(free);
  const order = rooms
    .map((room, index) => ({ room, index }))
    .sort((a, b) => {
      const sa = a.room.adults + a.room.children;
      const sb = b.room.adults + b.room.children;
      return sb - sa || a.index - b.index;
    });
  const rates: CatalogRate[] = new Array(rooms.length);
  let total = 0n;
  const priced = new Map<string, bigint>();
  let roomsLeft = Number.POSITIVE_INFINITY;
  for (const { room, index } of order) {
    let best: CatalogRate | undefined;
    let bestTotal = 0n;
    for (const rt of hotel.roomTypes) {
      if ((left.get(rt.id) ?? 0) < 1 || !fits(rt, room)) continue;
      for (const rate of rt.rates) {
        if (!rateAllowed(rate, c)) continue;
        const key = `${rate.id}|${room.children}`;
        let total = priced.get(key);
        if (total === undefined) {
          total = roomStayTotal(rate, nights, room.children);
          priced.set(key, total);
        }
        if (!best || total < bestTotal) {
          best = rate;
          bestTotal = total;
        }
      }
    }
    if (!best) return null;
    roomsLeft = Math.min(roomsLeft, free.get(best.roomType.id) ?? 0);
    left.set(best.roomType.id, (left.get(best.roomType.id) ?? 0) - 1);
    rates[index] = best;
    total += bestTotal;
  }
  return { rates, total, roomsLeft };
}
