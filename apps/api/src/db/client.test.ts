import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite } from './client.js';

/** Requests that each make `steps` queries one after the other, `concurrency` of them at once. */
async function runRequests(client: PGlite, concurrency: number, steps: number): Promise<void> {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let step = 0; step < steps; step++) await client.query('select 1');
    }),
  );
}

/** How many turns the event loop made while `work` ran. */
async function loopTurnsDuring(work: () => Promise<void>): Promise<number> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  running = false;
  return turns;
}

describe('the embedded database under concurrent requests', () => {
  let raw: PGlite;
  let wrapped: PGlite;

  beforeAll(async () => {
    raw = await PGlite.create();
    wrapped = await PGlite.create();
    fromPglite(wrapped);
  });
  afterAll(async () => {
    await raw.close();
    await wrapped.close();
  });

  it('lets the event loop turn between queries, so the server can read requests and write answers', async () => {
    // The premise: PGlite on its own drains a queue of chained queries without the loop turning.
    expect(await loopTurnsDuring(() => runRequests(raw, 50, 4))).toBeLessThanOrEqual(1);
    // Through fromPglite each query waits for a turn of the loop: at least one per step of a request.
    expect(await loopTurnsDuring(() => runRequests(wrapped, 50, 4))).toBeGreaterThanOrEqual(4);
  });

  it('wraps a client once, however often it is handed over', () => {
    const query = wrapped.query;
    fromPglite(wrapped);
    expect(wrapped.query).toBe(query);
  });

  it('still answers every query, in the order each request made them', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const first = await wrapped.query<{ n: number }>('select $1::int as n', [i]);
        const second = await wrapped.query<{ n: number }>('select $1::int + 1 as n', [first.rows[0]!.n]);
        return second.rows[0]!.n;
      }),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
