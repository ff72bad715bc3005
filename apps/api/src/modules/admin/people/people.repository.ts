import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { accounts, bookings, contactMessages, users } from '../../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

const like = (q: string) => `%${q.replace(/[%_\\]/g, '')}%`;

export async function listAccounts(
  db: DbOrTx,
  f: { kind?: AccountRow['kind']; q?: string; active?: boolean; page: number; perPage: number },
) {
  const where: SQL[] = [];
  if (f.kind) where.push(eq(accounts.kind, f.kind));
  if (f.active !== undefined) where.push(eq(accounts.active, f.active));
  if (f.q)
    where.push(
      or(
        ilike(accounts.name, like(f.q)),
        sql`exists (select 1 from users u where u.account_id = accounts.id and (u.name ilike ${like(f.q)} or u.email ilike ${like(f.q)}))`,
      )!,
    );
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        account: accounts,
        users: sql<number>`(select count(*)::int from users u where u.account_id = accounts.id)`,
        ownerId: sql<
          string | null
        >`(select u.id::text from users u where u.account_id = accounts.id and u.role <> 'sub_user' order by u.created_at limit 1)`,
      })
      .from(accounts)
      .where(condition)
      .orderBy(desc(accounts.createdAt))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(accounts).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findAccount(db: DbOrTx, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

export function usersOf(db: DbOrTx, accountIds: string[]) {
  if (accountIds.length === 0) return Promise.resolve([] as UserRow[]);
  return db.select().from(users).where(inArray(users.accountId, accountIds)).orderBy(asc(users.createdAt));
}

export async function findUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ user: users, account: accounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export function staffUsers(db: DbOrTx) {
  return db
    .select({ user: users, account: accounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.role, 'staff'))
    .orderBy(asc(users.createdAt));
}

/** False when the email is taken (the unique index on lower(email)). */
export async function insertUser(db: DbOrTx, row: typeof users.$inferInsert) {
  const inserted = await db.insert(users).values(row).onConflictDoNothing().returning({ id: users.id });
  return inserted.length === 1;
}

export async function updateUser(db: DbOrTx, id: string, set: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function setAccountActive(db: DbOrTx, id: string, active: boolean) {
  await db.update(accounts).set({ active }).where(eq(accounts.id, id));
}

export async function bookingCount(db: DbOrTx, accountId: string) {
  const [row] = await db.select({ n: count() }).from(bookings).where(eq(bookings.accountId, accountId));
  return Number(row?.n ?? 0);
}

export async function listContactMessages(
  db: DbOrTx,
  f: { replied?: boolean; q?: string; page: number; perPage: number },
) {
  const where: SQL[] = [];
  if (f.replied === true) where.push(isNotNull(contactMessages.repliedAt));
  if (f.replied === false) where.push(isNull(contactMessages.repliedAt));
  if (f.q)
    where.push(
      or(
        ilike(contactMessages.name, like(f.q)),
        ilike(contactMessages.email, like(f.q)),
        ilike(contactMessages.subject, like(f.q)),
        ilike(contactMessages.message, like(f.q)),
      )!,
    );
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(condition)
      .orderBy(desc(contactMessages.createdAt))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(contactMessages).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findContactMessage(db: DbOrTx, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

export async function setReplied(db: DbOrTx, id: string, at: Date | null) {
  const [row] = await db.update(contactMessages).set({ repliedAt: at }).where(eq(contactMessages.id, id)).returning();
  return row;
}
