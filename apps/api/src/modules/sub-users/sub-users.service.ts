import type { Permission } from '@portal/contracts/auth';
import type { CreateSubUserBody, SubUser, UpdateSubUserBody } from '@portal/contracts/sub-users';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { formatMinor, parseDecimalToMinor } from '../../lib/money.js';
import type { Notifications } from '../notifications/notifications.service.js';
import type { AuthContext, AuthService } from '../auth/auth.service.js';
import { insertUser } from '../auth/auth.service.js';
import { hashPassword } from '../auth/password.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { spentThisMonth, usedAgainst, type RateRow, type SpentRow } from '../bookings/bookings.service.js';
import * as repo from './sub-users.repository.js';

export type SubUserService = ReturnType<typeof createSubUserService>;

function toDto(user: repo.UserRow, limits: repo.LimitRow[], allSpent: SpentRow[], rates: readonly RateRow[]): SubUser {
  const spent = allSpent.filter((s) => s.userId === user.id);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    active: user.active,
    permissions: user.permissions as Permission[],
    limits: limits.map((l) => ({
      currency: l.currency,
      monthly: formatMinor(l.monthlyMinor, l.currency),
      used: formatMinor(usedAgainst(l.currency, spent, rates), l.currency),
    })),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    spent_this_month: spent.map((s) => ({ currency: s.currency, amount: formatMinor(BigInt(s.amount), s.currency) })),
    created_at: user.createdAt.toISOString(),
  };
}

export function createSubUserService({
  db,
  auth,
  currencies,
  notifications,
}: {
  db: Db;
  auth: AuthService;
  currencies: CurrencyService;
  /** Tells the new user they were added (decision 131). */
  notifications?: Notifications;
}) {
  /**
   * Only the owner of an agency staff approved manages its users (decision 074); its sub-users, staff and
   * customers (an agency still under review among them) get 403.
   */
  function requireOwner(ctx: AuthContext) {
    if (ctx.user.role === 'sub_user') throw new AppError('sub_user_limit');
    if (ctx.user.role === 'staff') throw new AppError('forbidden');
    if (ctx.account.kind !== 'agency') throw new AppError('agency_only');
  }

  async function parseLimits(limits: Array<{ currency: string; monthly: string }>) {
    const out: Array<{ currency: string; monthlyMinor: bigint }> = [];
    for (const [i, l] of limits.entries()) {
      const currency = await currencies.require(l.currency).catch(() => {
        throw new AppError('validation_failed', {
          fields: [{ field: `limits.${i}.currency`, key: 'unknown_currency' }],
        });
      });
      const minor = parseDecimalToMinor(l.monthly, currency.code);
      if (minor === null || minor <= 0n) {
        throw new AppError('validation_failed', {
          fields: [{ field: `limits.${i}.monthly`, key: 'invalid_amount', params: { scale: currency.scale } }],
        });
      }
      out.push({ currency: currency.code, monthlyMinor: minor });
    }
    return [...new Map(out.map((l) => [l.currency, l])).values()];
  }

  async function load(accountId: string, id: string) {
    const user = await repo.findSubUser(db, accountId, id);
    if (!user) throw new AppError('not_found');
    return toDto(
      user,
      await repo.limitsOf(db, [user.id]),
      await spentThisMonth(db, [user.id]),
      await currencies.everyRate(),
    );
  }

  return {
    async list(ctx: AuthContext) {
      requireOwner(ctx);
      const rows = await repo.listSubUsers(db, ctx.account.id);
      const limits = await repo.limitsOf(
        db,
        rows.map((r) => r.id),
      );
      const spent = await spentThisMonth(
        db,
        rows.map((r) => r.id),
      );
      const rates = await currencies.everyRate();
      return rows.map((r) =>
        toDto(
          r,
          limits.filter((l) => l.userId === r.id),
          spent,
          rates,
        ),
      );
    },

    get: async (ctx: AuthContext, id: string) => {
      requireOwner(ctx);
      return load(ctx.account.id, id);
    },

    async create(
      ctx: AuthContext,
      body: CreateSubUserBody & { permissions: Permission[]; limits: Array<{ currency: string; monthly: string }> },
    ) {
      requireOwner(ctx);
      const limits = await parseLimits(body.limits);
      const id = newId();
      const passwordHash = await hashPassword(body.password);
      const created = await db.transaction(async (tx) => {
        const ok = await insertUser(tx, {
          id,
          accountId: ctx.account.id,
          role: 'sub_user',
          name: body.name,
          email: body.email,
          passwordHash,
          permissions: [...new Set(body.permissions)],
          // Until they log in themselves, they read in their owner's language.
          lang: ctx.user.lang,
        });
        if (!ok) return false;
        await repo.replaceLimits(tx, id, limits);
        await notifications?.tell(tx, {
          userId: id,
          kind: 'subuser.added',
          key: `subuser:${id}`,
          link: '/login',
          params: () => ({ owner: ctx.user.name, agency: ctx.account.name }),
        });
        return true;
      });
      if (!created) throw new AppError('email_taken', { fields: [{ field: 'email', key: 'email_taken' }] });
      void notifications?.flush();
      return load(ctx.account.id, id);
    },

    async update(ctx: AuthContext, id: string, body: UpdateSubUserBody) {
      requireOwner(ctx);
      const user = await repo.findSubUser(db, ctx.account.id, id);
      if (!user) throw new AppError('not_found');
      const limits = body.limits ? await parseLimits(body.limits) : undefined;
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.permissions !== undefined ? { permissions: [...new Set(body.permissions)] } : {}),
          ...(body.active !== undefined ? { active: body.active } : {}),
          ...(passwordHash ? { passwordHash } : {}),
        });
        if (limits) await repo.replaceLimits(tx, id, limits);
      });
      // A deactivated sub-user's tokens stop working at once, not when they expire.
      // A new password also ends the sessions opened with the old one.
      if (body.active === false || passwordHash) await auth.revokeAllOf(id);
      return load(ctx.account.id, id);
    },
  };
}
