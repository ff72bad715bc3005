import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import {
  deleteExpiredSessions,
  findLiveSession,
  insertSession,
} from '../modules/search-sessions/search-sessions.repository.js';

/** Short-lived documents (search sessions): Redis when configured, so every API process sees them; the database otherwise. */
export interface SessionStore {
  put(kind: string, id: string, payload: unknown, ttlSeconds: number): Promise<void>;
  get<T>(kind: string, id: string): Promise<T | undefined>;
  sweep(): Promise<void>;
}

export function redisSessionStore(redis: Redis): SessionStore {
  return {
    async put(kind, id, payload, ttl) {
      await redis.set(`session:${kind}:${id}`, JSON.stringify(payload), 'EX', ttl);
    },
    async get<T>(kind: string, id: string) {
      const raw = await redis.get(`session:${kind}:${id}`);
      return raw ? (JSON.parse(raw) as T) : undefined;
    },
    async sweep() {
      // Redis expires the keys itself.
    },
  };
}

export function databaseSessionStore(db: Db): SessionStore {
  return {
    put: (kind, id, payload, ttl) =>
      insertSession(db, { id, kind, payload, expiresAt: new Date(Date.now() + ttl * 1000) }),
    get: async <T>(kind: string, id: string) => (await findLiveSession(db, kind, id, new Date())) as T | undefined,
    sweep: () => deleteExpiredSessions(db, new Date()),
  };
}
