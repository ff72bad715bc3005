import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './harness.js';
import { createOwner, fund, type TestUser } from './factories.js';

// Every endpoint, fed garbage, answers a 4xx problem in the caller's language and never a 5xx.
let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createOwner(ctx, { kind: 'agency' });
  await fund(ctx, owner.accountId, 'USD', 10_000n);
});
afterAll(() => ctx.close());

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

describe('bad input never causes a 5xx', () => {
  for (const url of POSTS) {
    it(`POST ${url}`, async () => {
      for (const [label, payload] of BODIES) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { ...owner.auth, 'content-type': 'application/json', 'accept-language': 'en' },
        });
        expect(res.statusCode, `${label} → ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        expect(res.headers['content-type'], label).toContain('application/problem+json');
        expect(res.json().detail.length, label).toBeGreaterThan(3);
      }
    });
  }

  it('PATCH /api/v1/sub-users/:id with garbage ids and bodies', async () => {
    for (const id of ['x', "1' OR '1'='1", '%00', '00000000-0000-0000-0000-000000000000', 'a'.repeat(400)]) {
      for (const [label, payload] of BODIES) {
        const res = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/sub-users/${encodeURIComponent(id)}`,
          payload,
          headers: { ...owner.auth, 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${id} ${label}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${id} ${label}`).toBeLessThan(500);
      }
    }
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
