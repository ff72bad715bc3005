/*
 * A flight booking's request: its passengers, billing and contact, and the rules of their fields. Apart from
 * `bookings.ts` (which re-exports it) so that the flight booking form does not load every service's booking
 * schemas with the union of `BookingSchema` (issue 23).
 */
import { z } from 'zod';
import { FARE_FAMILIES, PASSENGER_TYPES } from './flights.js';
import { ContactEmailSchema, IsoDateSchema, LatinNameSchema, PaymentSchema, PhoneSchema } from './common.js';

const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'invalid_country' });

export const PassengerInputSchema = z.strictObject({
  type: z.enum(PASSENGER_TYPES, { error: 'invalid_choice' }),
  first_name: LatinNameSchema,
  last_name: LatinNameSchema,
  gender: z.enum(['male', 'female'], { error: 'choose_gender' }),
  date_of_birth: IsoDateSchema,
  nationality: country,
  country: country,
  passport_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,15}$/, { error: 'invalid_passport' }),
  passport_expiry: IsoDateSchema,
  passport_image_id: z.uuid({ error: 'invalid_id' }).nullable().default(null),
  marriage_contract_image_id: z.uuid({ error: 'invalid_id' }).nullable().default(null),
  phone: PhoneSchema.or(z.literal('')).default(''),
  email: ContactEmailSchema.or(z.literal('')).default(''),
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
  contact: z.strictObject({ email: ContactEmailSchema, phone: PhoneSchema }),
  billing: BillingSchema,
  payment: PaymentSchema,
});
export type FlightBookingBody = z.input<typeof FlightBookingBodySchema>;
