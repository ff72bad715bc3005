import { describe, expect, it } from 'vitest';
import { memoryRateLimitStore } from './rate-limit.js';

describe('memory rate-limit store', () => {
  it('allows up to the limit in a window, then tells how long to wait, then starts over', async () => {
    let now = 1_000_000;
    const store = memoryRateLimitStore(() => now);
    for (let i = 1; i <= 3; i++) expect((await store.hit('k', 60, 3)).allowed).toBe(true);
    const blocked = await store.hit('k', 60, 3);
    expect(blocked).toEqual({ allowed: false, count: 4, retryAfterSeconds: 60 });
    now += 30_000;
    expect((await store.peek('k', 3)).retryAfterSeconds).toBe(30);
    now += 30_001;
    expect((await store.hit('k', 60, 3)).allowed).toBe(true);
  });

  it('peek does not count, reset forgets', async () => {
    const store = memoryRateLimitStore();
    await store.hit('a', 60, 2);
    await store.hit('a', 60, 2);
    expect((await store.peek('a', 2)).allowed).toBe(false);
    expect((await store.peek('a', 2)).count).toBe(2);
    await store.reset('a');
    expect((await store.peek('a', 2)).allowed).toBe(true);
  });
});
