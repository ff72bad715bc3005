import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createSubUser, fund, type TestUser } from '../../test/factories.js';
import { bookFlight, bookingBody, searchDirect } from '../../test/flights.js';
import { unzipEntry } from '../../test/zip.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const setMarkup = (owner: TestUser, markups: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/agency-settings',
    headers: owner.auth,
    payload: { markups, contact_line: 'Dijla Tours · +964 750 555 0101' },
  });

describe('agency settings and markup', () => {
  it('the owner sets a 10 % flight markup: the wallet pays net, the booking shows net, markup and gross', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 50_000_000n);
    const saved = await setMarkup(owner, { flight: { type: 'percent', percent: '10' } });
    expect(saved.json().data).toMatchObject({
      contact_line: 'Dijla Tours · +964 750 555 0101',
      markups: { flight: { type: 'percent', percent: '10' } },
    });
    const s = await searchDirect(ctx, 'BGW', 'DXB', 28);
    const booking = (await bookFlight(ctx, owner, bookingBody(s))).json().data;
    const net = BigInt(s.fare.total.iqd);
    expect(booking.pricing).toEqual({
      currency: 'IQD',
      net: String(net),
      markup: String(net / 10n),
      gross: String(net + net / 10n),
    });
    expect(booking.payment.amount).toBe(String(net));
  });

  it('only the owner changes the settings; bad markups are refused', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    const sub = await createSubUser(ctx, owner, ['book']);
    expect((await setMarkup(sub, {})).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/v1/agency-settings', headers: sub.auth })).statusCode).toBe(200);
    for (const markups of [
      { flight: { type: 'percent', percent: '-5' } },
      { boat: { type: 'percent', percent: '5' } },
      { flight: { type: 'fixed', amounts: { usd: '5' } } },
    ]) {
      expect((await setMarkup(owner, markups)).statusCode).toBe(400);
    }
  });
});

describe('GET /reports', () => {
  it('sums sales by service, month and sub-user with net, markup and gross, and counts cancellations and refunds', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 80_000_000n);
    await setMarkup(owner, { flight: { type: 'fixed', amounts: { IQD: '25000' } } });
    const sub = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const a = (await bookFlight(ctx, owner, bookingBody(await searchDirect(ctx, 'BGW', 'IST', 41)))).json().data;
    const b = (await bookFlight(ctx, sub, bookingBody(await searchDirect(ctx, 'BGW', 'AMM', 42)))).json().data;
    const c = (await bookFlight(ctx, sub, bookingBody(await searchDirect(ctx, 'BGW', 'BEY', 43)))).json().data;
    const q = (await ctx.app.inject({ url: `/api/v1/bookings/${c.id}/cancellation-quote`, headers: sub.auth })).json()
      .data;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${c.id}/cancel`,
      headers: sub.auth,
      payload: { accepted_refund: q.refund.amount },
    });

    const report = (await ctx.app.inject({ url: '/api/v1/reports', headers: owner.auth })).json().data;
    const net = BigInt(a.payment.amount) + BigInt(b.payment.amount);
    expect(report.totals).toEqual([
      {
        currency: 'IQD',
        bookings: 2,
        net: String(net),
        markup: '50000',
        gross: String(net + 50_000n),
        cancelled: 1,
        refunded: q.refund.amount,
      },
    ]);
    expect(report.by_service).toEqual([
      {
        service: 'flight',
        currency: 'IQD',
        bookings: 2,
        net: String(net),
        markup: '50000',
        gross: String(net + 50_000n),
      },
    ]);
    expect(report.by_month.reduce((n: number, m: { bookings: number }) => n + m.bookings, 0)).toBe(2);
    expect(report.by_user.map((u: { user_id: string; bookings: number }) => [u.user_id, u.bookings]).sort()).toEqual(
      [
        [owner.id, 1],
        [sub.id, 1],
      ].sort(),
    );

    const own = (await ctx.app.inject({ url: '/api/v1/reports', headers: sub.auth })).json().data;
    expect(own.totals[0]).toMatchObject({ bookings: 1, cancelled: 1 });
  });

  it('exports CSV and an XLSX workbook in the user language', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 20_000_000n);
    const booking = (await bookFlight(ctx, owner, bookingBody(await searchDirect(ctx, 'BGW', 'CAI', 44)))).json().data;
    const csv = await ctx.app.inject({ url: '/api/v1/reports?format=csv', headers: { ...owner.auth, _lang: 'de' } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"Referenz","Leistung","Status"');
    expect(csv.body).toContain(`"${booking.reference}","Flüge","Bestätigt"`);
    expect(csv.body).not.toMatch(/"flight"|"confirmed"/);
    const inArabic = await ctx.app.inject({
      url: '/api/v1/reports?format=csv',
      headers: { ...owner.auth, _lang: 'ar' },
    });
    expect(inArabic.body).toContain(`"${booking.reference}","الطيران","مؤكد"`);
    const inEnglish = await ctx.app.inject({
      url: '/api/v1/reports?format=csv',
      headers: { ...owner.auth, _lang: 'en' },
    });
    expect(inEnglish.body).toContain(`"${booking.reference}","Flights","Confirmed"`);
    const xlsx = await ctx.app.inject({ url: '/api/v1/reports?format=xlsx', headers: { ...owner.auth, _lang: 'ar' } });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const zip = xlsx.rawPayload;
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(unzipEntry(zip, 'xl/workbook.xml')).toContain('name="الملخص"');
    const sheet = unzipEntry(zip, 'xl/worksheets/sheet2.xml')!;
    expect(sheet).toContain('rightToLeft="1"');
    expect(sheet).toContain(booking.reference);
    expect(sheet).toContain('الطيران');
    expect(sheet).not.toContain('>flight<');
  });

  it('a sub-user named like a formula reaches the CSV and the workbook as text, never as a formula', async () => {
    // Issue 21, hole 1: "-1+1+…" was left bare because it starts with a minus and a digit.
    const payload = "-1+1+cmd|' /C calc'!A0";
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 20_000_000n);
    const email = `formula.${owner.id.slice(-6)}@example.iq`;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sub-users',
      headers: owner.auth,
      payload: {
        name: payload,
        email,
        password: 'Agent1234',
        password_confirmation: 'Agent1234',
        permissions: ['book', 'pay_wallet'],
      },
    });
    expect(created.statusCode).toBe(201);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'Agent1234' },
      remoteAddress: '10.77.0.1',
    });
    const sub = { auth: { authorization: `Bearer ${login.json().data.token}` } } as TestUser;
    const booking = (await bookFlight(ctx, sub, bookingBody(await searchDirect(ctx, 'BGW', 'IST', 46)))).json().data;
    expect(booking.reference).toBeTruthy();

    const csv = await ctx.app.inject({ url: '/api/v1/reports?format=csv', headers: { ...owner.auth, _lang: 'en' } });
    const line = csv.body.split('\r\n').find((l) => l.startsWith(`"${booking.reference}"`))!;
    expect(line).toContain(`,"'-1+1+cmd|' /C calc'!A0",`);
    // No cell of the document starts with a formula sign, unless it is a whole number.
    for (const row of csv.body.replace('\ufeff', '').trim().split('\r\n'))
      for (const cell of row.slice(1, -1).split('","'))
        expect(/^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell), cell).toBe(false);

    const xlsx = await ctx.app.inject({ url: '/api/v1/reports?format=xlsx', headers: { ...owner.auth, _lang: 'en' } });
    const sheet = unzipEntry(xlsx.rawPayload, 'xl/worksheets/sheet2.xml')!;
    expect(sheet).not.toContain('<f>');
    const cell = sheet.match(
      /<c [^>]*><is><t xml:space="preserve">-1\+1\+cmd\|&apos;|<c [^>]*><is><t xml:space="preserve">-1\+1\+cmd\|'/,
    )![0];
    // An inline string, marked as text typed with a leading apostrophe, so editing the cell keeps it text.
    expect(cell).toMatch(/t="inlineStr"/);
    expect(cell).toMatch(/s="1"/);
    expect(unzipEntry(xlsx.rawPayload, 'xl/styles.xml')).toMatch(/<xf [^>]*quotePrefix="1"/);
  });

  it('counts a booking made at 22:30 UTC on the next Baghdad day, in that day’s month', async () => {
    const owner = await createOwner(ctx, { kind: 'agency' });
    await fund(ctx, owner.accountId, 'IQD', 20_000_000n);
    const booking = (await bookFlight(ctx, owner, bookingBody(await searchDirect(ctx, 'BGW', 'CAI', 45)))).json().data;
    // 31 March 22:30 UTC is 1 April 01:30 in Baghdad.
    await ctx.database.db
      .update(bookings)
      .set({ createdAt: new Date('2026-03-31T22:30:00Z') })
      .where(eq(bookings.id, booking.id));
    const report = async (from: string, to: string) =>
      (await ctx.app.inject({ url: `/api/v1/reports?from=${from}&to=${to}`, headers: owner.auth })).json().data;
    expect((await report('2026-03-01', '2026-03-31')).totals).toEqual([]);
    const april = await report('2026-04-01', '2026-04-01');
    expect(april.totals[0]).toMatchObject({ bookings: 1 });
    expect(april.by_month.map((m: { month: string }) => m.month)).toEqual(['2026-04']);
  });

  it('refuses bad periods and formats', async () => {
    const owner = await createOwner(ctx);
    expect(
      (await ctx.app.inject({ url: '/api/v1/reports?from=2026-05-10&to=2026-05-01', headers: owner.auth })).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ url: '/api/v1/reports?format=pdf', headers: owner.auth })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/v1/reports' })).statusCode).toBe(401);
  });
});
