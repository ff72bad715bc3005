import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  applicationDocuments,
  applicationEvents,
  applications,
  bookings,
  uploads,
  users,
} from '../../db/schema.js';

export type ApplicationRow = typeof applications.$inferSelect;

export async function insertApplication(db: DbOrTx, row: typeof applications.$inferInsert) {
  await db.insert(applications).values(row);
}

export async function insertEvent(db: DbOrTx, row: typeof applicationEvents.$inferInsert) {
  await db.insert(applicationEvents).values(row);
}

export async function insertDocuments(db: DbOrTx, rows: Array<typeof applicationDocuments.$inferInsert>) {
  if (rows.length) await db.insert(applicationDocuments).values(rows);
}

export async function findApplication(db: DbOrTx, bookingId: string) {
  const [row] = await db.select().from(applications).where(eq(applications.bookingId, bookingId));
  return row;
}

/**
 * Moves an application from the status it was read in to another, and only then: of two staff deciding at once,
 * one finds its status already moved and changes nothing (the caller answers 409).
 */
export async function move(
  db: DbOrTx,
  bookingId: string,
  from: string,
  to: string,
  requested: Array<{ traveller_index: number; paper: string }>,
) {
  const rows = await db
    .update(applications)
    .set({ status: to, requested, updatedAt: new Date() })
    .where(and(eq(applications.bookingId, bookingId), eq(applications.status, from)))
    .returning({ id: applications.bookingId });
  return rows.length === 1;
}

export async function eventsOf(db: DbOrTx, bookingId: string) {
  return db
    .select({ event: applicationEvents, actorName: users.name })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(eq(applicationEvents.bookingId, bookingId))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
}

export async function documentsOf(db: DbOrTx, bookingId: string) {
  return db
    .select({ document: applicationDocuments, upload: uploads })
    .from(applicationDocuments)
    .innerJoin(uploads, eq(uploads.id, applicationDocuments.uploadId))
    .where(eq(applicationDocuments.bookingId, bookingId))
    .orderBy(asc(applicationDocuments.createdAt), asc(applicationDocuments.id));
}

export async function findDocument(db: DbOrTx, bookingId: string, uploadId: string) {
  const [row] = await db
    .select()
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.bookingId, bookingId), eq(applicationDocuments.uploadId, uploadId)));
  return row;
}

/** Uploads of the account not yet part of any application (an upload answers one paper of one application). */
export async function unusedUploads(db: DbOrTx, accountId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { purpose: string; userId: string }>();
  const rows = await db
    .select({ id: uploads.id, purpose: uploads.purpose, userId: uploads.userId })
    .from(uploads)
    .leftJoin(applicationDocuments, eq(applicationDocuments.uploadId, uploads.id))
    .where(and(eq(uploads.accountId, accountId), inArray(uploads.id, ids), sql`${applicationDocuments.id} is null`));
  return new Map(rows.map((r) => [r.id, { purpose: r.purpose, userId: r.userId }]));
}

/** The desk's queue: paid applications (an unpaid hold is not worked), oldest first. */
export async function queue(db: DbOrTx, q: { service?: string; status?: string; page: number; perPage: number }) {
  const where = and(
    notInArray(bookings.status, ['held', 'expired']),
    q.service ? eq(applications.service, q.service) : undefined,
    q.status ? eq(applications.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: applications, booking: bookings, accountName: accounts.name })
      .from(applications)
      .innerJoin(bookings, eq(bookings.id, applications.bookingId))
      .innerJoin(accounts, eq(accounts.id, bookings.accountId))
      .where(where)
      .orderBy(asc(applications.createdAt), desc(applications.bookingId))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db
      .select({ n: count() })
      .from(applications)
      .innerJoin(bookings, eq(bookings.id, applications.bookingId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function accountName(db: DbOrTx, accountId: string) {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

/** The applicant's address for the mails: the user who applied. */
export async function applicantOf(db: DbOrTx, userId: string) {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}
