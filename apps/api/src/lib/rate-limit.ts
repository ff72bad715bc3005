import type { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** Fixed-window counters. In Redis they are shared by every API process; in memory they serve one. */
export interface RateLimitStore {
  hit(key: string, windowSeconds: number, max: number): Promise<RateLimitResult>;
  peek(key: string, max: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  const result = (entry: { count: number; resetAt: number } | undefined, max: number): RateLimitResult => ({
    allowed: !entry || entry.count <= max,
    count: entry?.count ?? 0,
    retryAfterSeconds: entry ? Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) : 0,
  });
  return {
    async hit(key, windowSeconds, max) {
      let entry = current(key);
      if (!entry) {
        entry = { count: 0, resetAt: now() + windowSeconds * 1000 };
        counters.set(key, entry);
        if (counters.size > 100_000) for (const k of counters.keys()) if (!current(k)) counters.delete(k);
      }
      entry.count++;
      return result(entry, max);
    },
    async peek(key, max) {
      const entry = current(key);
      return { ...result(entry, max), allowed: !entry || entry.count < max };
    },
    async reset(key) {
      counters.delete(key);
    },
  };
}

const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function redisRateLimitStore(redis: Redis, prefix = 'rl:'): RateLimitStore {
  return {
    async hit(key, windowSeconds, max) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(windowSeconds * 1000))) as [number, number];
      return { allowed: count <= max, count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async peek(key, max) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      const n = Number(count ?? 0);
      return { allowed: n < max, count: n, retryAfterSeconds: n ? Math.max(1, Math.ceil(ttl / 1000)) : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
