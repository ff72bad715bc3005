import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, authTokens, emailChanges, passwordResets, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ user: users, account: accounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function insertAccount(db: DbOrTx, row: typeof accounts.$inferInsert) {
  await db.insert(accounts).values(row);
}

/** Returns false when the email is already taken (unique index on lower(email)). */
export async function insertUser(db: DbOrTx, row: typeof users.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(users).values(row).onConflictDoNothing().returning({ id: users.id });
  return inserted.length === 1;
}

export async function insertToken(db: DbOrTx, row: typeof authTokens.$inferInsert) {
  await db.insert(authTokens).values(row);
}

function sessionQuery(db: DbOrTx) {
  return db
    .select({ token: authTokens, user: users, account: accounts })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(authTokens.tokenHash, sql.placeholder('hash')))
    .prepare('session_by_token_hash');
}
const preparedSessions = new WeakMap<object, ReturnType<typeof sessionQuery>>();

/** Runs on every authenticated request, so it is built once per database as a prepared statement. */
export async function findSessionByTokenHash(db: DbOrTx, tokenHash: string) {
  let query = preparedSessions.get(db);
  if (!query) preparedSessions.set(db, (query = sessionQuery(db)));
  const [row] = await query.execute({ hash: tokenHash });
  return row;
}

/** Extends the idle window; written at most once a minute per token to keep reads cheap. */
export async function touchToken(db: DbOrTx, id: string, now: Date) {
  await db
    .update(authTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(authTokens.id, id), lt(authTokens.lastUsedAt, new Date(now.getTime() - 60_000))));
}

export async function revokeToken(db: DbOrTx, id: string, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt)));
}

export async function revokeTokensOfUser(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

export async function markLogin(db: DbOrTx, userId: string, now: Date, lang?: 'ar' | 'en' | 'de') {
  await db
    .update(users)
    .set({ lastLoginAt: now, ...(lang ? { lang } : {}) })
    .where(eq(users.id, userId));
}

export async function insertPasswordReset(db: DbOrTx, row: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(row);
}

/**
 * Takes a reset link: marks it used if it is unused and unexpired, in one conditional update, so a link
 * opened twice at once sets one password. Returns its user, or undefined.
 */
export async function takePasswordReset(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Ends every unused link of a user (a new password was set some other way). */
export async function expirePasswordResets(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function findUserById(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ user: users, account: accounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId));
  return row;
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Every session of a user but one (the one that changed the password). */
export async function revokeOtherTokensOfUser(db: DbOrTx, userId: string, keepId: string, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), ne(authTokens.id, keepId), isNull(authTokens.revokedAt)));
}

export async function insertEmailChange(db: DbOrTx, row: typeof emailChanges.$inferInsert) {
  await db.insert(emailChanges).values(row);
}

/** Uses up an unused, unexpired change-of-e-mail link; its change, or undefined. */
export async function takeEmailChange(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .returning({ id: emailChanges.id, userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return row;
}

/** Ends every unused change-of-e-mail link of a user (a newer one, or the change made). */
export async function expireEmailChanges(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

export async function setEmail(db: DbOrTx, userId: string, email: string) {
  await db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, userId));
}
