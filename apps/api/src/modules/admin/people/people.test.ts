import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import {
  createOwner,
  createStaff,
  createSubUser,
  fund,
  TEST_PASSWORD,
  type TestUser,
} from '../../../test/factories.js';
import { auditLog, contactMessages } from '../../../db/schema.js';
import { newId } from '../../../lib/ids.js';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, who: TestUser = admin) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...who.auth, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const me = (user: TestUser) => ctx.app.inject({ url: '/api/v1/me', headers: user.auth });
const login = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: TEST_PASSWORD } });

describe('customers, agencies and their users', () => {
  it('lists accounts by kind and search, with owner and user count; an account shows its users and wallets', async () => {
    const agency = await createOwner(ctx, { kind: 'agency', name: 'Babylon Journeys' });
    await createSubUser(ctx, agency, ['book']);
    await fund(ctx, agency.accountId, 'USD', 12_345n);
    const list = (await send('GET', '/api/v1/admin/accounts?kind=agency&q=babylon')).json();
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: agency.accountId,
      kind: 'agency',
      name: 'Babylon Journeys',
      active: true,
      users: 2,
      owner: { id: agency.id, email: agency.email },
    });
    // Search by a user's email finds the account too.
    expect((await send('GET', `/api/v1/admin/accounts?q=${encodeURIComponent(agency.email)}`)).json().data[0].id).toBe(
      agency.accountId,
    );
    const detail = (await send('GET', `/api/v1/admin/accounts/${agency.accountId}`)).json().data;
    expect(detail.users_list.map((u: { role: string }) => u.role)).toEqual(['agency', 'sub_user']);
    expect(detail.users_list[1].permissions).toEqual(['book']);
    expect(detail.wallets).toContainEqual({ currency: 'USD', balance: '123.45', held: '0.00' });
    expect((await send('GET', '/api/v1/admin/accounts?active=maybe')).statusCode).toBe(400);
  });

  it('deactivating a user stops their tokens at once; reactivating lets them log in again', async () => {
    const customer = await createOwner(ctx);
    expect((await me(customer)).statusCode).toBe(200);
    const off = await send('POST', `/api/v1/admin/users/${customer.id}/deactivate`);
    expect(off.json().data).toMatchObject({ id: customer.id, active: false });
    expect((await me(customer)).statusCode).toBe(401);
    expect((await login(customer.email)).json().code).toBe('account_inactive');
    expect((await send('POST', `/api/v1/admin/users/${customer.id}/reactivate`)).json().data.active).toBe(true);
    // The old token was revoked; a new login works.
    expect((await me(customer)).statusCode).toBe(401);
    expect((await login(customer.email)).statusCode).toBe(200);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, customer.id));
    expect(
      audit.map((a) => [a.action, (a.before as { active: boolean }).active, (a.after as { active: boolean }).active]),
    ).toEqual([
      ['user.deactivate', true, false],
      ['user.reactivate', false, true],
    ]);
  });

  it('deactivating an account stops every user of it, sub-users included', async () => {
    const agency = await createOwner(ctx, { kind: 'agency' });
    const sub = await createSubUser(ctx, agency);
    await send('POST', `/api/v1/admin/accounts/${agency.accountId}/deactivate`);
    expect((await me(agency)).statusCode).toBe(401);
    expect((await me(sub)).statusCode).toBe(401);
    const back = await send('POST', `/api/v1/admin/accounts/${agency.accountId}/reactivate`);
    expect(back.json().data.active).toBe(true);
  });

  it('nobody deactivates themselves or their own staff account', async () => {
    const self = await send('POST', `/api/v1/admin/users/${admin.id}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe('You cannot deactivate yourself or change your own role');
    expect((await send('POST', `/api/v1/admin/accounts/${admin.accountId}/deactivate`)).statusCode).toBe(409);
    expect((await send('POST', '/api/v1/admin/users/00000000-0000-4000-8000-000000000000/deactivate')).statusCode).toBe(
      404,
    );
  });
});

describe('staff users and roles', () => {
  it('creates staff with a role, who can then log in; a duplicate email is refused', async () => {
    const body = {
      name: 'Noor Desk',
      email: `noor.${newId().slice(-6)}@rafidain.travel`,
      staff_role: 'desk',
      password: 'Desk-Pass-2026',
      password_confirmation: 'Desk-Pass-2026',
    };
    const created = await send('POST', '/api/v1/admin/staff', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Noor Desk', role: 'staff', staff_role: 'desk', active: true });
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(session.json().data.user.staff_role).toBe('desk');
    const dup = await send('POST', '/api/v1/admin/staff', { ...body, email: body.email.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    const staff = (await send('GET', '/api/v1/admin/staff')).json().data;
    expect(staff.map((s: { email: string }) => s.email)).toContain(body.email);
  });

  it.each([
    ['a weak password', { password: 'short', password_confirmation: 'short' }, 'password', 'Use at least 8 characters'],
    [
      'different passwords',
      { password_confirmation: 'Other-Pass-1' },
      'password_confirmation',
      'Passwords do not match',
    ],
    ['a bad email', { email: 'noor@' }, 'email', 'Invalid email address'],
    ['an unknown role', { staff_role: 'owner' }, 'staff_role', 'Choose one of the allowed values'],
  ])('refuses %s', async (_label, over, field, message) => {
    const res = await send('POST', '/api/v1/admin/staff', {
      name: 'X',
      email: 'x@rafidain.travel',
      staff_role: 'editor',
      password: 'Good-Pass-1',
      password_confirmation: 'Good-Pass-1',
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('changes roles, but never one’s own; a demoted admin loses the admin areas at once', async () => {
    const other = await createStaff(ctx, 'editor');
    expect(
      (await send('PATCH', `/api/v1/admin/staff/${other.id}`, { staff_role: 'admin' })).json().data.staff_role,
    ).toBe('admin');
    expect((await send('GET', '/api/v1/admin/audit', undefined, other)).statusCode).toBe(200);
    const self = await send('PATCH', `/api/v1/admin/staff/${admin.id}`, { staff_role: 'desk' });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('self_action');
    expect(
      (await send('PATCH', `/api/v1/admin/staff/${other.id}`, { staff_role: 'desk', name: 'Other Desk' })).json().data,
    ).toMatchObject({
      staff_role: 'desk',
      name: 'Other Desk',
    });
    expect((await send('GET', '/api/v1/admin/audit', undefined, other)).statusCode).toBe(403);
    const customer = await createOwner(ctx);
    expect((await send('PATCH', `/api/v1/admin/staff/${customer.id}`, { name: 'Not staff' })).statusCode).toBe(404);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, other.id));
    expect(
      audit.map((a) => [
        a.action,
        (a.before as { staff_role: string }).staff_role,
        (a.after as { staff_role: string }).staff_role,
      ]),
    ).toEqual([
      ['staff.role', 'editor', 'admin'],
      ['staff.role', 'admin', 'desk'],
    ]);
  });
});

describe('the contact inbox', () => {
  it('lists messages, unreplied first by filter, and marks them replied and back', async () => {
    const desk = await createStaff(ctx, 'desk');
    const id = newId();
    await ctx.database.db.insert(contactMessages).values({
      id,
      name: 'Hassan Ali',
      email: 'hassan@example.iq',
      subject: 'Umrah in March',
      message: 'Do you have family rooms near the Haram in March?',
      lang: 'ar',
    });
    const open = (await send('GET', '/api/v1/admin/contact-messages?replied=false&q=umrah', undefined, desk)).json();
    expect(open.data.map((m: { id: string }) => m.id)).toEqual([id]);
    const replied = await send('POST', `/api/v1/admin/contact-messages/${id}/replied`, { replied: true }, desk);
    expect(replied.json().data.replied_at).not.toBeNull();
    expect(
      (await send('GET', '/api/v1/admin/contact-messages?replied=false&q=umrah', undefined, desk)).json().meta.total,
    ).toBe(0);
    expect(
      (await send('GET', '/api/v1/admin/contact-messages?replied=true&q=hassan', undefined, desk)).json().meta.total,
    ).toBe(1);
    const back = await send('POST', `/api/v1/admin/contact-messages/${id}/replied`, { replied: false }, desk);
    expect(back.json().data.replied_at).toBeNull();
    expect(
      (await send('POST', `/api/v1/admin/contact-messages/${id}/replied`, { replied: 'yes' }, desk)).statusCode,
    ).toBe(400);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(['message.replied', 'message.unreplied']);
  });
});
