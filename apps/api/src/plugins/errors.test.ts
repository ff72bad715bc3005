import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { translate } from '@portal/contracts/messages';
import { languageOf } from '../lib/request-context.js';
import { registerErrorHandling } from './errors.js';

// What PostgreSQL raises reaches the handler wrapped by the driver and the ORM; these routes throw the same
// shapes, so the mapping is checked without waiting for the database to pick a deadlock victim.
let app: FastifyInstance;
const databaseError = (code: string, message: string) =>
  new Error('Failed query: select ledger_apply($1::jsonb)', { cause: Object.assign(new Error(message), { code }) });

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.decorateRequest('lang', 'ar');
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request.headers);
  });
  registerErrorHandling(app);
  app.get('/conflict-a', async () => {
    throw databaseError('40P01', 'deadlock detected');
  });
  app.get('/conflict-b', async () => {
    throw databaseError('40001', 'could not serialize access due to concurrent update');
  });
  app.get('/unreachable-pg', async () => {
    throw databaseError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
  });
  app.get('/unreachable-pg-timeout', async () => {
    throw new Error('Failed query: select 1', { cause: new Error('timeout exceeded when trying to connect') });
  });
  app.get('/unreachable-redis', async () => {
    throw Object.assign(new Error('Reached the max retries per request limit (which is 2).'), {
      name: 'MaxRetriesPerRequestError',
    });
  });
  app.get('/other', async () => {
    throw databaseError('23514', 'new row for relation "ledger_accounts" violates check constraint');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('database conflicts', () => {
  for (const url of ['/conflict-a', '/conflict-b']) {
    it(`${url}: a retryable 409 problem with Retry-After, translated, without the SQL`, async () => {
      for (const lang of ['ar', 'en', 'de'] as const) {
        const res = await app.inject({ url, headers: { _lang: lang } });
        expect(res.statusCode).toBe(409);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json()).toMatchObject({
          code: 'transaction_conflict',
          status: 409,
          detail: translate('transaction_conflict', lang),
        });
        expect(res.body).not.toMatch(/ledger_apply|deadlock|serialize/);
      }
    });
  }

  it('leaves other database errors a 500 that shows nothing of them', async () => {
    const res = await app.inject({ url: '/other', headers: { _lang: 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal_error');
    expect(res.body).not.toMatch(/ledger|constraint/);
  });
});

describe('a database or Redis that cannot be reached (decision 141)', () => {
  for (const url of ['/unreachable-pg', '/unreachable-pg-timeout', '/unreachable-redis']) {
    it(`${url}: a translated 503 problem with Retry-After, not a 500`, async () => {
      const res = await app.inject({ url, headers: { _lang: 'de' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({
        code: 'service_unavailable',
        detail: translate('service_unavailable', 'de'),
      });
      expect(res.body).not.toMatch(/ECONNREFUSED|5432|max retries/);
    });
  }
});
