import type { Lang } from '@portal/contracts/i18n';
import { UguideBookingDetailsSchema, UguideTravellerSchema } from '@portal/contracts/uguides';
import { z } from 'zod';
import type { ApplicationSpec } from '../applications/applications.service.js';
import type { BookingRow, ServiceHandler } from '../bookings/service-handler.js';

/** What an application to a programme stores in `details`: the programme as sold and the service fee a refusal keeps. */
const StoredUguideSchema = z.object({ uguide: UguideBookingDetailsSchema, service_fee_iqd: z.string() });
export type StoredUguide = z.input<typeof StoredUguideSchema>;

const parsed = new WeakMap<BookingRow, z.output<typeof StoredUguideSchema>>();
function stored(row: BookingRow) {
  let s = parsed.get(row);
  if (!s) {
    s = StoredUguideSchema.parse(row.details);
    parsed.set(row, s);
  }
  return s;
}
const TravellersSchema = z.array(UguideTravellerSchema);

/**
 * Applications to study programmes: the portal files them itself, so nothing goes back to a supplier.
 * Cancelling (a hold, or a paid application by its student) refunds all but the service fee, as a decline does.
 */
export function createUguideHandler(): ServiceHandler<'uguide'> {
  return {
    read: (row) => ({ details: stored(row).uguide, travellers: TravellersSchema.parse(row.travellers) }),
    cancellationRule: (row) => ({
      allowed: true,
      penaltyPercent: 0,
      rule: 'as_per_rules',
      feesIqd: BigInt(stored(row).service_fee_iqd),
    }),
    release: async () => undefined,
    title(row: BookingRow, lang: Lang = 'en') {
      const { programme, intake } = stored(row).uguide;
      return { title: `${programme.title[lang]} — ${programme.university[lang]}`, travelDate: intake.start };
    },
  };
}

/** What the application pipeline needs of an application to a programme: the student's papers, the fee kept. */
export const uguideApplicationSpec: ApplicationSpec = {
  papers: (row) => [[...stored(row).uguide.programme.papers]],
  keptOnRefusal: (row) => BigInt(stored(row).service_fee_iqd),
};
