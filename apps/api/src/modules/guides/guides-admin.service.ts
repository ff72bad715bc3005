import type { AdminGuideCalendar, AdminGuideRow } from '@portal/contracts/guides';
import { GUIDE_CALENDAR_DAYS } from '@portal/contracts/guides';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { auditedChanges } from '../admin/audited-change.js';
import type { AuthContext } from '../auth/auth.service.js';
import { dayStates, daysFrom, setDayCapacity } from '../bookings/day-capacity.js';
import { builtinGuides, isDayOff, type GuideRecord } from './builtin/inventory.js';
import { holdingGuideBookings } from './guides.repository.js';
import { bookableRange } from './guides.service.js';

const rowOf = (g: GuideRecord): AdminGuideRow => ({
  id: g.id,
  name: g.name,
  city: { slug: g.city.slug, name: g.city.name, country: g.city.country },
  languages: g.languages,
  weekly_day_off: g.weeklyDayOff,
  rating: g.rating,
  max_group: g.maxGroup,
});

/** How a search matches: letters of any case and without Arabic diacritics. */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f]/g, '')
    .toLowerCase();

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

  const holdingBookings = (id: string) => holdingGuideBookings(db, id);

  return {
    /** The guides whose name (in any language) or city matches `q`, of one city or all, in pages. */
    list(q: { q?: string | undefined; city?: string | undefined; page: number; per_page: number }) {
      const needle = q.q ? folded(q.q) : '';
      const rows = builtinGuides().list.filter(
        (g) =>
          (!q.city || g.city.slug === q.city) &&
          (!needle ||
            [g.name.ar, g.name.en, g.name.de, g.city.name.ar, g.city.name.en, g.city.name.de, g.city.slug].some((t) =>
              folded(t).includes(needle),
            )),
      );
      const data = rows.slice((q.page - 1) * q.per_page, q.page * q.per_page).map(rowOf);
      return { data, meta: { total: rows.length, page: q.page, per_page: q.per_page } };
    },

    async calendar(id: string): Promise<AdminGuideCalendar> {
      const guide = guideOrRefuse(id);
      const { first, last } = bookableRange(guide.city);
      const states = await dayStates(db, { kind: 'guide', resourceIds: [id], from: first, to: last });
      const byDay = (await holdingBookings(id)).filter((b) => b.day >= first && b.day <= last);
      return {
        guide_id: id,
        guide: rowOf(guide),
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
        bookings: byDay.sort((a, b) => a.day.localeCompare(b.day)),
      };
    },

    /** Opens or closes a day; a booked day cannot be closed (`guide_day_booked`, naming the booking). */
    async setDay(staff: AuthContext, id: string, day: string, available: boolean) {
      guideOrRefuse(id);
      const [state] = await dayStates(db, { kind: 'guide', resourceIds: [id], from: day, to: day });
      if (!available && (state?.taken ?? 0) > 0) {
        const reference = (await holdingBookings(id)).find((b) => b.day === day)?.reference ?? '—';
        const params = { reference };
        throw new AppError('guide_day_booked', {
          params,
          fields: [{ field: 'available', key: 'guide_day_booked', params }],
        });
      }
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
