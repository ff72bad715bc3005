import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process.js';
import { withDatabase } from './global-setup.js';
import { LOGIN_LIMITS } from '../modules/auth/auth.service.js';

// Two API processes on one PostgreSQL and one Redis behave as one (architecture brief, section 7).
// Collected only when TEST_DATABASE_URL and TEST_REDIS_URL are set (vitest.config.ts).
const baseUrl = process.env.TEST_DATABASE_URL!;
const redisUrl = process.env.TEST_REDIS_URL!;
const dbName = `portal_mp_${randomBytes(4).toString('hex')}`;
let servers: ServerProcess[] = [];
let dataDir: string;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName} template ${inject('pgTemplate')}`);
  await admin.end();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-mp-'));
  const env = {
    DATABASE_URL: withDatabase(baseUrl, dbName),
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'none'),
    TRUST_PROXY: 'true',
  };
  const port = 4100 + (process.pid % 400) * 2;
  servers = await Promise.all([startServer(env, port), startServer(env, port + 1)]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (
  server: ServerProcess,
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) =>
  fetch(`${server.url}${url}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

describe('two API processes', () => {
  it('a token issued by one works on the other, and logout on one ends it on both', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const email = `mp.${randomBytes(4).toString('hex')}@example.iq`;
    const reg = await call(a, '/api/v1/auth/register', {
      method: 'POST',
      body: { name: 'Two Proc', email, password: 'Secret123', password_confirmation: 'Secret123' },
    });
    const { token } = ((await reg.json()) as { data: { token: string } }).data;
    expect((await call(b, '/api/v1/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await call(b, '/api/v1/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect((await call(a, '/api/v1/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('login limits count across both processes (Redis), per account and address: the owner still gets in', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const email = `limit.${randomBytes(4).toString('hex')}@example.iq`;
    await call(a, '/api/v1/auth/register', {
      method: 'POST',
      body: { name: 'Limit', email, password: 'Secret123', password_confirmation: 'Secret123' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    // An attacker at one address, its guesses spread over both processes (behind a proxy: TRUST_PROXY).
    const attacker = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < LOGIN_LIMITS.pair.free; i++) {
      const res = await call(i % 2 ? a : b, '/api/v1/auth/login', {
        method: 'POST',
        body: { email, password: 'wrong-one' },
        headers: attacker,
      });
      expect(res.status).toBe(401);
    }
    for (const server of [a, b]) {
      const blocked = await call(server, '/api/v1/auth/login', {
        method: 'POST',
        body: { email, password: 'Secret123' },
        headers: attacker,
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The owner, from their own address, through either process.
    for (const server of [b, a]) {
      const owner = await call(server, '/api/v1/auth/login', {
        method: 'POST',
        body: { email, password: 'Secret123' },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(owner.status).toBe(200);
    }
  });

  it('a flight search made on one process is re-priced on the other (sessions in Redis)', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const res = await call(a, '/api/v1/flight-searches', {
      method: 'POST',
      body: { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date }], adults: 1 },
    });
    expect(res.status).toBe(201);
    const { session_id, offers } = (
      (await res.json()) as { data: { session_id: string; offers: Array<{ id: string }> } }
    ).data;
    const priced = await call(b, `/api/v1/flight-searches/${session_id}/offers/${offers[0]!.id}`);
    expect(priced.status).toBe(200);
    expect(((await priced.json()) as { data: { offer: { id: string } } }).data.offer.id).toBe(offers[0]!.id);
  });

  it('an Idempotency-Key used on one process is replayed by the other', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const login = await call(a, '/api/v1/auth/login', {
      method: 'POST',
      body: { email: 'customer@demo.iq', password: 'Demo12345!' },
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
    const asked = { from_currency: 'USD', to_currency: 'IQD', amount: '3.00' };
    // An exchange confirms the credit of the quote it was shown (decision 050).
    const quote = await call(a, '/api/v1/wallet-exchanges/quote', { method: 'POST', body: asked, headers: auth });
    const body = { ...asked, accepted_credit: ((await quote.json()) as { data: { credit: string } }).data.credit };
    const key = `mp-${randomBytes(6).toString('hex')}`;
    const first = await call(a, '/api/v1/wallet-exchanges', {
      method: 'POST',
      body,
      headers: { ...auth, 'idempotency-key': key },
    });
    const second = await call(b, '/api/v1/wallet-exchanges', {
      method: 'POST',
      body,
      headers: { ...auth, 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.text()).toBe(await first.text());
  });
});
