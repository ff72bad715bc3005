import type {
  AdminAccount,
  AdminAccountSummary,
  AdminContactMessage,
  AdminUser,
  CreateStaffBody,
  UpdateStaffBody,
} from '@portal/contracts/admin-people';
import { PERMISSIONS, type Permission } from '@portal/contracts/auth';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { newId } from '../../../lib/ids.js';
import { formatMinor } from '../../../lib/money.js';
import { recordAudit } from '../../audit/audit.service.js';
import type { AuthContext, AuthService } from '../../auth/auth.service.js';
import { hashPassword } from '../../auth/password.js';
import type { Ledger } from '../../ledger/ledger.service.js';
import * as repo from './people.repository.js';

export type PeopleService = ReturnType<typeof createPeopleService>;

function toUser(user: repo.UserRow, account: repo.AccountRow): AdminUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    staff_role: user.staffRole ?? null,
    permissions:
      user.role === 'sub_user'
        ? (user.permissions.filter((p) => (PERMISSIONS as readonly string[]).includes(p)) as Permission[])
        : [...PERMISSIONS],
    active: user.active,
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    account: { id: account.id, name: account.name, kind: account.kind },
  };
}

const userSnapshot = (u: repo.UserRow) => ({ name: u.name, staff_role: u.staffRole, active: u.active });

/**
 * Customers, agencies and their sub-users, staff and their roles, the contact inbox. Deactivating ends the
 * user's sessions at once (every request checks that the user and its account are active, and their tokens
 * are revoked too). Nobody deactivates or demotes themselves or their own staff account: since only an active
 * admin may change staff, an active admin always remains.
 */
export function createPeopleService({ db, auth, ledger }: { db: Db; auth: AuthService; ledger: Ledger }) {
  async function loadUser(id: string) {
    const found = await repo.findUser(db, id);
    if (!found) throw new AppError('not_found');
    return found;
  }

  async function accountDetail(id: string): Promise<AdminAccount> {
    const account = await repo.findAccount(db, id);
    if (!account) throw new AppError('not_found');
    const [members, balances, bookings] = await Promise.all([
      repo.usersOf(db, [id]),
      ledger.balances(db, id),
      repo.bookingCount(db, id),
    ]);
    const owner = members.find((u) => u.role !== 'sub_user');
    return {
      id: account.id,
      kind: account.kind,
      name: account.name,
      active: account.active,
      owner: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
      users: members.length,
      created_at: account.createdAt.toISOString(),
      contact_line: account.contactLine,
      users_list: members.map((u) => toUser(u, account)),
      wallets: [...balances].map(([currency, b]) => ({
        currency,
        balance: formatMinor(b.available, currency),
        held: formatMinor(b.held, currency),
      })),
      bookings,
    };
  }

  return {
    async accounts(q: {
      kind?: repo.AccountRow['kind'];
      q?: string;
      active?: boolean;
      page: number;
      per_page: number;
    }) {
      const { rows, total } = await repo.listAccounts(db, { ...q, perPage: q.per_page });
      const owners = new Map(
        (
          await repo.usersOf(
            db,
            rows.map((r) => r.account.id),
          )
        ).map((u) => [u.id, u]),
      );
      const data: AdminAccountSummary[] = rows.map(({ account, users, ownerId }) => {
        const owner = ownerId ? owners.get(ownerId) : undefined;
        return {
          id: account.id,
          kind: account.kind,
          name: account.name,
          active: account.active,
          owner: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
          users: Number(users),
          created_at: account.createdAt.toISOString(),
        };
      });
      return { data, meta: { total, page: q.page, per_page: q.per_page } };
    },

    account: accountDetail,

    async setAccountActive(staff: AuthContext, id: string, active: boolean) {
      const account = await repo.findAccount(db, id);
      if (!account) throw new AppError('not_found');
      if (account.id === staff.account.id) throw new AppError('self_action');
      const members = await repo.usersOf(db, [id]);
      await db.transaction(async (tx) => {
        await repo.setAccountActive(tx, id, active);
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: active ? 'account.reactivate' : 'account.deactivate',
          entity: 'account',
          entityId: id,
          before: { active: account.active },
          after: { active },
        });
      });
      if (!active) for (const u of members) await auth.revokeAllOf(u.id);
      return accountDetail(id);
    },

    async setUserActive(staff: AuthContext, id: string, active: boolean) {
      const { user, account } = await loadUser(id);
      if (user.id === staff.user.id) throw new AppError('self_action');
      const after = await db.transaction(async (tx) => {
        const row = (await repo.updateUser(tx, id, { active }))!;
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: active ? 'user.reactivate' : 'user.deactivate',
          entity: 'user',
          entityId: id,
          before: userSnapshot(user),
          after: userSnapshot(row),
        });
        return row;
      });
      if (!active) await auth.revokeAllOf(id);
      return toUser(after, account);
    },

    staff: async () => (await repo.staffUsers(db)).map(({ user, account }) => toUser(user, account)),

    /** A new staff user in the acting admin's staff account. */
    async createStaff(staff: AuthContext, body: CreateStaffBody) {
      if (await repo.findUserByEmail(db, body.email))
        throw new AppError('email_taken', { fields: [{ field: 'email', key: 'email_taken' }] });
      const passwordHash = await hashPassword(body.password);
      const id = newId();
      await db.transaction(async (tx) => {
        const ok = await repo.insertUser(tx, {
          id,
          accountId: staff.account.id,
          role: 'staff',
          staffRole: body.staff_role,
          name: body.name.trim(),
          email: body.email.trim(),
          passwordHash,
        });
        if (!ok) throw new AppError('email_taken', { fields: [{ field: 'email', key: 'email_taken' }] });
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: 'staff.create',
          entity: 'user',
          entityId: id,
          after: { name: body.name.trim(), email: body.email.trim(), staff_role: body.staff_role },
        });
      });
      const { user, account } = await loadUser(id);
      return toUser(user, account);
    },

    async updateStaff(staff: AuthContext, id: string, body: UpdateStaffBody) {
      const { user, account } = await loadUser(id);
      if (user.role !== 'staff') throw new AppError('not_found');
      const roleChange = body.staff_role !== undefined && body.staff_role !== user.staffRole;
      if (roleChange && user.id === staff.user.id) throw new AppError('self_action');
      const after = await db.transaction(async (tx) => {
        const row = (await repo.updateUser(tx, id, {
          ...(body.name !== undefined ? { name: body.name.trim() } : {}),
          ...(roleChange ? { staffRole: body.staff_role } : {}),
        }))!;
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: roleChange ? 'staff.role' : 'staff.update',
          entity: 'user',
          entityId: id,
          before: userSnapshot(user),
          after: userSnapshot(row),
        });
        return row;
      });
      return toUser(after, account);
    },

    async messages(q: { replied?: boolean; q?: string; page: number; per_page: number }) {
      const { rows, total } = await repo.listContactMessages(db, { ...q, perPage: q.per_page });
      return { data: rows.map(toMessage), meta: { total, page: q.page, per_page: q.per_page } };
    },

    async setReplied(staff: AuthContext, id: string, replied: boolean) {
      const before = await repo.findContactMessage(db, id);
      if (!before) throw new AppError('not_found');
      const after = await db.transaction(async (tx) => {
        const row = (await repo.setReplied(tx, id, replied ? (before.repliedAt ?? new Date()) : null))!;
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: replied ? 'message.replied' : 'message.unreplied',
          entity: 'contact_message',
          entityId: id,
          before: { replied_at: before.repliedAt?.toISOString() ?? null },
          after: { replied_at: row.repliedAt?.toISOString() ?? null },
        });
        return row;
      });
      return toMessage(after);
    },
  };
}

function toMessage(m: Awaited<ReturnType<typeof repo.findContactMessage>> & object): AdminContactMessage {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    lang: m.lang,
    user_id: m.userId,
    created_at: m.createdAt.toISOString(),
    replied_at: m.repliedAt?.toISOString() ?? null,
  };
}
