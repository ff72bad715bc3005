import { z } from 'zod';
import { AdminPageSchema, LocalizedLongSchema, LocalizedRequiredSchema, SearchTextSchema } from './admin.js';
import { INVENTORY_STATUSES } from './admin-inventory.js';
import { DEPARTURE_SERVICES, IsoDateSchema, WAITLIST_STATES } from './departures.js';

/*
 * Products sold as departures (tour packages, medical conferences, cruises: decision 086) as staff keep them
 * (decision 128): one set of screens and routes for every service of `DEPARTURE_SERVICES`. A product's title,
 * featured flag and state; its departures (added from the latest one's categories and prices, deactivated); each
 * category's capacity (never below the places taken) and prices per option and traveller.
 */

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });
const code = z.string().regex(/^[a-z0-9_-]{1,40}$/, { error: 'invalid_choice' });

/** An amount in whole Iraqi dinars, as the departures' prices keep it ("1250000"). */
export const DepartureIqdSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,10}$/, { error: 'invalid_amount' });

/** A category's prices: `{ [option]: { [traveller]: "IQD" } }` (a room occupancy or a fee period, then who pays). */
export const DeparturePricesSchema = z.record(code, z.record(code, DepartureIqdSchema));
export type DeparturePrices = z.infer<typeof DeparturePricesSchema>;

export const DepartureProductListQuerySchema = z.object({
  service: z.enum(DEPARTURE_SERVICES, { error: 'invalid_choice' }),
  q: SearchTextSchema,
  kind: code.optional(),
  status: z.enum(INVENTORY_STATUSES, { error: 'invalid_choice' }).optional(),
  ...AdminPageSchema,
});
export type DepartureProductListQuery = z.input<typeof DepartureProductListQuerySchema>;

/** The kinds a service's products have (the list's kind filter). */
export const DepartureKindsQuerySchema = z.object({ service: z.enum(DEPARTURE_SERVICES, { error: 'invalid_choice' }) });

export const AdminDepartureProductSummarySchema = z.object({
  id: z.string(),
  service: z.string(),
  slug: z.string(),
  /** The service's own kind (a package's `umrah`, a conference's specialty). */
  kind: z.string(),
  origin: z.string(),
  destination: z.string(),
  title: localized,
  days: z.number().int(),
  nights: z.number().int(),
  featured: z.boolean(),
  active: z.boolean(),
  /** Departures on sale from today on, the first of them, and their places left. */
  upcoming: z.number().int(),
  next_departure: z.string().nullable(),
  places_left: z.number().int(),
});
export type AdminDepartureProductSummary = z.infer<typeof AdminDepartureProductSummarySchema>;

export const AdminDepartureCategorySchema = z.object({
  id: z.string(),
  code: z.string(),
  capacity: z.number().int(),
  left: z.number().int(),
  /** Places booked or held: `capacity - left`, the floor of the capacity. */
  taken: z.number().int(),
  prices: z.record(z.string(), z.record(z.string(), z.string())),
});
export type AdminDepartureCategory = z.infer<typeof AdminDepartureCategorySchema>;

export const AdminDepartureSchema = z.object({
  id: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  group_size: z.number().int(),
  active: z.boolean(),
  categories: z.array(AdminDepartureCategorySchema),
});
export type AdminDeparture = z.infer<typeof AdminDepartureSchema>;

/** One day of a tour package's itinerary: its title and what happens, in the three languages. */
export const AdminItineraryDaySchema = z.object({ day: z.number().int(), title: localized, text: localized });
export type AdminItineraryDay = z.infer<typeof AdminItineraryDaySchema>;

export const AdminDepartureProductSchema = AdminDepartureProductSummarySchema.extend({
  /** Every departure, earliest first (past ones too: their bookings keep them). */
  departures: z.array(AdminDepartureSchema),
  /** A tour package's day-by-day itinerary (decision 140); null for services that keep none staff edit. */
  itinerary: z.array(AdminItineraryDaySchema).nullable(),
});
export type AdminDepartureProduct = z.infer<typeof AdminDepartureProductSchema>;

/** What staff change of a product itself; its state goes through archive and restore. */
export const DepartureProductUpdateBodySchema = z
  .strictObject({ title: LocalizedRequiredSchema, featured: z.boolean() })
  .partial();
export type DepartureProductUpdateBody = z.input<typeof DepartureProductUpdateBodySchema>;

const capacity = z.number({ error: 'invalid_type' }).int().min(0).max(5000);

/**
 * A new departure: its dates, group size and categories with capacity and prices. The categories, options and
 * travellers are those of the product's departures (the form starts from the latest one's).
 */
export const DepartureBodySchema = z
  .strictObject({
    starts_on: IsoDateSchema,
    ends_on: IsoDateSchema,
    group_size: z.number({ error: 'invalid_type' }).int().min(1).max(5000),
    categories: z
      .array(z.strictObject({ code, capacity: capacity.min(1), prices: DeparturePricesSchema }))
      .min(1)
      .max(20),
  })
  .refine((b) => b.ends_on >= b.starts_on, { error: 'ends_before_start', path: ['ends_on'] });
export type DepartureBody = z.input<typeof DepartureBodySchema>;

/** A category's capacity (never below the places taken) and its prices (every cell of its options and travellers). */
export const DepartureCategoryUpdateBodySchema = z.strictObject({ capacity, prices: DeparturePricesSchema }).partial();
export type DepartureCategoryUpdateBody = z.input<typeof DepartureCategoryUpdateBodySchema>;

/** The most days a package's itinerary may have (a Hajj package runs about three weeks). */
export const MAX_ITINERARY_DAYS = 60;

/**
 * A tour package's itinerary, day by day (decision 140): one entry per day of the package, in order, each with a
 * title and a text in ar, en and de. The number of days is the package's (`itinerary_days` otherwise).
 */
export const ItineraryBodySchema = z.strictObject({
  itinerary: z
    .array(z.strictObject({ title: LocalizedRequiredSchema, text: LocalizedLongSchema }))
    .min(1)
    .max(MAX_ITINERARY_DAYS),
});
export type ItineraryBody = z.input<typeof ItineraryBodySchema>;

/** One entry of a departure's waitlist as staff see it (decisions 132, 140): who waits, in which order, its state. */
export const AdminWaitlistEntrySchema = z.object({
  id: z.string(),
  departure: z.object({ id: z.string(), starts_on: z.string(), ends_on: z.string() }),
  category: z.object({ id: z.string(), code: z.string(), left: z.number().int() }),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  travellers: z.number().int(),
  state: z.enum(WAITLIST_STATES),
  /** 1 for the first waiting in its category's line; null once offered or ended. */
  position: z.number().int().nullable(),
  offered_until: z.string().nullable(),
  created_at: z.string(),
});
export type AdminWaitlistEntry = z.infer<typeof AdminWaitlistEntrySchema>;

export const AdminWaitlistQuerySchema = z.object({
  /** Only the entries still in line (waiting or offered), or every entry. */
  scope: z.enum(['line', 'all'], { error: 'invalid_choice' }).default('line'),
});
export type AdminWaitlistQuery = z.input<typeof AdminWaitlistQuerySchema>;
