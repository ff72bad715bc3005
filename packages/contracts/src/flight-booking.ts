/*
 * A flight booking's request: its passengers, billing and contact, and the rules of their fields. Apart from
 * `bookings.ts` (which re-exports it) so that the flight booking form does not load every service's booking
 * schemas with the union of `BookingSchema` (issue 23).
 */
import { z } from 'zod';
import { FARE_FAMILIES, PASSENGER_TYPES } from './flights.js';
import { PaymentSchema, PhoneSchema } from './common.js';

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' })
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    { error: 'invalid_date' },
  );
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'invalid_country' });
/** Names as printed in the passport's machine-readable zone: Latin letters, spaces, hyphens and apostrophes. */
const passportName = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(50)
  .regex(/^[A-Za-z][A-Za-z' -]*$/, { error: 'latin_name' });
const email = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(254)
  .pipe(z.email({ error: 'invalid_email' }));
const phone = PhoneSchema;

export const PassengerInputSchema = z.strictObject({
  type: z.enum(PASSENGER_TYPES, { error: 'invalid_choice' }),
  first_name: passportName,
  last_name: passportName,
  gender: z.enum(['male', 'female'], { error: 'choose_gender' }),
  date_of_birth: isoDate,
  nationality: country,
  country: country,
  passport_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,15}$/, { error: 'invalid_passport' }),
  passport_expiry: isoDate,
  passport_image_id: z.uuid({ error: 'invalid_id' }).nullable().default(null),
  marriage_contract_image_id: z.uuid({ error: 'invalid_id' }).nullable().default(null),
  phone: phone.or(z.literal('')).default(''),
  email: email.or(z.literal('')).default(''),
  seat_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(\d{1,2}[A-K])?$/, { error: 'invalid_seat' })
    .default(''),
  note: z.string().trim().max(500).default(''),
});
export type PassengerInput = z.input<typeof PassengerInputSchema>;

export const BillingSchema = z.strictObject({
  address1: z.string().trim().min(1, { error: 'required' }).max(200),
  address2: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1, { error: 'required' }).max(100),
  state: z.string().trim().max(100).default(''),
  zip: z.string().trim().max(20).default(''),
  comment: z.string().trim().max(1000).default(''),
  terms_accepted: z.literal(true, { error: 'terms_required' }),
});
export type BillingInput = z.input<typeof BillingSchema>;

export const FlightBookingBodySchema = z.strictObject({
  session_id: z.uuid({ error: 'invalid_id' }),
  offer_id: z.string().regex(/^[\w-]{8,32}$/, { error: 'invalid_id' }),
  fare_family: z.enum(FARE_FAMILIES, { error: 'invalid_choice' }),
  /** The IQD total the traveller saw and accepted; a different current price is refused with price_changed. */
  accepted_total_iqd: z.string().regex(/^\d{1,15}$/, { error: 'invalid_amount' }),
  passengers: z.array(PassengerInputSchema).min(1).max(18),
  contact: z.strictObject({ email, phone }),
  billing: BillingSchema,
  payment: PaymentSchema,
});
export type FlightBookingBody = z.input<typeof FlightBookingBodySchema>;
