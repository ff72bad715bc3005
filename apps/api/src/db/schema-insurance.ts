import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

type Localized = { ar: string; en: string; de: string };
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Travel insurance plans (issue 19): an insurer's product, what it covers and its pricing rules. A plan covers the
 * zones its `zone_factors` name (basis points on the rate table); its rate table is `insurance_rates`.
 */
export const insurancePlans = pgTable(
  'insurance_plans',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull().unique(),
    insurer: text('insurer').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    kind: text('kind').notNull(),
    coverLevel: text('cover_level').notNull(),
    medicalLimitEur: integer('medical_limit_eur').notNull(),
    deductibleEur: integer('deductible_eur').notNull(),
    schengenCompliant: boolean('schengen_compliant').notNull(),
    zoneFactors: jsonb('zone_factors').$type<Record<string, number>>().notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    familyDiscountBp: integer('family_discount_bp').notNull().default(0),
    groupDiscountBp: integer('group_discount_bp').notNull().default(0),
    cancellationFeeIqd: bigint('cancellation_fee_iqd', { mode: 'bigint' }).notNull(),
    /** The coverage table: items and their limits in euros (null: covered, no separate limit). */
    coverage: jsonb('coverage').$type<Array<{ item: string; limit: number | null }>>().notNull(),
    exclusions: jsonb('exclusions').$type<Localized[]>().notNull(),
    rank: integer('rank').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('insurance_plans_days', sql`${t.minDays} between 1 and ${t.maxDays} and ${t.maxDays} <= 365`),
    check('insurance_plans_fee', sql`${t.cancellationFeeIqd} >= 0`),
  ],
);

/** A plan's rate table: a traveller aged `age_min`–`age_max` insured up to `days_max` days costs `price_iqd`. */
export const insuranceRates = pgTable(
  'insurance_rates',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => insurancePlans.id),
    ageMin: integer('age_min').notNull(),
    ageMax: integer('age_max').notNull(),
    daysMax: integer('days_max').notNull(),
    priceIqd: bigint('price_iqd', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.ageMin, t.daysMax] }),
    index('insurance_rates_plan_idx').on(t.planId),
    check('insurance_rates_price', sql`${t.priceIqd} > 0`),
    check('insurance_rates_age', sql`${t.ageMin} <= ${t.ageMax}`),
  ],
);
