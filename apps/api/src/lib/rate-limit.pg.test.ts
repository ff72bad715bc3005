import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisRateLimitStore } from './rate-limit.js';

// Needs the Redis server named by TEST_REDIS_URL (collected only then, see vitest.config.ts).
const redis = new Redis(process.env.TEST_REDIS_URL!);
afterAll(() => redis.quit());

describe('redis rate-limit store', () => {
  it('counts across two clients as one and expires with the window', async () => {
    const other = new Redis(process.env.TEST_REDIS_URL!);
    try {
      const prefix = `test:${randomBytes(4).toString('hex')}:`;
      const a = redisRateLimitStore(redis, prefix);
      const b = redisRateLimitStore(other, prefix);
      expect((await a.hit('login', 2, 2)).allowed).toBe(true);
      expect((await b.hit('login', 2, 2)).allowed).toBe(true);
      const third = await a.hit('login', 2, 2);
      expect(third.allowed).toBe(false);
      expect(third.retryAfterSeconds).toBeGreaterThan(0);
      expect((await b.peek('login', 2)).count).toBe(3);
      await b.reset('login');
      expect((await a.peek('login', 2)).allowed).toBe(true);
    } finally {
      await other.quit();
    }
  });

  it('shares growing delays between two clients (two API processes), on the time each process gives', async () => {
    const other = new Redis(process.env.TEST_REDIS_URL!);
    try {
      const prefix = `test:${randomBytes(4).toString('hex')}:`;
      let now = 1_700_000_000_000;
      const a = redisRateLimitStore(redis, prefix, () => now);
      const b = redisRateLimitStore(other, prefix, () => now);
      const policy = { free: 2, baseSeconds: 30, maxSeconds: 900, windowSeconds: 3600 };
      expect(await a.attempt('pair', policy)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0 });
      expect(await b.attempt('pair', policy)).toEqual({ allowed: true, count: 2, retryAfterSeconds: 0 });
      expect(await a.attempt('pair', policy)).toEqual({ allowed: false, count: 2, retryAfterSeconds: 30 });
      now += 30_000;
      expect(await b.attempt('pair', policy)).toMatchObject({ allowed: true, count: 3 });
      expect(await a.attempt('pair', policy)).toEqual({ allowed: false, count: 3, retryAfterSeconds: 60 });
      // Parallel attempts: exactly one passes once the delay is over.
      now += 60_000;
      const parallel = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).attempt('pair', policy)));
      expect(parallel.filter((r) => r.allowed)).toHaveLength(1);
      expect(await redis.pttl(`${prefix}pair`)).toBeGreaterThan(3_500_000);
      await b.reset('pair');
      expect(await a.attempt('pair', policy)).toMatchObject({ allowed: true, count: 1 });
    } finally {
      await other.quit();
    }
  });
});
