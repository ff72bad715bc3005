import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// eslint-disable-next-line local/no-import-cycle -- the users table; schema.ts re-exports this file
import { users } from './schema.js';

/*
 * Departures with places (issue 18, decision 086): one model for tour packages, cruises and conferences. A product
 * (its service's texts and facts in `content`), its dated departures, and each departure's capacity categories
 * with the places left and the prices per option and traveller type.
 */

/** A product sold as dated departures: a tour package (later a cruise, a conference). */
export const departureProducts = pgTable(
  'departure_products',
  {
    id: uuid('id').primaryKey(),
    /** The service that sells it (`package`). */
    service: text('service').notNull(),
    slug: text('slug').notNull(),
    /** The service's own kind (a package's `umrah`, `hajj`, `ziyarat`, `holiday`). */
    kind: text('kind').notNull(),
    /** Where it starts and goes: city or port slugs. */
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    title: jsonb('title').$type<{ ar: string; en: string; de: string }>().notNull(),
    days: integer('days').notNull(),
    nights: integer('nights').notNull(),
    stars: integer('stars').notNull().default(0),
    /** Its service's texts and facts (itinerary, inclusions, places, hotels…), read through the service's schema. */
    content: jsonb('content').notNull(),
    /** Cancellation tiers: `[{ days_before, penalty_percent }]`. */
    cancellation: jsonb('cancellation').$type<Array<{ days_before: number; penalty_percent: number }>>().notNull(),
    /** Shown first (home's top exclusive tours). */
    featured: boolean('featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('departure_products_slug_idx').on(t.slug),
    index('departure_products_service_origin_idx').on(t.service, t.origin),
  ],
);

/** A dated departure of a product. */
export const departures = pgTable(
  'departures',
  {
    id: uuid('id').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => departureProducts.id),
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    groupSize: integer('group_size').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('departures_product_idx').on(t.productId, t.startsOn),
    index('departures_starts_idx').on(t.startsOn),
    check('departures_dates', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * A departure's capacity category (a package's `seats`, a cruise's cabin grade, a conference's places): its
 * places and those left, taken by conditional updates, and its prices: `{ [option]: { [traveller]: "IQD" } }`.
 */
export const departureCategories = pgTable(
  'departure_categories',
  {
    id: uuid('id').primaryKey(),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => departures.id),
    code: text('code').notNull(),
    capacity: integer('capacity').notNull(),
    left: integer('left').notNull(),
    prices: jsonb('prices').$type<Record<string, Record<string, string>>>().notNull(),
  },
  (t) => [
    uniqueIndex('departure_categories_code_idx').on(t.departureId, t.code),
    check('departure_categories_left', sql`${t.left} >= 0 and ${t.left} <= ${t.capacity}`),
  ],
);

/**
 * The line for a full departure category (issue 18, decision 132): a user waiting for `travellers` places. When
 * places come back, the first waiting entry they fit is `offered`: the places are taken out of `left` for it until
 * `offered_until` (24 hours), and the offer ends `booked`, `lapsed` or `left` (the user left the line).
 */
export const departureWaitlist = pgTable(
  'departure_waitlist',
  {
    id: uuid('id').primaryKey(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => departureCategories.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    travellers: integer('travellers').notNull(),
    /** `waiting | offered | booked | lapsed | left`. */
    state: text('state').notNull().default('waiting'),
    offeredUntil: timestamp('offered_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('departure_waitlist_line_idx').on(t.categoryId, t.state, t.createdAt),
    index('departure_waitlist_user_idx').on(t.userId, t.createdAt),
    index('departure_waitlist_offered_idx')
      .on(t.offeredUntil)
      .where(sql`${t.state} = 'offered'`),
    uniqueIndex('departure_waitlist_one_idx')
      .on(t.categoryId, t.userId)
      .where(sql`${t.state} in ('waiting', 'offered')`),
    check('departure_waitlist_travellers', sql`${t.travellers} > 0`),
    check('departure_waitlist_state', sql`${t.state} in ('waiting', 'offered', 'booked', 'lapsed', 'left')`),
  ],
);
