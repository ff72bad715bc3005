import { AppError } from '../../../lib/app-error.js';
import { BUILTIN_SUPPLIER } from '../../../lib/supplier-registry.js';
import { releaseDays, takeDays } from '../../bookings/day-capacity.js';
import type { CarSupplier } from '../car-supplier.js';
import { lockedOffer } from './cars.repository.js';

/**
 * The agency's own fleet: one car of the offer's model on each day, taken in `day_capacity` (decision 094) against
 * the fleet as it is now, read with the offer's row locked for share, so staff lowering the fleet at the same
 * moment either wait for this booking (and then see its days) or finish first (and this booking sees the new
 * fleet, or that the offer was archived; decision 133).
 */
export function createBuiltinCarSupplier(): CarSupplier {
  return {
    code: BUILTIN_SUPPLIER,
    transactional: true,
    async book(tx, { offerId, days }) {
      const offer = await lockedOffer(tx, offerId, 'share');
      if (!offer?.active) throw new AppError('car_not_found');
      const taken = await takeDays(tx, { kind: 'car', resourceId: offerId, days, count: 1, capacity: offer.fleet });
      if (!taken) throw new AppError('cars_unavailable');
      return { offerId, days, count: 1 };
    },
    async cancel(db, reservation) {
      await releaseDays(db, {
        kind: 'car',
        resourceId: reservation.offerId,
        days: reservation.days,
        count: reservation.count,
      });
    },
  };
}
