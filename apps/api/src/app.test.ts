import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openTestDatabase } from './test/harness.js';

let app: FastifyInstance;
let dataDir: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-app-'));
  const opened = await openTestDatabase();
  drop = opened.drop;
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    { WEB_DIST: path.join(dataDir, 'no-web') },
  );
  app = await buildApp({ config, database: opened.database, logger: false });
  // Routes of this test only: what the app's serializer makes of values the contracts never send.
  // Like every API route, they declare a response schema, which is what puts them through the serializer.
  const schema = { response: { 200: z.unknown() } };
  app.get('/test/amounts', { schema }, () => ({
    data: { minor: 12_345_678_901_234_567_890n, label: 'د.ع', list: [1n, 'x'] },
  }));
  app.get('/test/plain', { schema }, () => ({ data: { n: 5, s: 'five', nested: [{ ok: true }] } }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the response serializer', () => {
  it('writes a bigint as its decimal digits, however deep, instead of failing the request', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/amounts' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"data":{"minor":"12345678901234567890","label":"د.ع","list":["1","x"]}}');
  });

  it('writes everything else exactly as JSON.stringify does', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/plain' });
    expect(res.body).toBe(JSON.stringify({ data: { n: 5, s: 'five', nested: [{ ok: true }] } }));
  });
});

describe('an address the router cannot decode', () => {
  it('is a translated problem with its own code, not the framework’s plain JSON (issue 21)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/bookings/%ED%A0%80',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      code: 'malformed_url',
      detail: 'This address cannot be read. Check the link and try again',
    });
    const arabic = await app.inject({ method: 'GET', url: '/api/v1/uploads/%C0%AF' });
    expect(arabic.json().detail).toBe('تعذّرت قراءة هذا العنوان. تحقّق من الرابط وحاول مرة أخرى');
  });
});
