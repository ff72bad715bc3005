import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { accounts, bookingDocuments, bookingNotes, bookings, uploads, users } from '../../../db/schema.js';

export type BookingRow = typeof bookings.$inferSelect;

export interface DeskFilter {
  service?: string;
  status?: string;
  from?: Date;
  to?: Date;
  accountId?: string;
  q?: string;
  page: number;
  perPage: number;
}

/** Every account's bookings, newest first; `q` matches the reference, the account's name or a traveller's name. */
export async function listAllBookings(db: DbOrTx, f: DeskFilter) {
  const where: SQL[] = [];
  if (f.service) where.push(eq(bookings.service, f.service));
  if (f.status) where.push(eq(bookings.status, f.status as BookingRow['status']));
  if (f.from) where.push(gte(bookings.createdAt, f.from));
  if (f.to) where.push(lte(bookings.createdAt, f.to));
  if (f.accountId) where.push(eq(bookings.accountId, f.accountId));
  if (f.q) {
    const like = `%${f.q.replace(/[%_\\]/g, '')}%`;
    where.push(
      or(ilike(bookings.reference, like), ilike(accounts.name, like), sql`${bookings.travellers}::text ilike ${like}`)!,
    );
  }
  const condition = and(...where);
  const [rows, [count]] = await Promise.all([
    db
      .select({ booking: bookings, bookerName: users.name, accountName: accounts.name, accountKind: accounts.kind })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(accounts, eq(accounts.id, bookings.accountId))
      .where(condition)
      .orderBy(desc(bookings.createdAt))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(accounts, eq(accounts.id, bookings.accountId))
      .where(condition),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findBookingWithAccount(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ booking: bookings, account: accounts })
    .from(bookings)
    .innerJoin(accounts, eq(accounts.id, bookings.accountId))
    .where(eq(bookings.id, id));
  return row;
}

export async function insertNote(db: DbOrTx, row: typeof bookingNotes.$inferInsert) {
  await db.insert(bookingNotes).values(row);
}

export function notesOf(db: DbOrTx, bookingId: string) {
  return db
    .select({ note: bookingNotes, authorName: users.name })
    .from(bookingNotes)
    .innerJoin(users, eq(users.id, bookingNotes.authorId))
    .where(eq(bookingNotes.bookingId, bookingId))
    .orderBy(asc(bookingNotes.createdAt));
}

export async function insertDocuments(db: DbOrTx, rows: Array<typeof bookingDocuments.$inferInsert>) {
  if (rows.length) await db.insert(bookingDocuments).values(rows);
}

export function documentsOf(db: DbOrTx, bookingId: string) {
  return db
    .select({ document: bookingDocuments, authorName: users.name, upload: uploads })
    .from(bookingDocuments)
    .innerJoin(users, eq(users.id, bookingDocuments.createdBy))
    .leftJoin(uploads, eq(uploads.id, bookingDocuments.uploadId))
    .where(eq(bookingDocuments.bookingId, bookingId))
    .orderBy(asc(bookingDocuments.createdAt), asc(bookingDocuments.travellerIndex));
}

/** A booking document file: uploaded by staff for this booking's account. */
export async function findBookingFile(db: DbOrTx, id: string, accountId: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.accountId, accountId), eq(uploads.purpose, 'booking_document')));
  return row;
}

export async function insertUpload(db: DbOrTx, row: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(row);
}
