import { z } from 'zod';
import { AdminDateSchema, AdminPageSchema, LocalizedRequiredSchema, SearchTextSchema } from './admin.js';
import { MediaUrlSchema } from './admin-content.js';
import { CABIN_CLASSES } from './flights.js';

/**
 * Inventory as staff keep it. Every kind of inventory follows one pattern: a list with search and an
 * active/archived filter, create, edit and archive/restore; texts in ar/en/de side by side; images uploaded
 * through the media endpoint. The flight network comes first; each service adds its own shapes here.
 */
export const INVENTORY_STATUSES = ['active', 'archived'] as const;
export const InventoryListQuerySchema = z.object({
  q: SearchTextSchema,
  status: z.enum(INVENTORY_STATUSES, { error: 'invalid_choice' }).optional(),
  ...AdminPageSchema,
});

const airport = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'invalid_airport' });
const carrierCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2}$/, { error: 'invalid_carrier' });

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });

/** An IANA time zone (Area/Location) that this engine knows, e.g. Asia/Baghdad. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
export const TimeZoneSchema = z.string().trim().refine(isTimeZone, { error: 'invalid_time_zone' });
export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'invalid_country' });

// ---------------------------------------------------------------------------------------------------
// Airports

export const AirportListQuerySchema = InventoryListQuerySchema.extend({ country: CountryCodeSchema.optional() });
export type AirportListQuery = z.input<typeof AirportListQuerySchema>;

export const AdminAirportSchema = z.object({
  code: z.string(),
  name: localized,
  city: localized,
  country: z.string(),
  country_name: localized,
  lat: z.number(),
  lng: z.number(),
  time_zone: z.string(),
  active: z.boolean(),
  /** Flights on sale from or to it. */
  schedules: z.number().int(),
});
export type AdminAirport = z.infer<typeof AdminAirportSchema>;

const airportFields = {
  name: LocalizedRequiredSchema,
  city: LocalizedRequiredSchema,
  country: CountryCodeSchema,
  country_name: LocalizedRequiredSchema,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  time_zone: TimeZoneSchema,
};
export const AirportBodySchema = z.strictObject({ code: airport, ...airportFields });
export type AirportBody = z.input<typeof AirportBodySchema>;
/** The code stays (flights and bookings name the airport by it). */
export const AirportUpdateBodySchema = z.strictObject(airportFields).partial();
export type AirportUpdateBody = z.input<typeof AirportUpdateBodySchema>;
export const AirportCodeParamSchema = z.object({ code: airport });

// ---------------------------------------------------------------------------------------------------
// Carriers

export const CarrierListQuerySchema = z.object({
  q: SearchTextSchema,
  status: z.enum(INVENTORY_STATUSES, { error: 'invalid_choice' }).optional(),
});

export const AdminCarrierSchema = z.object({
  code: z.string(),
  name: localized,
  low_cost: z.boolean(),
  color: z.string(),
  /** The uploaded logo, or the generated one when none was uploaded. */
  logo_url: z.string(),
  custom_logo: z.boolean(),
  /** An archived airline's flights are not searched or sold. */
  active: z.boolean(),
  schedules: z.number().int(),
});
export type AdminCarrier = z.infer<typeof AdminCarrierSchema>;

export const CarrierBodySchema = z.strictObject({
  code: carrierCode,
  name: LocalizedRequiredSchema,
  low_cost: z.boolean().default(false),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'invalid_colour' }),
  /** Empty: the generated logo. */
  logo_url: MediaUrlSchema.or(z.literal('')).default(''),
});
export type CarrierBody = z.input<typeof CarrierBodySchema>;
export const CarrierUpdateBodySchema = CarrierBodySchema.omit({ code: true }).partial().strict();
export type CarrierUpdateBody = z.input<typeof CarrierUpdateBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Schedules and fares

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const seats = z.number().int().min(0).max(900);

export const ScheduleListQuerySchema = InventoryListQuerySchema.extend({
  carrier: carrierCode.optional(),
  origin: airport.optional(),
  destination: airport.optional(),
});
export type ScheduleListQuery = z.input<typeof ScheduleListQuerySchema>;

export const AdminScheduleSchema = z.object({
  key: z.string(),
  carrier: z.string(),
  flight_number: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** Local departure time at the origin. */
  departure_time: z.string(),
  duration_minutes: z.number().int(),
  /** ISO weekdays it flies on (1 = Monday … 7 = Sunday). */
  days: z.array(z.number().int()),
  aircraft_code: z.string(),
  aircraft_name: z.string(),
  seats: z.object({ economy: z.number().int(), business: z.number().int(), first: z.number().int() }),
  distance_km: z.number().int(),
  /** Economy Light one-way base fare in IQD before demand factors; every other fare derives from it. */
  base_fare_iqd: z.string(),
  active: z.boolean(),
  updated_at: z.string(),
});
export type AdminSchedule = z.infer<typeof AdminScheduleSchema>;

const scheduleFields = {
  departure_time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid_time' }),
  duration_minutes: z.number().int().min(20).max(1200),
  days: z
    .array(z.number().int().min(1).max(7), { error: 'invalid_choice' })
    .min(1, { error: 'weekdays_required' })
    .max(7)
    .refine((d) => new Set(d).size === d.length, { error: 'invalid_choice' }),
  aircraft_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3}$/, { error: 'invalid_aircraft' }),
  aircraft_name: z.string().trim().min(1, { error: 'required' }).max(60),
  seats: z
    .strictObject({ economy: seats, business: seats, first: seats })
    .refine((s) => s.economy + s.business + s.first > 0, { error: 'seats_required', path: ['economy'] }),
  base_fare_iqd: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, { error: 'invalid_amount' })
    .refine((v) => Number(v) >= 1000, { error: 'fare_too_low' }),
};

export const ScheduleBodySchema = z
  .strictObject({
    carrier: carrierCode,
    flight_number: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, { error: 'invalid_flight_number' }),
    origin: airport,
    destination: airport,
    ...scheduleFields,
  })
  .refine((s) => s.origin !== s.destination, { error: 'same_airports', path: ['destination'] });
export type ScheduleBody = z.input<typeof ScheduleBodySchema>;

/** Route and number stay (they are the flight); times, days, aircraft, seats and the fare may change. */
export const ScheduleUpdateBodySchema = z.strictObject(scheduleFields).partial();
export type ScheduleUpdateBody = z.input<typeof ScheduleUpdateBodySchema>;

export const ScheduleKeyParamSchema = z.object({
  key: z
    .string()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}\d{1,4}$/, { error: 'invalid_flight_number' }),
});

// ---------------------------------------------------------------------------------------------------
// Seat inventory

export const SeatInventoryQuerySchema = z.object({
  from: AdminDateSchema.optional(),
  days: z.coerce.number().int().min(1).max(62).default(14),
});

export const SeatInventorySchema = z.object({
  key: z.string(),
  from: z.string(),
  /** The dates the flight operates in the window, each with its cabins. */
  dates: z.array(
    z.object({
      date: z.string(),
      cabins: z.array(
        z.object({
          cabin: z.enum(CABIN_CLASSES),
          capacity: z.number().int(),
          sold: z.number().int(),
          /** True when this date has its own capacity (set by staff) instead of the aircraft's. */
          overridden: z.boolean(),
        }),
      ),
    }),
  ),
});
export type SeatInventory = z.infer<typeof SeatInventorySchema>;

export const SeatCapacityBodySchema = z.strictObject({
  date: AdminDateSchema,
  cabin: z.enum(CABIN_CLASSES, { error: 'invalid_choice' }),
  capacity: z.number().int().min(0).max(900),
});
export type SeatCapacityBody = z.input<typeof SeatCapacityBodySchema>;

export const AirportOptionSchema = z.object({ code: z.string(), city: z.string(), name: z.string() });
