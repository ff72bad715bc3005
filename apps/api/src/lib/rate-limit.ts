import type { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Growing delays (decision 073): the first `free` attempts pass at once; after the n-th attempt past them the
 * next one waits `baseSeconds` × 2^(n − free), at most `maxSeconds`. The state is forgotten `windowSeconds`
 * after the last attempt, or when `reset`.
 */
export interface BackoffPolicy {
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  windowSeconds: number;
}

/** The wait after `count` attempts, in milliseconds (0 while they are free). */
export function backoffDelayMs(count: number, policy: BackoffPolicy): number {
  if (count < policy.free) return 0;
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** Math.min(count - policy.free, 30)) * 1000;
}

/**
 * Fixed-window counters and growing delays. In Redis they are shared by every API process; in memory they serve
 * one. Each `hit` and `attempt` is one atomic step, so parallel requests cannot all pass a count that has not
 * moved yet.
 */
export interface RateLimitStore {
  hit(key: string, windowSeconds: number, max: number): Promise<RateLimitResult>;
  peek(key: string, max: number): Promise<RateLimitResult>;
  /** Counts an attempt unless it comes before the delay the previous ones earned; refused ones do not count. */
  attempt(key: string, policy: BackoffPolicy): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

/**
 * The part of a client address rate limits count by: an IPv4 address as it is (also when written as
 * IPv4-mapped IPv6), an IPv6 address by its /64, the smallest network a provider hands one subscriber, so
 * rotating addresses inside it gains nothing.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g ? parseInt(g, 16).toString(16) : '0'))
    .join(':')}::/64`;
}

export function memoryRateLimitStore(now: () => number = () => Date.now()): RateLimitStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const delays = new Map<string, { count: number; nextAt: number; expiresAt: number }>();
  const sweep = () => {
    if (counters.size > 100_000) for (const k of counters.keys()) if (!current(k)) counters.delete(k);
    if (delays.size > 100_000) for (const [k, v] of delays) if (v.expiresAt <= now()) delays.delete(k);
  };
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
        sweep();
      }
      entry.count++;
      return result(entry, max);
    },
    async peek(key, max) {
      const entry = current(key);
      return { ...result(entry, max), allowed: !entry || entry.count < max };
    },
    async attempt(key, policy) {
      const t = now();
      let entry = delays.get(key);
      if (entry && entry.expiresAt <= t) entry = undefined;
      if (entry && t < entry.nextAt)
        return { allowed: false, count: entry.count, retryAfterSeconds: Math.ceil((entry.nextAt - t) / 1000) };
      const count = (entry?.count ?? 0) + 1;
      const delay = backoffDelayMs(count, policy);
      delays.set(key, { count, nextAt: delay ? t + delay : 0, expiresAt: t + policy.windowSeconds * 1000 });
      sweep();
      return { allowed: true, count, retryAfterSeconds: 0 };
    },
    async reset(key) {
      counters.delete(key);
      delays.delete(key);
    },
  };
}

const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

// The time comes from the API process (its clock, as every other deadline of the portal), so that one script
// serves every process alike; KEYS[1] is a hash of the attempts counted and when the next one may come.
const ATTEMPT = `
local now = tonumber(ARGV[1])
local free, base, max, window = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local state = redis.call('HMGET', KEYS[1], 'count', 'next')
local count = tonumber(state[1]) or 0
local nextAt = tonumber(state[2]) or 0
if now < nextAt then return {0, count, nextAt - now} end
count = count + 1
nextAt = 0
if count >= free then nextAt = now + math.min(max, base * 2 ^ math.min(count - free, 30)) end
redis.call('HSET', KEYS[1], 'count', count, 'next', nextAt)
redis.call('PEXPIRE', KEYS[1], window)
return {1, count, 0}`;

export function redisRateLimitStore(
  redis: Redis,
  prefix = 'rl:',
  now: () => number = () => Date.now(),
): RateLimitStore {
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
    async attempt(key, policy) {
      const [allowed, count, waitMs] = (await redis.eval(
        ATTEMPT,
        1,
        prefix + key,
        String(now()),
        String(policy.free),
        String(policy.baseSeconds * 1000),
        String(policy.maxSeconds * 1000),
        String(policy.windowSeconds * 1000),
      )) as [number, number, number];
      return { allowed: allowed === 1, count, retryAfterSeconds: allowed ? 0 : Math.ceil(waitMs / 1000) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
