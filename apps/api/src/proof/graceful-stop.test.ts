import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '@portal/contracts/messages';
import { startServer, type ServerProcess } from '../test/server-process.js';
import { attempt, expectFreePort, loggedRequests, throwawayDatabase, type Outcome } from './load.js';
import { proofPort, proofSize, recordSuite } from './report.js';

/**
 * Graceful stop under load (issue 21, decision 141): a real API process (`server.ts`, as `npm start` runs it) is
 * sent SIGTERM while clients keep it busy. Every request it had started is answered (its log shows each one
 * received also completed, and no client lost an answer to a request the server had read), what arrives after
 * is refused with a translated 503 problem, and the process exits with 0 within 10 seconds. On PGlite, and on
 * PostgreSQL when the suite runs there.
 */

const PORT = proofPort(process.env.TEST_DATABASE_URL ? 1 : 0);
const CLIENTS = proofSize() === 'full' ? 48 : 16;
const LOAD_MS = proofSize() === 'full' ? 4_000 : 1_500;

let server: ServerProcess;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  let env: Record<string, string>;
  if (baseUrl && template) {
    const db = await throwawayDatabase(baseUrl, template, 'portal_stop');
    env = { DATABASE_URL: db.url, DATA_DIR: db.dataDir };
    cleanup = db.drop;
  } else {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-stop-'));
    env = { DATA_DIR: dataDir };
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  }
  await expectFreePort(PORT);
  server = await startServer(
    { ...env, WEB_DIST: path.join(env.DATA_DIR!, 'none'), FLIGHT_SEARCH_WORKERS: '0', MAIL_QUEUE_INTERVAL_MS: '0' },
    PORT,
  );
}, 200_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  await cleanup?.();
});

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
let searchDay = 10;
/** A mix of what visitors and customers do: flight searches (CPU), tour lists, failed logins (argon2), settings. */
function oneRequest(base: string): Promise<Outcome> {
  const roll = Math.random();
  if (roll < 0.35)
    return attempt(base, 'flight search', '/api/v1/flight-searches', {
      body: {
        trip: 'oneway',
        slices: [{ origin: 'BGW', destination: ['DXB', 'IST', 'AMM', 'BEY'][searchDay % 4], date: day(searchDay++) }],
        adults: 1,
        children: 0,
        infants: 0,
      },
    });
  if (roll < 0.6)
    return attempt(base, 'login', '/api/v1/auth/login', {
      body: { email: 'customer@demo.iq', password: `wrong-${Math.random()}` },
    });
  if (roll < 0.8) return attempt(base, 'tours', '/api/v1/tours?page=1');
  return attempt(base, 'settings', '/api/v1/site-settings');
}

describe('SIGTERM under load (issue 21)', () => {
  it('finishes what it started, refuses what comes after with a translated 503, exits with 0 within 10 s', async () => {
    const base = server.url;
    const outcomes: Outcome[] = [];
    let running = true;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (running) outcomes.push(await oneRequest(base));
    });
    await new Promise((r) => setTimeout(r, LOAD_MS));
    const stoppedAt = Date.now();
    const exited = server.stop('SIGTERM');
    const code = await exited;
    const exitedAfter = Date.now() - stoppedAt;
    // Clients keep knocking a little longer: the port is closed now.
    await new Promise((r) => setTimeout(r, 300));
    running = false;
    await Promise.all(clients);

    const { received, answered } = loggedRequests(server.output());
    const failures: string[] = [];
    for (const id of received)
      if (!answered.has(id)) {
        const client = outcomes.find((o) => o.id === id);
        failures.push(
          `request ${id} received but never answered: ${JSON.stringify(client ?? 'probe')}; ${server
            .output()
            .split('\n')
            .filter((l) => l.includes(id))
            .join(' | ')
            .slice(0, 600)}`,
        );
      }
    const english = translate('service_unavailable', 'en');
    let refused = 0;
    let inFlight = 0;
    for (const o of outcomes) {
      if (o.status === null) {
        if (received.has(o.id)) failures.push(`${o.what}: the server read it, the client got ${o.error}`);
        continue;
      }
      if (o.status === 503) {
        refused++;
        if (o.code !== 'service_unavailable' || o.detail !== english)
          failures.push(`${o.what}: 503 without the translated problem: ${JSON.stringify(o.body)}`);
      } else if (o.status >= 500) failures.push(`${o.what}: ${o.status} ${JSON.stringify(o.body).slice(0, 200)}`);
      else if (o.startedAt < stoppedAt && o.endedAt > stoppedAt) inFlight++;
    }
    recordSuite({
      suite: `graceful-stop${process.env.TEST_DATABASE_URL ? '-postgres' : '-pglite'}`,
      size: proofSize(),
      requests: outcomes.length,
      serverErrors: outcomes.filter((o) => o.status !== null && o.status >= 500 && o.status !== 503).length,
      crossUserSuccesses: 0,
      invariantsBroken: failures.length,
      notes: {
        clients: CLIENTS,
        exitCode: code,
        exitMs: exitedAfter,
        inFlightAnswered: inFlight,
        refused503: refused,
        refusedConnection: outcomes.filter((o) => o.error === 'ECONNREFUSED').length,
        receivedByServer: received.size,
      },
      failures,
    });

    expect(failures).toEqual([]);
    expect(code).toBe(0);
    expect(exitedAfter).toBeLessThan(10_000);
    expect(outcomes.length).toBeGreaterThan(CLIENTS);
    // Requests were in flight when the signal came, and they were answered…
    expect(inFlight).toBeGreaterThan(0);
    // …and what came after on a kept-alive connection was refused with the problem.
    expect(refused).toBeGreaterThan(0);
    expect(server.output()).toContain('shutting down');
  });
});
