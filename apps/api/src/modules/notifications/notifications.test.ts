import { eq, sql } from 'drizzle-orm';
import { formatMoney } from '@portal/contracts/money-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, mailQueue, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, createSubUser, fund, TEST_PASSWORD, type TestUser } from '../../test/factories.js';
import { bookHoldableStay } from '../../test/hotels.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const list = (user: TestUser, lang = 'en') =>
  ctx.app.inject({ url: '/api/v1/notifications', headers: { ...user.auth, 'accept-language': lang } });
const unread = async (user: TestUser) =>
  (await ctx.app.inject({ url: '/api/v1/notifications/unread', headers: user.auth })).json().data.unread as number;
/** The mails queued for an address, oldest first. */
const mailsTo = async (to: string) => {
  await ctx.app.mailer.flush();
  return ctx.database.db.select().from(mailQueue).where(eq(mailQueue.to, to)).orderBy(mailQueue.createdAt);
};
const setLang = (user: TestUser, lang: 'ar' | 'en' | 'de') =>
  ctx.database.db.update(users).set({ lang }).where(eq(users.id, user.id));

describe('notices by mail and under the bell (decision 131)', () => {
  it('welcomes a new user in the language they registered in, and the bell counts it until it is read', async () => {
    const email = `welcome-${Date.now()}@example.iq`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'ar' },
      payload: {
        account_type: 'customer',
        name: 'Sajad Kamil',
        email,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = { auth: { authorization: `Bearer ${res.json().data.token}` } } as TestUser;

    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'أهلًا بك في الرافدين للسفر', status: 'sent', lang: 'ar' });
    expect(mail!.text.startsWith('مرحبًا Sajad Kamil،')).toBe(true);

    expect(await unread(user)).toBe(1);
    // The list reads in the page's language, whatever the mail's.
    const page = (await list(user, 'de')).json();
    expect(page.data).toEqual([
      expect.objectContaining({ kind: 'welcome', title: 'Willkommen bei Rafidain Travel', read: false, link: '/' }),
    ]);
    expect(page.meta).toMatchObject({ total: 1, unread: 1 });
    const read = await ctx.app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers: user.auth });
    expect(read.json()).toEqual({ data: { unread: 0 } });
    expect((await list(user)).json().data[0].read).toBe(true);
  });

  it('tells the booker of a hold, its payment and its cancellation with the refund, in their language', async () => {
    const owner = await createOwner(ctx, { name: 'Rana Fadhil' });
    await setLang(owner, 'en');
    await fund(ctx, owner.accountId, 'IQD', 50_000_000n);
    const held = await bookHoldableStay(ctx, owner, 40, { method: 'hold' });
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, held.id));
    const reference = row!.reference;

    let notices = (await list(owner)).json().data;
    expect(notices[0]).toMatchObject({ kind: 'booking.held', link: '/my-bookings/hotels', user_name: null });
    expect(notices[0].title).toMatch(
      new RegExp(`^Booking ${reference} is held until \\d{1,2} \\w{3} \\d{4}, \\d\\d:\\d\\d$`),
    );

    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${held.id}/pay`,
      headers: owner.auth,
      payload: { currency: 'IQD' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const quote = (
      await ctx.app.inject({ url: `/api/v1/bookings/${held.id}/cancellation-quote`, headers: owner.auth })
    ).json().data;
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${held.id}/cancel`,
      headers: owner.auth,
      payload: { accepted_refund: quote.refund.amount },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    notices = (await list(owner)).json().data;
    expect(notices.map((n: { kind: string }) => n.kind)).toEqual([
      'booking.refunded',
      'booking.confirmed',
      'booking.held',
    ]);
    const refund = formatMoney(quote.refund.amount, 'IQD', 'en');
    expect(notices[0].title).toBe(`Booking ${reference} is cancelled and ${refund} refunded`);
    const mails = await mailsTo(owner.email);
    expect(mails.map((m) => m.subject)).toEqual([
      notices[2].title,
      `Booking ${reference} is confirmed`,
      `Booking ${reference} is cancelled and ${refund} refunded`,
    ]);
    expect(mails[1]!.text).toContain('Hello Rana Fadhil,');
    expect(mails[1]!.text).toContain(`${ctx.config.PUBLIC_URL}/my-bookings/hotels`);
    expect(mails.every((m) => m.status === 'sent')).toBe(true);
  });

  it('tells the booker when a hold ends unpaid', async () => {
    const owner = await createOwner(ctx);
    await setLang(owner, 'de');
    const held = await bookHoldableStay(ctx, owner, 41, { method: 'hold' });
    await ctx.database.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, held.id));
    expect(await ctx.app.services.bookings.expireHolds()).toBeGreaterThanOrEqual(1);
    const [notice] = (await list(owner, 'de')).json().data;
    expect(notice.kind).toBe('booking.expired');
    expect(notice.title).toMatch(/^Die Reservierung \w+ ist abgelaufen$/);
    const mails = await mailsTo(owner.email);
    expect(mails.at(-1)!.subject).toBe(notice.title);
  });

  it('reminds the booker a day and an hour before a hold ends, once each, however often the sweep runs', async () => {
    const owner = await createOwner(ctx);
    await setLang(owner, 'en');
    const held = await bookHoldableStay(ctx, owner, 43, { method: 'hold' });
    const due = (ms: number) =>
      ctx.database.db
        .update(bookings)
        .set({ holdExpiresAt: new Date(Date.now() + ms) })
        .where(eq(bookings.id, held.id));
    const reminders = async () =>
      (await list(owner)).json().data.filter((n: { kind: string }) => n.kind === 'booking.hold_reminder');

    await due(30 * 3_600_000);
    await ctx.app.services.bookings.remindHolds();
    expect(await reminders()).toEqual([]);

    await due(20 * 3_600_000);
    await ctx.app.services.bookings.remindHolds();
    await ctx.app.services.bookings.remindHolds();
    expect(await reminders()).toHaveLength(1);
    expect((await reminders())[0].title).toMatch(/^Booking \w+: pay by /);

    await due(40 * 60_000);
    await ctx.app.services.bookings.remindHolds();
    await ctx.app.services.bookings.remindHolds();
    expect(await reminders()).toHaveLength(2);
    const mails = (await mailsTo(owner.email)).filter((m) => m.subject.includes(': pay by '));
    expect(mails).toHaveLength(2);
  });

  it('shows an agency owner the booking notices of its sub-users, named; the sub-user reads only their own', async () => {
    const owner = await createOwner(ctx, { kind: 'agency', name: 'Ur Travel' });
    const sub = await createSubUser(ctx, owner, ['book']);
    await bookHoldableStay(ctx, sub, 42, { method: 'hold' });
    const ownerView = (await list(owner)).json();
    expect(ownerView.data).toEqual([
      expect.objectContaining({ kind: 'booking.held', user_name: 'Test sub-user', read: true }),
    ]);
    expect(ownerView.meta.unread).toBe(0);
    const subView = (await list(sub)).json();
    expect(subView.data).toEqual([expect.objectContaining({ kind: 'booking.held', user_name: null, read: false })]);
    // Another account sees none of it.
    const stranger = await createOwner(ctx);
    expect((await list(stranger)).json().data).toEqual([]);
  });

  it('tells a new sub-user who added them, in their owner’s language', async () => {
    const owner = await createOwner(ctx, { kind: 'agency', name: 'Babil Tours' });
    await setLang(owner, 'en');
    const owned = await ctx.app.inject({ url: '/api/v1/me', headers: owner.auth });
    const email = `agent-${Date.now()}@example.iq`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sub-users',
      headers: owner.auth,
      payload: {
        name: 'Ali Agent',
        email,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
        permissions: ['book'],
        limits: [],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`Babil Tours added you to ${owned.json().data.account.name}`);
    expect(mail!.text).toContain('Hello Ali Agent,');
  });

  it('tells the requester a top-up was approved or refused', async () => {
    const owner = await createOwner(ctx);
    await setLang(owner, 'en');
    const admin = await createStaff(ctx, 'admin');
    const ask = async (amount: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/wallet-topups',
        headers: owner.auth,
        payload: { currency: 'IQD', amount, method: 'bank_transfer', reference: `TRX-${amount}`, note: '' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const first = await ask('250000');
    const second = await ask('90000');
    const decide = (id: string, action: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/wallet-topups/${id}/${action}`,
        headers: admin.auth,
        payload,
      });
    expect((await decide(first, 'approve', {})).statusCode).toBe(200);
    expect((await decide(second, 'reject', { reason: 'the transfer did not arrive' })).statusCode).toBe(200);
    const titles = (await list(owner)).json().data.map((n: { title: string }) => n.title);
    expect(titles[0]).toBe(`Your top-up of ${formatMoney('90000', 'IQD', 'en')} was not accepted`);
    expect(titles[1]).toMatch(/^Your top-up of IQD\s[\d,]+ is in your wallet$/);
    const [, refused] = await mailsTo(owner.email);
    expect(refused!.text).toContain('the transfer did not arrive');
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/notifications' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/notifications/read' })).statusCode).toBe(401);
  });
});
