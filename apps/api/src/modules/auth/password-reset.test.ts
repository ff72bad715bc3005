import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema.js';
import { outboxMails } from '../../test/outbox.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, TEST_PASSWORD } from '../../test/factories.js';
import { PASSWORD_RESET } from './auth.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let address = 0;
/** Each test asks from an address of its own, so the per-address limit of one does not reach another. */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

const post = (url: string, body: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: body as object, headers, remoteAddress });
const login = (email: string, password: string) =>
  post('/auth/login', { email, password }, { 'accept-language': 'en' });
const me = (token: string) => ctx.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });

// The mail is queued with the link and sent after the answer: the helper sends what is queued first.
const mailsTo = (to: string) => outboxMails(ctx, to);

const tokenIn = (text: string) => /\/reset-password\?token=([\w-]+)/.exec(text)?.[1];

describe('forgot password (issue 20)', () => {
  it('mails a single-use link in the asker’s language; the new password ends every session and works', async () => {
    const user = await createOwner(ctx, { name: 'Layla Hassan' });
    const requested = await post(
      '/auth/password-reset',
      { email: user.email.toUpperCase() },
      { 'accept-language': 'ar' },
    );
    expect(requested.statusCode).toBe(202);
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('اختر كلمة مرور جديدة لحسابك في الرافدين للسفر');
    expect(mail!.text).toContain('مرحبًا Layla Hassan');
    expect(mail!.text).toContain(`${ctx.config.PUBLIC_URL}/reset-password?token=`);
    const token = tokenIn(mail!.text)!;
    // Only a hash of the token is kept.
    const [stored] = await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, token));
    expect(stored).toBeUndefined();

    const reset = await post('/auth/password-reset/confirm', {
      token,
      password: 'NewSecret456',
      password_confirmation: 'NewSecret456',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'NewSecret456')).statusCode).toBe(200);

    // Used once: the same link again is refused with a field message.
    const again = await post(
      '/auth/password-reset/confirm',
      { token, password: 'Another789', password_confirmation: 'Another789' },
      { 'accept-language': 'en' },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { field: 'token', message: 'This link to choose a new password is no longer valid. Ask for a new one' },
    ]);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await post('/auth/password-reset', { email: 'nobody.here@example.iq' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(await mailsTo('nobody.here@example.iq')).toEqual([]);
  });

  it('refuses an expired link, a made-up one, a weak or mismatched password, each with its field', async () => {
    const user = await createOwner(ctx);
    await post('/auth/password-reset', { email: user.email });
    const token = tokenIn((await mailsTo(user.email))[0]!.text)!;
    const weak = await post(
      '/auth/password-reset/confirm',
      { token, password: 'short', password_confirmation: 'other' },
      { 'accept-language': 'en' },
    );
    expect(weak.statusCode).toBe(400);
    expect(
      weak
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['password', 'password_confirmation']);
    const madeUp = await post('/auth/password-reset/confirm', {
      token: 'x'.repeat(43),
      password: 'NewSecret456',
      password_confirmation: 'NewSecret456',
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().code).toBe('reset_link_invalid');
    await ctx.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const expired = await post('/auth/password-reset/confirm', {
      token,
      password: 'NewSecret456',
      password_confirmation: 'NewSecret456',
    });
    expect(expired.statusCode).toBe(400);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('sets one password when a link is used twice at once', async () => {
    const user = await createOwner(ctx);
    await post('/auth/password-reset', { email: user.email });
    const token = tokenIn((await mailsTo(user.email))[0]!.text)!;
    const results = await Promise.all(
      ['FirstSecret1', 'SecondSecret2'].map((password) =>
        post('/auth/password-reset/confirm', { token, password, password_confirmation: password }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const logins = await Promise.all(['FirstSecret1', 'SecondSecret2'].map((p) => login(user.email, p)));
    expect(logins.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('mails an address at most a few links an hour whoever asks, and still answers the same', async () => {
    const user = await createOwner(ctx);
    for (let i = 0; i < PASSWORD_RESET.perEmail.max + 2; i++)
      expect((await post('/auth/password-reset', { email: user.email })).statusCode).toBe(202);
    await mailsTo(user.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(user.email)).toHaveLength(PASSWORD_RESET.perEmail.max);
  });

  it('limits the asks of one address with a translated 429', async () => {
    const from = '10.99.0.1';
    for (let i = 0; i < PASSWORD_RESET.perIp.max; i++)
      await post('/auth/password-reset', { email: `someone${i}@example.iq` }, {}, from);
    const over = await post(
      '/auth/password-reset',
      { email: 'one.more@example.iq' },
      { 'accept-language': 'de' },
      from,
    );
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('sends no link to a deactivated user', async () => {
    const user = await createOwner(ctx);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await post('/auth/password-reset', { email: user.email })).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(user.email)).toEqual([]);
  });
});

describe('change password (issue 20)', () => {
  const change = (token: string, body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/me/password',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      payload: body,
    });

  it('needs the current password, keeps this session and ends the others', async () => {
    const user = await createOwner(ctx);
    const other = (await login(user.email, TEST_PASSWORD)).json().data.token as string;
    const wrong = await change(user.token, {
      current_password: 'not-it',
      password: 'Changed123',
      password_confirmation: 'Changed123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'current_password', message: 'Your current password is not correct' },
    ]);
    const ok = await change(user.token, {
      current_password: TEST_PASSWORD,
      password: 'Changed123',
      password_confirmation: 'Changed123',
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(user.email, 'Changed123')).statusCode).toBe(200);
  });

  it('is for signed-in users only', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/me/password',
      payload: { current_password: 'x', password: 'Changed123', password_confirmation: 'Changed123' },
    });
    expect(res.statusCode).toBe(401);
  });
});
