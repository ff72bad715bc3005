import { describe, expect, it } from 'vitest';
import { IdempotencyKeys } from './idempotency';

describe('Idempotency-Key per booking attempt', () => {
  it('is reused for the same payload and renewed for another', () => {
    const keys = new IdempotencyKeys();
    const first = keys.keyFor({ a: 1 });
    expect(first).toMatch(/^[\w-]{32,36}$/);
    expect(keys.keyFor({ a: 1 })).toBe(first);
    const second = keys.keyFor({ a: 2 });
    expect(second).not.toBe(first);
    expect(keys.keyFor({ a: 1 })).not.toBe(first);
  });

  it('starts a new action after a success, even with the same payload', () => {
    const keys = new IdempotencyKeys();
    const first = keys.keyFor({ a: 1 });
    keys.reset();
    expect(keys.keyFor({ a: 1 })).not.toBe(first);
  });
});
