import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, TEST_PASSWORD, type TestUser } from '../../test/factories.js';
import { outboxMails } from '../../test/outbox.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const ask = (user: TestUser, payload: object, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/me/email',
    headers: { ...user.auth, 'accept-language': lang },
    payload,
  });
const confirm = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/me/email/confirm',
    headers: { 'accept-language': 'en' },
    payload: { token },
  });
const tokenIn = (text: string) => /\/account\/email\/confirm\?token=([\w-]+)/.exec(text)?.[1];
const login = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: TEST_PASSWORD } });

describe('changing the e-mail address (decision 134)', () => {
  it('mails a link to the new address in the user’s language; opening it moves the login and tells the old address', async () => {
    const user = await createOwner(ctx, { name: 'Hiba Saad' });
    await ctx.database.db.update(users).set({ lang: 'ar' }).where(eq(users.id, user.id));
    const next = `hiba.new.${Date.now()}@example.iq`;
    const asked = await ask(user, { email: next, current_password: TEST_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(202);
    // Nothing changes yet.
    expect((await login(user.email)).statusCode).toBe(200);

    const [mail] = await outboxMails(ctx, next);
    expect(mail!.subject).toBe('أكّد بريدك الإلكتروني الجديد في الرافدين للسفر');
    expect(mail!.text).toContain('مرحبًا Hiba Saad،');
    const token = tokenIn(mail!.text)!;
    const [stored] = await ctx.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(stored!.tokenHash).not.toBe(token);

    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(next)).statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(401);
    // The session in use stays.
    expect((await ctx.app.inject({ url: '/api/v1/me', headers: user.auth })).json().data.email).toBe(next);
    const [told] = await outboxMails(ctx, user.email);
    expect(told!.subject).toBe('تم تغيير بريدك الإلكتروني في الرافدين للسفر');
    expect(told!.text).toContain(next);

    // The link works once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'email_link_invalid',
      errors: [{ field: 'token', message: expect.stringContaining('no longer valid') }],
    });
  });

  it.each([
    [
      'a wrong password',
      (_u: TestUser) => ({ email: 'x.new@example.iq', current_password: 'wrong-one' }),
      400,
      'current_password',
    ],
    [
      'the same address',
      (u: TestUser) => ({ email: u.email.toUpperCase(), current_password: TEST_PASSWORD }),
      422,
      'email',
    ],
    ['no address', () => ({ email: 'not-an-address', current_password: TEST_PASSWORD }), 400, 'email'],
  ])('refuses %s with a message on its field', async (_label, body, status, field) => {
    const user = await createOwner(ctx);
    const res = await ask(user, body(user));
    expect(res.statusCode).toBe(status);
    expect(res.json().errors).toEqual([expect.objectContaining({ field })]);
  });

  it('refuses an address another account has, and a link whose address was taken since', async () => {
    const user = await createOwner(ctx);
    const other = await createOwner(ctx);
    const taken = await ask(user, { email: other.email, current_password: TEST_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([expect.objectContaining({ field: 'email' })]);

    const wanted = `wanted.${Date.now()}@example.iq`;
    expect((await ask(user, { email: wanted, current_password: TEST_PASSWORD })).statusCode).toBe(202);
    const token = tokenIn((await outboxMails(ctx, wanted))[0]!.text)!;
    await createOwner(ctx, { email: wanted });
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('keeps only the newest link, and none past a day', async () => {
    const user = await createOwner(ctx);
    const first = `first.${Date.now()}@example.iq`;
    const second = `second.${Date.now()}@example.iq`;
    await ask(user, { email: first, current_password: TEST_PASSWORD });
    await ask(user, { email: second, current_password: TEST_PASSWORD });
    const oldToken = tokenIn((await outboxMails(ctx, first))[0]!.text)!;
    const newToken = tokenIn((await outboxMails(ctx, second))[0]!.text)!;
    expect((await confirm(oldToken)).statusCode).toBe(400);
    await ctx.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, user.id));
    expect((await confirm(newToken)).statusCode).toBe(400);
  });

  it('needs a session to ask', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/me/email', payload: { email: 'a@b.iq' } });
    expect(res.statusCode).toBe(401);
  });
});
