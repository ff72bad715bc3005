import { z } from 'zod';
import type { Path } from 'react-hook-form';
import { CruiseBookingBodySchema, type CruiseSelection } from '@portal/contracts/cruises';
import { NO_PAYMENT_CHOICE, PaymentChoiceSchema } from '../../../kit/checkout/payment';

/** The booking form: the contract's own passenger and contact schemas, so the form and the API say the same. */
export const CruiseBookingFormSchema = z.object({
  passengers: CruiseBookingBodySchema.shape.passengers,
  contact: CruiseBookingBodySchema.shape.contact,
  terms_accepted: z.literal(true, { error: 'terms_required' }),
  payment: PaymentChoiceSchema,
});
export type CruiseBookingFormInput = z.input<typeof CruiseBookingFormSchema>;
export type CruiseBookingFormOutput = z.output<typeof CruiseBookingFormSchema>;

/** A blank passenger per adult and child of each cabin; the contact's e-mail is the signed-in user's. */
export function cruiseBookingDefaults(selection: CruiseSelection, email = ''): CruiseBookingFormInput {
  const blank = (cabin: number, type: 'adult' | 'child') => ({
    cabin,
    type,
    first_name: '',
    last_name: '',
    date_of_birth: '',
    nationality: 'IQ',
    passport_number: '',
  });
  return {
    passengers: selection.cabins.flatMap((c, i) => [
      ...Array.from({ length: c.adults }, () => blank(i, 'adult')),
      ...Array.from({ length: c.children }, () => blank(i, 'child')),
    ]),
    contact: { email, phone: '' },
    terms_accepted: false as unknown as true,
    payment: NO_PAYMENT_CHOICE as CruiseBookingFormInput['payment'],
  };
}

/** The form's field for a server field (the rest are shown above the button). */
export function cruiseFormFieldOf(field: string): Path<CruiseBookingFormInput> | null {
  return /^(passengers\.\d+\.\w+|contact\.\w+|terms_accepted)$/.test(field)
    ? (field as Path<CruiseBookingFormInput>)
    : null;
}
