import { z } from 'zod';
import { FlightBookingDetailsSchema, FlightTravellerSchema, PriceSchema } from './flights.js';
import { HotelBookingDetailsSchema, HotelTravellerSchema } from './hotels.js';
import { CarBookingDetailsSchema, CarTravellerSchema } from './cars.js';
import { DepartureBookingDetailsSchema, DepartureTravellerSchema } from './departures.js';
import { CruiseBookingDetailsSchema, CruisePassengerSchema } from './cruises.js';
import { ConferenceAttendeeSchema, ConferenceBookingDetailsSchema } from './conferences.js';
import { InsuranceBookingDetailsSchema, InsuredSchema } from './insurance.js';
import { VisaBookingDetailsSchema, VisaTravellerSchema } from './visas.js';
import { UguideBookingDetailsSchema, UguideTravellerSchema } from './uguides.js';
import { GuideBookingDetailsSchema, GuideTravellerSchema } from './guides.js';

export { PaymentSchema } from './common.js';
import { SERVICES, type LiveService } from './services.js';

import { BOOKING_STATUSES } from './booking-constants.js';
export { BOOKING_STATUSES, type BookingStatus } from './booking-constants.js';
/**
 * The service codes come from the one service registry (`services.ts`); a live service (bookable) has its booking
 * schema in the union below and a handler in the API (decision 063).
 */
export { isLiveService, LIVE_SERVICES, SERVICES, type LiveService, type Service } from './services.js';

export * from './flight-booking.js';
import { IsoDateSchema } from './common.js';

export const BookingEventSchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  note: z.string().nullable(),
  at: z.string(),
});

/** What every booking has, whatever its service. */
const BookingBaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  created_at: z.string(),
  hold_expires_at: z.string().nullable(),
  booked_by: z.object({ id: z.string(), name: z.string() }),
  total: PriceSchema,
  payment: z.object({ method: z.enum(['wallet', 'hold']), currency: z.string(), amount: z.string() }),
  /** For agencies: the net price its wallet pays, its markup, and the gross price its customer is quoted. */
  pricing: z.object({ currency: z.string(), net: z.string(), markup: z.string(), gross: z.string() }),
  history: z.array(BookingEventSchema),
});

/** One service's booking: the common part, its `service`, what it shows (`details`) and its travellers. */
function serviceBooking<S extends LiveService, D extends z.ZodType, T extends z.ZodType>(
  service: S,
  details: D,
  traveller: T,
) {
  return BookingBaseSchema.extend({ service: z.literal(service), details, travellers: z.array(traveller) });
}

/** A booking of any live service, told apart by `service`; a new service adds one entry. */
export const BookingSchema = z.discriminatedUnion('service', [
  serviceBooking('flight', FlightBookingDetailsSchema, FlightTravellerSchema),
  serviceBooking('hotel', HotelBookingDetailsSchema, HotelTravellerSchema),
  serviceBooking('car', CarBookingDetailsSchema, CarTravellerSchema),
  serviceBooking('insurance', InsuranceBookingDetailsSchema, InsuredSchema),
  serviceBooking('package', DepartureBookingDetailsSchema, DepartureTravellerSchema),
  serviceBooking('visa', VisaBookingDetailsSchema, VisaTravellerSchema),
  serviceBooking('uguide', UguideBookingDetailsSchema, UguideTravellerSchema),
  serviceBooking('conference', ConferenceBookingDetailsSchema, ConferenceAttendeeSchema),
  serviceBooking('guide', GuideBookingDetailsSchema, GuideTravellerSchema),
  serviceBooking('cruise', CruiseBookingDetailsSchema, CruisePassengerSchema),
]);
export type Booking = z.infer<typeof BookingSchema>;
/** The booking of one service: `BookingOf<'hotel'>['details']` is a hotel stay. */
export type BookingOf<S extends LiveService> = Extract<Booking, { service: S }>;

export const BookingListQuerySchema = z.object({
  service: z.enum(SERVICES, { error: 'invalid_choice' }).optional(),
  status: z.enum(BOOKING_STATUSES, { error: 'invalid_choice' }).optional(),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  user_id: z.uuid({ error: 'invalid_id' }).optional(),
  q: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type BookingListQuery = z.input<typeof BookingListQuerySchema>;

export const BookingSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  service: z.enum(SERVICES),
  status: z.enum(BOOKING_STATUSES),
  title: z.string(),
  travel_date: z.string().nullable(),
  travellers: z.number().int(),
  total: PriceSchema,
  booked_by: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  hold_expires_at: z.string().nullable(),
});
export type BookingSummary = z.infer<typeof BookingSummarySchema>;

/** Someone of the account who books: the "booked by" filter's options. */
export const BookerSchema = z.object({ id: z.string(), name: z.string() });
export type Booker = z.infer<typeof BookerSchema>;

export const PayBookingBodySchema = z.strictObject({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'unknown_currency' }),
});

export const CancellationQuoteSchema = z.object({
  allowed: z.boolean(),
  /** What goes back to the wallet the booking was paid from, in that currency (and in IQD). */
  refund: PriceSchema,
  penalty: PriceSchema,
  fees_kept: PriceSchema,
  rule: z.enum(['refundable', 'non_refundable', 'as_per_rules', 'unpaid']),
});
export type CancellationQuote = z.infer<typeof CancellationQuoteSchema>;

export const CancelBookingBodySchema = z.strictObject({
  /** The refund the customer was quoted, in minor units of the payment currency; a different current quote is refused. */
  accepted_refund: z.string().regex(/^\d{1,15}(\.\d{1,6})?$/, { error: 'invalid_amount' }),
});
