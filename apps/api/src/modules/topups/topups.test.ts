import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, createSubUser, type TestUser } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import { auditLog } from '../../db/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (user: TestUser, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...user.auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const request = (user: TestUser, over: Record<string, unknown> = {}) =>
  post(user, '/api/v1/wallet-topups', {
    currency: 'IQD',
    amount: '500000',
    method: 'zaincash',
    reference: 'ZC-889912',
    ...over,
  });

describe('wallet top-ups', () => {
  it('quotes the method’s fee and the amount that will be credited', async () => {
    const user = await createOwner(ctx);
    const q = await post(user, '/api/v1/wallet-topups/quote', { currency: 'IQD', amount: '500000', method: 'qi_card' });
    expect(q.json().data).toEqual({
      currency: 'IQD',
      amount: '500000',
      fee: '7500',
      tax: '0',
      credited: '492500',
      fee_percent: '1.5',
    });
    const bank = await post(user, '/api/v1/wallet-topups/quote', {
      currency: 'USD',
      amount: '100',
      method: 'bank_transfer',
    });
    expect(bank.json().data).toMatchObject({ amount: '100.00', fee: '0.00', credited: '100.00' });
  });

  it('a request waits for staff; approval credits the wallet exactly once and is audited', async () => {
    const user = await createOwner(ctx);
    const desk = await createStaff(ctx, 'desk');
    const created = await request(user);
    expect(created.statusCode).toBe(201);
    const topup = created.json().data;
    expect(topup).toMatchObject({ status: 'pending', credited: '495000', fee: '5000' });
    expect((await walletMinor(ctx, user)).IQD).toBe(0n);
    const pending = (
      await ctx.app.inject({ url: '/api/v1/admin/wallet-topups?status=pending', headers: desk.auth })
    ).json().data;
    expect(pending.map((t: { id: string }) => t.id)).toContain(topup.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post(desk, `/api/v1/admin/wallet-topups/${topup.id}/approve`)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 'not_pending')).toBe(true);
    expect((await walletMinor(ctx, user)).IQD).toBe(495_000n);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, topup.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'topup.approve',
      actorId: desk.id,
      before: { status: 'pending' },
      after: { status: 'approved', credited: '495000' },
    });
    await expect(ctx.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const s of sums) expect(s.posted).toBe('0');
  });

  it('staff reject with a reason; the requester can withdraw a pending request', async () => {
    const user = await createOwner(ctx);
    const admin = await createStaff(ctx, 'admin');
    const a = (await request(user, { reference: 'BT-1' })).json().data;
    const rejected = await post(admin, `/api/v1/admin/wallet-topups/${a.id}/reject`, {
      reason: 'Transfer not received',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'Transfer not received' });
    const b = (await request(user, { reference: 'BT-2' })).json().data;
    expect((await post(user, `/api/v1/wallet-topups/${b.id}/cancel`)).json().data.status).toBe('cancelled');
    expect((await post(admin, `/api/v1/admin/wallet-topups/${b.id}/approve`)).statusCode).toBe(409);
    expect((await walletMinor(ctx, user)).IQD).toBe(0n);
    const mine = (await ctx.app.inject({ url: '/api/v1/wallet-topups', headers: user.auth })).json().data;
    expect(mine.map((t: { status: string }) => t.status).sort()).toEqual(['cancelled', 'rejected']);
  });

  it('only the desk and admins decide; content editors, customers and other accounts cannot', async () => {
    const user = await createOwner(ctx);
    const t = (await request(user)).json().data;
    const editor = await createStaff(ctx, 'editor');
    const other = await createOwner(ctx);
    expect((await post(editor, `/api/v1/admin/wallet-topups/${t.id}/approve`)).statusCode).toBe(403);
    expect((await post(user, `/api/v1/admin/wallet-topups/${t.id}/approve`)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/v1/admin/wallet-topups', headers: user.auth })).statusCode).toBe(403);
    expect((await post(other, `/api/v1/wallet-topups/${t.id}/cancel`)).statusCode).toBe(404);
  });

  it.each([
    ['a negative amount', { amount: '-5' }, 'amount'],
    ['a zero amount', { amount: '0' }, 'amount'],
    ['an unsupported method', { method: 'bitcoin' }, 'method'],
    ['a missing reference', { reference: '' }, 'reference'],
    ['another account’s receipt', { receipt_upload_id: '00000000-0000-4000-8000-000000000000' }, 'file'],
  ])('refuses %s', async (_label, over, field) => {
    const user = await createOwner(ctx);
    const res = await request(user, over);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('sub-users need the wallet permission', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const blind = await createSubUser(ctx, owner, ['book']);
    expect((await request(blind)).statusCode).toBe(403);
  });
});

describe('wallet statement', () => {
  it('lists top-ups with a running balance, as JSON and as CSV', async () => {
    const user = await createOwner(ctx);
    const desk = await createStaff(ctx, 'desk');
    for (const amount of ['100000', '250000']) {
      const t = (await request(user, { amount, method: 'bank_transfer' })).json().data;
      await post(desk, `/api/v1/admin/wallet-topups/${t.id}/approve`);
    }
    const json = (await ctx.app.inject({ url: '/api/v1/wallet-statement?currency=IQD', headers: user.auth })).json()
      .data;
    expect(json).toMatchObject({ currency: 'IQD', opening: '0', closing: '350000' });
    expect(json.entries.map((e: { credit: string; balance: string }) => [e.credit, e.balance])).toEqual([
      ['100000', '100000'],
      ['250000', '350000'],
    ]);
    const csv = await ctx.app.inject({ url: '/api/v1/wallet-statement?currency=IQD&format=csv', headers: user.auth });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="statement-IQD-/);
    const lines = csv.body.replace('\ufeff', '').trim().split('\r\n');
    expect(lines[0]).toBe('"date","description","reference","debit","credit","balance"');
    expect(lines.at(-1)).toBe('"","closing balance","","","","350000"');
  });

  it('refuses bad dates and unknown currencies', async () => {
    const user = await createOwner(ctx);
    expect(
      (
        await ctx.app.inject({
          url: '/api/v1/wallet-statement?currency=IQD&from=2026-05-10&to=2026-05-01',
          headers: user.auth,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await ctx.app.inject({ url: '/api/v1/wallet-statement?currency=XXX', headers: user.auth })).statusCode,
    ).toBe(422);
    expect(
      (await ctx.app.inject({ url: '/api/v1/wallet-statement?currency=IQD&from=tomorrow', headers: user.auth }))
        .statusCode,
    ).toBe(400);
  });
});
