import type { Lang } from '@portal/contracts/i18n';
import { VisaBookingDetailsSchema, VisaTravellerSchema } from '@portal/contracts/visas';
import { z } from 'zod';
import type { ApplicationSpec } from '../applications/applications.service.js';
import type { BookingRow, ServiceHandler } from '../bookings/service-handler.js';

/** What a visa booking stores in `details` besides how it was paid: the product as sold and the service fees kept on a refusal. */
const StoredVisaSchema = z.object({ visa: VisaBookingDetailsSchema, service_fees_iqd: z.string() });
export type StoredVisa = z.input<typeof StoredVisaSchema>;

const parsed = new WeakMap<BookingRow, z.output<typeof StoredVisaSchema>>();
function stored(row: BookingRow) {
  let s = parsed.get(row);
  if (!s) {
    s = StoredVisaSchema.parse(row.details);
    parsed.set(row, s);
  }
  return s;
}
const TravellersSchema = z.array(VisaTravellerSchema);

/**
 * Visa applications: nothing to give back to a supplier (the portal files them itself). Cancelling (a hold, or a
 * paid application by its applicant) refunds all but the service fees, the rule a refusal follows too.
 */
export function createVisaHandler(): ServiceHandler<'visa'> {
  return {
    read: (row) => ({ details: stored(row).visa, travellers: TravellersSchema.parse(row.travellers) }),
    cancellationRule: (row) => ({
      allowed: true,
      penaltyPercent: 0,
      rule: 'as_per_rules',
      feesIqd: BigInt(stored(row).service_fees_iqd),
    }),
    release: async () => undefined,
    title(row: BookingRow, lang: Lang = 'en') {
      const { visa, travel_date } = stored(row).visa;
      return { title: visa.title[lang], travelDate: travel_date };
    },
  };
}

/** What the application pipeline needs of a visa application: each applicant's papers, the fees a refusal keeps. */
export const visaApplicationSpec: ApplicationSpec = {
  papers: (row) => {
    const { visa, persons } = stored(row).visa;
    return Array.from({ length: persons }, () => [...visa.papers]);
  },
  keptOnRefusal: (row) => BigInt(stored(row).service_fees_iqd),
};
