import { describe, expect, it } from 'vitest';
import { clientAddressKey, memoryRateLimitStore } from './rate-limit.js';

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

const POLICY = { free: 3, baseSeconds: 10, maxSeconds: 60, windowSeconds: 3600 };

describe('growing delays (attempt)', () => {
  it('lets the free attempts through, then doubles the wait up to its ceiling; refused attempts do not count', async () => {
    let now = 5_000_000;
    const store = memoryRateLimitStore(() => now);
    for (let i = 1; i <= 3; i++) expect(await store.attempt('p', POLICY)).toMatchObject({ allowed: true, count: i });
    expect(await store.attempt('p', POLICY)).toEqual({ allowed: false, count: 3, retryAfterSeconds: 10 });
    expect(await store.attempt('p', POLICY)).toEqual({ allowed: false, count: 3, retryAfterSeconds: 10 });
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await store.attempt('p', POLICY);
      waits.push(refused.retryAfterSeconds);
      now += refused.retryAfterSeconds * 1000;
      expect((await store.attempt('p', POLICY)).allowed).toBe(true);
    }
    expect(waits).toEqual([10, 20, 40, 60]);
    await store.reset('p');
    expect(await store.attempt('p', POLICY)).toMatchObject({ allowed: true, count: 1 });
  });

  it('forgets an address a window after its last attempt', async () => {
    let now = 0;
    const store = memoryRateLimitStore(() => now);
    for (let i = 0; i < 3; i++) await store.attempt('q', POLICY);
    now += POLICY.windowSeconds * 1000;
    expect(await store.attempt('q', POLICY)).toMatchObject({ allowed: true, count: 1 });
  });
});

describe('clientAddressKey', () => {
  it('keeps IPv4 (also IPv4-mapped) and cuts IPv6 to its /64', () => {
    expect(clientAddressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('2001:db8:5:7::1')).toBe('2001:db8:5:7::/64');
    expect(clientAddressKey('2001:0DB8:0005:0007:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:5:7::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
