import { sql } from 'drizzle-orm';
import {
  bigint,
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

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
type Localized = { ar: string; en: string; de: string };

/**
 * Study programmes kept by staff (issue 17, decision 140): a programme staff added at a university of the built-in
 * catalogue (`builtin` false), or a built-in programme (decision 111) staff changed or archived (`builtin` true, the
 * same id): the row then stands for it in full. The catalogue is the built-in list with these rows laid over it.
 * The country's processing days, scholarships and the requirements and papers of the degree and language come
 * from the reference data, as for the built-in programmes.
 */
export const uguideProgrammes = pgTable(
  'uguide_programmes',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull(),
    builtin: boolean('builtin').notNull(),
    country: text('country').notNull(),
    /** The university's code in the reference data. */
    university: text('university').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    degree: text('degree').notNull(),
    field: text('field').notNull(),
    language: text('language').notNull(),
    durationYears: integer('duration_years').notNull(),
    tuitionIqd: bigint('tuition_iqd', { mode: 'bigint' }).notNull(),
    applicationFeeIqd: bigint('application_fee_iqd', { mode: 'bigint' }).notNull(),
    serviceFeeIqd: bigint('service_fee_iqd', { mode: 'bigint' }).notNull(),
    /** `[{ start, deadline }]`, `YYYY-MM-DD`, in order. */
    intakes: jsonb('intakes').$type<Array<{ start: string; deadline: string }>>().notNull(),
    popularity: integer('popularity').notNull().default(50),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uguide_programmes_code_idx').on(t.code),
    index('uguide_programmes_country_idx').on(t.country),
    check(
      'uguide_programmes_fees',
      sql`${t.tuitionIqd} >= 0 and ${t.applicationFeeIqd} >= 0 and ${t.serviceFeeIqd} > 0`,
    ),
  ],
);
