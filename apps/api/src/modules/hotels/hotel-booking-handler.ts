import { HotelBookingDetailsSchema, HotelTravellerSchema } from '@portal/contracts/hotels';
import type { Lang } from '@portal/contracts/i18n';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { BUILTIN_SUPPLIER } from '../../lib/supplier-registry.js';
import { supplierOrRefuse, type BookingRow, type ServiceHandler } from '../bookings/service-handler.js';
import type { SupplierBooking, SupplierRegistry } from './hotel-supplier.js';

/** What a booking keeps of each room's policy: cancellation is quoted from it, as bed banks' policies bind. */
const StoredPolicySchema = z.object({
  refundable: z.boolean(),
  freeUntil: z.number().nullable(),
  checkInAt: z.number(),
  penaltyBp: z.number(),
  totalIqd: z.string(),
});

/**
 * What a hotel booking stores in `details` besides how it was paid: the stay as shown, its supplier (bookings
 * made before there were several suppliers have none: the built-in one), what the supplier needs to cancel
 * (`reservation`, its own record: the portal does not read it) and each room's policy. Bookings made before
 * `reservation` existed kept the built-in reservation's `nights` and `allotments` at the top.
 */
const StoredHotelSchema = z.object({
  hotel: HotelBookingDetailsSchema,
  supplier: z.string().default(BUILTIN_SUPPLIER),
  reservation: z.unknown().optional(),
  policies: z.array(StoredPolicySchema),
  nights: z.array(z.string()).optional(),
  allotments: z.array(z.object({ roomTypeId: z.string(), rooms: z.number() })).optional(),
});
export type StoredHotel = z.input<typeof StoredHotelSchema>;

/**
 * Guests as stored: bookings made before the guest shape kept a flight passenger's fields (empty strings), which
 * are not shown.
 */
const TravellersSchema = z.array(HotelTravellerSchema);

/** What a title needs of the stored stay, parsed alone so that a page of bookings stays cheap to list. */
const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });
const TitleSchema = z.object({
  hotel: z.object({ hotel: z.object({ name: localized, city: localized }), check_in: z.string() }),
});

/** The stay as shown, and the booking as its supplier needs it back. Each row is parsed once. */
const parsed = new WeakMap<
  BookingRow,
  { details: z.output<typeof HotelBookingDetailsSchema>; supplier: string; booking: SupplierBooking }
>();
function storedHotel(row: BookingRow) {
  let stored = parsed.get(row);
  if (!stored) {
    const s = StoredHotelSchema.parse(row.details);
    stored = {
      details: s.hotel,
      supplier: s.supplier,
      booking: {
        policies: s.policies,
        reservation: s.reservation ?? { nights: s.nights ?? [], allotments: s.allotments ?? [] },
      },
    };
    parsed.set(row, stored);
  }
  return stored;
}

/**
 * Hotel bookings: the supplier quotes the cancellation from the booking's policies and takes the rooms back. A
 * booking of a supplier no longer registered quotes "not allowed" and its release is refused (`not_cancellable`:
 * the hold expiry sets such a booking aside and tries it again later).
 */
export function createHotelHandler(registry: SupplierRegistry): ServiceHandler<'hotel'> {
  return {
    read: (row) => ({ details: storedHotel(row).details, travellers: TravellersSchema.parse(row.travellers) }),

    cancellationRule(row: BookingRow) {
      const { supplier, booking } = storedHotel(row);
      const found = registry.get(supplier);
      // A booking of a supplier no longer registered cannot be cancelled (decision 064).
      const terms = found
        ? found.quoteCancellation(booking, Date.now())
        : { allowed: false, penaltyIqd: 0n, rule: 'non_refundable' as const };
      const total = booking.policies.reduce((sum, p) => sum + BigInt(p.totalIqd), 0n);
      return {
        allowed: terms.allowed,
        penaltyPercent: total > 0n ? Number((terms.penaltyIqd * 100n) / total) : 0,
        penaltyIqd: terms.penaltyIqd,
        rule: terms.rule,
        feesIqd: 0n,
      };
    },

    async release(tx: Tx, row: BookingRow) {
      const { supplier, booking } = storedHotel(row);
      await supplierOrRefuse(registry, supplier).cancel(tx, booking);
    },

    changed: () => registry.changed(),

    title(row: BookingRow, lang: Lang = 'en') {
      const { hotel, check_in } = TitleSchema.parse(row.details).hotel;
      const comma = lang === 'ar' ? '،' : ',';
      return { title: `${hotel.name[lang]}${comma} ${hotel.city[lang]}`, travelDate: check_in };
    },
  };
}
