import type { Lang } from '@portal/contracts/i18n';
import { InsuranceBookingDetailsSchema, InsuredSchema } from '@portal/contracts/insurance';
import { z } from 'zod';
import { BUILTIN_SUPPLIER } from '../../lib/supplier-registry.js';
import type { BookingRow, ServiceHandler } from '../bookings/service-handler.js';

/** Policies are issued by the portal itself for the insurers (the built-in issuer). */
export const ISSUER = BUILTIN_SUPPLIER;

/**
 * What an insurance booking stores besides how it was paid: the policy as shown, when the cover starts (the
 * Baghdad midnight of its first day) and what cancelling before then keeps.
 */
const StoredInsuranceSchema = z.object({
  insurance: InsuranceBookingDetailsSchema,
  supplier: z.string().default(ISSUER),
  cover_starts_at: z.string(),
  cancellation_fee_iqd: z.string(),
});
export type StoredInsurance = z.input<typeof StoredInsuranceSchema>;

const TravellersSchema = z.array(InsuredSchema);
const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });
const TitleSchema = z.object({
  insurance: z.object({
    plan: z.object({ name: localized, insurer: z.object({ name: localized }) }),
    start_date: z.string(),
  }),
});

const parsed = new WeakMap<BookingRow, z.output<typeof StoredInsuranceSchema>>();
function stored(row: BookingRow) {
  let s = parsed.get(row);
  if (!s) {
    s = StoredInsuranceSchema.parse(row.details);
    parsed.set(row, s);
  }
  return s;
}

/**
 * Insurance bookings (issue 19): cancelling before the cover starts refunds the price less the plan's
 * cancellation fee; once it has started, nothing. A policy holds no inventory: releasing it gives nothing back.
 */
export function createInsuranceHandler(now: () => number = Date.now): ServiceHandler<'insurance'> {
  return {
    read: (row) => ({ details: stored(row).insurance, travellers: TravellersSchema.parse(row.travellers) }),

    cancellationRule(row) {
      const s = stored(row);
      if (now() >= Date.parse(s.cover_starts_at))
        return { allowed: false, penaltyPercent: 100, rule: 'non_refundable', feesIqd: 0n };
      return { allowed: true, penaltyPercent: 0, rule: 'refundable', feesIqd: BigInt(s.cancellation_fee_iqd) };
    },

    async release() {},

    title(row, lang: Lang = 'en') {
      const { plan, start_date } = TitleSchema.parse(row.details).insurance;
      const comma = lang === 'ar' ? '،' : ',';
      return { title: `${plan.name[lang]}${comma} ${plan.insurer.name[lang]}`, travelDate: start_date };
    },
  };
}
