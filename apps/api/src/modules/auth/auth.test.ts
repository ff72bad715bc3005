import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, authTokens, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, TEST_PASSWORD } from '../../test/factories.js';
import { LOGIN_LIMITS, REGISTER_LIMITS, TOKEN_POLICY } from './auth.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Tests that count attempts per IP address send from an address of their own (`remoteAddress`).
const register = (body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body as object, headers, remoteAddress });
const login = (body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: body as object, headers, remoteAddress });
const valid = (email: string) => ({
  name: 'Huda Salman',
  email,
  password: 'Secret123',
  password_confirmation: 'Secret123',
});

describe('POST /auth/register', () => {
  it('creates a customer account, returns a session token and the user', async () => {
    const res = await register(valid('huda@example.iq'));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.token).toMatch(/^[\w-]{40,}$/);
    expect(data.user).toMatchObject({
      name: 'Huda Salman',
      email: 'huda@example.iq',
      role: 'customer',
      account: { kind: 'customer' },
    });
    const me = await ctx.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${data.token}` } });
    expect(me.json().data.email).toBe('huda@example.iq');
  });

  it('stores an argon2id hash and only a hash of the token', async () => {
    const res = await register(valid('hash.check@example.iq'));
    const { token, user } = res.json().data;
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const tokens = await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenHash).not.toContain(token);
    expect(tokens[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("says 'Passwords do not match' on the confirmation field", async () => {
    const res = await register(
      { ...valid('mismatch@example.iq'), password_confirmation: 'Other1234' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual([{ field: 'password_confirmation', message: 'Passwords do not match' }]);
  });

  it("says 'Invalid email address' for a malformed email", async () => {
    const res = await register({ ...valid('x'), email: 'not-an-email' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'email', message: 'Invalid email address' });
  });

  it('answers in Arabic by default, and in German with _lang: de', async () => {
    const ar = await register({ ...valid('x'), email: 'bad' });
    expect(ar.json().detail).toBe('بعض الحقول تحتاج إلى مراجعة');
    expect(ar.json().errors[0].message).toBe('عنوان البريد الإلكتروني غير صالح');
    const de = await register({ ...valid('x'), email: 'bad' }, { _lang: 'de' });
    expect(de.json().errors[0].message).toBe('Ungültige E-Mail-Adresse');
  });

  it('refuses a second account for the same email, whatever its case, with one message on the email field', async () => {
    expect((await register(valid('dup@example.iq'))).statusCode).toBe(201);
    const res = await register(valid('DUP@Example.iq'), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_taken', errors: [{ field: 'email' }] });
    expect(JSON.stringify(res.json())).not.toMatch(/customer|agency|created/i);
  });

  it('leaves exactly one account when the same email registers several times at once', async () => {
    const name = `Race ${Date.now()}`;
    const email = `race.${Date.now()}@example.iq`;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => register({ ...valid(email), name }, {}, '10.40.0.1')),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('email_taken');
    // The losers' accounts were rolled back with their user rows: no account without a user.
    expect(await ctx.database.db.select().from(accounts).where(eq(accounts.name, name))).toHaveLength(1);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("limits registrations per IP address with 429 and Retry-After, in the caller's language", async () => {
    const ip = '10.30.0.1';
    for (let i = 0; i < REGISTER_LIMITS.perIp.max; i++) {
      expect((await register(valid(`limit.${i}@example.iq`), {}, ip)).statusCode).toBe(201);
    }
    const blocked = await register(valid('limit.over@example.iq'), { _lang: 'de' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().detail).toMatch(/^Zu viele Versuche/);
    // Taken emails count too, so the 409 cannot be used to test addresses without limit.
    expect((await register(valid('limit.0@example.iq'), {}, ip)).statusCode).toBe(429);
    expect((await register(valid('limit.other@example.iq'), {}, '10.30.0.2')).statusCode).toBe(201);
  });

  it.each([
    ['missing fields', {}, ['name', 'email', 'password', 'password_confirmation']],
    ['a short password', { ...valid('short@example.iq'), password: 'abc', password_confirmation: 'abc' }, ['password']],
    ['an unknown field', { ...valid('extra@example.iq'), role: 'staff' }, ['role']],
    [
      'wrong types',
      { name: 5, email: true, password: [], password_confirmation: {} },
      ['name', 'email', 'password', 'password_confirmation'],
    ],
    ['a blank name', { ...valid('blank@example.iq'), name: '   ' }, ['name']],
  ])('gives per-field 400s for %s', async (_label, body, fields) => {
    const res = await register(body, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    const got = res.json().errors.map((e: { field: string }) => e.field);
    for (const f of fields) expect(got).toContain(f);
    for (const e of res.json().errors) expect(e.message.length).toBeGreaterThan(3);
  });

  it('answers 400 malformed_body for broken JSON and 415 for a non-JSON content type', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('malformed_body');
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('unsupported_media_type');
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await register({ ...valid('big@example.iq'), name: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('body_too_large');
  });
});

describe('POST /auth/login', () => {
  it('logs in; remember me gives a 30-day token instead of a 12-hour one', async () => {
    const user = await createOwner(ctx);
    const short = await login({ email: user.email, password: TEST_PASSWORD });
    const long = await login({ email: user.email.toUpperCase(), password: TEST_PASSWORD, remember: true });
    expect(short.statusCode).toBe(200);
    expect(long.statusCode).toBe(200);
    const hours = (r: typeof short) => (Date.parse(r.json().data.expires_at) - Date.now()) / 3_600_000;
    expect(hours(short)).toBeCloseTo(TOKEN_POLICY.session.absoluteSeconds / 3600, 0);
    expect(hours(long)).toBeCloseTo(TOKEN_POLICY.remember.absoluteSeconds / 3600, 0);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const user = await createOwner(ctx);
    const wrong = await login({ email: user.email, password: 'nope-nope' }, { 'accept-language': 'en' });
    const unknown = await login({ email: 'nobody@example.iq', password: 'nope-nope' }, { 'accept-language': 'en' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('Email or password is incorrect');
    expect(unknown.json().detail).toBe(wrong.json().detail);
  });

  // Issue 21, hole 3 (decision 073): failures count per account and address. An attacker guessing from one
  // address is slowed down more and more, and never locks the owner out of the account from another one.
  it("an attacker's guesses from elsewhere do not lock the owner out", async () => {
    const user = await createOwner(ctx);
    const attacker = (password: string) =>
      login({ email: user.email, password }, { 'accept-language': 'en' }, '10.60.0.66');
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await attacker('wrong-password')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    // The owner, at home, signs in at once.
    expect((await login({ email: user.email, password: TEST_PASSWORD }, {}, '10.60.0.1')).statusCode).toBe(200);
    // The attacker's address stays throttled, even with the right password.
    const blocked = await attacker(TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().detail).toMatch(/Too many attempts\. Try again in \d+ seconds/);
  });

  it('slows one address down with growing delays: 30 s, 60 s, 2 min … up to 15 min', async () => {
    const user = await createOwner(ctx);
    const { pair } = LOGIN_LIMITS;
    const guess = () => login({ email: user.email, password: 'wrong-password' }, {}, '10.61.0.1');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < pair.free; i++) expect((await guess()).statusCode).toBe(401);
      const waits: number[] = [];
      for (let step = 0; step < 7; step++) {
        const refused = await guess();
        expect(refused.statusCode).toBe(429);
        const wait = Number(refused.headers['retry-after']);
        waits.push(wait);
        vi.setSystemTime(Date.now() + (wait - 1) * 1000);
        expect((await guess()).statusCode, 'one second early').toBe(429);
        vi.setSystemTime(Date.now() + 1000);
        expect((await guess()).statusCode, 'once the delay has passed').toBe(401);
      }
      expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
      // The owner's right password from the same address also waits its turn, then signs in and clears it.
      const wait = Number((await guess()).headers['retry-after']);
      vi.setSystemTime(Date.now() + wait * 1000);
      expect((await login({ email: user.email, password: TEST_PASSWORD }, {}, '10.61.0.1')).statusCode).toBe(200);
      for (let i = 0; i < pair.free; i++) expect((await guess()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts parallel wrong guesses before checking them: no more than the free attempts get an answer', async () => {
    const user = await createOwner(ctx);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => login({ email: user.email, password: 'wrong-password' }, {}, '10.20.0.1')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_LIMITS.pair.free);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - LOGIN_LIMITS.pair.free);
    expect((await login({ email: user.email, password: TEST_PASSWORD }, {}, '10.20.0.1')).statusCode).toBe(429);
    expect((await login({ email: user.email, password: TEST_PASSWORD }, {}, '10.20.0.2')).statusCode).toBe(200);
  });

  it('clears the count of an address after a successful login there', async () => {
    const user = await createOwner(ctx);
    const wrong = () => login({ email: user.email, password: 'wrong-password' }, {}, '10.21.0.1');
    for (let i = 0; i < LOGIN_LIMITS.pair.free - 1; i++) expect((await wrong()).statusCode).toBe(401);
    expect((await login({ email: user.email, password: TEST_PASSWORD }, {}, '10.21.0.1')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.pair.free; i++) expect((await wrong()).statusCode).toBe(401);
    expect((await wrong()).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside one network gains nothing', async () => {
    const user = await createOwner(ctx);
    const codes: number[] = [];
    for (let i = 1; i <= LOGIN_LIMITS.pair.free + 1; i++)
      codes.push(
        (await login({ email: user.email, password: 'wrong-password' }, {}, `2001:db8:5:7::${i.toString(16)}`))
          .statusCode,
      );
    expect(codes.at(-1)).toBe(429);
    expect((await login({ email: user.email, password: TEST_PASSWORD }, {}, '2001:db8:5:8::1')).statusCode).toBe(200);
  });

  it('limits attempts per IP address across accounts', async () => {
    const ip = await createTestApp();
    try {
      let last = 0;
      for (let i = 0; i <= LOGIN_LIMITS.perIp.max; i++) {
        last = (
          await ip.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: { email: `u${i}@example.iq`, password: 'whatever1' },
          })
        ).statusCode;
      }
      expect(last).toBe(429);
    } finally {
      await ip.close();
    }
  });

  it('refuses a deactivated user', async () => {
    const user = await createOwner(ctx);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const res = await login({ email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_inactive');
  });

  it('validates the body', async () => {
    const res = await login({ email: 'bad', password: '', remember: 'yes' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'password', 'remember']);
  });
});

describe('tokens', () => {
  it('logout revokes the token: /me answers 401 afterwards', async () => {
    const user = await createOwner(ctx);
    expect((await ctx.app.inject({ url: '/api/v1/me', headers: user.auth })).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: user.auth });
    expect(out.json()).toEqual({ data: { ok: true } });
    const me = await ctx.app.inject({ url: '/api/v1/me', headers: user.auth });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('unauthenticated');
  });

  it('accepts a bare logout POST that declares JSON but sends no body', async () => {
    const user = await createOwner(ctx);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...user.auth, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
  });

  it('rejects a token past its absolute expiry or idle too long', async () => {
    const a = await createOwner(ctx);
    const b = await createOwner(ctx);
    await ctx.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, a.id));
    await ctx.database.db
      .update(authTokens)
      .set({ lastUsedAt: new Date(Date.now() - (TOKEN_POLICY.session.idleSeconds + 5) * 1000) })
      .where(eq(authTokens.userId, b.id));
    expect((await ctx.app.inject({ url: '/api/v1/me', headers: a.auth })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/v1/me', headers: b.auth })).statusCode).toBe(401);
  });

  it('reads the Authorization scheme whatever its case (RFC 9110: schemes are case-insensitive)', async () => {
    const user = await createOwner(ctx);
    for (const scheme of ['bearer', 'BEARER', 'bEaReR', 'Bearer'])
      expect(
        (await ctx.app.inject({ url: '/api/v1/me', headers: { authorization: `${scheme} ${user.token}` } })).statusCode,
        scheme,
      ).toBe(200);
    // Several spaces (1*SP) after the scheme too; a different scheme or a missing token is no session.
    expect(
      (await ctx.app.inject({ url: '/api/v1/me', headers: { authorization: `bearer   ${user.token}` } })).statusCode,
    ).toBe(200);
    for (const header of [`Basic ${user.token}`, `Bearer${user.token}`, 'bearer ', `Bearerx ${user.token}`])
      expect((await ctx.app.inject({ url: '/api/v1/me', headers: { authorization: header } })).statusCode, header).toBe(
        401,
      );
  });

  it('answers 401 without a token, with a garbage token, and on logout without one', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/me' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/v1/me', headers: { authorization: 'Bearer garbage' } })).statusCode).toBe(
      401,
    );
    expect((await ctx.app.inject({ url: '/api/v1/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(401);
  });

  it('lets a stale token browse public endpoints as a visitor', async () => {
    const res = await ctx.app.inject({
      url: '/api/v1/site-settings',
      headers: { authorization: 'Bearer stale-token-that-does-not-exist' },
    });
    expect(res.statusCode).toBe(200);
  });
});
