/** A random key for the `Idempotency-Key` header (8–255 visible characters). */
export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; a plain-http LAN address still has getRandomValues.
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per user action: the same payload gets the same key until the action succeeds, so a double click
 * or a retry after a lost answer is replayed by the server instead of being done twice, while a changed
 * payload (a new action) gets a new key (the server refuses a reused key with another payload).
 */
export class IdempotencyKeys {
  private key: string | null = null;
  private payload: string | null = null;

  keyFor(payload: unknown): string {
    const text = JSON.stringify(payload ?? null);
    if (this.key === null || this.payload !== text) {
      this.key = newIdempotencyKey();
      this.payload = text;
    }
    return this.key;
  }

  /** After a success: the next action, even with the same payload, is a new one. */
  reset(): void {
    this.key = null;
    this.payload = null;
  }
}
