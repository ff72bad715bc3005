import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.js';
import { deleteExpiredSessions, findLiveSession, insertSession } from './search-sessions.repository.js';

/**
 * Short-lived documents: search sessions, which hold a search's offers so that the booking page can
 * re-price the one chosen. With Redis (`REDIS_URL`) every API process sees every session. Without it
 * there is one API process (the architecture's rule: several processes need Redis), so sessions live in
 * its memory and reach the database only when the traveller chooses an offer (`persist`): most searches
 * are never booked, and writing each one cost a database insert per search. A chosen session then
 * survives a restart of the process; one that was only looked at does not (the user is told it expired
 * and searches again, as after 30 minutes).
 */
export interface SearchSessionStore {
  put(kind: string, id: string, payload: unknown, ttlSeconds: number): Promise<void>;
  /** `put` of a payload already written as JSON (`JSON.stringify` of it). */
  putJson(kind: string, id: string, json: string, ttlSeconds: number): Promise<void>;
  get<T>(kind: string, id: string): Promise<T | undefined>;
  /** Makes the session outlive this process, for its remaining lifetime. */
  persist(kind: string, id: string): Promise<void>;
  /** Drops expired sessions (Redis expires its keys itself). */
  sweep(): Promise<void>;
}

export function redisSessionStore(redis: Redis): SearchSessionStore {
  return {
    async put(kind, id, payload, ttl) {
      await redis.set(`session:${kind}:${id}`, JSON.stringify(payload), 'EX', ttl);
    },
    async putJson(kind, id, json, ttl) {
      await redis.set(`session:${kind}:${id}`, json, 'EX', ttl);
    },
    async get<T>(kind: string, id: string) {
      const raw = await redis.get(`session:${kind}:${id}`);
      return raw ? (JSON.parse(raw) as T) : undefined;
    },
    async persist() {
      // Redis keeps it for its lifetime already.
    },
    async sweep() {
      // Redis expires the keys itself.
    },
  };
}

interface MemoryEntry {
  kind: string;
  id: string;
  /** The payload as JSON: compact, and what the database row gets. */
  text: string;
  expiresAt: number;
  persisted: boolean;
}

/** Default budget of the in-memory sessions: characters of JSON (a round trip's 150 offers are about 30,000). */
export const MEMORY_SESSION_BUDGET = 64 * 1024 * 1024;

/**
 * Sessions in this process's memory, least recently used dropped first once their JSON exceeds
 * `budget` characters; written to the database by `persist`, and read back from it when not in memory
 * (after a restart, or when evicted).
 */
export function memorySessionStore(db: Db, budget = MEMORY_SESSION_BUDGET): SearchSessionStore {
  const entries = new Map<string, MemoryEntry>();
  let size = 0;
  const keyOf = (kind: string, id: string) => `${kind}:${id}`;
  const drop = (key: string, entry: MemoryEntry) => {
    entries.delete(key);
    size -= entry.text.length;
  };

  const store: SearchSessionStore = {
    put(kind, id, payload, ttl) {
      return store.putJson(kind, id, JSON.stringify(payload), ttl);
    },

    async putJson(kind, id, json, ttl) {
      const key = keyOf(kind, id);
      const old = entries.get(key);
      if (old) drop(key, old);
      const entry: MemoryEntry = {
        kind,
        id,
        text: json,
        expiresAt: Date.now() + ttl * 1000,
        persisted: false,
      };
      entries.set(key, entry);
      size += entry.text.length;
      for (const [k, e] of entries) {
        if (size <= budget || k === key) break;
        drop(k, e);
      }
    },

    async get<T>(kind: string, id: string) {
      const key = keyOf(kind, id);
      const entry = entries.get(key);
      if (entry) {
        if (entry.expiresAt <= Date.now()) {
          drop(key, entry);
          return undefined;
        }
        // Used again: to the back of the eviction order.
        entries.delete(key);
        entries.set(key, entry);
        return JSON.parse(entry.text) as T;
      }
      return (await findLiveSession(db, kind, id, new Date())) as T | undefined;
    },

    async persist(kind, id) {
      const entry = entries.get(keyOf(kind, id));
      if (!entry || entry.persisted || entry.expiresAt <= Date.now()) return;
      await insertSession(db, {
        id,
        kind,
        payload: JSON.parse(entry.text) as unknown,
        expiresAt: new Date(entry.expiresAt),
      });
      entry.persisted = true;
    },

    async sweep() {
      const now = Date.now();
      for (const [key, entry] of entries) if (entry.expiresAt <= now) drop(key, entry);
      await deleteExpiredSessions(db, new Date(now));
    },
  };
  return store;
}
