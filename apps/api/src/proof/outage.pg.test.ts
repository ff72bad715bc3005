import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '@portal/contracts/messages';
import { startServer, type ServerProcess } from '../test/server-process.js';
import { attempt, expectFreePort, TcpProxy, throwawayDatabase, type Outcome } from './load.js';
import { proofPort, proofSize, recordSuite } from './report.js';

/**
 * Database and Redis outages (issue 21, decision 141). A real API process reaches PostgreSQL and Redis through
 * TCP proxies that the test stops and starts, as if the servers had stopped, without touching the shared ones.
 * While a server is away the API answers at once with a translated 503 problem (no hang, no 500, the process
 * stays up); when it is back the API serves again by itself, without a restart. Collected only when
 * TEST_DATABASE_URL and TEST_REDIS_URL are set (vitest.config.ts).
 */

const PG_PROXY = proofPort(2);
const REDIS_PROXY = proofPort(3);
const API_PORT = proofPort(4);
const pgTarget = new URL(process.env.TEST_DATABASE_URL!);
const redisTarget = new URL(process.env.TEST_REDIS_URL!);
const pgProxy = new TcpProxy(PG_PROXY, { host: pgTarget.hostname, port: Number(pgTarget.port || 5432) });
const redisProxy = new TcpProxy(REDIS_PROXY, { host: redisTarget.hostname, port: Number(redisTarget.port || 6379) });
const ROUNDS = proofSize() === 'full' ? 5 : 1;

let server: ServerProcess;
let drop: () => Promise<void>;
let token = '';
const outcomes: Outcome[] = [];
const failures: string[] = [];

beforeAll(async () => {
  const db = await throwawayDatabase(process.env.TEST_DATABASE_URL!, inject('pgTemplate')!, 'portal_outage');
  drop = db.drop;
  const viaProxy = new URL(db.url);
  viaProxy.host = `127.0.0.1:${PG_PROXY}`;
  await pgProxy.start();
  await redisProxy.start();
  await expectFreePort(API_PORT);
  server = await startServer(
    {
      DATABASE_URL: viaProxy.toString(),
      REDIS_URL: `redis://127.0.0.1:${REDIS_PROXY}`,
      DATA_DIR: db.dataDir,
      WEB_DIST: path.join(db.dataDir, 'none'),
      FLIGHT_SEARCH_WORKERS: '0',
      MAIL_QUEUE_INTERVAL_MS: '0',
      // Login limits live in the shared Redis and outlast a run: each run logs in from an address of its own.
      TRUST_PROXY: 'true',
    },
    API_PORT,
  );
}, 200_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  await pgProxy.stop();
  await redisProxy.stop();
  recordSuite({
    suite: 'outage-postgres-redis',
    size: proofSize(),
    requests: outcomes.length,
    serverErrors: outcomes.filter((o) => o.status !== null && o.status >= 500 && o.status !== 503).length,
    crossUserSuccesses: 0,
    invariantsBroken: failures.length,
    notes: {
      rounds: ROUNDS,
      answered503: outcomes.filter((o) => o.status === 503).length,
      slowestAnswerMs: Math.max(0, ...outcomes.map((o) => o.endedAt - o.startedAt)),
      processAlive: server?.child.exitCode === null,
    },
    failures,
  });
  await drop?.();
});

const call = async (what: string, url: string, init: Parameters<typeof attempt>[3] = {}) => {
  const o = await attempt(server.url, what, url, { timeoutMs: 15_000, ...init });
  outcomes.push(o);
  return o;
};
const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const login = (lang = 'en') =>
  call('login', '/api/v1/auth/login', {
    body: { email: 'customer@demo.iq', password: 'Demo12345!' },
    headers: { 'accept-language': lang, 'x-forwarded-for': address },
  });
const myBookings = (lang = 'en') =>
  call('bookings', '/api/v1/bookings', { headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });

/** The answer of an outage: 503 with the problem in the caller's language, within seconds, the process up. */
function expectUnavailable(o: Outcome, lang: 'en' | 'ar' | 'de') {
  const where = `${o.what} (${lang}) → ${o.status ?? o.error} in ${o.endedAt - o.startedAt} ms`;
  if (o.status !== 503 || o.code !== 'service_unavailable' || o.detail !== translate('service_unavailable', lang))
    failures.push(`${where}: ${JSON.stringify(o.body).slice(0, 200)}`);
  if (o.endedAt - o.startedAt > 7_000) failures.push(`${where}: too slow`);
  expect(server.child.exitCode, 'the process is still running').toBeNull();
}

async function recovers(check: () => Promise<Outcome>, what: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const o = await check();
    if (o.status === 200) return Date.now();
    if (Date.now() > deadline) throw new Error(`${what} did not recover: ${o.status ?? o.error}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('the database and Redis going away (issue 21)', () => {
  it('answers the signed-in and the signing-in before anything is stopped', async () => {
    const res = await login();
    expect(res.status).toBe(200);
    token = (res.body as { data: { token: string } }).data.token;
    expect((await myBookings()).status).toBe(200);
  });

  it('with PostgreSQL unreachable answers a translated 503 at once, and recovers by itself', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await pgProxy.stop();
      for (const lang of ['en', 'ar', 'de'] as const) {
        expectUnavailable(await myBookings(lang), lang);
        expectUnavailable(await login(lang), lang);
      }
      const ready = await call('readyz', '/readyz');
      expect(ready.status).toBe(503);
      await pgProxy.start();
      await recovers(() => myBookings(), 'bookings after PostgreSQL returned');
      expect((await login()).status).toBe(200);
    }
    expect(failures).toEqual([]);
  });

  it('with Redis unreachable answers a translated 503 where it is needed, and recovers by itself', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await redisProxy.stop();
      // Login limits live in Redis: without them a login is refused rather than let through unlimited.
      for (const lang of ['en', 'ar', 'de'] as const) expectUnavailable(await login(lang), lang);
      await redisProxy.start();
      await recovers(() => login(), 'login after Redis returned');
    }
    expect((await myBookings()).status).toBe(200);
    expect(failures).toEqual([]);
  });
});
