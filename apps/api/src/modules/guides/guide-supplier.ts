import type { DbOrTx, Tx } from '../../db/client.js';
import type { RegisteredSupplier, SupplierRegistry as Registry } from '../../lib/supplier-registry.js';

/** What a guide booking keeps to give its days back: the guide and the days of the trip. */
export interface GuideReservation {
  guideId: string;
  days: string[];
}

/**
 * Who provides guides (decision 123): today the agency's own (`builtin/`); a guiding agency would be one more,
 * registered beside it. It takes the guide's days for a booking and gives them back.
 */
export interface GuideSupplier extends RegisteredSupplier {
  readonly transactional: boolean;
  /** Takes every day of the trip on the guide's calendar, or throws `guide_unavailable` (the transaction rolls back). */
  book(tx: Tx, input: { bookingId: string; guideId: string; days: string[] }): Promise<GuideReservation>;
  cancel(db: DbOrTx, reservation: GuideReservation): Promise<void>;
}

export type GuideSupplierRegistry = Registry<GuideSupplier>;
