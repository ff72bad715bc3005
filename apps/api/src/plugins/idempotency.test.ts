import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema.js';
import { openTestDatabase } from '../test/harness.js';
import type { Database } from '../db/client.js';
import { registerErrorHandling } from './errors.js';
import { idempotencyClaimKey, purgeExpiredIdempotencyKeys, registerIdempotency } from './idempotency.js';

// The middleware on its own, in front of a handler the test holds open: what happens while a first request
// is still running is then certain, not a matter of timing.
let database: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
const seen: string[] = [];
let pending: { entered: () => void; open: Promise<void> } | null = null;
let failing = false;

/** The next request to reach the handler waits there until `release`; `started` resolves once it has arrived. */
function holdNextRequest() {
  let release!: () => void;
  let entered!: () => void;
  const open = new Promise<void>((resolve) => (release = resolve));
  const started = new Promise<void>((resolve) => (entered = resolve));
  pending = { entered, open };
  return { started, release };
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  app = Fastify({ logger: false });
  app.decorateRequest('lang', 'en');
  app.decorateRequest('auth', null);
  registerErrorHandling(app);
  registerIdempotency(app, database.db);
  app.post('/orders', { config: { idempotent: true } }, async (request, reply) => {
    const claimKey = idempotencyClaimKey(request) ?? 'none';
    seen.push(claimKey);
    if (pending) {
      const p = pending;
      pending = null;
      p.entered();
      await p.open;
    }
    return reply.code(201).send({ data: { claim: claimKey, body: request.body } });
  });
  // Fails (500) while `failing` is set, after noting the claim it ran under.
  app.post('/flaky', { config: { idempotent: true } }, async (request, reply) => {
    const claimKey = idempotencyClaimKey(request) ?? 'none';
    seen.push(claimKey);
    if (failing) throw new Error('failed after doing its work');
    return reply.code(201).send({ data: { claim: claimKey } });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

const post = (key: string, body: object) =>
  app.inject({ method: 'POST', url: '/orders', payload: body, headers: { 'idempotency-key': key } });

async function expire(key: string) {
  await database.db
    .update(idempotencyKeys)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(idempotencyKeys.scope, 'visitor'), eq(idempotencyKeys.key, key)));
}

describe('Idempotency-Key while the first request runs', () => {
  it('answers 409 with Retry-After to the same request, 422 to another payload; then replays the first answer', async () => {
    const hold = holdNextRequest();
    const first = post('hold-open-0001', { n: 1 });
    await hold.started;
    const again = await post('hold-open-0001', { n: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.headers['retry-after']).toBe('1');
    expect(again.json()).toMatchObject({
      code: 'idempotency_in_flight',
      detail: 'The same request is still being processed',
    });
    const other = await post('hold-open-0001', { n: 2 });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    hold.release();
    const done = await first;
    expect(done.statusCode).toBe(201);
    const replay = await post('hold-open-0001', { n: 1 });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(done.body);
    expect(seen.filter((k) => k.startsWith('hold-open-0001@'))).toHaveLength(1);
  });

  it('lets a retry take over a request whose lock ran out, under the same claim (so it derives the same ids)', async () => {
    const hold = holdNextRequest();
    const first = post('take-over-0001', { n: 1 });
    await hold.started;
    await database.db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(idempotencyKeys.key, 'take-over-0001'));
    const retry = await post('take-over-0001', { n: 1 });
    expect(retry.statusCode).toBe(201);
    hold.release();
    await first;
    const claims = seen.filter((k) => k.startsWith('take-over-0001@'));
    expect(claims).toHaveLength(2);
    expect(claims[1]).toBe(claims[0]);
  });
});

describe('Idempotency-Key after its 24 hours', () => {
  it('treats the same key as a new request once, under a new claim, and replays that one afterwards', async () => {
    const first = await post('expired-key-01', { n: 1 });
    expect(first.statusCode).toBe(201);
    await expire('expired-key-01');
    const reused = await post('expired-key-01', { n: 1 });
    expect(reused.statusCode).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(reused.json().data.claim).not.toBe(first.json().data.claim);
    const replay = await post('expired-key-01', { n: 1 });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(reused.body);
    expect(seen.filter((k) => k.startsWith('expired-key-01@'))).toHaveLength(2);
  });

  it('accepts another payload under an expired key, as a new request', async () => {
    await post('expired-key-02', { n: 1 });
    await expire('expired-key-02');
    const other = await post('expired-key-02', { n: 2 });
    expect(other.statusCode).toBe(201);
    expect(other.json().data.body).toEqual({ n: 2 });
  });

  it('purges expired keys from the table and keeps the others', async () => {
    await post('purge-keep-01', { n: 1 });
    await post('purge-drop-01', { n: 1 });
    await expire('purge-drop-01');
    expect(await purgeExpiredIdempotencyKeys(database.db)).toBeGreaterThanOrEqual(1);
    const { rows } = (await database.db.execute(
      sql`select key from idempotency_keys where key in ('purge-keep-01', 'purge-drop-01')`,
    )) as unknown as { rows: Array<{ key: string }> };
    expect(rows.map((r) => r.key)).toEqual(['purge-keep-01']);
  });
});

describe('Idempotency-Key after a failed attempt', () => {
  const flaky = (key: string, body: object) =>
    app.inject({ method: 'POST', url: '/flaky', payload: body, headers: { 'idempotency-key': key } });

  it('lets the same request retry under the first claim, so it derives the ids the failed attempt used', async () => {
    failing = true;
    expect((await flaky('failed-once-01', { n: 1 })).statusCode).toBe(500);
    const row = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'failed-once-01'));
    expect(row[0]?.status).toBe('released');
    failing = false;
    const retry = await flaky('failed-once-01', { n: 1 });
    expect(retry.statusCode).toBe(201);
    const claims = seen.filter((k) => k.startsWith('failed-once-01@'));
    expect(claims).toHaveLength(2);
    expect(claims[1]).toBe(claims[0]);
    const replay = await flaky('failed-once-01', { n: 1 });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(retry.body);
  });

  it('refuses another payload under a released key (the first attempt may have done its work)', async () => {
    failing = true;
    expect((await flaky('failed-once-02', { n: 1 })).statusCode).toBe(500);
    failing = false;
    const other = await flaky('failed-once-02', { n: 2 });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
  });

  it('starts afresh, under a new claim, once a released key is past its 24 hours', async () => {
    failing = true;
    expect((await flaky('failed-once-03', { n: 1 })).statusCode).toBe(500);
    failing = false;
    await expire('failed-once-03');
    expect((await flaky('failed-once-03', { n: 2 })).statusCode).toBe(201);
    const claims = seen.filter((k) => k.startsWith('failed-once-03@'));
    expect(claims).toHaveLength(2);
    expect(claims[1]).not.toBe(claims[0]);
  });
});
