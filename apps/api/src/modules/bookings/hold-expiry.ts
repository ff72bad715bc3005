import type { Db, Tx } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import * as repo from './bookings.repository.js';
import type { AnyServiceHandler, ServiceHandlers } from './service-handler.js';

/** Holds looked at per service and sweep; the longest overdue first. */
const BATCH = 200;
/**
 * A hold whose release failed (its supplier is no longer registered, the supplier did not answer) is tried again
 * after this long. Tried on every sweep it would stay first in line, and a batch of such holds would keep the
 * others from ever expiring.
 */
const RETRY_AFTER_MS = 15 * 60_000;

export interface HoldExpiryFailure {
  bookingId: string;
  service: string;
  error: unknown;
}

/**
 * Unpaid holds past their payment deadline expire and give their inventory back, service by service through
 * each service's handler. One transaction per booking: a booking that cannot be released stays held, is
 * reported through `onFailure` and set aside for a while; the others expire. Safe to run from several
 * processes (the status moves by a conditional update). Answers how many expired.
 */
export function createHoldExpiry({
  db,
  handlers,
  tell,
  told,
}: {
  db: Db;
  handlers: ServiceHandlers;
  /** Tells the booker the hold ended, in its transaction; `told` sends the mails after the sweep. */
  tell?: (tx: Tx, id: string, kind: 'booking.expired') => Promise<void>;
  told?: () => void;
}) {
  const retryAt = new Map<string, number>();

  /** The ids still set aside at `now`; those whose time has come are forgotten (and so tried again). */
  function setAside(now: number): string[] {
    for (const [id, at] of retryAt) if (at <= now) retryAt.delete(id);
    return [...retryAt.keys()];
  }

  async function expireOne(handler: AnyServiceHandler, row: repo.BookingRow): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await repo.transition(tx, row.id, 'held', 'expired'))) return false; // paid or expired meanwhile
      await handler.release(tx, row);
      await repo.insertEvent(tx, {
        id: newId(),
        bookingId: row.id,
        status: 'expired',
        note: 'payment deadline passed',
      });
      await tell?.(tx, row.id, 'booking.expired');
      return true;
    });
  }

  return async function expireHolds({
    now = new Date(),
    onFailure,
  }: { now?: Date; onFailure?: (failure: HoldExpiryFailure) => void } = {}): Promise<number> {
    let total = 0;
    for (const [service, handler] of Object.entries(handlers) as Array<[string, AnyServiceHandler]>) {
      let expired = 0;
      for (const row of await repo.expiredHolds(db, service, now, BATCH, setAside(now.getTime()))) {
        try {
          if (await expireOne(handler, row)) expired++;
        } catch (error) {
          retryAt.set(row.id, now.getTime() + RETRY_AFTER_MS);
          onFailure?.({ bookingId: row.id, service, error });
        }
      }
      // After the commits: searches must not show the old availability.
      if (expired) handler.changed?.();
      total += expired;
    }
    if (total) told?.();
    return total;
  };
}
