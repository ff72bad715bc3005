import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../../../db/schema.js';
import { createMailer, MAIL_RETRY, type MailTransport } from '../../../lib/mailer.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createStaff, type TestUser } from '../../../test/factories.js';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url, headers: { ...admin.auth, 'accept-language': 'en' } });
const post = (url: string, user = admin) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...user.auth, 'accept-language': 'en' } });

/** A transport that fails while `down` is set, and records what it delivered. */
function fakeSmtp() {
  const delivered: Array<Parameters<MailTransport['send']>[0]> = [];
  const state = { down: false };
  const transport: MailTransport = {
    kind: 'smtp',
    async send(mail) {
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      delivered.push(mail);
    },
    close: () => undefined,
  };
  return { delivered, state, transport };
}

const rowOf = async (key: string) =>
  (await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.eventKey, key)))[0]!;
/** Makes every waiting retry due now, as if its backoff had passed. */
const timePasses = () =>
  ctx.database.db.execute(sql`update mail_queue set next_attempt_at = now() where status = 'queued'`);

describe('the mail queue in the back office', () => {
  it('is empty before any mail, and says mail goes to the outbox folder', async () => {
    expect((await get('/api/v1/admin/outbox')).json()).toEqual({
      data: [],
      meta: { total: 0, page: 1, per_page: 25, delivery: 'outbox', failed: 0 },
    });
  });

  it('lists every mail sent, newest first, with its state, recipient, subject and the start of the text', async () => {
    const long = `Dear Zainab,\n\n${'Your booking is confirmed. '.repeat(20)}\n\nRafidain Travel`;
    await ctx.app.mailer.send({ to: 'zainab@example.iq', subject: 'Your booking RT-1001', text: long }, 't:1');
    await ctx.app.mailer.send(
      {
        to: 'office@rafidain.travel',
        subject: 'New contact message',
        text: 'Hassan asks about Umrah in March.',
        replyTo: 'hassan@example.iq',
      },
      't:2',
    );
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
    expect(list.meta).toEqual({ total: 3, page: 1, per_page: 25, delivery: 'outbox', failed: 0 });
    const [contactMail, second, first] = list.data;
    expect(contactMail).toMatchObject({ subject: '[Contact] Visa for Turkey', reply_to: 'sara@example.iq' });
    expect(second).toMatchObject({
      to: 'office@rafidain.travel',
      subject: 'New contact message',
      reply_to: 'hassan@example.iq',
      preview: 'Hassan asks about Umrah in March.',
      status: 'sent',
      attempts: 1,
      last_error: null,
      secret: false,
      from: 'Rafidain Travel <no-reply@rafidain.travel>',
    });
    expect(second.sent_at).not.toBeNull();
    expect(first).toMatchObject({ to: 'zainab@example.iq', subject: 'Your booking RT-1001', reply_to: null });
    expect(first.preview.startsWith('Dear Zainab, Your booking is confirmed.')).toBe(true);
    expect(first.preview.length).toBe(240);
    expect(first.preview.endsWith('…')).toBe(true);
    expect(first.text).toBeUndefined();

    const one = (await get(`/api/v1/admin/outbox/${first.id}`)).json().data;
    expect(one.text).toBe(long);
    // Without SMTP_URL each mail was delivered as a file in the outbox folder, named with its queue id.
    const files = await readdir(ctx.config.outboxDir);
    const file = files.find((f) => f.endsWith(`${first.id}.json`))!;
    expect(JSON.parse(await readFile(path.join(ctx.config.outboxDir, file), 'utf8'))).toMatchObject({
      to: 'zainab@example.iq',
      text: long,
    });
  });

  it('searches by recipient or subject, filters by state and pages', async () => {
    const found = (await get('/api/v1/admin/outbox?q=RT-1001')).json();
    expect(found.meta.total).toBe(1);
    expect(found.data[0].to).toBe('zainab@example.iq');
    expect((await get('/api/v1/admin/outbox?q=OFFICE@')).json().meta.total).toBeGreaterThanOrEqual(1);
    expect((await get('/api/v1/admin/outbox?status=sent')).json().meta.total).toBe(3);
    expect((await get('/api/v1/admin/outbox?status=failed')).json().meta.total).toBe(0);
    const page = (await get('/api/v1/admin/outbox?per_page=2&page=2')).json();
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ total: 3, page: 2, per_page: 2 });
    const bad = await get('/api/v1/admin/outbox?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'status' })]);
  });

  it.each([
    ['a path outside the outbox', '..%2F..%2Fconfig.json', 400],
    ['a name that is no mail', 'passwd', 400],
    ['a mail that does not exist', '6f1c2a8e-1d0a-4b7e-9a43-0d2f5e7c9b11', 404],
  ])('refuses %s', async (_label, id, status) => {
    expect((await get(`/api/v1/admin/outbox/${id}`)).statusCode).toBe(status);
  });

  it('queues one mail per event, and none for an event whose transaction rolls back', async () => {
    const mail = { to: 'ali@example.iq', subject: 'Twice?', text: 'Once.' };
    expect(await ctx.app.mailer.queue(mail, 'event:once')).toBe(true);
    expect(await ctx.app.mailer.queue(mail, 'event:once')).toBe(false);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await ctx.app.mailer.queue(mail, 'event:rolled-back', tx);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    const keys = (await ctx.database.db.select({ key: mailQueue.eventKey }).from(mailQueue)).map((r) => r.key);
    expect(keys.filter((k) => k === 'event:once')).toHaveLength(1);
    expect(keys).not.toContain('event:rolled-back');
    await ctx.app.mailer.flush();
    expect((await rowOf('event:once')).status).toBe('sent');
  });

  it('retries a mail the server refused with backoff, gives up after the last try, and staff send it again', async () => {
    const smtp = fakeSmtp();
    const mailer = createMailer({ db: ctx.database.db, transport: smtp.transport });
    smtp.state.down = true;
    await mailer.send({ to: 'noor@example.iq', subject: 'Your visa RT-2002', text: 'Approved.' }, 'retry:1');
    let row = await rowOf('retry:1');
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    // The next try waits 30 seconds; nothing is sent before.
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(25_000);
    await mailer.flush();
    expect((await rowOf('retry:1')).attempts).toBe(1);

    for (let i = 2; i <= MAIL_RETRY.maxAttempts; i++) {
      await timePasses();
      await mailer.flush();
    }
    row = await rowOf('retry:1');
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_RETRY.maxAttempts });
    await timePasses();
    await mailer.flush();
    expect((await rowOf('retry:1')).attempts).toBe(MAIL_RETRY.maxAttempts);
    expect(smtp.delivered).toEqual([]);

    const failed = (await get('/api/v1/admin/outbox?status=failed')).json();
    expect(failed.meta.failed).toBe(1);
    expect(failed.data[0]).toMatchObject({
      id: row.id,
      status: 'failed',
      last_error: expect.stringContaining('REFUSED'),
    });

    // Only an admin sends it again; a sent mail cannot be.
    const desk = await createStaff(ctx, 'desk');
    expect((await post(`/api/v1/admin/outbox/${row.id}/resend`, desk)).statusCode).toBe(403);
    const again = await post(`/api/v1/admin/outbox/${row.id}/resend`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'queued', attempts: 0 });
    // The app's own worker sends it at once (without SMTP_URL, to the outbox folder).
    await ctx.app.mailer.flush();
    expect(await rowOf('retry:1')).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await readdir(ctx.config.outboxDir)).filter((f) => f.endsWith(`${row.id}.json`))).toHaveLength(1);
    const twice = await post(`/api/v1/admin/outbox/${row.id}/resend`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('mail_not_failed');

    const audit = (await get(`/api/v1/admin/audit?entity=mail`)).json().data;
    expect(audit).toEqual([expect.objectContaining({ action: 'mail.resend', entity_id: row.id })]);
  });

  it('sends what a worker claimed and then died with, once its claim has run out, and not before', async () => {
    const smtp = fakeSmtp();
    const mailer = createMailer({ db: ctx.database.db, transport: smtp.transport });
    await mailer.queue({ to: 'a@example.iq', subject: 'Claimed, lost', text: '1' }, 'crash:old');
    await mailer.queue({ to: 'b@example.iq', subject: 'Claimed, alive', text: '2' }, 'crash:new');
    // Another process claimed both and stopped before sending: one claim ran out, the other is still held.
    await ctx.database.db.execute(sql`
      update mail_queue set status = 'sending', attempts = 1,
             locked_until = case when event_key = 'crash:old' then now() - interval '1 second'
                                 else now() + interval '2 minutes' end
       where event_key in ('crash:old', 'crash:new')`);
    await mailer.flush();
    expect(smtp.delivered.map((m) => m.subject)).toEqual(['Claimed, lost']);
    expect(await rowOf('crash:old')).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await rowOf('crash:new')).status).toBe('sending');
  });

  it('never shows the text of a secret mail, and empties it once sent', async () => {
    const smtp = fakeSmtp();
    smtp.state.down = true;
    const mailer = createMailer({ db: ctx.database.db, transport: smtp.transport });
    const link = 'https://rafidain.travel/reset-password?token=secret-token';
    await mailer.send({ to: 'reem@example.iq', subject: 'Choose a new password', text: link, secret: true }, 's:1');
    const row = await rowOf('s:1');
    const listed = (await get('/api/v1/admin/outbox?q=reem@')).json().data[0];
    expect(listed).toMatchObject({ secret: true, preview: '' });
    expect((await get(`/api/v1/admin/outbox/${row.id}`)).json().data.text).toBe('');
    smtp.state.down = false;
    await timePasses();
    await mailer.flush();
    expect(smtp.delivered[0]!.text).toBe(link);
    expect((await rowOf('s:1')).text).not.toContain('token');
  });

  it("names an agency's mail to its customer by its sender: the agency over the portal's address", async () => {
    await ctx.app.mailer.send(
      {
        to: 'huda@example.iq',
        subject: 'Your booking RT-2002 is confirmed',
        text: 'Hello Huda Al-Saadi,\n\nDijla Tours',
        lang: 'en',
        brand: {
          name: 'Dijla Tours',
          contact_line: 'Karrada, Baghdad',
          reply_to: 'owner@dijla.iq',
          logo_upload_id: null,
        },
      },
      'customer:booking.confirmed:rt-2002',
    );
    const [mail] = (await get('/api/v1/admin/outbox?q=RT-2002')).json().data;
    expect(mail).toMatchObject({
      to: 'huda@example.iq',
      from: 'Dijla Tours <no-reply@rafidain.travel>',
      reply_to: 'owner@dijla.iq',
      status: 'sent',
    });
    expect((await get(`/api/v1/admin/outbox/${mail.id}`)).json().data.from).toBe(
      'Dijla Tours <no-reply@rafidain.travel>',
    );
    // The portal's own mails keep the portal as their sender.
    const [own] = (await get('/api/v1/admin/outbox?q=RT-1001')).json().data;
    expect(own.from).toBe('Rafidain Travel <no-reply@rafidain.travel>');
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
