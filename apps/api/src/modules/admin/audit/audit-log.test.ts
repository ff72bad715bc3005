import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createOwner, createStaff, type TestUser } from '../../../test/factories.js';

let ctx: TestContext;
let admin: TestUser;
let desk: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createStaff(ctx, 'admin');
  desk = await createStaff(ctx, 'desk');
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url, headers: { ...admin.auth, 'accept-language': 'en' } });

describe('the audit log', () => {
  it('records who did what to what, with before and after, and finds it by search, actor, entity and date', async () => {
    const customer = await createOwner(ctx, { name: 'Audit Trail Customer' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/wallet-adjustments',
      headers: admin.auth,
      payload: {
        account_id: customer.accountId,
        currency: 'IQD',
        direction: 'credit',
        amount: '1000',
        reason: 'Audit trail test',
      },
    });
    await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/users/${customer.id}/deactivate`, headers: admin.auth });
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/currencies/USD',
      headers: admin.auth,
      payload: { symbol_name: 'US$' },
    });

    const all = (await get('/api/v1/admin/audit')).json();
    expect(all.data.map((e: { action: string }) => e.action)).toEqual([
      'currency.update',
      'user.deactivate',
      'wallet.credit',
    ]);
    expect(all.data[1]).toMatchObject({
      actor: { id: admin.id, name: 'Staff member', email: admin.email },
      entity: 'user',
      entity_id: customer.id,
      before: { active: true },
      after: { active: false },
    });
    expect(
      (await get('/api/v1/admin/audit?entity=currency')).json().data.map((e: { entity_id: string }) => e.entity_id),
    ).toEqual(['USD']);
    expect((await get('/api/v1/admin/audit?q=wallet')).json().meta.total).toBe(1);
    expect((await get(`/api/v1/admin/audit?q=${encodeURIComponent(admin.email)}`)).json().meta.total).toBe(3);
    expect((await get(`/api/v1/admin/audit?actor_id=${desk.id}`)).json().meta.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/v1/admin/audit?from=${today}&to=${today}`)).json().meta.total).toBe(3);
    expect((await get('/api/v1/admin/audit?to=2000-01-01')).json().meta.total).toBe(0);
    expect((await get('/api/v1/admin/audit?page=2&per_page=2')).json()).toMatchObject({
      meta: { total: 3, page: 2, per_page: 2 },
    });
  });

  it('cannot be edited: no route changes it and the database refuses', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/v1/admin/audit', headers: admin.auth, payload: {} });
      expect(res.statusCode).toBe(404);
    }
    await expect(ctx.database.db.execute(sql`update audit_log set action = 'nothing'`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('refuses bad filters', async () => {
    expect((await get('/api/v1/admin/audit?actor_id=me')).json().errors).toContainEqual({
      field: 'actor_id',
      message: 'Invalid identifier',
    });
    expect((await get('/api/v1/admin/audit?from=2026-05-10&to=2026-05-01')).statusCode).toBe(400);
    expect((await get('/api/v1/admin/audit?entity=DROP%20TABLE')).statusCode).toBe(400);
    expect((await get('/api/v1/admin/audit?per_page=1000')).statusCode).toBe(400);
  });
});
