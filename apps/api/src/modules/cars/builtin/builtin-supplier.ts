import { AppError } from '../../../lib/app-error.js';
import { BUILTIN_SUPPLIER } from '../../../lib/supplier-registry.js';
import { releaseDays, takeDays } from '../../bookings/day-capacity.js';
import type { CarSupplier } from '../car-supplier.js';

/** The agency's own fleet: one car of the offer's model on each day, taken in `day_capacity` (decision 094). */
export function createBuiltinCarSupplier(): CarSupplier {
  return {
    code: BUILTIN_SUPPLIER,
    transactional: true,
    async book(tx, { offerId, days, fleet }) {
      const taken = await takeDays(tx, { kind: 'car', resourceId: offerId, days, count: 1, capacity: fleet });
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
