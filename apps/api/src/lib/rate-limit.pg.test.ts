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
});
