import {
  GUIDE_CALENDAR_DAYS,
  GUIDE_PAGE_SIZE,
  type Guide,
  type GuideCity,
  type GuideDetail,
  type GuidePrice,
  type GuideQuoteQuery,
  type GuideSearch,
  type GuideSearchResult,
} from '@portal/contracts/guides';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, localToUtc, utcToLocal } from '../../lib/time-zones.js';
import { dayStates, daysFrom, holdDeadline, shortDays, type DayState } from '../bookings/day-capacity.js';
import { priceFn, type ToPrice } from '../currencies/display-price.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { builtinGuides, isDayOff, type GuideRecord } from './builtin/inventory.js';
import { GUIDE_CITIES, type GuideCitySpec } from './builtin/reference-data.js';

/** Cancelling is free until 72 hours before the trip's first day begins, then half is kept until it begins. */
export const FREE_CANCELLATION_HOURS = 72;
export const LATE_PENALTY_PERCENT = 50;
/** How long a search may show the guides' days as read (ms). */
const STATES_CACHE_MS = 5_000;

export interface TripPrice {
  days: number;
  group: number;
  daily: bigint;
  base: bigint;
  extraPeople: number;
  supplement: bigint;
  total: bigint;
}

/** Days × the daily rate, plus each person above the group the rate covers, per day. */
export function priceTrip(
  guide: Pick<GuideRecord, 'dailyIqd' | 'groupIncluded' | 'perPersonIqd'>,
  days: number,
  group: number,
): TripPrice {
  const extraPeople = Math.max(0, group - guide.groupIncluded);
  const base = guide.dailyIqd * BigInt(days);
  const supplement = guide.perPersonIqd * BigInt(extraPeople * days);
  return { days, group, daily: guide.dailyIqd, base, extraPeople, supplement, total: base + supplement };
}

export function priceDto(p: TripPrice, toPrice: ToPrice): GuidePrice {
  return {
    days: p.days,
    group: p.group,
    daily: toPrice(p.daily),
    base: toPrice(p.base),
    extra_people: p.extraPeople,
    supplement: toPrice(p.supplement),
    total: toPrice(p.total),
  };
}

const cityDto = (c: GuideCitySpec) => ({ slug: c.slug, name: c.name, country: c.country });

/** The guide's initials on a drawn portrait (`/uploads/guides/<id>.svg` is not needed: the web draws it). */
export function guideDto(g: GuideRecord, toPrice: ToPrice): Guide {
  return {
    id: g.id,
    name: g.name,
    city: cityDto(g.city),
    languages: g.languages,
    specialities: g.specialities,
    rating: g.rating,
    reviews: g.reviews,
    years: g.years,
    bio: g.bio,
    weekly_day_off: g.weeklyDayOff,
    daily: toPrice(g.dailyIqd),
    group_included: g.groupIncluded,
    per_person: toPrice(g.perPersonIqd),
    max_group: g.maxGroup,
    photo: `guide-${g.id.slice(0, 8)}`,
  };
}

/** The first and last day a guide of a city may be booked for: from tomorrow, half a year ahead. */
export function bookableRange(city: GuideCitySpec, now = Date.now()) {
  const first = addDays(utcToLocal(now, city.timeZone).date, 1);
  return { first, last: addDays(first, GUIDE_CALENDAR_DAYS - 1) };
}

function checkStart(city: GuideCitySpec, start: string, days: number, field: string) {
  const { first, last } = bookableRange(city);
  if (start < first || addDays(start, days - 1) > last)
    throw new AppError('validation_failed', { fields: [{ field, key: 'guide_date_out_of_range' }] });
}

function cityOrRefuse(slug: string) {
  const city = GUIDE_CITIES.find((c) => c.slug === slug);
  if (!city) throw new AppError('unknown_destination', { fields: [{ field: 'city', key: 'unknown_destination' }] });
  return city;
}

/** Whether the guide is free on every one of `days`: not a day off and not taken (or closed by staff). */
function freeOn(g: GuideRecord, days: string[], states: readonly DayState[]) {
  return !days.some((d) => isDayOff(g, d)) && shortDays(states, g.id, days, 1).length === 0;
}

/** Cancellation times of a trip: its first day's start at the guide's city, and the end of free cancellation. */
export function cancellationTimes(start: string, timeZone: string) {
  const startsAt = localToUtc(start, 0, timeZone);
  return { startsAt, freeUntil: startsAt - FREE_CANCELLATION_HOURS * 3_600_000 };
}

/** Tour guides' search, detail and a trip's price over the built-in guides (decision 123). */
export function createGuideService({ db, currencies }: { db: Db; currencies: CurrencyService }) {
  const statesOf = (ids: string[], days: string[], db_: DbOrTx = db) =>
    days.length === 0
      ? Promise.resolve([])
      : dayStates(db_, { kind: 'guide', resourceIds: ids, from: days[0]!, to: days.at(-1)! });

  /*
   * What searches and calendars read of the guides' days, kept for a few seconds and dropped when this process
   * books or releases days: many visitors ask the same city's days. A booking never relies on it (its days are
   * taken by the conditional update), so another process's change is at worst shown a few seconds late.
   */
  const cache = new Map<string, { until: number; states: Promise<DayState[]> }>();
  function cachedStates(ids: string[], days: string[]) {
    const key = `${days[0]}:${days.at(-1)}:${ids.join()}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.states;
    if (cache.size >= 1_000) cache.clear();
    const states = statesOf(ids, days);
    cache.set(key, { until: now + STATES_CACHE_MS, states });
    states.catch(() => cache.delete(key));
    return states;
  }

  return {
    cities(): GuideCity[] {
      const { list } = builtinGuides();
      return GUIDE_CITIES.map((c) => ({ ...cityDto(c), guides: list.filter((g) => g.city.slug === c.slug).length }));
    },

    async search(
      q: GuideSearch,
      currency: string,
    ): Promise<{ data: GuideSearchResult; meta: { total: number; page: number; per_page: number } }> {
      const city = q.city ? cityOrRefuse(q.city) : null;
      if (q.date) checkStart(city ?? GUIDE_CITIES[0]!, q.date, q.days, 'date');
      const toPrice = await priceFn(currencies, currency);
      let guides = builtinGuides().list.filter(
        (g) =>
          (!city || g.city.slug === city.slug) &&
          (!q.language || g.languages.includes(q.language)) &&
          (!q.speciality || g.specialities.includes(q.speciality)) &&
          q.group <= g.maxGroup,
      );
      if (q.date) {
        const days = daysFrom(q.date, q.days);
        const states = await cachedStates(
          guides.map((g) => g.id),
          days,
        );
        guides = guides.filter((g) => freeOn(g, days, states));
      }
      const max = q.price_max === undefined ? null : Number(q.price_max);
      const priced = guides
        .map((g) => ({ g, price: priceTrip(g, q.days, q.group) }))
        .filter(({ price }) => max === null || Number(toPrice(price.total / BigInt(price.days)).amount) <= max)
        .sort((a, b) => {
          const byPrice = a.price.total === b.price.total ? 0 : a.price.total < b.price.total ? -1 : 1;
          const d =
            q.sort === 'rating' ? b.g.rating - a.g.rating || byPrice : q.sort === 'price_desc' ? -byPrice : byPrice;
          return d || a.g.id.localeCompare(b.g.id);
        });
      const start = (q.page - 1) * GUIDE_PAGE_SIZE;
      return {
        data: {
          city: city ? cityDto(city) : null,
          guides: priced.slice(start, start + GUIDE_PAGE_SIZE).map(({ g, price }) => {
            const { bio: _bio, ...guide } = guideDto(g, toPrice);
            return { ...guide, price: priceDto(price, toPrice) };
          }),
        },
        meta: { total: priced.length, page: q.page, per_page: GUIDE_PAGE_SIZE },
      };
    },

    /**
     * A trip with a guide as the booking needs it: the guide, its days, its price in IQD and the cancellation
     * times. Refuses (400 on the field) a start out of range, a day off, a group or language the guide cannot take.
     */
    async trip(id: string, t: { start: string; days: number; group: number; language?: string }, db_: DbOrTx = db) {
      const guide = builtinGuides().byId.get(id);
      if (!guide) throw new AppError('guide_not_found');
      checkStart(guide.city, t.start, t.days, 'start');
      const days = daysFrom(t.start, t.days);
      const fields: Array<{
        field: string;
        key: 'guide_day_off' | 'group_too_large' | 'language_not_spoken';
        params?: Record<string, number>;
      }> = [];
      if (days.some((d) => isDayOff(guide, d))) fields.push({ field: 'start', key: 'guide_day_off' });
      if (t.group > guide.maxGroup)
        fields.push({ field: 'group_size', key: 'group_too_large', params: { max: guide.maxGroup } });
      if (t.language && !guide.languages.includes(t.language as never))
        fields.push({ field: 'language', key: 'language_not_spoken' });
      if (fields.length) throw new AppError('validation_failed', { fields });
      const states = await statesOf([id], days, db_);
      // Staff closing a day (capacity 0) reads as a day off; a day taken by another booking as unavailable.
      const closed = states.some((s) => s.capacity === 0);
      if (closed) throw new AppError('validation_failed', { fields: [{ field: 'start', key: 'guide_day_off' }] });
      return {
        guide,
        days,
        price: priceTrip(guide, t.days, t.group),
        free: shortDays(states, id, days, 1).length === 0,
        ...cancellationTimes(t.start, guide.city.timeZone),
      };
    },

    async detail(
      id: string,
      q: GuideQuoteQuery & { days: number; group: number },
      currency: string,
    ): Promise<GuideDetail> {
      const guide = builtinGuides().byId.get(id);
      if (!guide) throw new AppError('guide_not_found');
      const toPrice = await priceFn(currencies, currency);
      const { first, last } = bookableRange(guide.city);
      const calendar = daysFrom(first, GUIDE_CALENDAR_DAYS);
      const states = await cachedStates([id], calendar);
      const unavailable = calendar.filter((d) => isDayOff(guide, d) || shortDays(states, id, [d], 1).length > 0);
      let available: boolean | null = null;
      let freeUntil: string | null = null;
      let holdUntil: number | null = null;
      if (q.date) {
        const t = await this.trip(id, { start: q.date, days: q.days, group: q.group });
        available = t.free;
        freeUntil = new Date(t.freeUntil).toISOString();
        if (t.free) holdUntil = holdDeadline(t.freeUntil);
      }
      return {
        guide: guideDto(guide, toPrice),
        price: priceDto(priceTrip(guide, q.days, q.group), toPrice),
        first_day: first,
        last_day: last,
        unavailable,
        available,
        free_cancellation_until: freeUntil,
        late_penalty_percent: LATE_PENALTY_PERCENT,
        hold_until: holdUntil === null ? null : new Date(holdUntil).toISOString(),
      };
    },

    priceFn: (currency: string) => priceFn(currencies, currency),

    /** Days were booked or released by this process: searches read them again. */
    invalidate() {
      cache.clear();
    },
  };
}
export type GuideService = ReturnType<typeof createGuideService>;
