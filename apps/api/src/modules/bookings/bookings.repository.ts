import { and, asc, desc, eq, gte, ilike, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookingEvents, bookings, ledgerTransfers, spendingLimits, users } from '../../db/schema.js';
import { baghdadMonthStart } from '../../lib/time-zones.js';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

export async function insertBooking(db: DbOrTx, row: NewBookingRow) {
  await db.insert(bookings).values(row);
}

export async function insertEvent(
  db: DbOrTx,
  row: { id: string; bookingId: string; status: string; note?: string | null; userId?: string | null },
) {
  await db.insert(bookingEvents).values(row);
}

export async function findBooking(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ booking: bookings, bookerName: users.name })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, id));
  return row;
}

export function eventsOf(db: DbOrTx, bookingId: string) {
  return db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.createdAt));
}

/**
 * Locks every monthly limit of a sub-user for the rest of the transaction, in currency order (two payments never
 * wait on each other), so its parallel payments in any currency are checked one after another.
 */
export function lockLimits(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(spendingLimits)
    .where(eq(spendingLimits.userId, userId))
    .orderBy(asc(spendingLimits.currency))
    .for('update');
}

export type SpentRow = { userId: string; currency: string; amount: string };

/**
 * What each user has paid from the wallet since the start of the current Baghdad month, per currency, on
 * bookings that still hold the money. Counted by when the payment was posted (the ledger transfer), not when
 * the booking was made, so a hold made last month and paid this month counts against this month's limit. The
 * payment check and the sub-user screens read this one query.
 */
export function spentThisMonth(
  db: DbOrTx,
  userIds: string[],
  { currency, now = new Date() }: { currency?: string; now?: Date } = {},
): Promise<SpentRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: bookings.userId,
      currency: bookings.paymentCurrency,
      amount: sql<string>`sum(${bookings.paymentAmountMinor})::text`,
    })
    .from(bookings)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, bookings.paymentTransferId))
    .where(
      and(
        inArray(bookings.userId, userIds),
        currency === undefined ? undefined : eq(bookings.paymentCurrency, currency),
        inArray(bookings.status, ['confirmed', 'fulfilled']),
        gte(ledgerTransfers.createdAt, baghdadMonthStart(now)),
      ),
    )
    .groupBy(bookings.userId, bookings.paymentCurrency) as Promise<SpentRow[]>;
}

/** One service's unpaid holds past their deadline, the longest overdue first, except those `excluding` names. */
export function expiredHolds(db: DbOrTx, service: string, now: Date, limit: number, excluding: string[] = []) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'held'),
        eq(bookings.service, service),
        lt(bookings.holdExpiresAt, now),
        excluding.length ? notInArray(bookings.id, excluding) : undefined,
      ),
    )
    .orderBy(asc(bookings.holdExpiresAt))
    .limit(limit);
}

/** Held bookings whose payment deadline falls between `from` and `to`, the nearest first. */
export function holdsDueBetween(db: DbOrTx, from: Date, to: Date, limit: number) {
  return db
    .select({ id: bookings.id, holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(and(eq(bookings.status, 'held'), gte(bookings.holdExpiresAt, from), lt(bookings.holdExpiresAt, to)))
    .orderBy(asc(bookings.holdExpiresAt))
    .limit(limit);
}

/** Moves a booking from one status to another; false when another process moved it first. */
export async function transition(db: DbOrTx, id: string, from: string, to: typeof bookings.$inferSelect.status) {
  const rows = await db
    .update(bookings)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, from as typeof to)))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

export interface ListFilter {
  accountId: string;
  /** Only this user's bookings (a sub-user without the see-all permission). */
  onlyUserId?: string;
  service?: string;
  status?: string;
  /** Booked at or after this instant. */
  from?: Date;
  /** Booked before this instant. */
  before?: Date;
  userId?: string;
  q?: string;
  page: number;
  perPage: number;
}

export async function listBookings(db: DbOrTx, f: ListFilter) {
  const where: SQL[] = [eq(bookings.accountId, f.accountId)];
  if (f.onlyUserId) where.push(eq(bookings.userId, f.onlyUserId));
  if (f.userId) where.push(eq(bookings.userId, f.userId));
  if (f.service) where.push(eq(bookings.service, f.service));
  if (f.status) where.push(eq(bookings.status, f.status as BookingRow['status']));
  if (f.from) where.push(gte(bookings.createdAt, f.from));
  if (f.before) where.push(lt(bookings.createdAt, f.before));
  if (f.q) where.push(or(ilike(bookings.reference, `%${f.q.replace(/[%_\\]/g, '')}%`))!);
  const condition = and(...where);
  const [rows, [count]] = await Promise.all([
    db
      .select({ booking: bookings, bookerName: users.name })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(condition)
      .orderBy(desc(bookings.createdAt))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(condition),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The account's users (owner first), whose names the "booked by" filter offers. */
export function accountUsers(db: DbOrTx, accountId: string) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.accountId, accountId))
    .orderBy(sql`${users.role} = 'sub_user'`, asc(users.name));
}

export async function updatePayment(
  db: DbOrTx,
  id: string,
  set: {
    paymentCurrency: string;
    paymentAmountMinor: bigint;
    markupMinor: bigint;
    rate: string;
    paymentTransferId: string;
    priceSnapshot: unknown;
    /** How it is paid now, written into the service's stored details. */
    method: 'wallet';
  },
) {
  const { method, ...rest } = set;
  await db
    .update(bookings)
    .set({
      ...rest,
      details: sql`${bookings.details} || jsonb_build_object('method', ${method}::text)`,
      updatedAt: new Date(),
    })
    .where(eq(bookings.id, id));
}
