import { checkStay, type BoardBasis, type RoomTypeCode, type RoomTypeFilter } from '@portal/contracts/hotel-constants';
import type {
  Destination,
  HotelCard,
  HotelDetail,
  HotelRates,
  HotelRatesQuery,
  HotelSelection,
  HotelSelectionQuery,
} from '@portal/contracts/hotels';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { BUILTIN_SUPPLIER, type SupplierRegistry as Registry } from '../../lib/supplier-registry.js';
import { utcToLocal } from '../../lib/time-zones.js';
import type { RatePolicy, RoomStayPrice, ToPrice } from './hotel-prices.js';

/*
 * Hotels reach the portal through suppliers (architecture brief §5, decision 008), in the steps bed banks use:
 * availability for a destination → the rates of one hotel → a recheck of the chosen rates → book → quote a
 * cancellation → cancel. The built-in supplier serves the agency's own inventory from the database; a bed bank
 * is one more implementation registered beside it. Suppliers price in IQD; the portal converts and shows.
 *
 * Ids that leave a supplier are portal keys: the built-in supplier's hotel ids and rate keys are bare UUIDs
 * (links to its hotels were shared before there were other suppliers), another supplier's are
 * `<code>~<its own id>`. The prefix chooses the supplier of a key; a booking stores its supplier's code.
 */

const SEPARATOR = '~';

/** The code of the supplier a hotel id or rate key belongs to. */
export function supplierOf(key: string): string {
  const at = key.indexOf(SEPARATOR);
  return at > 0 ? key.slice(0, at) : BUILTIN_SUPPLIER;
}

/** A supplier's own id as a portal key. */
export function supplierKey(code: string, id: string): string {
  return code === BUILTIN_SUPPLIER ? id : `${code}${SEPARATOR}${id}`;
}

/** One room of a stay: who sleeps in it. */
export interface RoomNeed {
  adults: number;
  children: number;
  infants: number;
}

export const needsOf = (rooms: ReadonlyArray<{ adults: number; children: number; infants: number }>): RoomNeed[] =>
  rooms.map((r) => ({ adults: r.adults, children: r.children, infants: r.infants }));

/** The stay checked against the destination's calendar: not in the past there, not beyond the horizon. */
export function checkStayDates(timeZone: string, checkIn: string, checkOut: string, now = Date.now()) {
  const problems = checkStay({ checkIn, checkOut }, utcToLocal(now, timeZone).date);
  if (problems.length) throw new AppError('validation_failed', { fields: problems });
}

/** A `from` slug as a supplier knows it: the city (or the one hotel) and its time zone. */
export interface SupplierDestination {
  entry: Destination;
  timeZone: string;
}

export interface SupplierSearch {
  checkIn: string;
  checkOut: string;
  nights: string[];
  rooms: RoomNeed[];
  roomType: RoomTypeFilter;
  /** Only rates with breakfast (or more meals). */
  breakfast: boolean;
  /** Only rates that can still be cancelled for free. */
  freeCancellation: boolean;
  now: number;
}

/**
 * One hotel with rooms for every night of a search, at its cheapest fitting rate per room. The list's filters,
 * order and pages read the card and the totals; the summary is asked for the offers of the page shown only.
 */
export interface SupplierOffer {
  readonly card: HotelCard;
  /** The supplier's own quality rank, one input of the "recommended" order. */
  readonly rank: number;
  /** The stay, all rooms, taxes and fees included. */
  readonly totalIqd: bigint;
  /** The fewest rooms left of the types chosen on any night. */
  readonly roomsLeft: number;
  summary(): OfferSummary;
}

export interface OfferSummary {
  board: BoardBasis;
  refundable: boolean;
  /** Free cancellation of every room until this instant (ms), or null. */
  freeUntil: number | null;
  roomTypes: RoomTypeCode[];
}

/** A choice of one rate per room, checked and priced now. */
export interface RecheckedStay {
  hotel: HotelSelection['hotel'];
  nights: string[];
  rooms: Array<{
    roomType: HotelSelection['rooms'][number]['room_type'];
    rateKey: string;
    board: BoardBasis;
    price: RoomStayPrice;
    policy: RatePolicy;
  }>;
  totalIqd: bigint;
  /** Every room still free on every night. */
  available: boolean;
  /** Until when the rooms may be held unpaid (all rates refundable, an hour or more left), or null. */
  holdUntil: number | null;
}

/** What a booking keeps of each room's policy: cancellation is quoted from it, as bed banks' policies bind. */
export interface StoredPolicy {
  refundable: boolean;
  freeUntil: number | null;
  checkInAt: number;
  penaltyBp: number;
  totalIqd: string;
}

/** A booking as its supplier needs it back: the policies and the supplier's own record of it. */
export interface SupplierBooking {
  policies: StoredPolicy[];
  reservation: unknown;
}

export interface CancellationTerms {
  allowed: boolean;
  penaltyIqd: bigint;
  rule: 'refundable' | 'non_refundable' | 'as_per_rules';
}

/**
 * Cancelling under the stored policies: rooms past their free period (or never free) cost their penalty share,
 * nothing is possible from check-in on. Suppliers whose terms are such timelines (the built-in one) quote with it.
 */
export function termsOfPolicies(policies: StoredPolicy[], now: number): CancellationTerms {
  const penaltyIqd = policies.reduce((sum, p) => {
    const free = p.refundable && p.freeUntil !== null && now < p.freeUntil;
    return sum + (free ? 0n : (BigInt(p.totalIqd) * BigInt(p.penaltyBp)) / 10_000n);
  }, 0n);
  const refundable = policies.filter((p) => p.refundable).length;
  return {
    allowed: policies.every((p) => now < p.checkInAt),
    penaltyIqd,
    rule: refundable === policies.length ? 'refundable' : refundable === 0 ? 'non_refundable' : 'as_per_rules',
  };
}

export interface HotelSupplier {
  readonly code: string;
  /**
   * True when `book` and `cancel` write through the booking's own transaction, so a failed booking leaves
   * nothing behind; false for a remote supplier, whose booking the portal cancels when its transaction fails.
   */
  readonly transactional: boolean;
  /** The city or hotel a `from` slug names, or null when this supplier has nothing there. */
  destination(slug: string): Promise<SupplierDestination | null>;
  /** Hotels with rooms for every night, each at its cheapest rates (answers may be kept for a short while). */
  search(slug: string, query: SupplierSearch): Promise<readonly SupplierOffer[]>;
  /** A hotel's facts, rooms and pictures; null when unknown. */
  hotel(hotelKey: string, toPrice: ToPrice): Promise<HotelDetail | null>;
  /** Every rate of a hotel for a stay, priced per searched room, with rooms left; null when the hotel is unknown. */
  rates(hotelKey: string, query: HotelRatesQuery, toPrice: ToPrice, now: number): Promise<HotelRates | null>;
  /** Checks the hotel, the rates and who sleeps where, prices every room now and counts the rooms left. */
  recheck(query: HotelSelectionQuery, now: number): Promise<RecheckedStay>;
  /**
   * Takes the rooms for `bookingId` inside the booking's transaction, or throws `rooms_unavailable`. A supplier
   * whose booking is a remote call uses `bookingId` as its client reference, so a retry finds the same booking.
   */
  book(tx: Tx, input: { bookingId: string; stay: RecheckedStay }): Promise<unknown>;
  quoteCancellation(booking: SupplierBooking, now: number): CancellationTerms;
  /** Gives the rooms back (a cancellation, or a hold that expired), inside the booking's transaction if any. */
  cancel(db: DbOrTx, booking: SupplierBooking): Promise<void>;
  /** Rooms were sold or given back on this process: cached availability is dropped. */
  changed(): void;
}

/** The hotel suppliers of one app instance, by code (`lib/supplier-registry.ts`); the built-in one first. */
export type SupplierRegistry = Registry<HotelSupplier>;

/** The supplier of a hotel id or rate key; an unknown prefix is `hotel_not_found`. */
export function supplierForKey(suppliers: SupplierRegistry, key: string): HotelSupplier {
  const supplier = suppliers.get(supplierOf(key));
  if (!supplier) throw new AppError('hotel_not_found');
  return supplier;
}
