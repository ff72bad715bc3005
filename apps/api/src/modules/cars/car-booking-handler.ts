import { CarBookingDetailsSchema, CarTravellerSchema } from '@portal/contracts/cars';
import type { Lang } from '@portal/contracts/i18n';
import { z } from 'zod';
import { BUILTIN_SUPPLIER } from '../../lib/supplier-registry.js';
import { tieredCancellation } from '../bookings/day-capacity.js';
import { storedReader, supplierOrRefuse, type BookingRow, type ServiceHandler } from '../bookings/service-handler.js';
import type { CarSupplierRegistry } from './car-supplier.js';
import { LATE_PENALTY_PERCENT } from './car-pricing.js';

/** What a car booking stores in `details` besides how it was paid: the rental as shown and what cancels it. */
const StoredCarSchema = z.object({
  car: CarBookingDetailsSchema,
  supplier: z.string().default(BUILTIN_SUPPLIER),
  reservation: z.object({ offerId: z.string(), days: z.array(z.string()), count: z.number().int() }),
  /** Pick-up and the end of free cancellation (ms). */
  pickupAt: z.number(),
  freeUntil: z.number(),
  totalIqd: z.string(),
  contact: z.object({ email: z.string(), phone: z.string() }),
  licence_image_id: z.string().nullable(),
});
export type StoredCar = z.input<typeof StoredCarSchema>;

const stored = storedReader(StoredCarSchema);

const TitleSchema = z.object({
  car: z.object({
    car: z.object({ model: z.string() }),
    city: z.object({ ar: z.string(), en: z.string(), de: z.string() }),
    pickup: z.object({ at: z.string() }),
  }),
});

/**
 * Car bookings: cancelling is free until 48 hours before pick-up, then 30% is kept until pick-up, after which a
 * rental cannot be cancelled; releasing gives the days back to the offer's fleet.
 */
export function createCarHandler(registry: CarSupplierRegistry): ServiceHandler<'car'> {
  return {
    read: (row) => ({ details: stored(row).car, travellers: z.array(CarTravellerSchema).parse(row.travellers) }),

    cancellationRule(row) {
      const s = stored(row);
      return tieredCancellation({
        startsAt: s.pickupAt,
        freeUntil: s.freeUntil,
        supplierKnown: !!registry.get(s.supplier),
        latePenaltyPercent: LATE_PENALTY_PERCENT,
      });
    },

    async release(tx, row) {
      const s = stored(row);
      await supplierOrRefuse(registry, s.supplier).cancel(tx, s.reservation);
    },

    title(row: BookingRow, lang: Lang = 'en') {
      const { car } = TitleSchema.parse(row.details);
      const comma = lang === 'ar' ? '،' : ',';
      return { title: `${car.car.model}${comma} ${car.city[lang]}`, travelDate: car.pickup.at.slice(0, 10) };
    },
  };
}
