import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES, translate, type MessageKey } from '@portal/contracts/messages';
import type { Lang } from '@portal/contracts/i18n';
import { createTestApp, type TestContext } from './harness.js';
import { createOwner, createSubUser, fund, type TestUser } from './factories.js';

// Every endpoint, fed garbage, answers a 4xx problem in the caller's language and never a 5xx.
let ctx: TestContext;
let owner: TestUser;
let sub: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createOwner(ctx, { kind: 'agency' });
  sub = await createSubUser(ctx, owner);
  await fund(ctx, owner.accountId, 'USD', 10_000n);
});
afterAll(() => ctx.close());

const LANGS: Lang[] = ['ar', 'en', 'de'];

/** Whether `text` is message `key` in `lang`, whatever values its {placeholders} took. */
function isMessage(text: string, key: MessageKey, lang: Lang): boolean {
  const template = MESSAGES[key][lang].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+');
  return new RegExp(`^${template}$`, 's').test(text);
}
const isSomeMessage = (text: string, lang: Lang) =>
  (Object.keys(MESSAGES) as MessageKey[]).some((key) => isMessage(text, key, lang));

/** A 4xx problem whose detail (and, for validation, each field message) is in `lang`. */
function expectProblemIn(res: LightMyRequestResponse, lang: Lang, label: string) {
  expect(res.statusCode, `${label} → ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  expect(res.headers['content-type'], label).toContain('application/problem+json');
  const problem = res.json();
  expect(
    isMessage(problem.detail, problem.code, lang),
    `${label}: "${problem.detail}" as ${problem.code} in ${lang}`,
  ).toBe(true);
  if (problem.code === 'validation_failed') {
    expect(problem.errors.length, label).toBeGreaterThan(0);
    for (const e of problem.errors as Array<{ field: string; message: string }>) {
      expect(e.field, label).toMatch(/^[\w.-]+$/);
      expect(isSomeMessage(e.message, lang), `${label}: field ${e.field} "${e.message}" in ${lang}`).toBe(true);
    }
  }
  return problem as { code: string; errors?: Array<{ field: string; message: string }> };
}

const BODIES: Array<[string, string]> = [
  ['null', 'null'],
  ['an array', '[1,2,3]'],
  ['a string', '"hello"'],
  ['a number', '42'],
  ['an empty object', '{}'],
  ['deep nesting', `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`],
  ['a prototype key', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  ['huge numbers', '{"amount":1e308,"email":12345678901234567890,"name":-0}'],
  ['unicode noise', '{"name":"\\u0000\\ud800","email":"a@\\u0000.iq","password":"\\u202e"}'],
  ['broken JSON', '{"name":'],
];

const POSTS = [
  '/api/v1/auth/register',
  '/api/v1/auth/login',
  '/api/v1/contact-messages',
  '/api/v1/sub-users',
  '/api/v1/wallet-exchanges',
  '/api/v1/wallet-exchanges/quote',
];

const GARBAGE_IDS = ['x', "1' OR '1'='1", '%00', '00000000-0000-0000-0000-000000000000', 'a'.repeat(400)];

describe('bad input never causes a 5xx, and is answered in the caller’s language', () => {
  for (const url of POSTS) {
    it(`POST ${url}`, async () => {
      for (const [i, [label, payload]] of BODIES.entries()) {
        const lang = LANGS[i % LANGS.length]!;
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { ...owner.auth, 'content-type': 'application/json', _lang: lang },
        });
        expectProblemIn(res, lang, `${label} (${lang})`);
      }
    });
  }

  it('names each field of a validation failure with a message in the caller’s language', async () => {
    for (const lang of LANGS) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { name: '', email: 'nope', password: 'x', password_confirmation: 'y', role: 'staff' },
        headers: { _lang: lang },
      });
      const problem = expectProblemIn(res, lang, lang);
      expect(Object.fromEntries(problem.errors!.map((e) => [e.field, e.message]))).toMatchObject({
        name: translate('required', lang),
        email: translate('invalid_email', lang),
        password: translate('password_weak', lang),
        role: translate('unknown_field', lang),
      });
    }
  });

  it('names the body when it is not an object at all', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '[1,2,3]',
      headers: { 'content-type': 'application/json', _lang: 'en' },
    });
    expect(expectProblemIn(res, 'en', 'array body').errors).toEqual([{ field: 'body', message: 'Invalid value' }]);
  });

  it('GET and PATCH /api/v1/sub-users/:id with garbage ids and bodies', async () => {
    for (const [n, id] of GARBAGE_IDS.entries()) {
      const lang = LANGS[n % LANGS.length]!;
      const get = await ctx.app.inject({
        url: `/api/v1/sub-users/${encodeURIComponent(id)}`,
        headers: { ...owner.auth, _lang: lang },
      });
      const problem = expectProblemIn(get, lang, `GET ${id}`);
      expect(['validation_failed', 'not_found']).toContain(problem.code);
      for (const [i, [label, payload]] of BODIES.entries()) {
        const bodyLang = LANGS[(n + i) % LANGS.length]!;
        const res = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/sub-users/${encodeURIComponent(id)}`,
          payload,
          headers: { ...owner.auth, 'content-type': 'application/json', _lang: bodyLang },
        });
        expectProblemIn(res, bodyLang, `PATCH ${id} ${label}`);
      }
    }
  });

  it('GET /api/v1/me and POST /api/v1/auth/logout without a valid token', async () => {
    for (const [i, authorization] of [
      undefined,
      'Bearer garbage',
      'Bearer ' + 'x'.repeat(5000),
      'Basic YTpi',
      'Bearer \u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9',
    ].entries()) {
      const lang = LANGS[i % LANGS.length]!;
      const headers: Record<string, string> = { _lang: lang, ...(authorization ? { authorization } : {}) };
      expectProblemIn(await ctx.app.inject({ url: '/api/v1/me', headers }), lang, `me ${authorization}`);
      for (const [label, payload] of BODIES) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/logout',
          payload,
          headers: { ...headers, 'content-type': 'application/json' },
        });
        expectProblemIn(res, lang, `logout ${authorization} ${label}`);
      }
    }
  });

  it('POST /api/v1/auth/logout with a valid token and a broken body is a 400, and the session survives', async () => {
    const user = await createOwner(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: '{"x":',
      headers: { ...user.auth, 'content-type': 'application/json', _lang: 'de' },
    });
    expect(expectProblemIn(res, 'de', 'broken logout').code).toBe('malformed_body');
    expect((await ctx.app.inject({ url: '/api/v1/me', headers: user.auth })).statusCode).toBe(200);
  });

  it('odd headers: a bad language, a bad currency, a bad token shape', async () => {
    for (const headers of [
      { _lang: 'xx' },
      { _currency: '💥' },
      { authorization: 'Bearer ' + 'x'.repeat(5000) },
      { 'accept-language': ';;;q=abc' },
    ]) {
      const res = await ctx.app.inject({ url: '/api/v1/site-settings', headers });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('a NUL character in otherwise valid input', () => {
  // PostgreSQL cannot store U+0000 in text: without a check each of these reached the database and gave a 500.
  const cases: Array<{ label: string; field: string; send: (lang: Lang) => Promise<LightMyRequestResponse> }> = [
    {
      label: 'POST /auth/register',
      field: 'name',
      send: (lang) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          payload: {
            name: 'Ali\u0000',
            email: `nul.${lang}@example.iq`,
            password: 'Secret123',
            password_confirmation: 'Secret123',
          },
          headers: { _lang: lang },
          remoteAddress: '10.50.0.1',
        }),
    },
    {
      label: 'POST /contact-messages',
      field: 'message',
      send: (lang) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/contact-messages',
          payload: {
            name: 'Ali',
            email: 'ali@example.iq',
            subject: 'A question',
            message: 'Hello there\u0000, a question about visas',
          },
          headers: { _lang: lang },
        }),
    },
    {
      label: 'POST /sub-users',
      field: 'name',
      send: (lang) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/sub-users',
          payload: {
            name: 'Omar\u0000Jasim',
            email: `nul.sub.${lang}@example.iq`,
            password: 'Agent1234',
            password_confirmation: 'Agent1234',
          },
          headers: { ...owner.auth, _lang: lang },
        }),
    },
    {
      label: 'PATCH /sub-users/:id',
      field: 'name',
      send: (lang) =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/sub-users/${sub.id}`,
          payload: { name: '\u0000' },
          headers: { ...owner.auth, _lang: lang },
        }),
    },
    {
      label: 'GET /bookings?q=',
      field: 'q',
      send: (lang) => ctx.app.inject({ url: '/api/v1/bookings?q=abc%00def', headers: { ...owner.auth, _lang: lang } }),
    },
  ];

  for (const c of cases) {
    it(`${c.label}: 400 naming ${c.field}, in ar, en and de`, async () => {
      for (const lang of LANGS) {
        const res = await c.send(lang);
        expect(res.statusCode, `${lang} → ${res.body}`).toBe(400);
        const problem = expectProblemIn(res, lang, `${c.label} ${lang}`);
        expect(problem.errors).toEqual([{ field: c.field, message: translate('invalid_characters', lang) }]);
      }
    });
  }
});
