import { GuideBookingDetailsSchema, GuideTravellerSchema } from '@portal/contracts/guides';
import type { Lang } from '@portal/contracts/i18n';
import { z } from 'zod';
import { BUILTIN_SUPPLIER } from '../../lib/supplier-registry.js';
import { tieredCancellation } from '../bookings/day-capacity.js';
import { storedReader, supplierOrRefuse, type BookingRow, type ServiceHandler } from '../bookings/service-handler.js';
import type { GuideSupplierRegistry } from './guide-supplier.js';
import { LATE_PENALTY_PERCENT } from './guides.service.js';

/** What a guide booking stores in `details` besides how it was paid: the trip as shown and what cancels it. */
const StoredGuideSchema = z.object({
  guide: GuideBookingDetailsSchema,
  supplier: z.string().default(BUILTIN_SUPPLIER),
  reservation: z.object({ guideId: z.string(), days: z.array(z.string()) }),
  /** The trip's first day's start and the end of free cancellation (ms). */
  startsAt: z.number(),
  freeUntil: z.number(),
  totalIqd: z.string(),
  contact: z.object({ email: z.string(), phone: z.string() }),
});
export type StoredGuide = z.input<typeof StoredGuideSchema>;

const stored = storedReader(StoredGuideSchema);

const TitleSchema = z.object({
  guide: z.object({
    guide: z.object({
      name: z.object({ ar: z.string(), en: z.string(), de: z.string() }),
      city: z.object({ name: z.object({ ar: z.string(), en: z.string(), de: z.string() }) }),
    }),
    start: z.string(),
  }),
});

/**
 * Guide bookings: cancelling is free until 72 hours before the first day, then half is kept until it begins,
 * after which it cannot be cancelled; releasing gives the days back to the guide's calendar.
 */
export function createGuideHandler(registry: GuideSupplierRegistry, changed: () => void): ServiceHandler<'guide'> {
  return {
    changed,
    read: (row) => ({ details: stored(row).guide, travellers: z.array(GuideTravellerSchema).parse(row.travellers) }),

    cancellationRule(row) {
      const s = stored(row);
      return tieredCancellation({
        startsAt: s.startsAt,
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
      const { guide } = TitleSchema.parse(row.details);
      const comma = lang === 'ar' ? '،' : ',';
      return { title: `${guide.guide.name[lang]}${comma} ${guide.guide.city.name[lang]}`, travelDate: guide.start };
    },
  };
}
