import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
// eslint-disable-next-line local/no-import-cycle -- the users table; schema.ts re-exports this file
import { users } from './schema.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A document's verification code (decision 136): the code its QR code carries, `/verify/{code}`. One per document
 * (`kind` and `subject_id`), made the first time the document is rendered.
 */
export const documentCodes = pgTable(
  'document_codes',
  {
    code: text('code').primaryKey(),
    /** `booking`, `topup` or `statement`. */
    kind: text('kind').notNull(),
    /** The booking's or top-up's id; a statement's is its account's wallet and month (`<account>:<currency>:<from>:<to>`). */
    subjectId: text('subject_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_codes_subject_key').on(t.kind, t.subjectId)],
);

/**
 * A link that opens one document without logging in (decision 137): a shared link (7 days, revocable by its
 * maker, passport numbers masked) or the renderer's own (a minute, used by the headless browser). Only the token's
 * SHA-256 is kept.
 */
export const documentLinks = pgTable(
  'document_links',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The copy of a booking's document (`own`, `customer`, `agent`). */
    copy: text('copy').notNull().default('own'),
    lang: text('lang').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('document_links_hash_key').on(t.tokenHash),
    index('document_links_subject_idx').on(t.kind, t.subjectId),
    check('document_links_purpose', sql`${t.purpose} in ('share', 'render')`),
  ],
);
