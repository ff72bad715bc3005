import { z } from 'zod';
import {
  BillingSchema,
  FlightBookingBodySchema,
  PassengerInputSchema,
  type FlightBookingBody,
  type PassengerInput,
} from '@portal/contracts/flight-booking';
import type { PassengerType } from '@portal/contracts/flights';
import type { Lang } from '@portal/contracts/i18n';
import { translate } from '@portal/contracts/messages';
import type { Path } from 'react-hook-form';
import { PaymentChoiceSchema, paymentBody } from '../../../kit/checkout/payment';
import { dateOfBirthFits, earliestPassportExpiry, type TravelDates } from './booking-rules';
import { isIsoDate } from './search-rules';

const required = z.string().trim().min(1, { error: 'required' });

/** The contract's passenger, with an empty date said to be missing rather than badly written. */
const PassengerFieldsSchema = PassengerInputSchema.extend({
  date_of_birth: required.pipe(PassengerInputSchema.shape.date_of_birth),
  passport_expiry: required.pipe(PassengerInputSchema.shape.passport_expiry),
});

export interface BookingSchemaOptions {
  dates: TravelDates;
  lang: Lang;
}

/**
 * The booking form: the body of `POST /flight-bookings` without what the page knows (offer, fare, price),
 * checked by the contract's schemas plus the rules the API checks against the flight: the date of birth must
 * fit the passenger type on the travel dates, and the passport must be valid six months after the last
 * flight. Those run even while other fields are still wrong, so every message shows at once.
 */
export function bookingFormSchema({ dates, lang }: BookingSchemaOptions) {
  return z
    .object({
      passengers: z.array(PassengerFieldsSchema),
      contact: FlightBookingBodySchema.shape.contact,
      billing: BillingSchema,
      payment: PaymentChoiceSchema,
    })
    .superRefine(
      (values, ctx) => {
        values.passengers.forEach((p, i) => {
          if (isIsoDate(p.date_of_birth) && !dateOfBirthFits(p.type, p.date_of_birth, dates)) {
            ctx.addIssue({
              code: 'custom',
              path: ['passengers', i, 'date_of_birth'],
              message: translate(`age_mismatch_${p.type}`, lang),
            });
          }
          if (isIsoDate(p.passport_expiry) && p.passport_expiry < earliestPassportExpiry(dates)) {
            ctx.addIssue({
              code: 'custom',
              path: ['passengers', i, 'passport_expiry'],
              message: 'passport_expires_soon',
            });
          }
        });
      },
      { when: () => true },
    );
}

export type BookingFormValues = z.input<ReturnType<typeof bookingFormSchema>>;
export type BookingFormOutput = z.output<ReturnType<typeof bookingFormSchema>>;

export function emptyPassenger(type: PassengerType): PassengerInput {
  return {
    type,
    first_name: '',
    last_name: '',
    gender: '' as PassengerInput['gender'],
    date_of_birth: '',
    nationality: 'IQ',
    country: 'IQ',
    passport_number: '',
    passport_expiry: '',
    passport_image_id: null,
    marriage_contract_image_id: null,
    phone: '',
    email: '',
    seat_number: '',
    note: '',
  };
}

/** Adults first, then children, then infants, as many as were searched for. */
export function passengerTypes(query: { adults: number; children: number; infants: number }): PassengerType[] {
  return [
    ...Array<PassengerType>(query.adults).fill('adult'),
    ...Array<PassengerType>(query.children).fill('child'),
    ...Array<PassengerType>(query.infants).fill('infant'),
  ];
}

export function toBookingBody(
  values: BookingFormOutput,
  selection: { sessionId: string; offerId: string; family: FlightBookingBody['fare_family']; acceptedTotalIqd: string },
): FlightBookingBody {
  return {
    session_id: selection.sessionId,
    offer_id: selection.offerId,
    fare_family: selection.family,
    accepted_total_iqd: selection.acceptedTotalIqd,
    passengers: values.passengers,
    contact: values.contact,
    billing: values.billing,
    payment: paymentBody(values.payment),
  };
}

const FORM_FIELD = /^(passengers\.\d+\.\w+|contact\.(email|phone)|billing\.\w+|payment\.(method|currency))$/;

/** The form's field for a server field, or null for one it has not (shown above the button). */
export function formFieldOf(field: string): Path<BookingFormValues> | null {
  return FORM_FIELD.test(field) ? (field as Path<BookingFormValues>) : null;
}
