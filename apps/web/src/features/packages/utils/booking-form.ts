import { z } from 'zod';
import type { Path } from 'react-hook-form';
import { DepartureBookingBodySchema, type DepartureSelection } from '@portal/contracts/departures';
import { NO_PAYMENT_CHOICE, PaymentChoiceSchema } from '../../../kit/checkout/payment';

/** The booking form: the contract's own traveller and contact schemas, so the form and the API say the same. */
export const TourBookingFormSchema = z.object({
  travellers: DepartureBookingBodySchema.shape.travellers,
  contact: DepartureBookingBodySchema.shape.contact,
  terms_accepted: z.literal(true, { error: 'terms_required' }),
  payment: PaymentChoiceSchema,
});
export type TourBookingFormInput = z.input<typeof TourBookingFormSchema>;
export type TourBookingFormOutput = z.output<typeof TourBookingFormSchema>;

/** A blank traveller of each adult and child chosen; the contact's e-mail is the signed-in user's. */
export function tourBookingDefaults(selection: DepartureSelection, email = ''): TourBookingFormInput {
  const blank = (type: 'adult' | 'child') => ({
    type,
    first_name: '',
    last_name: '',
    gender: 'male' as const,
    date_of_birth: '',
    nationality: 'IQ',
    passport_number: '',
    passport_expiry: '',
  });
  return {
    travellers: [
      ...Array.from({ length: selection.adults }, () => blank('adult')),
      ...Array.from({ length: selection.children }, () => blank('child')),
    ],
    contact: { email, phone: '' },
    terms_accepted: false as unknown as true,
    payment: NO_PAYMENT_CHOICE as TourBookingFormInput['payment'],
  };
}

/** The form's field for a server field (the rest are shown above the button). */
export function tourFormFieldOf(field: string): Path<TourBookingFormInput> | null {
  return /^(travellers\.\d+\.\w+|contact\.\w+|terms_accepted)$/.test(field)
    ? (field as Path<TourBookingFormInput>)
    : null;
}
