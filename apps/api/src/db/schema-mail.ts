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

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The mail queue (issue 20, decision 130): every mail is a row written in the transaction of the event that causes
 * it, under that event's key (a second write for the same event is no row), and sent by the worker in
 * `lib/mail-queue.ts`: claimed with `for update skip locked`, retried with backoff, `failed` after the last try
 * until staff send it again.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey(),
    /** The event the mail tells of (`contact:<id>`, `reset:<id>`…): one mail per event. */
    eventKey: text('event_key').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Holds a secret (a password-reset link): never shown in the back office, and emptied once sent. */
    secret: boolean('secret').notNull().default(false),
    /** The reader's language, for the HTML part's direction (null: text only). */
    lang: text('lang'),
    /** A document attached when the mail is sent, rendered then (decision 137): `{ kind, id, lang }`. */
    attachment: jsonb('attachment'),
    /** The agency a mail to its customer comes from (decision 146): `{ name, contact_line, reply_to, logo_upload_id }`. */
    brand: jsonb('brand'),
    /** `queued`, `sending` (claimed until `locked_until`), `sent` or `failed`. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('mail_queue_event_key').on(t.eventKey),
    index('mail_queue_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_queue_created_idx').on(t.createdAt),
    check('mail_queue_status', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
  ],
);
