import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// eslint-disable-next-line local/no-import-cycle -- the users table; schema.ts re-exports this file
import { users } from './schema.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What the portal told a user (issue 20, decision 131): the same events as their mails, listed under the header's
 * bell. `params` holds the sentence's values in each language, so the list reads in the language of the page.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The user's account: an agency owner also sees its sub-users' booking notices. */
    accountId: uuid('account_id').notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, Record<string, string>>>().notNull(),
    /** Where the notice leads in the portal (a path). */
    link: text('link'),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_account_idx').on(t.accountId, t.createdAt),
  ],
);
