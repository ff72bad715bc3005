import { createHash, randomBytes } from 'node:crypto';
import type {
  EmailChangeBody,
  EmailChangeConfirmBody,
  LoginBody,
  PasswordChangeBody,
  PasswordResetBody,
  Permission,
  RegisterBody,
  User,
} from '@portal/contracts/auth';
import type { Lang } from '@portal/contracts/i18n';
import { PERMISSIONS } from '@portal/contracts/auth';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Notifications } from '../notifications/notifications.service.js';
import { clientAddressKey, type BackoffPolicy, type RateLimitStore } from '../../lib/rate-limit.js';
import * as repo from './auth.repository.js';
import {
  findApplicationOfAccount,
  insertApplication,
  type AgencyApplicationRow,
} from '../agency/applications.service.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { passwordResetMail } from './password-mail.js';
import { emailChangedMail, emailConfirmMail } from './email-change-mail.js';

/** Sub-users are created by their owner (`sub-users`) as users of the owner's account. */
export { insertUser } from './auth.repository.js';

export const TOKEN_POLICY = {
  /** Without "remember me": a working day, and 2 hours without use ends it. */
  session: { absoluteSeconds: 12 * 3600, idleSeconds: 2 * 3600 },
  /** With "remember me": 30 days, and 7 days without use ends it. */
  remember: { absoluteSeconds: 30 * 86_400, idleSeconds: 7 * 86_400 },
};

/**
 * Decision 073: every address may try 30 times in 15 minutes whatever the accounts; each account and address
 * pair has 5 attempts at once, then waits 30 s, 60 s, 2 min … at most 15 min between attempts, forgotten a day
 * after its last attempt or at a successful login there. Nothing counts per account alone, so guesses from
 * elsewhere never lock the owner out.
 */
export const LOGIN_LIMITS = {
  perIp: { max: 30, windowSeconds: 15 * 60 },
  pair: { free: 5, baseSeconds: 30, maxSeconds: 15 * 60, windowSeconds: 24 * 3600 } satisfies BackoffPolicy,
};

/**
 * Forgot password (issue 20): a link lives 30 minutes and works once. An address may ask 10 times in 15 minutes,
 * and each e-mail address gets at most 3 links an hour whoever asks (so nobody floods someone's mailbox), yet
 * the answer is the same whether the address has an account or not.
 */
export const PASSWORD_RESET = {
  ttlMinutes: 30,
  perIp: { max: 10, windowSeconds: 15 * 60 },
  perEmail: { max: 3, windowSeconds: 3600 },
};

/** A change of e-mail's link lasts a day; a user asks for at most five an hour (decision 134). */
export const EMAIL_CHANGE = { ttlHours: 24, perUser: { max: 5, windowSeconds: 3600 } };

/** Registrations hash a password (argon2id, deliberately slow) and tell whether an email is taken. */
export const REGISTER_LIMITS = {
  perIp: { max: 10, windowSeconds: 15 * 60 },
};

function tooManyRequests(retryAfterSeconds: number) {
  return new AppError('too_many_requests', {
    params: { seconds: retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

export interface AuthContext {
  tokenId: string;
  user: repo.UserRow;
  account: repo.AccountRow;
}

export type AuthService = ReturnType<typeof createAuthService>;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toUserDto(
  user: repo.UserRow,
  account: repo.AccountRow,
  application: AgencyApplicationRow | null | undefined,
): User {
  const owner = user.role !== 'sub_user';
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    staff_role: user.staffRole ?? null,
    permissions: owner
      ? [...PERMISSIONS]
      : (user.permissions.filter((p) => (PERMISSIONS as readonly string[]).includes(p)) as Permission[]),
    account: {
      id: account.id,
      kind: account.kind,
      name: account.name,
      agency_application: application
        ? {
            status: application.status,
            agency_name: application.agencyName,
            refusal_reason: application.refusalReason,
            created_at: application.createdAt.toISOString(),
          }
        : null,
    },
    created_at: user.createdAt.toISOString(),
  };
}

export function createAuthService({
  db,
  rateLimits,
  publicUrl,
  notifications,
}: {
  db: Db;
  rateLimits: RateLimitStore;
  /** Where users reach the portal, for the links in mails. */
  publicUrl: string;
  /** Welcomes a new user (decision 131). */
  notifications?: Notifications;
}) {
  async function issueToken(user: repo.UserRow, remember: boolean, meta: { ip?: string; userAgent?: string }) {
    const policy = remember ? TOKEN_POLICY.remember : TOKEN_POLICY.session;
    const token = randomBytes(32).toString('base64url'); // 256 random bits
    const now = new Date();
    const expiresAt = new Date(now.getTime() + policy.absoluteSeconds * 1000);
    await repo.insertToken(db, {
      id: newId(),
      userId: user.id,
      tokenHash: hashToken(token),
      idleSeconds: policy.idleSeconds,
      expiresAt,
      createdAt: now,
      lastUsedAt: now,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return { token, expiresAt };
  }

  /** The user as the API shows it, with the account's agency application, if it made one. */
  const userDto = async (user: repo.UserRow, account: repo.AccountRow) =>
    toUserDto(user, account, await findApplicationOfAccount(db, account.id));

  return {
    hashToken,
    userDto,
    /** A new session for a user that has already proven who it is. */
    issueToken,

    /**
     * A customer account with its owner, logged in; with `agency`, also the agency's application for staff to
     * review, in the same transaction (the account books as a customer's until it is approved, decision 074).
     */
    async register(body: RegisterBody, meta: { ip: string; userAgent?: string; lang: Lang }) {
      const { perIp } = REGISTER_LIMITS;
      const limit = await rateLimits.hit(`register:ip:${clientAddressKey(meta.ip)}`, perIp.windowSeconds, perIp.max);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
      const existing = await repo.findUserByEmail(db, body.email);
      if (existing) throw new AppError('email_taken', { fields: [{ field: 'email', key: 'email_taken' }] });
      const passwordHash = await hashPassword(body.password);
      const accountId = newId();
      const userId = newId();
      await db.transaction(async (tx) => {
        await repo.insertAccount(tx, { id: accountId, kind: 'customer', name: body.name });
        const created = await repo.insertUser(tx, {
          id: userId,
          accountId,
          role: 'customer',
          name: body.name,
          email: body.email,
          passwordHash,
          lang: meta.lang,
        });
        // A concurrent registration took the email after our check: throwing rolls the account back too.
        if (!created) throw new AppError('email_taken', { fields: [{ field: 'email', key: 'email_taken' }] });
        await notifications?.tell(tx, {
          userId,
          kind: 'welcome',
          key: `welcome:${userId}`,
          link: '/',
          params: () => ({}),
        });
        if (body.account_type === 'agency' && body.agency)
          await insertApplication(tx, {
            id: newId(),
            accountId,
            userId,
            agencyName: body.agency.name,
            phone: body.agency.phone,
            city: body.agency.city,
            licenceNumber: body.agency.licence_number,
            lang: meta.lang,
          });
      });
      void notifications?.flush();
      const row = await repo.findUserByEmail(db, body.email);
      const { token, expiresAt } = await issueToken(row!.user, false, meta);
      return { token, expires_at: expiresAt.toISOString(), user: await userDto(row!.user, row!.account) };
    },

    async login(body: Required<LoginBody>, meta: { ip: string; userAgent?: string; lang?: Lang }) {
      const address = clientAddressKey(meta.ip);
      const pairKey = `login:pair:${body.email.toLowerCase()}|${address}`;
      const ip = await rateLimits.hit(`login:ip:${address}`, LOGIN_LIMITS.perIp.windowSeconds, LOGIN_LIMITS.perIp.max);
      if (!ip.allowed) throw tooManyRequests(ip.retryAfterSeconds);
      // Every attempt counts before the (slow) password check, so parallel guesses cannot all pass a count that
      // has not moved yet; a successful login clears the pair again.
      const pair = await rateLimits.attempt(pairKey, LOGIN_LIMITS.pair);
      if (!pair.allowed) throw tooManyRequests(pair.retryAfterSeconds);
      const row = await repo.findUserByEmail(db, body.email);
      const ok = await verifyPassword(row?.user.passwordHash ?? (await dummyPasswordHash()), body.password);
      if (!row || !ok) throw new AppError('invalid_credentials');
      if (!row.user.active || !row.account.active) throw new AppError('account_inactive');
      await rateLimits.reset(pairKey);
      const now = new Date();
      // Their mails and notices follow the language they last logged in with.
      await repo.markLogin(db, row.user.id, now, meta.lang);
      const { token, expiresAt } = await issueToken(row.user, body.remember, meta);
      return { token, expires_at: expiresAt.toISOString(), user: await userDto(row.user, row.account) };
    },

    /** The user behind a token, or null if it is unknown, revoked, expired, idle too long or its user is inactive. */
    /**
     * A user's context without a session, for a document the renderer opens on the user's behalf (their wallet's
     * statement, decision 137); null for an unknown or deactivated user.
     */
    async contextOf(userId: string): Promise<AuthContext | null> {
      const row = await repo.findUserById(db, userId);
      if (!row || !row.user.active || !row.account.active) return null;
      return { tokenId: '', user: row.user, account: row.account };
    },

    async authenticate(token: string): Promise<AuthContext | null> {
      if (token.length < 16 || token.length > 200) return null;
      const row = await repo.findSessionByTokenHash(db, hashToken(token));
      if (!row) return null;
      const now = Date.now();
      const { token: t } = row;
      if (t.revokedAt || t.expiresAt.getTime() <= now || t.lastUsedAt.getTime() + t.idleSeconds * 1000 <= now)
        return null;
      if (!row.user.active || !row.account.active) return null;
      if (now - t.lastUsedAt.getTime() > 60_000) await repo.touchToken(db, t.id, new Date(now));
      return { tokenId: t.id, user: row.user, account: row.account };
    },

    async logout(ctx: AuthContext) {
      await repo.revokeToken(db, ctx.tokenId, new Date());
    },

    revokeAllOf: (userId: string) => repo.revokeTokensOfUser(db, userId, new Date()),

    /**
     * Forgot password: mails a single-use link to an active user's address. Nothing in the answer or its timing
     * tells whether the address has an account (the mail is sent after the answer); only the rate limits answer
     * differently.
     */
    async requestPasswordReset(
      email: string,
      meta: { ip: string; lang: Lang },
      notify: { mailer: Mailer; onError: (error: unknown) => void },
    ) {
      const { perIp, perEmail } = PASSWORD_RESET;
      const ip = await rateLimits.hit(`reset:ip:${clientAddressKey(meta.ip)}`, perIp.windowSeconds, perIp.max);
      if (!ip.allowed) throw tooManyRequests(ip.retryAfterSeconds);
      const byEmail = await rateLimits.hit(`reset:email:${email.toLowerCase()}`, perEmail.windowSeconds, perEmail.max);
      // Past the per-address limit the answer stays the same, and no more mail goes out.
      if (!byEmail.allowed) return;
      const row = await repo.findUserByEmail(db, email);
      if (!row || !row.user.active || !row.account.active) return;
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const link = `${publicUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
      const mail = passwordResetMail(row.user.email, meta.lang, {
        name: row.user.name,
        link,
        minutes: PASSWORD_RESET.ttlMinutes,
      });
      // The link and its mail are written together (decision 130); the mail carries the only copy of the token.
      await db.transaction(async (tx) => {
        const id = newId();
        await repo.insertPasswordReset(tx, {
          id,
          userId: row.user.id,
          tokenHash: hashToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + PASSWORD_RESET.ttlMinutes * 60_000),
          ip: meta.ip,
        });
        await notify.mailer.queue({ ...mail, secret: true }, `password-reset:${id}`, tx);
      });
      // Sent after the answer, so that its timing tells nothing; a failed send stays queued for the retries.
      void notify.mailer.flush().catch(notify.onError);
    },

    /** A new password from a reset link: the link is used up, every session of the user ends, every other link too. */
    async resetPassword(body: PasswordResetBody) {
      const invalid = () =>
        new AppError('reset_link_invalid', { fields: [{ field: 'token', key: 'reset_link_invalid' }] });
      const tokenHash = hashToken(body.token);
      // Hashing first keeps the slow part outside the transaction.
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const now = new Date();
        const userId = await repo.takePasswordReset(tx, tokenHash, now);
        if (!userId) throw invalid();
        const row = await repo.findUserById(tx, userId);
        if (!row || !row.user.active || !row.account.active) throw invalid();
        await repo.setPasswordHash(tx, userId, passwordHash);
        await repo.expirePasswordResets(tx, userId, now);
        await repo.revokeTokensOfUser(tx, userId, now);
      });
    },

    /** A signed-in user's new password; every other session of the user ends, this one stays. */
    async changePassword(ctx: AuthContext, body: PasswordChangeBody) {
      if (!(await verifyPassword(ctx.user.passwordHash, body.current_password)))
        throw new AppError('current_password_wrong', {
          fields: [{ field: 'current_password', key: 'current_password_wrong' }],
        });
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const now = new Date();
        await repo.setPasswordHash(tx, ctx.user.id, passwordHash);
        await repo.expirePasswordResets(tx, ctx.user.id, now);
        await repo.revokeOtherTokensOfUser(tx, ctx.user.id, ctx.tokenId, now);
      });
    },

    /**
     * Asks to use another e-mail address: the current password, an address no account has, then a single-use
     * link (its hash kept, a day) mailed to the new address; nothing changes until it is opened.
     */
    async requestEmailChange(ctx: AuthContext, body: EmailChangeBody, notify: { mailer: Mailer }) {
      const { perUser } = EMAIL_CHANGE;
      const limit = await rateLimits.hit(`email-change:${ctx.user.id}`, perUser.windowSeconds, perUser.max);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
      if (!(await verifyPassword(ctx.user.passwordHash, body.current_password)))
        throw new AppError('current_password_wrong', {
          fields: [{ field: 'current_password', key: 'current_password_wrong' }],
        });
      if (body.email.toLowerCase() === ctx.user.email.toLowerCase())
        throw new AppError('email_unchanged', { fields: [{ field: 'email', key: 'email_unchanged' }] });
      if (await repo.findUserByEmail(db, body.email))
        throw new AppError('email_taken', { fields: [{ field: 'email', key: 'email_taken' }] });
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const lang = ctx.user.lang;
      await db.transaction(async (tx) => {
        // Only the newest link works.
        await repo.expireEmailChanges(tx, ctx.user.id, now);
        const id = newId();
        await repo.insertEmailChange(tx, {
          id,
          userId: ctx.user.id,
          newEmail: body.email,
          tokenHash: hashToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE.ttlHours * 3_600_000),
        });
        const link = `${publicUrl.replace(/\/$/, '')}/account/email/confirm?token=${token}`;
        await notify.mailer.queue(
          emailConfirmMail(body.email, lang, { name: ctx.user.name, link, hours: EMAIL_CHANGE.ttlHours }),
          `email-change:${id}`,
          tx,
        );
      });
      await notify.mailer.flush();
    },

    /**
     * The link from the new address: used up, the address taken (unless another account has taken it since), and
     * the old address told. Sessions stay: the user proved both the password and the new mailbox.
     */
    async confirmEmailChange(body: EmailChangeConfirmBody, notify: { mailer: Mailer }) {
      const invalid = () =>
        new AppError('email_link_invalid', { fields: [{ field: 'token', key: 'email_link_invalid' }] });
      try {
        await db.transaction(async (tx) => {
          const now = new Date();
          const change = await repo.takeEmailChange(tx, hashToken(body.token), now);
          if (!change) throw invalid();
          const row = await repo.findUserById(tx, change.userId);
          if (!row || !row.user.active || !row.account.active) throw invalid();
          if (await repo.findUserByEmail(tx, change.newEmail)) throw invalid();
          await repo.setEmail(tx, change.userId, change.newEmail);
          await repo.expireEmailChanges(tx, change.userId, now);
          await notify.mailer.queue(
            emailChangedMail(row.user.email, row.user.lang, { name: row.user.name, email: change.newEmail }),
            `email-changed:${change.id}`,
            tx,
          );
        });
      } catch (error) {
        // Another account registered the address between our check and the update (the unique index said so).
        if ((error as { code?: string }).code === '23505') throw invalid();
        throw error;
      }
      await notify.mailer.flush();
    },
  };
}
