import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, createSubUser, fund, type TestUser } from '../../test/factories.js';
import { bookFlight, bookingBody, searchDirect } from '../../test/flights.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const create = (owner: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/sub-users', headers: { ...owner.auth, ...headers }, payload: body });
const newSub = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Omar Jasim',
  email,
  password: 'Agent1234',
  password_confirmation: 'Agent1234',
  ...extra,
});

describe('sub-users', () => {
  it('an agency owner creates, lists and updates its sub-users; the sub-user can log in', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const res = await create(
      owner,
      newSub('omar@agency.iq', { permissions: ['book', 'see_wallet'], limits: [{ currency: 'USD', monthly: '500' }] }),
    );
    expect(res.statusCode).toBe(201);
    const sub = res.json().data;
    expect(sub).toMatchObject({
      name: 'Omar Jasim',
      email: 'omar@agency.iq',
      active: true,
      permissions: ['book', 'see_wallet'],
      limits: [{ currency: 'USD', monthly: '500.00' }],
      last_login_at: null,
    });
    const list = await ctx.app.inject({ url: '/api/v1/sub-users', headers: owner.auth });
    expect(list.json().data.map((s: { id: string }) => s.id)).toEqual([sub.id]);
    expect(list.json().meta).toEqual({ total: 1, page: 1, per_page: 1 });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'omar@agency.iq', password: 'Agent1234' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({
      role: 'sub_user',
      permissions: ['book', 'see_wallet'],
      account: { id: owner.accountId },
    });
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/sub-users/${sub.id}`,
      headers: owner.auth,
      payload: { permissions: ['book'], limits: [] },
    });
    expect(patched.json().data).toMatchObject({ permissions: ['book'], limits: [] });
    expect(
      (await ctx.app.inject({ url: `/api/v1/sub-users/${sub.id}`, headers: owner.auth })).json().data.last_login_at,
    ).not.toBeNull();
  });

  it('lists no sub-users of a new account, with the list meta', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const list = await ctx.app.inject({ url: '/api/v1/sub-users', headers: owner.auth });
    expect(list.json()).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 0 } });
  });

  it('deactivation stops the sub-user at once, and reactivation lets it log in again', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const sub = await createSubUser(ctx, owner, ['see_wallet']);
    expect((await ctx.app.inject({ url: '/api/v1/me', headers: sub.auth })).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/sub-users/${sub.id}`,
      headers: owner.auth,
      payload: { active: false },
    });
    expect((await ctx.app.inject({ url: '/api/v1/me', headers: sub.auth })).statusCode).toBe(401);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: sub.email, password: 'Passw0rd!' },
    });
    expect(refused.statusCode).toBe(403);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/sub-users/${sub.id}`,
      headers: owner.auth,
      payload: { active: true },
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: sub.email, password: 'Passw0rd!' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('the owner resets a password: old sessions end, the new password works', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const sub = await createSubUser(ctx, owner, ['book']);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/sub-users/${sub.id}`,
      headers: owner.auth,
      payload: { password: 'NewSecret99' },
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/me', headers: sub.auth })).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: sub.email, password: 'NewSecret99' },
    });
    expect(login.statusCode).toBe(200);
  });

  it("lists each sub-user's wallet spending this month", async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 20_000_000n);
    const sub = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const s = await searchDirect(ctx, 'BGW', 'DXB', 33);
    const booking = (await bookFlight(ctx, sub, bookingBody(s))).json().data;
    const list = (await ctx.app.inject({ url: '/api/v1/sub-users', headers: owner.auth })).json().data;
    expect(list.find((u: { id: string }) => u.id === sub.id).spent_this_month).toEqual([
      { currency: 'IQD', amount: booking.payment.amount },
    ]);
  });

  it('sub-users cannot manage users, not even themselves; staff have no sub-users', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const sub = await createSubUser(ctx, owner, ['book', 'pay_wallet', 'see_wallet', 'see_all_bookings']);
    const made = await create(sub, newSub('nested@agency.iq'));
    expect(made.statusCode).toBe(403);
    expect(made.json().code).toBe('sub_user_limit');
    const self = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/sub-users/${sub.id}`,
      headers: sub.auth,
      payload: { permissions: ['book'] },
    });
    expect(self.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/v1/sub-users', headers: sub.auth })).statusCode).toBe(403);
    const staff = await createStaff(ctx);
    expect((await ctx.app.inject({ url: '/api/v1/sub-users', headers: staff.auth })).statusCode).toBe(403);
  });

  it("another account's sub-user answers 404 on every id-taking endpoint", async () => {
    const a = await createOwner(ctx, { kind: 'agency' });
    const b = await createOwner(ctx, { kind: 'agency' });
    const subOfA = await createSubUser(ctx, a);
    const get = await ctx.app.inject({ url: `/api/v1/sub-users/${subOfA.id}`, headers: b.auth });
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/sub-users/${subOfA.id}`,
      headers: b.auth,
      payload: { active: false },
    });
    expect(get.statusCode).toBe(404);
    expect(patch.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/me', headers: subOfA.auth })).statusCode).toBe(200);
    // an owner's own user id is not a sub-user either
    expect((await ctx.app.inject({ url: `/api/v1/sub-users/${b.id}`, headers: b.auth })).statusCode).toBe(404);
  });

  it('a sub-user sees only what its permissions allow', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 10_000n);
    const booker = await createSubUser(ctx, owner, ['book']);
    expect((await ctx.app.inject({ url: '/api/v1/user-wallets', headers: booker.auth })).statusCode).toBe(403);
    const viewer = await createSubUser(ctx, owner, ['see_wallet']);
    expect((await ctx.app.inject({ url: '/api/v1/user-wallets', headers: viewer.auth })).statusCode).toBe(200);
  });

  it.each([
    ['mismatched passwords', newSub('m1@agency.iq', { password_confirmation: 'Other1234' }), 'password_confirmation'],
    ['a bad email', newSub('not-mail'), 'email'],
    ['an unknown permission', newSub('m2@agency.iq', { permissions: ['fly'] }), 'permissions.0'],
    ['a negative limit', newSub('m3@agency.iq', { limits: [{ currency: 'USD', monthly: '-1' }] }), 'limits.0.monthly'],
    [
      'a limit in an unknown currency',
      newSub('m4@agency.iq', { limits: [{ currency: 'XYZ', monthly: '10' }] }),
      'limits.0.currency',
    ],
  ])('refuses %s with a field message', async (_label, body, field) => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const res = await create(owner, body, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses a taken email and a malformed id', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const taken = await create(owner, newSub(owner.email));
    expect(taken.statusCode).toBe(409);
    const bad = await ctx.app.inject({
      url: '/api/v1/sub-users/not-a-uuid',
      headers: { ...owner.auth, 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'id', message: 'Invalid identifier' }]);
  });
});
