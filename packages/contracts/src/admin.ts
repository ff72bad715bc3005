import { z } from 'zod';

/**
 * The back office: its areas, who may use each (`staff-areas.ts`), and the shapes shared by every area. The other
 * `admin-*.ts` files hold each area's requests and answers.
 */
export { AREA_ROLES, STAFF_AREAS, areasOf, canUseArea, type StaffArea } from './staff-areas.js';

export const AdminDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' })
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    { error: 'invalid_date' },
  );

export const AdminPageSchema = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
};

/** A free-text search box. */
export const SearchTextSchema = z.string().trim().max(100).optional();

export const ListMetaSchema = z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() });
export type ListMeta = z.infer<typeof ListMetaSchema>;

/** A text kept in the three languages, each required (inventory names, site content). */
export const LocalizedRequiredSchema = z.strictObject({
  ar: z.string().trim().min(1, { error: 'required' }).max(300),
  en: z.string().trim().min(1, { error: 'required' }).max(300),
  de: z.string().trim().min(1, { error: 'required' }).max(300),
});
/** The same for long texts (descriptions). */
export const LocalizedLongSchema = z.strictObject({
  ar: z.string().trim().min(1, { error: 'required' }).max(5000),
  en: z.string().trim().min(1, { error: 'required' }).max(5000),
  de: z.string().trim().min(1, { error: 'required' }).max(5000),
});
export type LocalizedInput = z.infer<typeof LocalizedRequiredSchema>;

/** Someone named in an answer: the staff member who acted, the author of a note. */
export const PersonRefSchema = z.object({ id: z.string(), name: z.string() });

// ---------------------------------------------------------------------------------------------------
// Audit log

/**
 * Every action the API writes to the audit log (`recordAudit` takes only these), so each has a label in the
 * back office's three languages (decision 052).
 */
export const AUDIT_ACTIONS = [
  'topup.approve',
  'topup.reject',
  'wallet.credit',
  'wallet.debit',
  'booking.fulfil',
  'booking.failed',
  'booking.note',
  'booking.file',
  'booking.pay',
  'booking.cancel',
  'currency.create',
  'currency.update',
  'currency.rate',
  'settings.update',
  'home.update',
  'media.upload',
  'account.deactivate',
  'account.reactivate',
  'user.deactivate',
  'user.reactivate',
  'agency.approve',
  'agency.refuse',
  'staff.create',
  'staff.update',
  'staff.role',
  'message.replied',
  'message.unreplied',
  'airport.create',
  'airport.update',
  'airport.archive',
  'airport.restore',
  'carrier.create',
  'carrier.update',
  'carrier.archive',
  'carrier.restore',
  'schedule.create',
  'schedule.update',
  'schedule.fare',
  'schedule.archive',
  'schedule.restore',
  'inventory.capacity',
  'destination.create',
  'destination.update',
  'destination.archive',
  'destination.restore',
  'destination.seasons',
  'hotel.create',
  'hotel.update',
  'hotel.archive',
  'hotel.restore',
  'hotel.image',
  'hotel.room_type.create',
  'hotel.room_type.update',
  'hotel.room_type.archive',
  'hotel.room_type.restore',
  'hotel.rate.create',
  'hotel.rate.update',
  'hotel.allotment',
  'insurance_plan.create',
  'insurance_plan.update',
  'insurance_plan.archive',
  'insurance_plan.restore',
  'insurance_plan.rates',
  'application.in_review',
  'application.documents_requested',
  'application.approved',
  'application.rejected',
  'application.issued',
  'visa.create',
  'visa.update',
  'visa.archive',
  'visa.restore',
  'application.documents_checked',
  'application.sent_to_university',
  'application.offer_received',
  'application.declined',
  'application.enrolled',
  'guide.calendar',
  'mail.resend',
  'departure_product.update',
  'departure_product.archive',
  'departure_product.restore',
  'departure.create',
  'departure.archive',
  'departure.restore',
  'departure.category',
  'car_offer.update',
  'car_offer.archive',
  'car_offer.restore',
  'car_offer.day',
  'departure_product.itinerary',
  'departure.waitlist_remove',
  'departure.waitlist_offer',
  'uguide_programme.create',
  'uguide_programme.update',
  'uguide_programme.archive',
  'uguide_programme.restore',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of records the audit log names (its `entity` filter). */
export const AUDIT_ENTITIES = [
  'booking',
  'wallet_topup',
  'account',
  'agency_application',
  'user',
  'currency',
  'site_setting',
  'media',
  'contact_message',
  'flight_airport',
  'flight_schedule',
  'flight_carrier',
  'hotel_destination',
  'hotel',
  'insurance_plan',
  'application',
  'visa_product',
  'guide',
  'mail',
  'departure_product',
  'car_offer',
  'uguide_programme',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AuditQuerySchema = z.object({
  /** Searches the action, the entity, its id and the actor's name or email. */
  q: SearchTextSchema,
  actor_id: z.uuid({ error: 'invalid_id' }).optional(),
  entity: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/, { error: 'invalid_choice' })
    .optional(),
  from: AdminDateSchema.optional(),
  to: AdminDateSchema.optional(),
  ...AdminPageSchema,
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

// ---------------------------------------------------------------------------------------------------
// Dashboard

const currencyAmount = z.object({ currency: z.string(), amount: z.string() });

export const DashboardSchema = z.object({
  /** Today in Baghdad (YYYY-MM-DD). */
  today: z.string(),
  bookings_today: z.number().int(),
  /** Sold (confirmed and fulfilled) today, per payment currency. */
  sales_today: z.array(currencyAmount.extend({ bookings: z.number().int() })),
  pending_topups: z.object({
    count: z.number().int(),
    amounts: z.array(currencyAmount),
    oldest_at: z.string().nullable(),
  }),
  /** Unpaid holds whose deadline falls in the next 24 hours, soonest first. */
  expiring_holds: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      service: z.string(),
      account: z.string(),
      hold_expires_at: z.string(),
      total: currencyAmount,
    }),
  ),
  recent_messages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      subject: z.string(),
      created_at: z.string(),
      replied: z.boolean(),
    }),
  ),
  unreplied_messages: z.number().int(),
  /** The last 30 days in Baghdad time, oldest first: bookings made and sales per currency. */
  days: z.array(z.object({ date: z.string(), bookings: z.number().int(), sales: z.array(currencyAmount) })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
