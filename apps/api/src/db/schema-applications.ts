import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// The services' tables reference the core tables, and schema.ts re-exports them (the services brief's one line):
// a cycle of declarations only, whose references are read lazily (`() => users.id`) after both files loaded.
// eslint-disable-next-line local/no-import-cycle
import { uploads, users } from './schema.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The application pipeline (decision 080): a booking staff take to a decision (visas, study abroad). One row per
 * booking; `status` moves only by conditional updates (`… where status = <the one read>`), so two staff deciding
 * at once cannot both succeed.
 */
export const applications = pgTable(
  'applications',
  {
    /**
     * The booking's id. No foreign key: the checkout opens the application (its supplier's `book`) before it
     * writes the booking row, in the same transaction, so neither exists without the other.
     */
    bookingId: uuid('booking_id').primaryKey(),
    service: text('service').notNull(),
    status: text('status').notNull(),
    /** The applicant's language when applying: the mails about it are written in it. */
    lang: text('lang', { enum: ['ar', 'en', 'de'] }).notNull(),
    /** Submission plus the product's processing days: the desk shows the age against it. */
    dueAt: ts('due_at').notNull(),
    /** The papers staff asked for and the applicant has not yet sent again. */
    requested: jsonb('requested').$type<Array<{ traveller_index: number; paper: string }>>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('applications_queue_idx').on(t.service, t.status, t.createdAt)],
);

/** Every change of an application: its status, who (staff or the applicant), when and the note. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => applications.bookingId),
    status: text('status').notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id),
    byStaff: boolean('by_staff').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('application_events_booking_idx').on(t.bookingId, t.createdAt)],
);

/**
 * The application's files: each traveller's papers uploaded by the applicant, and the files staff issue. The
 * files are private uploads of the booking's account, read only through the application (its owner, the
 * booker, a sub-user who sees all bookings, and the applications desk).
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => applications.bookingId),
    uploadId: uuid('upload_id')
      .notNull()
      .unique()
      .references(() => uploads.id),
    kind: text('kind', { enum: ['applicant', 'issued'] }).notNull(),
    travellerIndex: integer('traveller_index'),
    paper: text('paper'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('application_documents_booking_idx').on(t.bookingId)],
);
