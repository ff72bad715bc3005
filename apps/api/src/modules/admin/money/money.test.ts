import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../../test/factories.js';
import { walletMinor } from '../../../test/flights.js';
import { auditLog } from '../../../db/schema.js';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const adjust = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/wallet-adjustments',
    headers: { ...admin.auth, 'accept-language': 'en', ...headers },
    payload,
  });
const get = (url: string) => ctx.app.inject({ url, headers: { ...admin.auth, 'accept-language': 'en' } });

describe('manual wallet adjustments', () => {
  it('credit and debit a wallet through the ledger with the reason, audited with before and after', async () => {
    const customer = await createOwner(ctx);
    const credited = await adjust(
      {
        account_id: customer.accountId,
        currency: 'USD',
        direction: 'credit',
        amount: '25.50',
        reason: 'Goodwill for a delayed refund',
      },
      { 'idempotency-key': 'adjust-credit-0001' },
    );
    expect(credited.statusCode).toBe(201);
    expect(credited.json().data).toMatchObject({
      direction: 'credit',
      amount: '25.50',
      balance: '25.50',
      currency: 'USD',
    });
    // The same key again is replayed, not applied twice.
    const replay = await adjust(
      {
        account_id: customer.accountId,
        currency: 'USD',
        direction: 'credit',
        amount: '25.50',
        reason: 'Goodwill for a delayed refund',
      },
      { 'idempotency-key': 'adjust-credit-0001' },
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await walletMinor(ctx, customer)).USD).toBe(2550n);

    const debited = await adjust({
      account_id: customer.accountId,
      currency: 'USD',
      direction: 'debit',
      amount: '5',
      reason: 'Duplicate credit reversed',
    });
    expect(debited.json().data.balance).toBe('20.50');
    expect((await walletMinor(ctx, customer)).USD).toBe(2050n);

    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, customer.accountId));
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'wallet.credit',
        { currency: 'USD', balance: '0.00' },
        expect.objectContaining({ balance: '25.50', amount: '25.50', reason: 'Goodwill for a delayed refund' }),
      ],
      [
        'wallet.debit',
        { currency: 'USD', balance: '25.50' },
        expect.objectContaining({ balance: '20.50', amount: '5.00', reason: 'Duplicate credit reversed' }),
      ],
    ]);
    const { sums, drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const s of sums) expect(s.posted).toBe('0');
  });

  it('a debit never takes a wallet below zero', async () => {
    const customer = await createOwner(ctx);
    await fund(ctx, customer.accountId, 'IQD', 10_000n);
    const res = await adjust({
      account_id: customer.accountId,
      currency: 'IQD',
      direction: 'debit',
      amount: '10001',
      reason: 'Too much taken back',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('insufficient_funds');
    expect((await walletMinor(ctx, customer)).IQD).toBe(10_000n);
  });

  it.each([
    ['no reason', { reason: '' }, 'reason', 'Give a reason of at least a few words'],
    ['a short reason', { reason: 'oops' }, 'reason', 'Give a reason of at least a few words'],
    ['a negative amount', { amount: '-5' }, 'amount', 'Enter a positive amount with at most 2 decimals'],
    [
      'a negative amount of dinars',
      { currency: 'IQD', amount: '-5' },
      'amount',
      'Enter a positive amount with at most 0 decimals',
    ],
    ['too many decimals', { amount: '1.234' }, 'amount', 'Enter a positive amount with at most 2 decimals'],
    ['a zero amount', { amount: '0' }, 'amount', 'Enter a positive amount with at most 2 decimals'],
    ['another direction', { direction: 'sideways' }, 'direction', 'Choose one of the allowed values'],
    ['an unknown account', { account_id: '00000000-0000-4000-8000-000000000000' }, 'account_id', 'Not found'],
    ['an unknown currency', { currency: 'XXX' }, 'currency', 'Unknown currency'],
    ['an extra field', { note: 'x' }, 'note', 'Unknown field'],
  ])('refuses %s with a translated field message', async (_label, over, field, message) => {
    const customer = await createOwner(ctx);
    const res = await adjust({
      account_id: customer.accountId,
      currency: 'USD',
      direction: 'credit',
      amount: '10',
      reason: 'Correction of a typo',
      ...over,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors).toContainEqual({ field, message });
    expect((await walletMinor(ctx, customer)).USD).toBe(0n);
  });

  it('refuses to adjust a staff account', async () => {
    const res = await adjust({
      account_id: admin.accountId,
      currency: 'USD',
      direction: 'credit',
      amount: '1',
      reason: 'Staff bonus',
    });
    expect(res.statusCode).toBe(400);
  });

  it('says the reason is missing in Arabic by default', async () => {
    const customer = await createOwner(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/wallet-adjustments',
      headers: admin.auth,
      payload: { account_id: customer.accountId, currency: 'USD', direction: 'credit', amount: '1', reason: '' },
    });
    expect(res.json().errors).toContainEqual({ field: 'reason', message: 'اذكر سببًا من بضع كلمات على الأقل' });
  });
});

describe('the ledger', () => {
  it('lists wallets and system accounts with their balances, and one account’s entries with a running balance', async () => {
    const customer = await createOwner(ctx, { name: 'Ledger Test Customer' });
    await fund(ctx, customer.accountId, 'IQD', 150_000n);
    await adjust({
      account_id: customer.accountId,
      currency: 'IQD',
      direction: 'debit',
      amount: '50000',
      reason: 'Correction after audit',
    });

    const wallets = (await get('/api/v1/admin/ledger/accounts?kind=wallet&q=Ledger%20Test')).json();
    expect(wallets.meta.total).toBe(1);
    expect(wallets.data[0]).toMatchObject({
      kind: 'wallet',
      currency: 'IQD',
      balance: '100000',
      held: '0',
      account: { id: customer.accountId, name: 'Ledger Test Customer', kind: 'customer' },
    });
    const system = (await get('/api/v1/admin/ledger/accounts?kind=system&currency=IQD&per_page=100')).json().data;
    const adjustments = system.find((a: { system_code: string }) => a.system_code === 'adjustments');
    expect(adjustments.account).toBeNull();
    expect(BigInt(adjustments.balance)).toBeGreaterThanOrEqual(50_000n);

    const entries = (await get(`/api/v1/admin/ledger/accounts/${wallets.data[0].id}/entries`)).json().data;
    expect(entries).toMatchObject({ opening: '0', closing: '100000' });
    expect(
      entries.entries.map((e: { credit: string; debit: string; balance: string; counterparty: string }) => [
        e.credit,
        e.debit,
        e.balance,
        e.counterparty,
      ]),
    ).toEqual([
      ['150000', '0', '150000', 'system:bank_clearing'],
      ['0', '50000', '100000', 'system:adjustments'],
    ]);
    expect(entries.entries[1].description).toBe('Correction after audit');
  });

  it('shows every currency summing to zero, with the system accounts’ balances', async () => {
    const customer = await createOwner(ctx);
    await fund(ctx, customer.accountId, 'EUR', 7_000n);
    const summary = (await get('/api/v1/admin/ledger/summary')).json().data;
    expect(summary.drift).toEqual([]);
    const eur = summary.currencies.find((c: { currency: string }) => c.currency === 'EUR');
    expect(eur).toMatchObject({ balanced: true, posted_sum: '0.00', pending_sum: '0.00' });
    expect(eur.system).toContainEqual({ code: 'bank_clearing', balance: expect.stringMatching(/^-/) });
    for (const c of summary.currencies) expect(c.balanced).toBe(true);
  });

  it('refuses unknown accounts and bad periods', async () => {
    expect((await get('/api/v1/admin/ledger/accounts/00000000-0000-4000-8000-000000000000/entries')).statusCode).toBe(
      404,
    );
    const { data } = (await get('/api/v1/admin/ledger/accounts?kind=system&per_page=1')).json();
    const bad = await get(`/api/v1/admin/ledger/accounts/${data[0].id}/entries?from=2026-05-10&to=2026-05-01`);
    expect(bad.statusCode).toBe(400);
    expect(
      (await get(`/api/v1/admin/ledger/accounts/${data[0].id}/entries?from=yesterday`)).json().errors,
    ).toContainEqual({
      field: 'from',
      message: 'Enter a date as YYYY-MM-DD',
    });
    expect((await get('/api/v1/admin/ledger/accounts?kind=bank')).statusCode).toBe(400);
  });
});

describe('top-up decisions in the back office', () => {
  it('the desk sees the receipt image of a request', async () => {
    const customer = await createOwner(ctx);
    const desk = await createStaff(ctx, 'desk');
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0b4f6c' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'receipt.png');
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads?purpose=receipt',
      headers: customer.auth,
      payload: form,
    });
    const topup = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/wallet-topups',
        headers: customer.auth,
        payload: {
          currency: 'IQD',
          amount: '100000',
          method: 'bank_transfer',
          reference: 'BT-77',
          receipt_upload_id: upload.json().data.id,
        },
      })
    ).json().data;
    const receipt = await ctx.app.inject({
      url: `/api/v1/admin/wallet-topups/${topup.id}/receipt`,
      headers: desk.auth,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/jpeg');
    expect(receipt.headers['cache-control']).toBe('private, no-store');
  });
  it('approves with an optional note, kept in the audit log; a note of a whole page is refused', async () => {
    const customer = await createOwner(ctx);
    const desk = await createStaff(ctx, 'desk');
    const request = async (reference: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/wallet-topups',
          headers: { ...customer.auth, 'idempotency-key': `note-${reference}` },
          payload: { currency: 'IQD', amount: '20000', method: 'bank_transfer', reference },
        })
      ).json().data;
    const approve = (id: string, payload?: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/wallet-topups/${id}/approve`,
        headers: { ...desk.auth, 'accept-language': 'en' },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const first = await request('NOTE-1');
    const long = await approve(first.id, { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'note', message: 'Must be at most 500 characters' }]);
    expect((await approve(first.id, { note: 7 })).json().errors).toEqual([{ field: 'note', message: 'Invalid value' }]);
    expect((await approve(first.id, { reason: 'x' })).json().errors).toEqual([
      { field: 'reason', message: 'Unknown field' },
    ]);
    const withNote = await approve(first.id, { note: 'Seen on the Rafidain Bank statement of today' });
    expect(withNote.json().data.status).toBe('approved');
    const second = await request('NOTE-2');
    // Without a body at all, as before notes existed.
    expect((await approve(second.id)).json().data.status).toBe('approved');
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'topup.approve'))
      .orderBy(auditLog.createdAt);
    const mine = audit.filter((a) => a.entityId === first.id || a.entityId === second.id);
    expect(mine.map((a) => (a.after as { note?: string }).note)).toEqual([
      'Seen on the Rafidain Bank statement of today',
      undefined,
    ]);
  });
});
