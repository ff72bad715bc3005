import type { DbOrTx, Tx } from '../../db/client.js';
import type { RegisteredSupplier, SupplierRegistry as Registry } from '../../lib/supplier-registry.js';

/** What a car booking keeps to give its days back: the offer, the days it took and how many cars. */
export interface CarReservation {
  offerId: string;
  days: string[];
  count: number;
}

/**
 * A car rental supplier (decision 095): today the agency's own fleet (`builtin/`); a rental broker would be one
 * more, registered beside it. It books a reservation for an offer's days and cancels it.
 */
export interface CarSupplier extends RegisteredSupplier {
  /** True when `book` writes through the booking's transaction. */
  readonly transactional: boolean;
  /** Takes the cars of every day of the rental, or throws `cars_unavailable` (the transaction rolls back). */
  book(tx: Tx, input: { bookingId: string; offerId: string; days: string[] }): Promise<CarReservation>;
  /** Gives the days back. */
  cancel(db: DbOrTx, reservation: CarReservation): Promise<void>;
}

export type CarSupplierRegistry = Registry<CarSupplier>;
