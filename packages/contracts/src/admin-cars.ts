import { z } from 'zod';
import { AdminDateSchema, AdminPageSchema, SearchTextSchema } from './admin.js';
import { INVENTORY_STATUSES } from './admin-inventory.js';
import { CAR_CLASSES, FUELS, TRANSMISSIONS } from './cars.js';

/**
 * Car rental offers as staff keep them (issue 19, decision 133): a company's model at an office, its daily rate,
 * deposit, driver and fleet, on sale or archived, and what is rented of its fleet per day. Prices are whole IQD.
 * The offers themselves are made by the generated inventory (decision 095); they are not created here.
 */

/** The days the back office shows of an offer's fleet at a time, from the office's today. */
export const CAR_ADMIN_DAYS = 60;
/** The most cars of one model an office may have. */
export const MAX_CAR_FLEET = 500;

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });
const code = z
  .string()
  .trim()
  .toLowerCase()
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'invalid_choice' });
/** Whole dinars as a decimal string, as every admin price is sent. */
const iqd = z
  .string({ error: 'invalid_amount' })
  .trim()
  .regex(/^\d{1,9}$/, { error: 'invalid_amount' });

export const AdminCarOfferListQuerySchema = z.object({
  /** A model, a company (its code or name) or the office's city (its slug or name), in any of the three languages. */
  q: SearchTextSchema,
  city: code.optional(),
  class: z.enum(CAR_CLASSES, { error: 'invalid_choice' }).optional(),
  company: code.optional(),
  status: z.enum(INVENTORY_STATUSES, { error: 'invalid_choice' }).optional(),
  ...AdminPageSchema,
});
export type AdminCarOfferListQuery = z.input<typeof AdminCarOfferListQuerySchema>;

/** An offer as the back office lists and shows it. */
export const AdminCarOfferSchema = z.object({
  id: z.string(),
  company: z.object({ code: z.string(), name: localized }),
  model: z.string(),
  class: z.enum(CAR_CLASSES),
  seats: z.number().int(),
  doors: z.number().int(),
  transmission: z.enum(TRANSMISSIONS),
  fuel: z.enum(FUELS),
  luggage: z.number().int(),
  office: z.object({
    id: z.string(),
    kind: z.enum(['airport', 'city']),
    name: localized,
    city: z.string(),
    city_name: localized,
    time_zone: z.string(),
  }),
  image: z.string(),
  min_age: z.number().int(),
  mileage_km_per_day: z.number().int().nullable(),
  with_driver: z.boolean(),
  daily_iqd: z.string(),
  deposit_iqd: z.string(),
  one_way_fee_iqd: z.string(),
  fleet: z.number().int(),
  active: z.boolean(),
});
export type AdminCarOffer = z.infer<typeof AdminCarOfferSchema>;

/**
 * What staff change of an offer: the daily rate (at least 1,000 IQD), the deposit, whether a driver comes with
 * the car, and the fleet (never below what is rented on a day to come: `fleet_below_rented`). New sales only.
 */
export const AdminCarOfferUpdateBodySchema = z
  .strictObject({
    daily_iqd: iqd.refine((v) => Number(v) >= 1000, { error: 'fare_too_low' }),
    deposit_iqd: iqd,
    with_driver: z.boolean({ error: 'invalid_type' }),
    fleet: z.number().int().min(0).max(MAX_CAR_FLEET),
  })
  .partial();
export type AdminCarOfferUpdateBody = z.input<typeof AdminCarOfferUpdateBodySchema>;

/** The cities and companies the list filters by. */
export const AdminCarChoicesSchema = z.object({
  cities: z.array(z.object({ slug: z.string(), name: localized })),
  companies: z.array(z.object({ code: z.string(), name: localized })),
});
export type AdminCarChoices = z.infer<typeof AdminCarChoicesSchema>;

export const AdminCarDaysQuerySchema = z.object({ from: AdminDateSchema.optional() });

/** One day of an offer's fleet: the cars it has that day (staff's number for the day, else the fleet), rented, left. */
export const AdminCarDaySchema = z.object({
  day: z.string(),
  fleet: z.number().int(),
  rented: z.number().int(),
  left: z.number().int(),
  /** Staff set this day's number of cars (else the offer's fleet stands). */
  own: z.boolean(),
});
export type AdminCarDay = z.infer<typeof AdminCarDaySchema>;

/**
 * One day's number of cars set by staff (issue 19, decision 140): fewer cars at the office that day (maintenance), or
 * more; `null` gives the day back to the offer's fleet. Never below the cars rented that day (`cars_below_rented`).
 */
export const AdminCarDayBodySchema = z.strictObject({
  cars: z.number().int().min(0).max(MAX_CAR_FLEET).nullable(),
});
export type AdminCarDayBody = z.input<typeof AdminCarDayBodySchema>;

export const AdminCarDaysSchema = z.object({
  offer_id: z.string(),
  /** The office's today: the first day that may be asked for. */
  today: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(AdminCarDaySchema),
});
export type AdminCarDays = z.infer<typeof AdminCarDaysSchema>;
