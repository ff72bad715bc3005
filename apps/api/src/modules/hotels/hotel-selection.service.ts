import { randomUUID } from 'node:crypto';
import type { HotelSelection, HotelSelectionQuery, PricedSelection } from '@portal/contracts/hotels';
import { AppError } from '../../lib/app-error.js';
import type { SearchSessionStore } from '../search-sessions/search-sessions.store.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { iso, policyDto, priceFn, type ToPrice } from './hotel-prices.js';
import { supplierForKey, type RecheckedStay, type SupplierRegistry } from './hotel-supplier.js';
import type { RoomStayPrice } from './hotel-prices.js';

export const SELECTION_TTL_SECONDS = 30 * 60;

export interface StoredSelection {
  /** The supplier of the hotel and its rates (absent in selections made before there were several). */
  supplier?: string;
  query: HotelSelectionQuery;
  quotedTotalIqd: string;
  createdAt: string;
  expiresAt: string;
}

/** A choice of rates as the API shows it, priced in a currency. */
function toSelection(
  refId: string,
  expiresAt: string,
  query: HotelSelectionQuery,
  p: RecheckedStay,
  toPrice: ToPrice,
): HotelSelection {
  const tz = p.hotel.time_zone;
  const sum = (pick: (price: RoomStayPrice) => bigint) => p.rooms.reduce((s, r) => s + pick(r.price), 0n);
  const n = BigInt(p.nights.length);
  return {
    ref_id: refId,
    expires_at: expiresAt,
    hotel: p.hotel,
    check_in: query.check_in,
    check_out: query.check_out,
    nights: p.nights.length,
    nationality: query.nationality,
    rooms: p.rooms.map(({ roomType, rateKey, board, price, policy }, i) => ({
      room_type: roomType,
      rate_id: rateKey,
      board,
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

/**
 * The recheck step: a choice of one rate per room is checked and priced by the hotel's supplier into a `ref_id`
 * that the booking page opens for 30 minutes, and priced again whenever it is opened or booked.
 */
export function createHotelSelectionService({
  suppliers,
  currencies,
  sessions,
}: {
  suppliers: SupplierRegistry;
  currencies: CurrencyService;
  sessions: SearchSessionStore;
}) {
  async function load(refId: string) {
    const stored = await sessions.get<StoredSelection>('hotel-selection', refId);
    if (!stored) throw new AppError('rate_selection_expired');
    return stored;
  }

  /** The stored choice rechecked now by its supplier. */
  async function recheck(refId: string) {
    const stored = await load(refId);
    const supplier = supplierForKey(suppliers, stored.query.hotel_id);
    return { stored, supplier, priced: await supplier.recheck(stored.query, Date.now()) };
  }

  return {
    async select(query: HotelSelectionQuery, currency: string): Promise<HotelSelection> {
      const supplier = supplierForKey(suppliers, query.hotel_id);
      const priced = await supplier.recheck(query, Date.now());
      if (!priced.available) throw new AppError('rooms_unavailable');
      const toPrice = await priceFn(currencies, currency);
      const refId = randomUUID();
      const now = Date.now();
      const stored: StoredSelection = {
        supplier: supplier.code,
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
      const { stored, priced } = await recheck(refId);
      const toPrice = await priceFn(currencies, currency);
      return {
        selection: toSelection(refId, stored.expiresAt, stored.query, priced, toPrice),
        quoted_total: toPrice(BigInt(stored.quotedTotalIqd)),
        available: priced.available,
      };
    },

    /** For booking: the stored choice, its supplier, the rooms priced now and the selection as shown in a currency. */
    async forBooking(refId: string, currency: string) {
      const { stored, supplier, priced } = await recheck(refId);
      const toPrice = await priceFn(currencies, currency);
      return {
        stored,
        supplier,
        priced,
        toPrice,
        selection: toSelection(refId, stored.expiresAt, stored.query, priced, toPrice),
      };
    },
  };
}
export type HotelSelectionService = ReturnType<typeof createHotelSelectionService>;
