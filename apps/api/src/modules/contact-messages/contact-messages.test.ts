import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { seedReference } from '../../db/seed.js';
import { contactMessages } from '../../db/schema.js';
import { CONTACT_LIMIT } from './contact-messages.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedReference(ctx.database.db);
});
afterAll(() => ctx.close());

const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/contact-messages', payload, headers });
const message = {
  name: 'Mustafa Adel',
  email: 'mustafa@example.iq',
  subject: 'Umrah in March',
  message: 'Do you have group prices for 12 people?',
};

describe('POST /contact-messages', () => {
  it('stores the message, notifies the office through the outbox and confirms in the caller language', async () => {
    const res = await send(message, { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toBe('شكرًا لك. تلقّينا رسالتك وسنرد قريبًا');
    const rows = await ctx.database.db.select().from(contactMessages);
    expect(rows.find((r) => r.id === res.json().data.id)).toMatchObject({ subject: 'Umrah in March', lang: 'ar' });
    const files = await readdir(ctx.config.outboxDir);
    const mail = JSON.parse(await readFile(path.join(ctx.config.outboxDir, files[0]!), 'utf8'));
    expect(mail).toMatchObject({
      to: 'info@rafidain.travel',
      replyTo: 'mustafa@example.iq',
      subject: '[Contact] Umrah in March',
    });
  });

  it('gives field messages for bad input', async () => {
    const res = await send({ name: '', email: 'x', subject: '', message: 'short' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'This field is required' },
        { field: 'email', message: 'Invalid email address' },
        { field: 'subject', message: 'This field is required' },
        { field: 'message', message: 'Must be at least 10 characters' },
      ]),
    );
  });

  it('is rate-limited per address', async () => {
    const limited = await createTestApp();
    try {
      const codes: number[] = [];
      for (let i = 0; i <= CONTACT_LIMIT.max; i++) {
        codes.push(
          (await limited.app.inject({ method: 'POST', url: '/api/v1/contact-messages', payload: message })).statusCode,
        );
      }
      expect(codes.slice(0, CONTACT_LIMIT.max).every((c) => c === 201)).toBe(true);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
