import type { AdminGuideCalendar } from '@portal/contracts/guides';
import { GUIDE_CALENDAR_DAYS } from '@portal/contracts/guides';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { auditedChanges } from '../admin/audited-change.js';
import type { AuthContext } from '../auth/auth.service.js';
import { dayStates, daysFrom, setDayCapacity } from '../bookings/day-capacity.js';
import { builtinGuides, isDayOff } from './builtin/inventory.js';
import { bookableRange } from './guides.service.js';

/**
 * The back office's guide calendars (decision 123): a guide's days off, closed and booked days, and a day opened
 * or closed by staff (`day_capacity` 0, or back to the guide's own), each change audited in its transaction.
 */
export function createGuideAdminService({ db, onChange }: { db: Db; onChange: () => void }) {
  const audited = auditedChanges({ db, onChange });
  const guideOrRefuse = (id: string) => {
    const guide = builtinGuides().byId.get(id);
    if (!guide) throw new AppError('guide_not_found');
    return guide;
  };

  return {
    async calendar(id: string): Promise<AdminGuideCalendar> {
      const guide = guideOrRefuse(id);
      const { first, last } = bookableRange(guide.city);
      const states = await dayStates(db, { kind: 'guide', resourceIds: [id], from: first, to: last });
      return {
        guide_id: id,
        first_day: first,
        last_day: last,
        days_off: daysFrom(first, GUIDE_CALENDAR_DAYS).filter((d) => isDayOff(guide, d)),
        closed: states
          .filter((s) => s.capacity === 0)
          .map((s) => s.day)
          .sort(),
        booked: states
          .filter((s) => s.taken > 0)
          .map((s) => s.day)
          .sort(),
      };
    },

    /** Opens or closes a day; a booked day cannot be closed (`capacity_below_sold`). */
    async setDay(staff: AuthContext, id: string, day: string, available: boolean) {
      guideOrRefuse(id);
      const [state] = await dayStates(db, { kind: 'guide', resourceIds: [id], from: day, to: day });
      if (!available && (state?.taken ?? 0) > 0)
        throw new AppError('capacity_below_sold', { fields: [{ field: 'available', key: 'capacity_below_sold' }] });
      return audited.change(
        staff,
        { action: 'guide.calendar', entity: 'guide', entityId: id, before: { day, available: state?.capacity !== 0 } },
        async (tx) => {
          await setDayCapacity(tx, { kind: 'guide', resourceId: id, day, capacity: available ? null : 0 });
          return { guide_id: id, day, available, taken: state?.taken ?? 0 };
        },
        (r) => ({ day: r.day, available: r.available }),
      );
    },
  };
}
export type GuideAdminService = ReturnType<typeof createGuideAdminService>;
