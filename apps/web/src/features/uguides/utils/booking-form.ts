import { z } from 'zod';
import type { Path } from 'react-hook-form';
import { UguideBookingBodySchema, UguideStudentSchema } from '@portal/contracts/uguides';
import { NO_PAYMENT_CHOICE, PaymentChoiceSchema } from '../../../kit/checkout/payment';

/** The application form on the contract's own schemas; every paper the programme asks for needs its upload. */
export function bookingFormSchema(papers: readonly string[]) {
  return z
    .object({
      intake: UguideBookingBodySchema.shape.intake,
      student: UguideStudentSchema,
      documents: z.record(z.string(), z.string()),
      terms_accepted: z.literal(true, { error: 'terms_required' }),
      payment: PaymentChoiceSchema,
    })
    .superRefine((form, ctx) => {
      for (const paper of papers)
        if (!form.documents[paper])
          ctx.addIssue({ code: 'custom', message: 'paper_missing', path: ['documents', paper] });
    });
}
export type BookingFormInput = z.input<ReturnType<typeof bookingFormSchema>>;
export type BookingFormOutput = z.output<ReturnType<typeof bookingFormSchema>>;

export function bookingDefaults(intake: string): BookingFormInput {
  return {
    intake,
    student: {
      first_name: '',
      last_name: '',
      name_ar: '',
      date_of_birth: '',
      nationality: 'IQ',
      passport_number: '',
      passport_expires: '',
      email: '',
      phone: '',
      previous_school: '',
      grade_percent: '' as unknown as number,
    },
    documents: {},
    terms_accepted: false as unknown as true,
    payment: NO_PAYMENT_CHOICE as BookingFormInput['payment'],
  };
}

/** The form's field for a server field (the rest are shown above the button). */
export function formFieldOf(field: string): Path<BookingFormInput> | null {
  return /^(intake|terms_accepted|student\.[a-z_]+|documents\.[a-z_]+)$/.test(field)
    ? (field as Path<BookingFormInput>)
    : null;
}
