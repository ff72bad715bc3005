import { describe, expect, it } from 'vitest';
import { changeCounter, keptReads } from './kept-reads.js';

/** A lazy thenable like a query builder: every `then` runs the "query" again. */
function lazyQuery<T>(answer: () => T) {
  const runs = { count: 0 };
  const builder = {
    then<R1 = T, R2 = never>(
      onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
      onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
    ): Promise<R1 | R2> {
      runs.count++;
      return Promise.resolve().then(answer).then(onFulfilled, onRejected);
    },
  };
  return { builder, runs };
}

describe('keptReads', () => {
  it('runs a lazy query builder once for every read it keeps', async () => {
    const kept = keptReads(() => 0);
    const db = {};
    const { builder, runs } = lazyQuery(() => ['row']);
    const reads = await Promise.all([1, 2, 3, 4, 5].map(() => kept(db, 'offers', () => builder)));
    expect(reads).toEqual(Array(5).fill(['row']));
    expect(runs.count).toBe(1);
  });

  it('reads again once something changed', async () => {
    const changes = changeCounter();
    const kept = keptReads(changes.version);
    const db = {};
    let n = 0;
    expect(await kept(db, 'k', async () => ++n)).toBe(1);
    expect(await kept(db, 'k', async () => ++n)).toBe(1);
    changes.changed();
    expect(await kept(db, 'k', async () => ++n)).toBe(2);
  });

  it('reads again once the time to keep has passed', async () => {
    const kept = keptReads(() => 0, 0);
    const db = {};
    let n = 0;
    await kept(db, 'k', async () => ++n);
    await new Promise((r) => setTimeout(r, 2));
    expect(await kept(db, 'k', async () => ++n)).toBe(2);
  });

  it('does not keep a failed read, and keeps each database apart', async () => {
    const kept = keptReads(() => 0);
    const a = {};
    const b = {};
    await expect(kept(a, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((r) => setTimeout(r, 0));
    expect(await kept(a, 'k', async () => 'up')).toBe('up');
    expect(await kept(b, 'k', async () => 'other')).toBe('other');
  });
});
