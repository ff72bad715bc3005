import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import * as repo from '../modules/idempotency/idempotency.repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** POSTs that create bookings, payments, cancellations, transfers or top-ups set this. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The claim of this request's Idempotency-Key, while the request runs. */
    idempotency: IdempotencyClaim | null;
  }
}

interface IdempotencyClaim {
  scope: string;
  key: string;
  /** When the key was claimed: a key used again after its 24 h is a new claim, with another time. */
  claimedAt: Date;
}

/**
 * What handlers derive their ids from (booking ids, ledger transfer ids): the key together with the time of
 * its claim. A retry within the 24 h (even one that takes over from a request that died) derives the same
 * ids, so the ledger refuses a second effect; so does a retry after a failed attempt (the key was released,
 * not forgotten). The same key sent again after its record expired is a new request and must not collide
 * with what the first one wrote. Undefined without a key.
 */
export function idempotencyClaimKey(request: FastifyRequest): string | undefined {
  const claim = request.idempotency;
  return claim ? `${claim.key}@${claim.claimedAt.toISOString()}` : undefined;
}

/** Removes keys past their 24 h (the periodic sweeper in server.ts calls this); returns how many. */
export function purgeExpiredIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  return repo.deleteExpired(db, now, 5_000);
}

const REPLAY_SECONDS = 24 * 3600;
const LOCK_SECONDS = 60; // a request still "in flight" after this is taken to have died and may be retried
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(
      `${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.params)}\n${JSON.stringify(request.body ?? null)}`,
    )
    .digest('hex');
}

const inFlight = () => new AppError('idempotency_in_flight', { headers: { 'retry-after': '1' } });

/**
 * Idempotency-Key (as in the IETF draft and Stripe): the first response is stored and replayed for 24 h;
 * the same key with another payload is 422; a retry while the first is running is 409.
 * Keys are scoped per user (visitors share one scope, as they have no identity).
 */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.decorateRequest('idempotency', null);

  // Only routes marked idempotent get these hooks; other requests pay nothing for them.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...toArray(route.preHandler), claimKey];
    route.onSend = [...toArray(route.onSend), store];
  });

  async function claimKey(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new AppError('idempotency_key_invalid');
    const owner = { scope: request.auth ? `user:${request.auth.user.id}` : 'visitor', key };
    const requestHashValue = requestHash(request);
    const now = new Date();
    const lockedUntil = new Date(now.getTime() + LOCK_SECONDS * 1000);

    for (let attempt = 0; attempt < 3; attempt++) {
      if (
        await repo.claim(db, {
          ...owner,
          requestHash: requestHashValue,
          now,
          lockedUntil,
          expiresAt: new Date(now.getTime() + REPLAY_SECONDS * 1000),
        })
      ) {
        request.idempotency = { ...owner, claimedAt: now };
        return;
      }
      const row = await repo.find(db, owner);
      if (!row) continue; // removed meanwhile (expired and purged): try to claim again
      if (row.expiresAt <= now) {
        await repo.deleteIfExpired(db, owner, now);
        continue;
      }
      if (row.requestHash !== requestHashValue) throw new AppError('idempotency_key_reused');
      if (row.status === 'completed') {
        reply.code(row.responseStatus ?? 200).header('idempotent-replayed', 'true');
        if (row.responseType) reply.type(row.responseType);
        return reply.send(row.responseBody);
      }
      // The same claim continues (after a failed attempt, or one that died): ids derived from it match what
      // the first attempt may have written, so a failure after its commit is not booked or charged twice.
      if (row.status === 'released') {
        if (await repo.resume(db, owner, now, lockedUntil)) {
          request.idempotency = { ...owner, claimedAt: row.createdAt };
          return;
        }
        continue; // another retry resumed it first (or it expired meanwhile): look again
      }
      if (row.lockedUntil <= now && (await repo.takeOver(db, owner, now, lockedUntil))) {
        request.idempotency = { ...owner, claimedAt: row.createdAt };
        return;
      }
      throw inFlight();
    }
    throw inFlight();
  }

  async function store(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    if (reply.statusCode >= 500 || reply.statusCode === 409 || reply.statusCode === 429) {
      // The client may try again: the key is freed but keeps its claim time, so a retry derives the same ids
      // and finds what this attempt may have committed before it failed (decision 058).
      await repo.release(db, claim);
      return payload;
    }
    await repo.complete(db, claim, {
      status: reply.statusCode,
      body: typeof payload === 'string' ? payload : payload == null ? '' : String(payload),
      type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    });
    return payload;
  }
}

function toArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
