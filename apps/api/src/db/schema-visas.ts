import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
type Localized = { ar: string; en: string; de: string };

/**
 * Visa products: what an applicant of one nationality can apply for to one country (type, papers, rules, fees
 * per person, processing days, validity, stay, entries). Archived products leave the search; bookings keep the
 * product as sold in their details.
 */
export const visaProducts = pgTable(
  'visa_products',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull(),
    nationality: text('nationality').notNull(),
    country: text('country').notNull(),
    type: text('type').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    papers: jsonb('papers').$type<string[]>().notNull(),
    rules: jsonb('rules').$type<Localized[]>().notNull(),
    requirements: jsonb('requirements').$type<Localized[]>().notNull(),
    governmentFeeIqd: bigint('government_fee_iqd', { mode: 'bigint' }).notNull(),
    serviceFeeIqd: bigint('service_fee_iqd', { mode: 'bigint' }).notNull(),
    processingDays: integer('processing_days').notNull(),
    validityDays: integer('validity_days').notNull(),
    stayDays: integer('stay_days').notNull(),
    entries: text('entries').notNull(),
    /** How often it is asked for: the "recommended" order. */
    popularity: integer('popularity').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visa_products_code_idx').on(t.code),
    index('visa_products_route_idx').on(t.nationality, t.country),
  ],
);
