import { and, count, desc, eq, isNull, like, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, agencySettings, notifications, users } from '../../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** The reader of a notice: where its mail goes and in which language. */
export async function recipient(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      accountId: users.accountId,
      name: users.name,
      email: users.email,
      lang: users.lang,
      active: users.active,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** An agency's face and whether it mails its customers (decision 146); undefined for any other account. */
export async function agencyFace(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({
      name: accounts.name,
      contactLine: agencySettings.contactLine,
      logoUploadId: agencySettings.logoUploadId,
      mailCustomers: agencySettings.mailCustomers,
    })
    .from(accounts)
    .innerJoin(agencySettings, eq(agencySettings.accountId, accounts.id))
    .where(and(eq(accounts.id, accountId), eq(accounts.kind, 'agency')));
  return row;
}

export async function insertNotification(db: DbOrTx, row: typeof notifications.$inferInsert) {
  await db.insert(notifications).values(row);
}

/** Whose notices a reader sees: their own, and for an agency owner every booking notice of the account's users. */
function visibleTo(reader: { userId: string; accountId: string; owner: boolean }): SQL {
  return reader.owner
    ? or(
        eq(notifications.userId, reader.userId),
        and(eq(notifications.accountId, reader.accountId), like(notifications.kind, 'booking.%')),
      )!
    : eq(notifications.userId, reader.userId);
}

export async function listNotifications(
  db: DbOrTx,
  reader: { userId: string; accountId: string; owner: boolean },
  page: { page: number; perPage: number },
) {
  const where = visibleTo(reader);
  const [rows, [total], unread] = await Promise.all([
    db
      .select({ notice: notifications, userName: users.name })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(notifications).where(where),
    unreadCount(db, reader.userId),
  ]);
  return { rows, total: total?.n ?? 0, unread };
}

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the reader's own notices read (not a sub-user's, which are theirs to read). */
export async function markAllRead(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
