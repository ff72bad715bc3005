import { AppError } from '../../../lib/app-error.js';
import { BUILTIN_SUPPLIER } from '../../../lib/supplier-registry.js';
import { releaseDays, takeDays } from '../../bookings/day-capacity.js';
import type { GuideSupplier } from '../guide-supplier.js';

/** The agency's own guides: one person, so each day of their calendar is taken once (`day_capacity`, decision 094). */
export function createBuiltinGuideSupplier(): GuideSupplier {
  return {
    code: BUILTIN_SUPPLIER,
    transactional: true,
    async book(tx, { guideId, days }) {
      if (!(await takeDays(tx, { kind: 'guide', resourceId: guideId, days, count: 1, capacity: 1 })))
        throw new AppError('guide_unavailable');
      return { guideId, days };
    },
    cancel: (db, { guideId, days }) => releaseDays(db, { kind: 'guide', resourceId: guideId, days, count: 1 }),
  };
}
