import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, createSubUser, fund, type TestUser } from '../../test/factories.js';
import { bookFlight, bookingBody, searchDirect, walletMinor } from '../../test/flights.js';
import { auditLog, ledgerTransfers, siteSettings } from '../../db/schema.js';
import { getSetting } from '../site-settings/site-settings.service.js';
import { DEFAULT_TOPUP_FEES } from './topups.service.js';

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
      Array.from({ length: 10 }, () => post(desk, `/api/v1/admin/wallet-topups/${topup.id}/approve`, {})),
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
      after: { status: 'approved', credited: '495000', currency: 'IQD' },
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
    expect((await post(admin, `/api/v1/admin/wallet-topups/${b.id}/approve`, {})).statusCode).toBe(409);
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

  it('keeps the fee percentage a request was made with, also after the fees change', async () => {
    const putSetting = (value: unknown) =>
      ctx.database.db
        .insert(siteSettings)
        .values({ key: 'wallet', value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    const saved = await getSetting(ctx.database.db, 'wallet');
    const user = await createOwner(ctx);
    const created = (await request(user, { method: 'qi_card' })).json().data;
    expect(created).toMatchObject({ fee_percent: '1.5', fee: '7500', credited: '492500' });
    await putSetting({
      exchange_fee_bps: 0,
      topup_methods: { ...DEFAULT_TOPUP_FEES, qi_card: { fee_bps: 200, tax_bps: 0 } },
    });
    try {
      const listed = (await ctx.app.inject({ url: '/api/v1/wallet-topups', headers: user.auth })).json().data;
      expect(listed.find((t: { id: string }) => t.id === created.id)).toMatchObject({
        fee_percent: '1.5',
        fee: '7500',
      });
      const next = (await request(user, { method: 'qi_card', reference: 'QI-2' })).json().data;
      expect(next).toMatchObject({ fee_percent: '2', fee: '10000' });
    } finally {
      await putSetting(saved ?? { exchange_fee_bps: 0 });
    }
  });

  it('a sub-user cannot withdraw a sibling’s request; the owner can', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const sub = await createSubUser(ctx, owner, ['see_wallet']);
    const sibling = await createSubUser(ctx, owner, ['see_wallet']);
    const t = (await request(sibling, { reference: 'SIB-1' })).json().data;
    const refused = await post(sub, `/api/v1/wallet-topups/${t.id}/cancel`);
    expect(refused.statusCode).toBe(404);
    const listed = (await ctx.app.inject({ url: '/api/v1/wallet-topups', headers: owner.auth })).json().data;
    expect(listed.find((x: { id: string }) => x.id === t.id).status).toBe('pending');
    expect((await post(owner, `/api/v1/wallet-topups/${t.id}/cancel`)).json().data.status).toBe('cancelled');
  });

  it('sub-users need the wallet permission', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const blind = await createSubUser(ctx, owner, ['book']);
    expect((await request(blind)).statusCode).toBe(403);
  });
});

describe('wallet statement', () => {
  it('a top-up reference written like a formula reaches the statement CSV as text (issue 21, hole 1)', async () => {
    const user = await createOwner(ctx);
    const desk = await createStaff(ctx, 'desk');
    const payload = "-1+1+cmd|' /C calc'!A0";
    const created = await request(user, { reference: payload, method: 'bank_transfer', amount: '100000' });
    expect(created.statusCode).toBe(201);
    await post(desk, `/api/v1/admin/wallet-topups/${created.json().data.id}/approve`, {});
    const csv = await ctx.app.inject({
      url: '/api/v1/wallet-statement?currency=IQD&format=csv',
      headers: { ...user.auth, 'accept-language': 'en' },
    });
    const lines = csv.body.replace('\ufeff', '').trim().split('\r\n');
    expect(lines[2]).toMatch(
      /^"[^"]+","Wallet recharge \(Bank transfer\)","'-1\+1\+cmd\|' \/C calc'!A0","0","100000","100000"$/,
    );
  });
  it('lists top-ups with a running balance, as JSON and as CSV', async () => {
    const user = await createOwner(ctx);
    const desk = await createStaff(ctx, 'desk');
    for (const amount of ['100000', '250000']) {
      const t = (await request(user, { amount, method: 'bank_transfer' })).json().data;
      await post(desk, `/api/v1/admin/wallet-topups/${t.id}/approve`, {});
    }
    const json = (await ctx.app.inject({ url: '/api/v1/wallet-statement?currency=IQD', headers: user.auth })).json()
      .data;
    expect(json).toMatchObject({ currency: 'IQD', opening: '0', closing: '350000' });
    expect(json.entries.map((e: { credit: string; balance: string }) => [e.credit, e.balance])).toEqual([
      ['100000', '100000'],
      ['250000', '350000'],
    ]);
    const csv = await ctx.app.inject({
      url: '/api/v1/wallet-statement?currency=IQD&format=csv',
      headers: { ...user.auth, 'accept-language': 'en' },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="statement-IQD-/);
    const lines = csv.body.replace('\ufeff', '').trim().split('\r\n');
    expect(lines[0]).toBe('"Date","Description","Reference","Debit","Credit","Balance"');
    expect(lines[1]).toBe('"","Opening balance","","","","0"');
    expect(lines[2]).toMatch(
      /^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}","Wallet recharge \(Bank transfer\)","ZC-889912","0","100000","100000"$/,
    );
    expect(lines.at(-1)).toBe('"","Closing balance","","","","350000"');
  });

  it('says every line in the reader’s language: headers, balances and descriptions built from the entries', async () => {
    const user = await createOwner(ctx);
    const desk = await createStaff(ctx, 'desk');
    await fund(ctx, user.accountId, 'IQD', 30_000_000n);
    const t = (await request(user, { method: 'zaincash', reference: 'ZC-4411' })).json().data;
    await post(desk, `/api/v1/admin/wallet-topups/${t.id}/approve`, {});
    const search = await searchDirect(ctx, 'BGW', 'DXB', 33);
    const flex = search.offer.fares.find((f: { family: string }) => f.family === 'flex');
    const booking = (await bookFlight(ctx, user, bookingBody({ ...search, fare: flex }))).json().data;
    const q = (
      await ctx.app.inject({ url: `/api/v1/bookings/${booking.id}/cancellation-quote`, headers: user.auth })
    ).json().data;
    await post(user, `/api/v1/bookings/${booking.id}/cancel`, { accepted_refund: q.refund.amount });

    const csvIn = async (lang: string) =>
      (
        await ctx.app.inject({
          url: '/api/v1/wallet-statement?currency=IQD&format=csv',
          headers: { ...user.auth, _lang: lang },
        })
      ).body;
    const ar = await csvIn('ar');
    expect(ar).toContain('"التاريخ","البيان","المرجع","مدين","دائن","الرصيد"');
    expect(ar).toContain('"الرصيد الافتتاحي"');
    expect(ar).toContain('"الرصيد الختامي"');
    expect(ar).toContain('"شحن المحفظة (زين كاش)","ZC-4411"');
    expect(ar).toContain(`"دفع حجز","${booking.reference}"`);
    expect(ar).toContain(`"استرداد حجز","${booking.reference}"`);
    const de = await csvIn('de');
    expect(de).toContain('"Datum","Beschreibung","Referenz","Soll","Haben","Saldo"');
    expect(de).toContain('"Aufladung (ZainCash)","ZC-4411"');
    expect(de).toContain(`"Erstattung einer Buchung","${booking.reference}"`);
    for (const text of [ar, de]) expect(text).not.toMatch(/Top-up|Refund|Payment|Flight /);

    const json = (
      await ctx.app.inject({ url: '/api/v1/wallet-statement?currency=IQD', headers: { ...user.auth, _lang: 'en' } })
    ).json().data;
    expect(
      json.entries.map((e: { kind: string; method: string | null; description: string }) => [
        e.kind,
        e.method,
        e.description,
      ]),
    ).toEqual([
      ['topup', null, 'Wallet recharge'],
      ['topup', 'zaincash', 'Wallet recharge (ZainCash)'],
      ['booking', null, 'Booking payment'],
      ['refund', null, 'Booking refund'],
    ]);
  });

  it('filters by Baghdad calendar days: an entry at 22:30 UTC is on the next day, and other days are left out', async () => {
    const user = await createOwner(ctx);
    const desk = await createStaff(ctx, 'desk');
    const tag = Date.now().toString(36);
    const at: Record<string, string> = {
      '100000': '2026-03-09T12:00:00Z',
      '250000': '2026-03-10T22:30:00Z', // 01:30 on 11 March in Baghdad
      '40000': '2026-03-12T09:00:00Z',
    };
    for (const [amount, when] of Object.entries(at)) {
      const reference = `DAY-${tag}-${amount}`;
      const t = (await request(user, { amount, method: 'bank_transfer', reference })).json().data;
      await post(desk, `/api/v1/admin/wallet-topups/${t.id}/approve`, {});
      const [transfer] = await ctx.database.db
        .select()
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.code, 'topup'), eq(ledgerTransfers.reference, reference)));
      await backdate(transfer!.id, new Date(when));
    }
    const statement = async (from: string, to: string) =>
      (
        await ctx.app.inject({
          url: `/api/v1/wallet-statement?currency=IQD&from=${from}&to=${to}`,
          headers: user.auth,
        })
      ).json().data;
    const eleventh = await statement('2026-03-11', '2026-03-11');
    expect(eleventh).toMatchObject({ opening: '100000', closing: '350000' });
    expect(eleventh.entries.map((e: { credit: string }) => e.credit)).toEqual(['250000']);
    const tenth = await statement('2026-03-10', '2026-03-10');
    expect(tenth).toMatchObject({ opening: '100000', closing: '100000', entries: [] });
    const all = await statement('2026-03-09', '2026-03-12');
    expect(all.entries.map((e: { credit: string }) => e.credit)).toEqual(['100000', '250000', '40000']);
    const csv = (
      await ctx.app.inject({
        url: '/api/v1/wallet-statement?currency=IQD&from=2026-03-11&to=2026-03-11&format=csv',
        headers: user.auth,
      })
    ).body;
    expect(csv).toContain('"2026-03-11 01:30"');
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

/** Moves a ledger transfer in time (the ledger refuses updates; this test database lifts that for one statement). */
async function backdate(transferId: string, at: Date) {
  const db = ctx.database.db;
  await db.execute(sql`alter table ledger_transfers disable trigger ledger_transfers_no_update_delete`);
  try {
    await db.update(ledgerTransfers).set({ createdAt: at }).where(eq(ledgerTransfers.id, transferId));
  } finally {
    await db.execute(sql`alter table ledger_transfers enable trigger ledger_transfers_no_update_delete`);
  }
}
