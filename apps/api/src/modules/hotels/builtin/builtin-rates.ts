import type { HotelProblem } from '@portal/contracts/hotel-constants';
import type { HotelRates, HotelRatesQuery, HotelSelectionQuery } from '@portal/contracts/hotels';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { fits, freeRooms, rateAllowed } from './availability.js';
import { roomTypeDto } from './builtin-content.js';
import type { Catalog, CatalogHotel } from './hotel-catalog.js';
import { policyDto, type ToPrice } from '../hotel-prices.js';
import { checkStayDates, needsOf, type RecheckedStay } from '../hotel-supplier.js';
import { holdUntil, nightsOf, priceRoomStay, ratePolicy, roomStayTotal } from './pricing.js';
import * as repo from './hotels.repository.js';

/*
 * The built-in supplier's rates of one hotel (the detail page) and its recheck of a choice of rates (the
 * booking's `refId`). Both count the rooms left from the database itself, not from the search's index.
 */

/** Every room type and rate of a hotel for a stay: rooms free on all nights, each searched room's price, the policy. */
export async function builtinRates(
  db: DbOrTx,
  hotel: CatalogHotel,
  query: HotelRatesQuery,
  toPrice: ToPrice,
  now: number,
): Promise<HotelRates> {
  checkStayDates(hotel.destination.timeZone, query.check_in, query.check_out, now);
  const nights = nightsOf(query.check_in, query.check_out);
  const rows = await repo.allotmentsFor(
    db,
    hotel.roomTypes.map((rt) => rt.id),
    query.check_in,
    query.check_out,
  );
  const free = freeRooms(hotel.roomTypes, nights.length, rows);
  const rooms = needsOf(query.rooms);
  const constraints = {
    roomType: query.room_type,
    breakfast: false,
    freeCancellation: false,
    checkIn: query.check_in,
    now,
  };
  const n = BigInt(nights.length);
  return {
    hotel_id: hotel.row.id,
    nights: nights.length,
    query: {
      check_in: query.check_in,
      check_out: query.check_out,
      nationality: query.nationality,
      rooms: query.rooms.map((r) => ({ ...r, children_ages: r.children_ages.slice(0, r.children) })),
      room_type: query.room_type,
    },
    room_types: hotel.roomTypes
      .filter((rt) => rt.rates.some((r) => rateAllowed(r, constraints)))
      .map((rt) => ({
        ...roomTypeDto(rt),
        available: free.get(rt.id) ?? 0,
        rates: rt.rates.map((rate) => {
          const policy = ratePolicy(rate, query.check_in, now);
          const totals = rooms.map((room) => (fits(rt, room) ? roomStayTotal(rate, nights, room.children) : null));
          const first = totals.find((t): t is bigint => t !== null) ?? 0n;
          return {
            id: rate.id,
            board: rate.board,
            cancellation: policyDto([{ policy, total: first }], hotel.destination.timeZone, toPrice),
            holdable: holdUntil(policy, now) !== null,
            rooms: totals.map((t) => (t === null ? null : { per_night: toPrice((t + n - 1n) / n), total: toPrice(t) })),
          };
        }),
      })),
  };
}

/** Checks the hotel, the rates (of that hotel) and who sleeps where, then prices every room and counts the rooms left. */
export async function builtinRecheck(
  db: DbOrTx,
  cat: Catalog,
  query: HotelSelectionQuery,
  now: number,
): Promise<RecheckedStay> {
  const hotel = cat.hotels.get(query.hotel_id);
  if (!hotel) throw new AppError('hotel_not_found');
  checkStayDates(hotel.destination.timeZone, query.check_in, query.check_out, now);
  const problems: HotelProblem[] = [];
  const needs = needsOf(query.rooms);
  const rates = query.rooms.map((room, i) => {
    const rate = cat.rates.get(room.rate_id);
    if (!rate || rate.roomType.hotel !== hotel) {
      problems.push({ field: `rooms.${i}.rate_id`, key: 'invalid_choice' });
      return undefined;
    }
    const rt = rate.roomType;
    if (!fits(rt, needs[i]!))
      problems.push({
        field: `rooms.${i}.adults`,
        key: 'room_over_capacity',
        params: { adults: rt.maxAdults, children: rt.maxChildren, max: rt.maxOccupancy },
      });
    return rate;
  });
  if (problems.length) throw new AppError('validation_failed', { fields: problems });
  const chosen = rates.map((r) => r!);
  const nights = nightsOf(query.check_in, query.check_out);
  const count = new Map<string, number>();
  for (const rate of chosen) count.set(rate.roomType.id, (count.get(rate.roomType.id) ?? 0) + 1);
  const rows = await repo.allotmentsFor(db, [...count.keys()], query.check_in, query.check_out);
  const free = freeRooms(
    hotel.roomTypes.filter((rt) => count.has(rt.id)),
    nights.length,
    rows,
  );
  const rooms = chosen.map((rate, i) => ({
    roomType: {
      id: rate.roomType.id,
      code: rate.roomType.code,
      name: rate.roomType.name,
      bedding: rate.roomType.bedding,
    },
    rateKey: rate.id,
    board: rate.board,
    price: priceRoomStay(rate, nights, needs[i]!.children),
    policy: ratePolicy(rate, query.check_in, now),
  }));
  const holds = rooms.map((r) => holdUntil(r.policy, now));
  return {
    hotel: {
      ...hotel.card,
      check_in_time: hotel.row.checkInTime,
      check_out_time: hotel.row.checkOutTime,
      time_zone: hotel.destination.timeZone,
    },
    nights,
    rooms,
    totalIqd: rooms.reduce((sum, r) => sum + r.price.total, 0n),
    available: [...count].every(([id, k]) => (free.get(id) ?? 0) >= k),
    holdUntil: holds.every((h) => h !== null) ? Math.min(...(holds as number[])) : null,
  };
}
