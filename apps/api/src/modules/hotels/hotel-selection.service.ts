import { randomUUID } from 'node:crypto';
import type { HotelProblem } from '@portal/contracts/hotel-constants';
import type { HotelSelection, HotelSelectionQuery, PricedSelection } from '@portal/contracts/hotels';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SearchSessionStore } from '../search-sessions/search-sessions.store.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { fits, freeRooms } from './availability.js';
import type { Catalog, CatalogHotel, CatalogRate, HotelCatalog } from './hotel-catalog.js';
import { iso, policyDto, priceFn, type ToPrice } from './hotel-prices.js';
import { checkDates, cardOf, needsOf } from './hotels.service.js';
import { holdUntil, nightsOf, priceRoomStay, ratePolicy, type RatePolicy, type RoomStayPrice } from './pricing.js';
import * as repo from './hotels.repository.js';

export const SELECTION_TTL_SECONDS = 30 * 60;

export interface StoredSelection {
  query: HotelSelectionQuery;
  quotedTotalIqd: string;
  createdAt: string;
  expiresAt: string;
}

/** A selection priced now: what the API shows, and what booking needs to take the rooms. */
export interface PricedRooms {
  hotel: CatalogHotel;
  nights: string[];
  rooms: Array<{ rate: CatalogRate; price: RoomStayPrice; policy: RatePolicy }>;
  totalIqd: bigint;
  /** Rooms to take per room type. */
  needs: Map<string, number>;
  available: boolean;
  holdUntil: number | null;
}

export function createHotelSelectionService({
  db,
  catalog,
  currencies,
  sessions,
}: {
  db: Db;
  catalog: HotelCatalog;
  currencies: CurrencyService;
  sessions: SearchSessionStore;
}) {
  /** Checks the hotel, the rates and who sleeps where, then prices every room and counts the rooms left. */
  async function priceRooms(cat: Catalog, query: HotelSelectionQuery, now = Date.now()): Promise<PricedRooms> {
    const hotel = cat.hotels.get(query.hotel_id);
    if (!hotel) throw new AppError('hotel_not_found');
    checkDates(hotel.destination, query.check_in, query.check_out, now);
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
    const nights = nightsOf(query.check_in, query.check_out);
    const count = new Map<string, number>();
    for (const rate of rates) count.set(rate!.roomType.id, (count.get(rate!.roomType.id) ?? 0) + 1);
    const rows = await repo.allotmentsFor(db, [...count.keys()], query.check_in, query.check_out);
    const free = freeRooms(
      hotel.roomTypes.filter((rt) => count.has(rt.id)),
      nights.length,
      rows,
    );
    const available = [...count].every(([id, n]) => (free.get(id) ?? 0) >= n);
    const rooms = rates.map((rate, i) => ({
      rate: rate!,
      price: priceRoomStay(rate!, nights, needs[i]!.children),
      policy: ratePolicy(rate!, query.check_in, now),
    }));
    const holds = rooms.map((r) => holdUntil(r.policy, now));
    return {
      hotel,
      nights,
      rooms,
      totalIqd: rooms.reduce((sum, r) => sum + r.price.total, 0n),
      needs: count,
      available,
      holdUntil: holds.every((h) => h !== null) ? Math.min(...(holds as number[])) : null,
    };
  }

  function toSelection(
    refId: string,
    expiresAt: string,
    query: HotelSelectionQuery,
    p: PricedRooms,
    toPrice: ToPrice,
  ): HotelSelection {
    const tz = p.hotel.destination.timeZone;
    const sum = (pick: (price: RoomStayPrice) => bigint) => p.rooms.reduce((s, r) => s + pick(r.price), 0n);
    const n = BigInt(p.nights.length);
    return {
      ref_id: refId,
      expires_at: expiresAt,
      hotel: {
        ...cardOf(p.hotel),
        check_in_time: p.hotel.row.checkInTime,
        check_out_time: p.hotel.row.checkOutTime,
        time_zone: tz,
      },
      check_in: query.check_in,
      check_out: query.check_out,
      nights: p.nights.length,
      nationality: query.nationality,
      rooms: p.rooms.map(({ rate, price, policy }, i) => ({
        room_type: {
          id: rate.roomType.id,
          code: rate.roomType.code,
          name: rate.roomType.name,
          bedding: rate.roomType.bedding,
        },
        rate_id: rate.id,
        board: rate.board,
        adults: query.rooms[i]!.adults,
        children_ages: query.rooms[i]!.children_ages.slice(0, query.rooms[i]!.children),
        infants: query.rooms[i]!.infants,
        nightly: price.nightly.map((x) => ({ date: x.date, price: toPrice(x.iqd) })),
        subtotal: toPrice(price.subtotal),
        taxes: toPrice(price.taxes),
        fees: toPrice(price.fees),
        total: toPrice(price.total),
        cancellation: policyDto([{ policy, total: price.total }], tz, toPrice),
      })),
      subtotal: toPrice(sum((x) => x.subtotal)),
      taxes: toPrice(sum((x) => x.taxes)),
      fees: toPrice(sum((x) => x.fees)),
      total: toPrice(p.totalIqd),
      per_night: toPrice((p.totalIqd + n - 1n) / n),
      cancellation: policyDto(
        p.rooms.map((r) => ({ policy: r.policy, total: r.price.total })),
        tz,
        toPrice,
      ),
      hold: { allowed: p.holdUntil !== null, until: p.holdUntil === null ? null : iso(p.holdUntil) },
    };
  }

  async function load(refId: string) {
    const stored = await sessions.get<StoredSelection>('hotel-selection', refId);
    if (!stored) throw new AppError('rate_selection_expired');
    return stored;
  }

  return {
    /** Re-checks and prices a choice of rates into a `ref_id` that the booking page opens for 30 minutes. */
    async select(query: HotelSelectionQuery, currency: string): Promise<HotelSelection> {
      const cat = await catalog.get();
      const priced = await priceRooms(cat, query);
      if (!priced.available) throw new AppError('rooms_unavailable');
      const toPrice = await priceFn(currencies, currency);
      const refId = randomUUID();
      const now = Date.now();
      const stored: StoredSelection = {
        query,
        quotedTotalIqd: priced.totalIqd.toString(),
        createdAt: iso(now),
        expiresAt: iso(now + SELECTION_TTL_SECONDS * 1000),
      };
      await sessions.put('hotel-selection', refId, stored, SELECTION_TTL_SECONDS);
      // A choice of rooms is what the booking page opens: it must outlive this process (with or without Redis).
      await sessions.persist('hotel-selection', refId);
      return toSelection(refId, stored.expiresAt, query, priced, toPrice);
    },

    /** The selection priced again now (the booking page's re-check), with the total first quoted. */
    async reprice(refId: string, currency: string): Promise<PricedSelection> {
      const stored = await load(refId);
      const cat = await catalog.get();
      const priced = await priceRooms(cat, stored.query);
      const toPrice = await priceFn(currencies, currency);
      return {
        selection: toSelection(refId, stored.expiresAt, stored.query, priced, toPrice),
        quoted_total: toPrice(BigInt(stored.quotedTotalIqd)),
        available: priced.available,
      };
    },

    /** For booking: the stored query, the rooms priced now and the selection as shown in a currency. */
    async forBooking(refId: string, currency: string) {
      const stored = await load(refId);
      const cat = await catalog.get();
      const priced = await priceRooms(cat, stored.query);
      const toPrice = await priceFn(currencies, currency);
      return {
        stored,
        priced,
        toPrice,
        selection: toSelection(refId, stored.expiresAt, stored.query, priced, toPrice),
      };
    },
  };
}
export type HotelSelectionService = ReturnType<typeof createHotelSelectionService>;
