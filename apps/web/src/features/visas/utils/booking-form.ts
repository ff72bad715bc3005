import { z } from 'zod';
import type { Path } from 'react-hook-form';
import { MAX_VISA_PERSONS, VisaApplicantSchema, VisaBookingBodySchema } from '@portal/contracts/visas';
import { NO_PAYMENT_CHOICE, PaymentChoiceSchema } from '../../../kit/checkout/payment';

/** The application form on the contract's own schemas; every paper the visa requires needs its upload. */
export function bookingFormSchema(papers: readonly string[]) {
  return z.object({
    travel_date: VisaBookingBodySchema.shape.travel_date,
    applicants: z
      .array(
        VisaApplicantSchema.superRefine((applicant, ctx) => {
          for (const paper of papers)
            if (!applicant.documents[paper])
              ctx.addIssue({ code: 'custom', message: 'paper_missing', path: ['documents', paper] });
        }),
      )
      .min(1)
      .max(MAX_VISA_PERSONS),
    terms_accepted: z.literal(true, { error: 'terms_required' }),
    payment: PaymentChoiceSchema,
  });
}
export type BookingFormInput = z.input<ReturnType<typeof bookingFormSchema>>;
export type BookingFormOutput = z.output<ReturnType<typeof bookingFormSchema>>;

export function bookingDefaults(persons: number, travelDate: string): BookingFormInput {
  return {
    travel_date: travelDate,
    applicants: Array.from({ length: persons }, () => ({
      first_name: '',
      last_name: '',
      name_ar: '',
      date_of_birth: '',
      nationality: 'IQ',
      passport_number: '',
      passport_issued: '',
      passport_expires: '',
      documents: {},
    })),
    terms_accepted: false as unknown as true,
    payment: NO_PAYMENT_CHOICE as BookingFormInput['payment'],
  };
}

/** The form's field for a server field (the rest are shown above the button). */
export function formFieldOf(field: string): Path<BookingFormInput> | null {
  return /^(travel_date|terms_accepted|applicants\.\d+\.)/.test(field) ? (field as Path<BookingFormInput>) : null;
}

/** `person` of the route: 1 to 9, else null. */
export function personsOf(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_VISA_PERSONS ? n : null;
}
