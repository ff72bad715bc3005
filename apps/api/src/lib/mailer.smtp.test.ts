import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import type { TestContext } from '../test/harness.js';
import { createOwner } from '../test/factories.js';
import { createSmtpTestApp, type TestSmtp } from '../test/smtp.js';
import { createMailer, createTransport } from './mailer.js';

let ctx: TestContext;
let smtp: TestSmtp;
let address = 0;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, smtp, close } = await createSmtpTestApp());
});
afterAll(() => close());

const forgot = (email: string, lang: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password-reset',
    payload: { email },
    headers: { 'accept-language': lang },
    remoteAddress: `10.20.0.${++address}`,
  });

describe('mail through a real SMTP server (decision 130)', () => {
  it.each([
    ['ar', 'اختر كلمة مرور جديدة لحسابك في الرافدين للسفر', 'مرحبًا'],
    ['en', 'Choose a new password for Rafidain Travel', 'Hello'],
    ['de', 'Neues Passwort für Rafidain Travel festlegen', 'Hallo'],
  ])('delivers the password-reset mail in %s, once, with the queue id as Message-ID', async (lang, subject, hello) => {
    const user = await createOwner(ctx, { name: 'Yusuf Kareem' });
    expect((await forgot(user.email, lang)).statusCode).toBe(202);
    const [mail, ...more] = await smtp.waitFor(user.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject });
    expect(mail!.text).toContain(`${hello} Yusuf Kareem`);
    expect(mail!.text).toMatch(/\/reset-password\?token=[\w-]+/);
    // HTML beside the text, laid out in the reader's direction.
    expect(mail!.html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
    // The server has the mail; the worker marks its row sent once the server's answer is in.
    const row = await vi.waitFor(
      async () => {
        const [found] = (
          (await ctx.database.db.execute(
            sql`select id, status, text from mail_queue where "to" = ${user.email}`,
          )) as unknown as {
            rows: Array<{ id: string; status: string; text: string }>;
          }
        ).rows;
        if (found?.status !== 'sent') throw new Error(`mail row is ${found?.status}`);
        return found;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(mail!.messageId).toBe(`<${row.id}@rafidain.travel>`);
    expect(row.status).toBe('sent');
    // Sent, the link is gone from the queue: the mailbox holds the only copy.
    expect(row.text).not.toContain('token=');
  });

  it('delivers the contact form’s notice to the office with the sender to reply to', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact-messages',
      payload: { name: 'Huda Saleh', email: 'huda@example.iq', subject: 'Hajj 2027', message: 'Is there a group?' },
    });
    expect(res.statusCode).toBe(201);
    const office = smtp.received.find((m) => m.subject === '[Contact] Hajj 2027');
    expect(office?.text).toContain('Huda Saleh <huda@example.iq> wrote');
  });

  it('keeps mails while the server is down and sends each once when it is back', async () => {
    await smtp.stop();
    const user = await createOwner(ctx, { name: 'Omar Jaber' });
    expect((await forgot(user.email, 'en')).statusCode).toBe(202);
    await ctx.app.mailer.flush();
    const waiting = (
      (await ctx.database.db.execute(
        sql`select status, attempts, last_error from mail_queue where "to" = ${user.email}`,
      )) as unknown as { rows: Array<{ status: string; attempts: number; last_error: string }> }
    ).rows;
    expect(waiting).toEqual([{ status: 'queued', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) }]);

    await smtp.start();
    // The backoff has passed.
    await ctx.database.db.execute(sql`update mail_queue set next_attempt_at = now() where status = 'queued'`);
    await ctx.app.mailer.flush();
    await ctx.app.mailer.flush();
    expect(await smtp.waitFor(user.email)).toHaveLength(1);
  });

  it('loses no mail when the process stops between queueing and sending, and sends it once from the next', async () => {
    const user = await createOwner(ctx, { name: 'Maryam Adel' });
    // The event's transaction queued the mail, and the process stopped before its worker ran.
    await ctx.database.db.transaction((tx) =>
      ctx.app.mailer.queue({ to: user.email, subject: 'Your booking RT-3003', text: 'Confirmed.' }, 'crash:1', tx),
    );
    // The next process (same database) sends it as soon as it is ready.
    const next = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await next.ready();
    try {
      expect(await smtp.waitFor(user.email)).toHaveLength(1);
    } finally {
      await next.close();
    }
    await ctx.app.mailer.flush();
    expect(await smtp.waitFor(user.email)).toHaveLength(1);
  });

  it('sends each mail once when two workers read the queue at the same time', async () => {
    const to = 'twice@example.iq';
    for (let i = 0; i < 12; i++) {
      await ctx.app.mailer.queue({ to, subject: `Mail ${i}`, text: String(i) }, `pair:${i}`);
    }
    const transport = () => createTransport({ smtpUrl: ctx.config.SMTP_URL, outboxDir: ctx.config.outboxDir });
    const a = createMailer({ db: ctx.database.db, transport: transport(), batch: 3 });
    const b = createMailer({ db: ctx.database.db, transport: transport(), batch: 3 });
    await Promise.all([a.flush(), b.flush(), ctx.app.mailer.flush()]);
    const got = await smtp.waitFor(to, 12);
    expect(got.map((m) => m.subject).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Mail ${i}`).sort());
    expect(new Set(got.map((m) => m.messageId)).size).toBe(12);
    await Promise.all([a.stop(), b.stop()]);
  });
});
