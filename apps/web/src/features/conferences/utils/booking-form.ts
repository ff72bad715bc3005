import { z } from 'zod';
import type { Path } from 'react-hook-form';
import { ConferenceBookingBodySchema, type ConferenceSelection } from '@portal/contracts/conferences';
import { NO_PAYMENT_CHOICE, PaymentChoiceSchema } from '../../../kit/checkout/payment';

/** The registration form: the contract's own attendee and contact schemas, so the form and the API say the same. */
export const ConferenceBookingFormSchema = z.object({
  attendees: ConferenceBookingBodySchema.shape.attendees,
  contact: ConferenceBookingBodySchema.shape.contact,
  terms_accepted: z.literal(true, { error: 'terms_required' }),
  payment: PaymentChoiceSchema,
});
export type ConferenceBookingFormInput = z.input<typeof ConferenceBookingFormSchema>;
export type ConferenceBookingFormOutput = z.output<typeof ConferenceBookingFormSchema>;

/** A blank attendee per place of each category chosen; the contact's e-mail is the signed-in user's. */
export function conferenceBookingDefaults(selection: ConferenceSelection, email = ''): ConferenceBookingFormInput {
  return {
    attendees: selection.lines.flatMap((line) =>
      Array.from({ length: line.count }, () => ({
        category: line.category,
        title: line.category === 'specialist' || line.category === 'resident' ? ('dr' as const) : ('mr' as const),
        first_name: '',
        last_name: '',
        institution: '',
        licence_number: '',
      })),
    ),
    contact: { email, phone: '' },
    terms_accepted: false as unknown as true,
    payment: NO_PAYMENT_CHOICE as ConferenceBookingFormInput['payment'],
  };
}

/** The form's field for a server field (the rest are shown above the button). */
export function conferenceFormFieldOf(field: string): Path<ConferenceBookingFormInput> | null {
  return /^(attendees\.\d+\.\w+|contact\.\w+|terms_accepted)$/.test(field)
    ? (field as Path<ConferenceBookingFormInput>)
    : null;
}
