import type { HotelBookingDetails } from '@portal/contracts/hotels';
import type { Lang } from '@portal/contracts/i18n';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { BookingRow } from '../bookings/bookings.repository.js';
import type { ServiceHandler } from '../bookings/bookings.service.js';
import type { BuiltinReservation } from './builtin/builtin-supplier.js';
import { BUILTIN_SUPPLIER } from '../../lib/supplier-registry.js';
import type { StoredPolicy, SupplierBooking, SupplierRegistry } from './hotel-supplier.js';

/** What a hotel booking keeps besides what it shows: its supplier, the supplier's record and each room's policy. */
export interface HotelBookingStore {
  method: 'wallet' | 'hold';
  hotel: HotelBookingDetails;
  /** The supplier's code; bookings made before there were several suppliers have none (the built-in one). */
  supplier?: string;
  /** What the supplier needs to cancel (the built-in one: rooms per type and night). */
  reservation?: unknown;
  policies: StoredPolicy[];
  /** The built-in reservation of bookings made before `reservation` existed. */
  nights?: string[];
  allotments?: BuiltinReservation['allotments'];
}

/**
 * The booking's supplier (undefined when it is no longer registered: such a booking is left to the desk) and
 * the booking as that supplier needs it back.
 */
export function supplierBookingOf(registry: SupplierRegistry, store: HotelBookingStore) {
  const supplier = registry.get(store.supplier ?? BUILTIN_SUPPLIER);
  const booking: SupplierBooking = {
    policies: store.policies,
    reservation: store.reservation ?? { nights: store.nights ?? [], allotments: store.allotments ?? [] },
  };
  return { supplier, booking };
}

/**
 * Gives the rooms back through the booking's supplier (a cancellation, an expired hold, a booking the desk marked
 * failed). A booking of a supplier no longer registered cannot be released: `not_cancellable`, and it stays as
 * it is (the hold expiry sets it aside and tries it again later).
 */
async function releaseHotelBooking(tx: Tx, registry: SupplierRegistry, store: HotelBookingStore) {
  const { supplier, booking } = supplierBookingOf(registry, store);
  if (!supplier) throw new AppError('not_cancellable');
  await supplier.cancel(tx, booking);
}

/** Hotel bookings: the supplier quotes the cancellation from the booking's policies and takes the rooms back. */
export function createHotelHandler(registry: SupplierRegistry): ServiceHandler {
  return {
    cancellationRule(row: BookingRow) {
      const store = row.details as HotelBookingStore;
      const { supplier, booking } = supplierBookingOf(registry, store);
      const terms = supplier
        ? supplier.quoteCancellation(booking, Date.now())
        : { allowed: false, penaltyIqd: 0n, rule: 'non_refundable' as const };
      const total = store.policies.reduce((sum, p) => sum + BigInt(p.totalIqd), 0n);
      return {
        allowed: terms.allowed,
        penaltyPercent: total > 0n ? Number((terms.penaltyIqd * 100n) / total) : 0,
        penaltyIqd: terms.penaltyIqd,
        rule: terms.rule,
        feesIqd: 0n,
      };
    },

    async release(tx: Tx, row: BookingRow) {
      await releaseHotelBooking(tx, registry, row.details as HotelBookingStore);
    },

    changed: () => registry.changed(),

    title(row: BookingRow, lang: Lang = 'en') {
      const { hotel } = row.details as HotelBookingStore;
      const comma = lang === 'ar' ? '،' : ',';
      return { title: `${hotel.hotel.name[lang]}${comma} ${hotel.hotel.city[lang]}`, travelDate: hotel.check_in };
    },
  };
}
