import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/** A customer's or an agency's account: it owns wallets and bookings; staff belong to the staff account. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  kind: text('kind', { enum: ['customer', 'agency', 'staff'] }).notNull(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  contactLine: text('contact_line'),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    role: text('role', { enum: ['customer', 'agency', 'sub_user', 'staff'] }).notNull(),
    staffRole: text('staff_role', { enum: ['admin', 'desk', 'editor'] }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** The language the user last registered or logged in with: their mails and notices are written in it. */
    lang: text('lang', { enum: ['ar', 'en', 'de'] })
      .notNull()
      .default('ar'),
    lastLoginAt: ts('last_login_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), index('users_account_idx').on(t.accountId)],
);

export const spendingLimits = pgTable(
  'spending_limits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    monthlyMinor: money('monthly_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.currency] }),
    check('spending_limits_positive', sql`${t.monthlyMinor} > 0`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    idleSeconds: integer('idle_seconds').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/**
 * Forgot-password links: only the token's SHA-256 is kept; each is used once, lives 30 minutes, and a new
 * password ends every session of its user.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('password_resets_hash_key').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

/** A change of e-mail waiting for its link (decision 134): the new address and a hash of the mailed token. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('email_changes_hash_key').on(t.tokenHash), index('email_changes_user_idx').on(t.userId)],
);

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  symbolName: text('symbol_name').notNull(),
  icon: text('icon').notNull().default(''),
  /** Units of this currency per 1 IQD (the spec's `conversation_rate`). */
  conversationRate: numeric('conversation_rate', { precision: 24, scale: 12 }).notNull(),
  scale: integer('scale').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const currencyRateHistory = pgTable('currency_rate_history', {
  id: uuid('id').primaryKey(),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => currencies.id),
  conversationRate: numeric('conversation_rate', { precision: 24, scale: 12 }).notNull(),
  changedBy: uuid('changed_by').references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Ledger accounts: one per customer/agency account and currency (a wallet), plus system accounts.
 * Balances live here and change only in the transaction that inserts the transfer that moves them.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['wallet', 'system'] }).notNull(),
    accountId: uuid('account_id').references(() => accounts.id),
    systemCode: text('system_code'),
    currency: text('currency').notNull(),
    debitsPosted: money('debits_posted')
      .notNull()
      .default(sql`0`),
    creditsPosted: money('credits_posted')
      .notNull()
      .default(sql`0`),
    debitsPending: money('debits_pending')
      .notNull()
      .default(sql`0`),
    creditsPending: money('credits_pending')
      .notNull()
      .default(sql`0`),
    /** Wallets: debits (posted and pending) may never exceed posted credits. */
    noOverdraft: boolean('no_overdraft').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_wallet_key')
      .on(t.accountId, t.currency)
      .where(sql`${t.kind} = 'wallet'`),
    uniqueIndex('ledger_accounts_system_key')
      .on(t.systemCode, t.currency)
      .where(sql`${t.kind} = 'system'`),
    check(
      'ledger_accounts_no_overdraft',
      sql`NOT ${t.noOverdraft} OR ${t.creditsPosted} - ${t.debitsPosted} - ${t.debitsPending} >= 0`,
    ),
    check('ledger_accounts_pending_nonneg', sql`${t.debitsPending} >= 0 AND ${t.creditsPending} >= 0`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** posted: moves balances now; pending: a hold; post_pending / void_pending resolve a hold. */
    type: text('type', { enum: ['posted', 'pending', 'post_pending', 'void_pending'] }).notNull(),
    pendingId: uuid('pending_id'),
    expiresAt: ts('expires_at'),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    reference: text('reference'),
    userId: uuid('user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    uniqueIndex('ledger_transfers_pending_key').on(t.pendingId),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.createdAt),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.createdAt),
    index('ledger_transfers_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.type} = 'pending'`),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    // released: the request failed (5xx, 409, 429); a retry resumes the same claim (decision 058).
    status: text('status', { enum: ['in_flight', 'completed', 'released'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    responseType: text('response_type'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expiry_idx').on(t.expiresAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    ip: text('ip'),
    repliedAt: ts('replied_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------------
// Flights: the built-in supplier's network and seat inventory

export const flightAirports = pgTable('flight_airports', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<{ ar: string; en: string; de: string }>().notNull(),
  city: jsonb('city').$type<{ ar: string; en: string; de: string }>().notNull(),
  country: text('country').notNull(),
  countryName: jsonb('country_name').$type<{ ar: string; en: string; de: string }>().notNull(),
  lat: numeric('lat', { precision: 9, scale: 6, mode: 'number' }).notNull(),
  lng: numeric('lng', { precision: 9, scale: 6, mode: 'number' }).notNull(),
  timeZone: text('time_zone').notNull(),
  /** Archived airports (and the flights to and from them) leave the search; bookings keep their snapshot. */
  active: boolean('active').notNull().default(true),
});

export const flightCarriers = pgTable('flight_carriers', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<{ ar: string; en: string; de: string }>().notNull(),
  lowCost: boolean('low_cost').notNull(),
  color: text('color').notNull(),
  /** A logo uploaded by staff (public media); without one the generated `/uploads/site/carriers/<code>.svg`. */
  logoUrl: text('logo_url'),
  /** An archived airline's flights leave the search; bookings keep their snapshot. */
  active: boolean('active').notNull().default(true),
});

export const flightSchedules = pgTable(
  'flight_schedules',
  {
    key: text('key').primaryKey(),
    carrier: text('carrier')
      .notNull()
      .references(() => flightCarriers.code),
    flightNumber: text('flight_number').notNull(),
    origin: text('origin')
      .notNull()
      .references(() => flightAirports.code),
    destination: text('destination')
      .notNull()
      .references(() => flightAirports.code),
    departureMinutes: integer('departure_minutes').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    days: integer('days').notNull(),
    aircraftCode: text('aircraft_code').notNull(),
    aircraftName: text('aircraft_name').notNull(),
    seatsEconomy: integer('seats_economy').notNull(),
    seatsBusiness: integer('seats_business').notNull(),
    seatsFirst: integer('seats_first').notNull(),
    distanceKm: integer('distance_km').notNull(),
    /** Economy "light" one-way base fare in IQD before demand factors; the other fares derive from it. */
    baseFareIqd: bigint('base_fare_iqd', { mode: 'bigint' }).notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('flight_schedules_days', sql`${t.days} between 1 and 127`),
    check('flight_schedules_minutes', sql`${t.departureMinutes} between 0 and 1439 and ${t.durationMinutes} > 0`),
    index('flight_schedules_origin_idx').on(t.origin),
  ],
);

/** Seats sold per flight, local departure date and cabin; a row appears with the first sale. */
export const flightInventory = pgTable(
  'flight_inventory',
  {
    scheduleKey: text('schedule_key')
      .notNull()
      .references(() => flightSchedules.key),
    date: text('dep_date').notNull(),
    cabin: text('cabin', { enum: ['economy', 'business', 'first'] }).notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleKey, t.date, t.cabin] }),
    check('flight_inventory_bounds', sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`),
  ],
);

/** Search results kept for booking (in Redis when configured). */
export const searchSessions = pgTable(
  'search_sessions',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('search_sessions_expiry_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------------------------------------------
// Bookings of every service

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    service: text('service').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', {
      enum: ['pending', 'held', 'confirmed', 'fulfilled', 'cancelled', 'refunded', 'expired', 'failed'],
    }).notNull(),
    /** What was bought, as priced: IQD totals, the display currency and the rate it was priced at. */
    totalIqd: bigint('total_iqd', { mode: 'bigint' }).notNull(),
    paymentCurrency: text('payment_currency').notNull(),
    paymentAmountMinor: bigint('payment_amount_minor', { mode: 'bigint' }).notNull(),
    rate: numeric('rate', { precision: 24, scale: 12 }).notNull(),
    priceSnapshot: jsonb('price_snapshot').notNull(),
    details: jsonb('details').notNull(),
    travellers: jsonb('travellers').notNull(),
    billing: jsonb('billing'),
    /** The agency's markup (what its customer is quoted above the net price), in the payment currency's minor units. */
    markupMinor: bigint('markup_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The ledger transfer that paid (posted) or holds (pending) the money. */
    paymentTransferId: uuid('payment_transfer_id'),
    holdExpiresAt: ts('hold_expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bookings_account_idx').on(t.accountId, t.createdAt),
    index('bookings_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
  ],
);

export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    status: text('status').notNull(),
    note: text('note'),
    userId: uuid('user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

/** Private uploads (passports, marriage contracts, receipts): stored under random names, served only to their owner and staff. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose').notNull(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  path: text('path').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------------
// Wallet top-ups and the staff audit log

export const walletTopups = pgTable(
  'wallet_topups',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'bigint' }).notNull(),
    creditedMinor: bigint('credited_minor', { mode: 'bigint' }).notNull(),
    /** The method's fee when the request was made, in basis points (fees may change before staff decide). */
    feeBps: integer('fee_bps').notNull().default(0),
    method: text('method').notNull(),
    reference: text('reference').notNull(),
    receiptUploadId: uuid('receipt_upload_id').references(() => uploads.id),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled'] }).notNull(),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'wallet_topups_amounts',
      sql`${t.amountMinor} > 0 and ${t.creditedMinor} > 0 and ${t.feeMinor} >= 0 and ${t.taxMinor} >= 0`,
    ),
    index('wallet_topups_account_idx').on(t.accountId, t.createdAt),
    index('wallet_topups_status_idx').on(t.status, t.createdAt),
  ],
);

/** Every staff action with its before and after values; a trigger refuses changes to it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    actorId: uuid('actor_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_created_idx').on(t.createdAt)],
);

/** An agency's own face on quotes and documents it prints for its customers, and its markup per service. */
export const agencySettings = pgTable('agency_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  logoUploadId: uuid('logo_upload_id').references(() => uploads.id),
  contactLine: text('contact_line').notNull().default(''),
  /** The agency sends its customers their booking's mails under its own name (decision 146). */
  mailCustomers: boolean('mail_customers').notNull().default(false),
  markups: jsonb('markups')
    .$type<Record<string, { type: 'percent'; percent: string } | { type: 'fixed'; amounts: Record<string, string> }>>()
    .notNull()
    .default({}),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * An agency's application, made with its owner's registration (decision 074). Until staff approve it the account
 * is a customer's; approving makes the account an agency (its kind, its name, its owner's role), refusing keeps
 * it a customer's and records why. One per account; `lang` is the applicant's, for the mail that answers it.
 */
export const agencyApplications = pgTable(
  'agency_applications',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    agencyName: text('agency_name').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    licenceNumber: text('licence_number').notNull(),
    lang: text('lang', { enum: ['ar', 'en', 'de'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    refusalReason: text('refusal_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agency_applications_account_key').on(t.accountId),
    index('agency_applications_status_idx').on(t.status, t.createdAt),
    check(
      'agency_applications_reviewed',
      sql`(${t.status} = 'pending') = (${t.reviewedAt} is null) and (${t.status} = 'refused') = (${t.refusalReason} is not null)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Hotels: the built-in supplier's properties, rooms, rates and nightly allotments

type Localized = { ar: string; en: string; de: string };

/** Cities (and pilgrimage areas) hotels are searched by; `slug` is what the hotel.search URL carries. */
export const hotelDestinations = pgTable('hotel_destinations', {
  slug: text('slug').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  country: text('country').notNull(),
  countryName: jsonb('country_name').$type<Localized>().notNull(),
  lat: numeric('lat', { precision: 9, scale: 6, mode: 'number' }).notNull(),
  lng: numeric('lng', { precision: 9, scale: 6, mode: 'number' }).notNull(),
  timeZone: text('time_zone').notNull(),
  /** Higher first in the autocomplete when names match equally well. */
  popularity: integer('popularity').notNull().default(0),
  /** An archived destination (and its hotels) leaves the search; bookings keep their snapshot. */
  active: boolean('active').notNull().default(true),
  /**
   * The seasons staff set for the destination (back office, decision 051); every hotel of the destination gets
   * them in `hotel_seasons`, which pricing reads. Null until staff set them: the hotels' own seasons stand.
   */
  seasons: jsonb('seasons').$type<Array<{ code: string; startMd: string; endMd: string; factorBp: number }>>(),
});

export const hotels = pgTable(
  'hotels',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    destination: text('destination')
      .notNull()
      .references(() => hotelDestinations.slug),
    name: jsonb('name').$type<Localized>().notNull(),
    stars: integer('stars').notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    address: jsonb('address').$type<Localized>().notNull(),
    lat: numeric('lat', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    lng: numeric('lng', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    /** Facility codes (wake-up call, breakfast, internet, coffee, pool, …); the web app translates them. */
    facilities: jsonb('facilities').$type<string[]>().notNull(),
    /** ISO 639-1 codes of the languages the staff speak. */
    languages: jsonb('languages').$type<string[]>().notNull(),
    /** House rule codes (no smoking, ID at check-in, …). */
    rules: jsonb('rules').$type<string[]>().notNull(),
    checkInTime: text('check_in_time').notNull(),
    checkOutTime: text('check_out_time').notNull(),
    reviewScore: numeric('review_score', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    reviewCount: integer('review_count').notNull(),
    bestseller: boolean('bestseller').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    /** The "recommended" sort's editorial weight. */
    rank: integer('rank').notNull().default(0),
    /** File names under /uploads/hotels/thumb/: the first is the thumbnail, the rest the gallery. */
    images: jsonb('images').$type<string[]>().notNull(),
    /** Taxes on the room price, in basis points, and a city fee per room and night in IQD. */
    taxBp: integer('tax_bp').notNull(),
    cityFeeIqd: bigint('city_fee_iqd', { mode: 'bigint' }).notNull(),
    /** Nights on the destination's weekend cost this much more (basis points of the price; 10000 = no change). */
    weekendBp: integer('weekend_bp').notNull().default(10000),
    active: boolean('active').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('hotels_stars', sql`${t.stars} between 1 and 5`),
    check('hotels_review_score', sql`${t.reviewScore} between 0 and 10`),
    index('hotels_destination_idx').on(t.destination),
  ],
);

export const hotelRoomTypes = pgTable(
  'hotel_room_types',
  {
    id: uuid('id').primaryKey(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    /** single, double, twin, triple, deluxe, family, suite: the hotel.search URL's `room-type`. */
    code: text('code').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    maxAdults: integer('max_adults').notNull(),
    maxChildren: integer('max_children').notNull(),
    /** Adults and children together (infants sleep in a cot and do not count). */
    maxOccupancy: integer('max_occupancy').notNull(),
    bedding: text('bedding').notNull(),
    sizeSqm: integer('size_sqm').notNull(),
    amenities: jsonb('amenities').$type<string[]>().notNull(),
    /** Rooms of this type offered each night unless a night's allotment row says otherwise. */
    rooms: integer('rooms').notNull(),
    sort: integer('sort').notNull().default(0),
    /** An archived room type is no longer sold; bookings keep their snapshot and their rooms per night. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check(
      'hotel_room_types_occupancy',
      sql`${t.maxAdults} >= 1 and ${t.maxChildren} >= 0 and ${t.maxOccupancy} >= ${t.maxAdults}`,
    ),
    check('hotel_room_types_rooms', sql`${t.rooms} >= 0`),
    uniqueIndex('hotel_room_types_code_key').on(t.hotelId, t.code),
  ],
);

export const hotelRatePlans = pgTable(
  'hotel_rate_plans',
  {
    id: uuid('id').primaryKey(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id),
    board: text('board', { enum: ['room_only', 'breakfast', 'half_board', 'full_board', 'all_inclusive'] }).notNull(),
    /** Non-refundable rates charge the penalty from the moment of booking and cannot be held. */
    refundable: boolean('refundable').notNull(),
    /** Free cancellation until this many days before check-in (at the hotel's check-in time, local). */
    freeCancelDays: integer('free_cancel_days'),
    /** What cancelling after the free period costs, in basis points of the stay's total (10000 = all). */
    penaltyBp: integer('penalty_bp').notNull(),
    /** Price of the room per night in the base season, in IQD. */
    nightlyIqd: bigint('nightly_iqd', { mode: 'bigint' }).notNull(),
    /** Supplement per child (2-11) and night, in IQD. */
    childNightlyIqd: bigint('child_nightly_iqd', { mode: 'bigint' }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check(
      'hotel_rate_plans_policy',
      sql`(${t.refundable} and ${t.freeCancelDays} >= 0) or (not ${t.refundable} and ${t.freeCancelDays} is null)`,
    ),
    check('hotel_rate_plans_penalty', sql`${t.penaltyBp} between 0 and 10000`),
    check('hotel_rate_plans_price', sql`${t.nightlyIqd} > 0 and ${t.childNightlyIqd} >= 0`),
    index('hotel_rate_plans_hotel_idx').on(t.hotelId),
  ],
);

/** Seasons recur every year between two month-days (inclusive; may wrap the new year) and scale the base price. */
export const hotelSeasons = pgTable(
  'hotel_seasons',
  {
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    code: text('code').notNull(),
    startMd: text('start_md').notNull(),
    endMd: text('end_md').notNull(),
    factorBp: integer('factor_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hotelId, t.code] }),
    check('hotel_seasons_factor', sql`${t.factorBp} > 0`),
    check('hotel_seasons_md', sql`${t.startMd} ~ '^[01][0-9]-[0-3][0-9]$' and ${t.endMd} ~ '^[01][0-9]-[0-3][0-9]$'`),
  ],
);

/** Rooms sold per room type and night; a row appears with the first sale (capacity from the room type) or a stop-sale. */
export const hotelAllotments = pgTable(
  'hotel_allotments',
  {
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id),
    night: text('night').notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    check('hotel_allotments_bounds', sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`),
    index('hotel_allotments_night_idx').on(t.night),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Back office: the desk's internal notes and the documents issued for a booking

/** Staff-only notes on a booking; customers never see them. */
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('booking_notes_booking_idx').on(t.bookingId, t.createdAt)],
);

/** Tickets, vouchers and visas issued for a booking: their numbers and, when uploaded, the file. */
export const bookingDocuments = pgTable(
  'booking_documents',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind', { enum: ['ticket', 'voucher', 'visa', 'other'] }).notNull(),
    number: text('number'),
    travellerIndex: integer('traveller_index'),
    uploadId: uuid('upload_id').references(() => uploads.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('booking_documents_content', sql`${t.number} is not null or ${t.uploadId} is not null`),
    index('booking_documents_booking_idx').on(t.bookingId),
  ],
);
export * from './schema-day-capacity.js';
export * from './schema-cars.js';
export * from './schema-insurance.js';
// eslint-disable-next-line local/no-import-cycle -- see schema-departures.ts
export * from './schema-departures.js';
// eslint-disable-next-line local/no-import-cycle -- see schema-applications.ts
export * from './schema-applications.js';
export * from './schema-visas.js';
export * from './schema-mail.js';
// eslint-disable-next-line local/no-import-cycle -- see schema-documents.ts
export * from './schema-documents.js';
// eslint-disable-next-line local/no-import-cycle -- see schema-notifications.ts
export * from './schema-notifications.js';
export * from './schema-uguides.js';
