import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/harness.js';
import { findLiveSession } from './search-sessions.repository.js';
import { memorySessionStore } from './search-sessions.store.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const inDatabase = (id: string) => findLiveSession(database.db, 'flight', id, new Date());

describe('in-memory search sessions (no Redis)', () => {
  it('keeps a session in memory only, until it is persisted; then it outlives the process', async () => {
    const store = memorySessionStore(database.db);
    const id = randomUUID();
    await store.put('flight', id, { offers: ['a', 'b'] }, 60);
    expect(await store.get('flight', id)).toEqual({ offers: ['a', 'b'] });
    expect(await inDatabase(id)).toBeUndefined();

    await store.persist('flight', id);
    await store.persist('flight', id); // twice (two tabs): one row, no error
    expect(await inDatabase(id)).toEqual({ offers: ['a', 'b'] });

    // A new process (a new store on the same database) finds the persisted session, not the other one.
    const other = randomUUID();
    await store.put('flight', other, { offers: [] }, 60);
    const restarted = memorySessionStore(database.db);
    expect(await restarted.get('flight', id)).toEqual({ offers: ['a', 'b'] });
    expect(await restarted.get('flight', other)).toBeUndefined();
  });

  it('forgets a session after its lifetime, in memory and in the database', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = memorySessionStore(database.db);
      const id = randomUUID();
      await store.put('flight', id, { n: 1 }, 30);
      await store.persist('flight', id);
      vi.setSystemTime(Date.now() + 31_000);
      expect(await store.get('flight', id)).toBeUndefined();
      expect(await memorySessionStore(database.db).get('flight', id)).toBeUndefined();
      await store.sweep();
      expect(await findLiveSession(database.db, 'flight', id, new Date(0))).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the least recently used sessions beyond its budget', async () => {
    const payload = { text: 'x'.repeat(90) }; // 101 characters of JSON
    const store = memorySessionStore(database.db, 350);
    const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await store.put('flight', a, payload, 60);
    await store.put('flight', b, payload, 60);
    await store.put('flight', c, payload, 60);
    expect(await store.get('flight', a)).toEqual(payload); // a is used again: b is now the oldest
    await store.put('flight', d, payload, 60);
    expect(await store.get('flight', b)).toBeUndefined();
    for (const id of [a, c, d]) expect(await store.get('flight', id)).toEqual(payload);
  });

  it('keeps kinds apart', async () => {
    const store = memorySessionStore(database.db);
    const id = randomUUID();
    await store.put('flight', id, { kind: 'flight' }, 60);
    expect(await store.get('hotel', id)).toBeUndefined();
  });
});
