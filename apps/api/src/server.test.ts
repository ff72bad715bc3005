import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './test/server-process.js';

let dataDir: string;
let server: ServerProcess;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-server-'));
  server = await startServer({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none') }, 3300 + (process.pid % 500));
});
afterAll(async () => {
  await server.stop('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('starts on an empty data folder: migrated, seeded, demo accounts printed, logs with request ids', async () => {
    expect(server.output()).toContain('agency@demo.iq');
    const res = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'agency@demo.iq', password: 'Demo12345!' }),
    });
    expect(res.status).toBe(200);
    const wallets = await fetch(`${server.url}/api/v1/user-wallets`, {
      headers: { authorization: `Bearer ${((await res.json()) as { data: { token: string } }).data.token}` },
    });
    const iqd = ((await wallets.json()) as { data: Array<{ currency_name: string; balance: string }> }).data.find(
      (w) => w.currency_name === 'IQD',
    );
    expect(Number(iqd!.balance)).toBeGreaterThan(0);
    const reqId = `"reqId":"${wallets.headers.get('x-request-id')}"`;
    for (let i = 0; i < 50 && !server.output().includes(reqId); i++) await new Promise((r) => setTimeout(r, 20));
    expect(server.output()).toContain(reqId);
  });

  it('finishes the request in flight on SIGTERM, then exits with 0', async () => {
    const inFlight = fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.iq', password: 'whatever-it-is' }),
    });
    await new Promise((r) => setTimeout(r, 15));
    const code = server.stop('SIGTERM');
    expect((await inFlight).status).toBe(401);
    expect(await code).toBe(0);
    expect(server.output()).toContain('shutting down');
  });
});
