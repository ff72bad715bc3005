import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../../test/factories.js';
import { bookFlight, bookingBody, searchDirect } from '../../../test/flights.js';
import { auditLog } from '../../../db/schema.js';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...admin.auth, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const publicSettings = async () => (await ctx.app.inject({ url: '/api/v1/site-settings' })).json().data;
const publicCurrencies = (site: { currencies: Array<{ name: string }> }) => site.currencies.map((c) => c.name);

describe('currencies and rates', () => {
  it('adds a currency that the site then offers, with its ISO decimals', async () => {
    // The public settings are cached: read them first, so only the change's own invalidation can show it.
    expect(publicCurrencies(await publicSettings())).not.toContain('KWD');
    const res = await send('POST', '/api/v1/admin/currencies', {
      code: 'kwd',
      symbol_name: 'د.ك',
      conversation_rate: '0.000234',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'KWD',
      scale: 3,
      active: true,
      rate: '0.000234',
      conversation_rate: 0.000234,
    });
    expect(publicCurrencies(await publicSettings())).toContain('KWD');
    const again = await send('POST', '/api/v1/admin/currencies', {
      code: 'KWD',
      symbol_name: 'KD',
      conversation_rate: '0.0002',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'code', message: 'This currency is already configured' }]);
    const history = (await send('GET', '/api/v1/admin/currencies/KWD/rates')).json().data;
    expect(history).toEqual([
      expect.objectContaining({ rate: '0.000234', changed_by: { id: admin.id, name: 'Staff member' } }),
    ]);
  });

  it('changes a rate: new prices use it, bookings keep theirs, and the history says who changed what', async () => {
    const customer = await createOwner(ctx);
    await fund(ctx, customer.accountId, 'EUR', 1_000_000n);
    const s = await searchDirect(ctx, 'BGW', 'AMM', 40);
    const booked = (
      await bookFlight(ctx, customer, bookingBody(s, { payment: { method: 'wallet', currency: 'EUR' } }))
    ).json().data;
    const paid = booked.payment.amount;

    const changed = await send('PATCH', '/api/v1/admin/currencies/EUR', { conversation_rate: '0.00075' });
    expect(changed.json().data).toMatchObject({ rate: '0.00075' });
    const history = (await send('GET', '/api/v1/admin/currencies/EUR/rates')).json().data;
    expect(
      history.map((h: { rate: string; changed_by: { id: string } | null }) => [h.rate, h.changed_by?.id ?? null]),
    ).toEqual([
      ['0.00075', admin.id],
      ['0.0007', null],
    ]);
    const mine = (await ctx.app.inject({ url: `/api/v1/bookings/${booked.id}`, headers: customer.auth })).json().data;
    expect(mine.payment.amount).toBe(paid);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, 'EUR'));
    expect(audit[0]).toMatchObject({
      action: 'currency.rate',
      before: expect.objectContaining({ conversation_rate: '0.0007' }),
      after: expect.objectContaining({ conversation_rate: '0.00075' }),
    });
    // The same rate again is no change: no new history entry.
    await send('PATCH', '/api/v1/admin/currencies/EUR', { conversation_rate: '0.000750' });
    expect((await send('GET', '/api/v1/admin/currencies/EUR/rates')).json().data).toHaveLength(2);
  });

  it('deactivates and reactivates a currency; the dinar stays the base at rate 1', async () => {
    expect(publicCurrencies(await publicSettings())).toContain('TRY');
    expect((await send('PATCH', '/api/v1/admin/currencies/TRY', { active: false })).json().data.active).toBe(false);
    expect(publicCurrencies(await publicSettings())).not.toContain('TRY');
    expect((await send('PATCH', '/api/v1/admin/currencies/TRY', { active: true })).json().data.active).toBe(true);
    const iqd = await send('PATCH', '/api/v1/admin/currencies/IQD', { conversation_rate: '2' });
    expect(iqd.statusCode).toBe(422);
    expect(iqd.json().errors).toEqual([
      {
        field: 'conversation_rate',
        message: 'The Iraqi dinar is the base currency: its rate is always 1 and it stays active',
      },
    ]);
    expect((await send('PATCH', '/api/v1/admin/currencies/IQD', { active: false })).statusCode).toBe(422);
    expect((await send('PATCH', '/api/v1/admin/currencies/IQD', { symbol_name: 'IQD' })).statusCode).toBe(200);
  });

  it.each([
    ['a two-letter code', { code: 'KW' }, 'code', 'Enter a three-letter currency code such as KWD'],
    ['a zero rate', { conversation_rate: '0' }, 'conversation_rate', 'Enter a positive rate (units per 1 IQD)'],
    ['a negative rate', { conversation_rate: '-1' }, 'conversation_rate', 'Enter a positive rate (units per 1 IQD)'],
    ['a rate in words', { conversation_rate: 'high' }, 'conversation_rate', 'Enter a positive rate (units per 1 IQD)'],
    ['no symbol', { symbol_name: '' }, 'symbol_name', 'This field is required'],
    ['an icon that is no URL', { icon: 'javascript:alert(1)' }, 'icon', 'Invalid URL'],
  ])('refuses %s', async (_label, over, field, message) => {
    const res = await send('POST', '/api/v1/admin/currencies', {
      code: 'BHD',
      symbol_name: 'BD',
      conversation_rate: '0.00029',
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('answers 404 for an unknown currency and 400 for a malformed code', async () => {
    expect((await send('PATCH', '/api/v1/admin/currencies/XXX', { active: false })).statusCode).toBe(404);
    expect((await send('GET', '/api/v1/admin/currencies/EURO/rates')).statusCode).toBe(400);
  });
});
