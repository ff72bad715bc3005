import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createStaff, type TestUser } from '../../../test/factories.js';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const get = (url: string, app = ctx) => app.app.inject({ url, headers: { ...admin.auth, 'accept-language': 'en' } });

describe('the mail outbox', () => {
  it('is empty before any mail, and says mail goes to the outbox', async () => {
    expect((await get('/api/v1/admin/outbox')).json()).toEqual({
      data: [],
      meta: { total: 0, page: 1, per_page: 25, delivery: 'outbox' },
    });
  });

  it('lists the mails the mailer wrote, newest first, with recipient, subject and the start of the text', async () => {
    const long = `Dear Zainab,\n\n${'Your booking is confirmed. '.repeat(20)}\n\nRafidain Travel`;
    await ctx.app.mailer.send({ to: 'zainab@example.iq', subject: 'Your booking RT-1001', text: long });
    await new Promise((r) => setTimeout(r, 5));
    await ctx.app.mailer.send({
      to: 'office@rafidain.travel',
      subject: 'New contact message',
      text: 'Hassan asks about Umrah in March.',
      replyTo: 'hassan@example.iq',
    });
    // A message sent through the contact form goes the same way.
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact-messages',
      payload: {
        name: 'Sara Ali',
        email: 'sara@example.iq',
        subject: 'Visa for Turkey',
        message: 'How long does it take?',
      },
    });
    expect(contact.statusCode).toBeLessThan(300);

    const list = (await get('/api/v1/admin/outbox')).json();
    expect(list.meta).toEqual({ total: 3, page: 1, per_page: 25, delivery: 'outbox' });
    const [contactMail, second, first] = list.data;
    expect(JSON.stringify(contactMail)).toContain('Visa for Turkey');
    expect(second).toMatchObject({
      to: 'office@rafidain.travel',
      subject: 'New contact message',
      reply_to: 'hassan@example.iq',
      preview: 'Hassan asks about Umrah in March.',
    });
    expect(first).toMatchObject({ to: 'zainab@example.iq', subject: 'Your booking RT-1001', reply_to: null });
    expect(first.preview.startsWith('Dear Zainab, Your booking is confirmed.')).toBe(true);
    expect(first.preview.length).toBe(240);
    expect(first.preview.endsWith('…')).toBe(true);
    expect(first.text).toBeUndefined();
    expect(Date.parse(second.queued_at)).toBeGreaterThanOrEqual(Date.parse(first.queued_at));

    const one = (await get(`/api/v1/admin/outbox/${first.id}`)).json().data;
    expect(one.text).toBe(long);
  });

  it('searches by recipient or subject and pages', async () => {
    const found = (await get('/api/v1/admin/outbox?q=RT-1001')).json();
    expect(found.meta.total).toBe(1);
    expect(found.data[0].to).toBe('zainab@example.iq');
    expect((await get('/api/v1/admin/outbox?q=OFFICE@')).json().meta.total).toBeGreaterThanOrEqual(1);
    const page = (await get('/api/v1/admin/outbox?per_page=2&page=2')).json();
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ total: 3, page: 2, per_page: 2 });
  });

  it.each([
    ['a path outside the outbox', '..%2F..%2Fconfig.json', 400],
    ['a name that is no mail', 'passwd', 400],
    ['a mail that does not exist', '2020-01-01T00-00-00-000Z-nothing.json', 404],
  ])('refuses %s', async (_label, id, status) => {
    expect((await get(`/api/v1/admin/outbox/${id}`)).statusCode).toBe(status);
  });

  it('says mail goes through SMTP when a server is configured', async () => {
    const smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const staff = await createStaff(smtp, 'admin');
      const res = await smtp.app.inject({ url: '/api/v1/admin/outbox', headers: staff.auth });
      expect(res.json().meta).toMatchObject({ total: 0, delivery: 'smtp' });
    } finally {
      await smtp.close();
    }
  });
});
