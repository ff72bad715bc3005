import { randomBytes } from 'node:crypto';
import type { Permission } from '@portal/contracts/auth';
import type { TestContext } from './harness.js';
import { eq } from 'drizzle-orm';
import { accounts, agencyApplications, users } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../modules/auth/password.js';

export const TEST_PASSWORD = 'Passw0rd!';
let passwordHash: Promise<string> | undefined;
const hashed = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export interface TestUser {
  id: string;
  accountId: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

const uniqueEmail = (prefix: string) => `${prefix}.${randomBytes(5).toString('hex')}@example.iq`;

async function sessionFor(ctx: TestContext, userId: string, accountId: string, email: string): Promise<TestUser> {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  const { token } = await ctx.app.services.auth.issueToken(user!, false, {});
  return { id: userId, accountId, email, token, auth: { authorization: `Bearer ${token}` } };
}

/** An account (customer or agency) with its owner, logged in. */
export async function createOwner(
  ctx: TestContext,
  overrides: { kind?: 'customer' | 'agency'; email?: string; name?: string } = {},
) {
  const kind = overrides.kind ?? 'customer';
  const accountId = newId();
  const id = newId();
  const email = overrides.email ?? uniqueEmail(kind);
  await ctx.database.db.insert(accounts).values({ id: accountId, kind, name: overrides.name ?? `Test ${kind}` });
  await ctx.database.db
    .insert(users)
    .values({ id, accountId, role: kind, name: overrides.name ?? `Test ${kind}`, email, passwordHash: await hashed() });
  return sessionFor(ctx, id, accountId, email);
}

export async function createSubUser(ctx: TestContext, owner: TestUser, permissions: Permission[] = ['book']) {
  const id = newId();
  const email = uniqueEmail('sub');
  await ctx.database.db.insert(users).values({
    id,
    accountId: owner.accountId,
    role: 'sub_user',
    name: 'Test sub-user',
    email,
    passwordHash: await hashed(),
    permissions,
  });
  return sessionFor(ctx, id, owner.accountId, email);
}

export async function createStaff(ctx: TestContext, staffRole: 'admin' | 'desk' | 'editor' = 'admin') {
  const accountId = newId();
  const id = newId();
  const email = uniqueEmail('staff');
  await ctx.database.db.insert(accounts).values({ id: accountId, kind: 'staff', name: 'Staff' });
  await ctx.database.db
    .insert(users)
    .values({ id, accountId, role: 'staff', staffRole, name: 'Staff member', email, passwordHash: await hashed() });
  return sessionFor(ctx, id, accountId, email);
}

/** Credits a wallet through the ledger, as an approved top-up would. */
export async function fund(ctx: TestContext, accountId: string, currency: string, amountMinor: bigint) {
  const { ledger } = ctx.app.services;
  await ctx.database.db.transaction((tx) =>
    ledger.transfer(tx, {
      id: newId(),
      debit: { system: 'bank_clearing' },
      credit: { wallet: accountId },
      amount: amountMinor,
      currency,
      code: 'topup',
      description: 'Test top-up',
    }),
  );
}

let registrations = 0;

/**
 * Registers a travel agency through the API, as its owner would (decision 074): the owner logged in, the
 * account still a customer's, and its application waiting for staff.
 */
export async function applyAsAgency(
  ctx: TestContext,
  options: { lang?: 'ar' | 'en' | 'de'; agencyName?: string; email?: string } = {},
) {
  const email = options.email ?? uniqueEmail('applicant');
  registrations++;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { _lang: options.lang ?? 'ar' },
    // Each from an address of its own: registrations are limited per address.
    remoteAddress: `10.250.${Math.floor(registrations / 250)}.${registrations % 250}`,
    payload: {
      name: 'Zainab Kadhim',
      email,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      account_type: 'agency',
      agency: {
        name: options.agencyName ?? 'Babylon Gate Travel',
        phone: '+964 770 123 4567',
        city: 'Basra',
        licence_number: 'BSR-2024/118',
      },
    },
  });
  if (res.statusCode !== 201) throw new Error(`agency registration: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json().data as { token: string; user: { id: string; account: { id: string } } };
  const [application] = await ctx.database.db
    .select()
    .from(agencyApplications)
    .where(eq(agencyApplications.accountId, user.account.id));
  const owner: TestUser = {
    id: user.id,
    accountId: user.account.id,
    email,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
  return { owner, applicationId: application!.id };
}
