/** A random Idempotency-Key (UUID where the browser offers one; 128 random bits in hex otherwise). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per booking attempt: the same payload (a double click, a retry after a lost answer) reuses the
 * key, so the server books once; a changed payload (fields corrected, a new price accepted) is a new attempt
 * and gets a new key, because the server refuses a key reused for another payload.
 */
export function createAttemptKeys() {
  let last: { payload: string; key: string } | null = null;
  return (body: unknown): string => {
    const payload = JSON.stringify(body);
    if (last?.payload !== payload) last = { payload, key: newIdempotencyKey() };
    return last.key;
  };
}
