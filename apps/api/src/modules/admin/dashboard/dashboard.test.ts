import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../../test/factories.js';
import { bookFlight, bookingBody, searchDirect } from '../../../test/flights.js';
import { contactMessages } from '../../../db/schema.js';
import { newId } from '../../../lib/ids.js';
import { baghdadDate } from './dashboard.service.js';

let ctx: TestContext;
let desk: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  desk = await createStaff(ctx, 'desk');
});
afterAll(() => ctx.close());

describe('the dashboard', () => {
  it('counts today’s bookings and sales per currency, pending top-ups, holds about to expire and messages', async () => {
    const empty = (await ctx.app.inject({ url: '/api/v1/admin/dashboard', headers: desk.auth })).json().data;
    expect(empty).toMatchObject({
      bookings_today: 0,
      sales_today: [],
      pending_topups: { count: 0 },
      expiring_holds: [],
    });
    expect(empty.days).toHaveLength(30);
    expect(empty.days.at(-1).date).toBe(empty.today);

    const customer = await createOwner(ctx, { name: 'Dashboard Customer' });
    await fund(ctx, customer.accountId, 'IQD', 20_000_000n);
    const s = await searchDirect(ctx, 'BGW', 'IST', 20);
    const paid = (await bookFlight(ctx, customer, bookingBody(s))).json().data;
    const s2 = await searchDirect(ctx, 'BGW', 'DXB', 20);
    const held = (await bookFlight(ctx, customer, bookingBody(s2, { payment: { method: 'hold' } }))).json().data;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/wallet-topups',
      headers: customer.auth,
      payload: { currency: 'USD', amount: '150', method: 'bank_transfer', reference: 'BT-DASH-1' },
    });
    await ctx.database.db.insert(contactMessages).values({
      id: newId(),
      name: 'Layla',
      email: 'layla@example.iq',
      subject: 'Visa for Turkey',
      message: 'How long does a tourist visa take?',
      lang: 'en',
    });

    const d = (await ctx.app.inject({ url: '/api/v1/admin/dashboard', headers: desk.auth })).json().data;
    expect(d.bookings_today).toBe(2);
    expect(d.sales_today).toEqual([{ currency: 'IQD', amount: paid.payment.amount, bookings: 1 }]);
    expect(d.pending_topups).toMatchObject({ count: 1, amounts: [{ currency: 'USD', amount: '150.00' }] });
    expect(Date.parse(d.pending_topups.oldest_at)).toBeLessThanOrEqual(Date.now());
    expect(d.expiring_holds).toEqual([
      expect.objectContaining({
        id: held.id,
        reference: held.reference,
        account: 'Dashboard Customer',
        hold_expires_at: held.hold_expires_at,
      }),
    ]);
    expect(d.recent_messages[0]).toMatchObject({ name: 'Layla', subject: 'Visa for Turkey', replied: false });
    expect(d.unreplied_messages).toBe(1);
    expect(d.days.at(-1)).toEqual({
      date: d.today,
      bookings: 2,
      sales: [{ currency: 'IQD', amount: paid.payment.amount }],
    });
    expect(d.days.slice(0, -1).every((day: { bookings: number }) => day.bookings === 0)).toBe(true);
  });

  it('reckons days in Baghdad time', () => {
    expect(baghdadDate(Date.parse('2026-03-01T20:59:59Z'))).toBe('2026-03-01');
    expect(baghdadDate(Date.parse('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
  });
});
