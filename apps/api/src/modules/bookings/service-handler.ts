import type { z } from 'zod';
import type { BookingOf, CancellationQuote, LiveService } from '@portal/contracts/bookings';
import type { Lang } from '@portal/contracts/i18n';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { RegisteredSupplier, SupplierRegistry } from '../../lib/supplier-registry.js';
import type { BookingRow } from './bookings.repository.js';

export type { BookingRow } from './bookings.repository.js';

/** What a booking of service `S` shows, read from what the service stored with it. */
export interface ShownBooking<S extends LiveService> {
  details: BookingOf<S>['details'];
  travellers: BookingOf<S>['travellers'];
}

/**
 * What each service knows about its own bookings (decision 064): what they show, how much a cancellation
 * refunds, how to give inventory back and how to title them. A service's handler reads `details` through the
 * schema of what it stores (never a cast); bookings of a supplier no longer registered cannot be cancelled
 * (`supplierOrRefuse`).
 */
export interface ServiceHandler<S extends LiveService = LiveService> {
  /** The booking's details and travellers as the contract shows them, parsed from the stored row. */
  read(row: BookingRow): ShownBooking<S>;
  /** Share of the paid amount kept as a penalty (0–100) and whether cancelling is still possible. */
  cancellationRule(row: BookingRow): {
    allowed: boolean;
    penaltyPercent: number;
    rule: CancellationQuote['rule'];
    feesIqd: bigint;
    /**
     * The penalty as an exact IQD amount, when a percentage of what was paid after fees cannot express it: rooms
     * with different rates, a flight whose penalty is a share of the fare and whose taxes come back.
     */
    penaltyIqd?: bigint;
  };
  /** Gives the booking's inventory back through its supplier (a cancellation, an expired hold, a failed booking). */
  release(tx: Tx, row: BookingRow): Promise<void>;
  title(row: BookingRow, lang?: Lang): { title: string; travelDate: string | null };
  /**
   * Called once releases have committed (a cancellation, expired holds, a booking the desk marked failed): the
   * service drops its cached availability. Not from `release`, which runs before the commit.
   */
  changed?(): void;
}

/** One handler per live service: a service that goes live without one does not compile. */
export type ServiceHandlers = { [S in LiveService]: ServiceHandler<S> };
/** The handler of some live service. */
export type AnyServiceHandler = ServiceHandlers[LiveService];

/**
 * The supplier a booking was made with, to give its inventory back. One rule for every service (decision 064): a
 * booking whose supplier is no longer registered cannot be cancelled. Its quote answers "not allowed" (so
 * `POST /bookings/:id/cancel` is `not_cancellable`), and releasing it (an expiring hold, the desk marking it
 * failed) throws `not_cancellable` here, never skipped: the booking stays as it is until the supplier is back.
 */
export function supplierOrRefuse<T extends RegisteredSupplier>(registry: SupplierRegistry<T>, code: string): T {
  const supplier = registry.get(code);
  if (!supplier) throw new AppError('not_cancellable');
  return supplier;
}

/** A supplier as the checkout uses it: book inside the booking's transaction, cancel if that transaction fails. */
export interface CheckoutSupplier<Reference = unknown> {
  readonly code: string;
  /**
   * True when `book` writes through the booking's transaction (it rolls back with it); false for a remote
   * supplier, whose booking the checkout cancels when the transaction fails after it booked.
   */
  readonly transactional: boolean;
  /** Books for `bookingId` (a remote supplier's client reference, so a retry finds the same booking). */
  book(tx: Tx, bookingId: string): Promise<Reference>;
  /** Cancels what `book` made (the transaction failed after it): outside the rolled-back transaction. */
  cancel(db: DbOrTx, reference: Reference): Promise<void>;
  /** After the commit: availability changed, cached searches are dropped. */
  changed(): void;
}

/**
 * What a service stores in a booking's `details`, read with its schema once per row (a list reads a row's details
 * for its title, its rule and its view).
 */
export function storedReader<T extends z.ZodType>(schema: T): (row: BookingRow) => z.output<T> {
  const parsed = new WeakMap<BookingRow, z.output<T>>();
  return (row) => {
    let s = parsed.get(row);
    if (s === undefined) {
      s = schema.parse(row.details);
      parsed.set(row, s);
    }
    return s;
  };
}
