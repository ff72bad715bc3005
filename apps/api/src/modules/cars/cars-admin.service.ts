import {
  CAR_ADMIN_DAYS,
  type AdminCarChoices,
  type AdminCarDay,
  type AdminCarDays,
  type AdminCarOffer,
  type AdminCarOfferUpdateBody,
} from '@portal/contracts/admin-cars';
import type { z } from 'zod';
import type { AdminCarOfferListQuerySchema } from '@portal/contracts/admin-cars';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, utcToLocal } from '../../lib/time-zones.js';
import { auditedChanges } from '../admin/audited-change.js';
import type { AuthContext } from '../auth/auth.service.js';
import { dayStates, daysFrom, firstDayOver, setDayCapacity } from '../bookings/day-capacity.js';
import * as repo from './builtin/cars.repository.js';
import { COMPANIES } from './builtin/reference-data.js';
import { carImage, carOffersChanged, companyOf } from './cars.service.js';

type ListQuery = z.output<typeof AdminCarOfferListQuerySchema>;
type Row = { offer: repo.OfferRow; office: repo.OfficeRow };

/** The furthest day the per-day view may start at (rentals are booked up to a year ahead). */
const FURTHEST_DAYS = 365;

/** How a search matches a company's name: letters of any case and without Arabic diacritics. */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f]/g, '')
    .toLowerCase();

function offerOf(row: Row): AdminCarOffer {
  const { offer, office } = row;
  const company = companyOf(offer.company);
  return {
    id: offer.id,
    company: { code: company.code, name: company.name },
    model: offer.model,
    class: offer.carClass as AdminCarOffer['class'],
    seats: offer.seats,
    doors: offer.doors,
    transmission: offer.transmission as AdminCarOffer['transmission'],
    fuel: offer.fuel as AdminCarOffer['fuel'],
    luggage: offer.luggage,
    office: {
      id: office.id,
      kind: office.kind,
      name: office.name,
      city: office.city,
      city_name: office.cityName,
      time_zone: office.timeZone,
    },
    image: carImage(offer),
    min_age: offer.minAge,
    mileage_km_per_day: offer.mileageKmPerDay,
    with_driver: offer.withDriver,
    daily_iqd: offer.dailyIqd.toString(),
    deposit_iqd: offer.depositIqd.toString(),
    one_way_fee_iqd: offer.oneWayFeeIqd.toString(),
    fleet: offer.fleet,
    active: offer.active,
  };
}

/** What staff may change of an offer, as the audit log keeps it before and after. */
const editable = (o: repo.OfferRow) => ({
  daily_iqd: o.dailyIqd.toString(),
  deposit_iqd: o.depositIqd.toString(),
  with_driver: o.withDriver,
  fleet: o.fleet,
});

/** The office's calendar day now. */
const todayAt = (office: repo.OfficeRow) => utcToLocal(Date.now(), office.timeZone).date;

/**
 * The back office's car rental offers (decision 133): list and search, one offer, its daily rate, deposit, driver
 * and fleet changed, archived and restored, and its fleet per day. Every change is audited in its transaction, and
 * tells the search, which keeps its reads a few seconds, to read again (decision 135).
 */
export function createCarAdminService({ db }: { db: Db }) {
  const audited = auditedChanges({ db, onChange: carOffersChanged });

  async function rowOrRefuse(id: string): Promise<Row> {
    const row = await repo.offerById(db, id);
    if (!row) throw new AppError('car_not_found');
    return row;
  }

  async function detail(id: string): Promise<AdminCarOffer> {
    return offerOf(await rowOrRefuse(id));
  }

  /** Refuses a day before the office's today or more than a year after it, on the field `field`. */
  function dayInWindow(office: repo.OfficeRow, day: string, field: string) {
    const today = todayAt(office);
    if (day < today) throw new AppError('validation_failed', { fields: [{ field, key: 'date_in_past' }] });
    if (day > addDays(today, FURTHEST_DAYS))
      throw new AppError('validation_failed', { fields: [{ field, key: 'pickup_too_far' }] });
  }

  return {
    detail,

    async list(q: ListQuery) {
      const needle = q.q ? folded(q.q) : '';
      const companies = needle
        ? COMPANIES.filter((c) => [c.name.ar, c.name.en, c.name.de].some((n) => folded(n).includes(needle))).map(
            (c) => c.code,
          )
        : [];
      const { rows, total } = await repo.adminOffers(db, {
        q: q.q,
        companies,
        city: q.city,
        carClass: q.class,
        company: q.company,
        active: q.status === undefined ? undefined : q.status === 'active',
        limit: q.per_page,
        offset: (q.page - 1) * q.per_page,
      });
      return { data: rows.map(offerOf), meta: { total, page: q.page, per_page: q.per_page } };
    },

    async choices(): Promise<AdminCarChoices> {
      const cities = await repo.officeCities(db);
      return {
        cities,
        companies: COMPANIES.map((c) => ({ code: c.code, name: c.name })),
      };
    },

    /**
     * Changes the daily rate, deposit, driver or fleet (new sales only; bookings keep their price). A lower fleet is
     * checked in the change's transaction with the offer's row locked, against the cars rented on each day from the
     * office's today on: bookings take their days with the row locked for share, so none can slip in between the
     * check and the change. Refused with `fleet_below_rented`, naming the first such day.
     */
    async update(staff: AuthContext, id: string, body: AdminCarOfferUpdateBody) {
      const before = await rowOrRefuse(id);
      await audited.change(
        staff,
        { action: 'car_offer.update', entity: 'car_offer', entityId: id, before: editable(before.offer) },
        async (tx) => {
          const locked = await repo.lockedOffer(tx, id, 'update');
          if (!locked) throw new AppError('car_not_found');
          if (body.fleet !== undefined && body.fleet < locked.fleet) {
            const over = await firstDayOver(tx, {
              kind: 'car',
              resourceId: id,
              from: todayAt(before.office),
              count: body.fleet,
            });
            if (over) {
              const params = { rented: over.taken, day: over.day };
              throw new AppError('fleet_below_rented', {
                params,
                fields: [{ field: 'fleet', key: 'fleet_below_rented', params }],
              });
            }
          }
          const row = await repo.updateOffer(tx, id, {
            ...(body.daily_iqd !== undefined ? { dailyIqd: BigInt(body.daily_iqd) } : {}),
            ...(body.deposit_iqd !== undefined ? { depositIqd: BigInt(body.deposit_iqd) } : {}),
            ...(body.with_driver !== undefined ? { withDriver: body.with_driver } : {}),
            ...(body.fleet !== undefined ? { fleet: body.fleet } : {}),
          });
          return editable(row!);
        },
      );
      return detail(id);
    },

    /** Archived offers leave the search and cannot be booked; rentals made keep their days. */
    async setActive(staff: AuthContext, id: string, active: boolean) {
      const before = await rowOrRefuse(id);
      await audited.setActive(
        staff,
        { kind: 'car_offer', entity: 'car_offer', id, wasActive: before.offer.active, active },
        async (tx) => {
          await repo.lockedOffer(tx, id, 'update');
          await repo.updateOffer(tx, id, { active });
        },
      );
      return detail(id);
    },

    /**
     * The offer's fleet per day over `CAR_ADMIN_DAYS` days from `from` (the office's today when not given): the cars
     * it has that day, rented and left.
     */
    async days(id: string, from?: string): Promise<AdminCarDays> {
      const { offer, office } = await rowOrRefuse(id);
      const today = todayAt(office);
      const first = from ?? today;
      dayInWindow(office, first, 'from');
      const last = addDays(first, CAR_ADMIN_DAYS - 1);
      const states = new Map(
        (await dayStates(db, { kind: 'car', resourceIds: [id], from: first, to: last })).map((s) => [s.day, s]),
      );
      return {
        offer_id: id,
        today,
        from: first,
        to: last,
        days: daysFrom(first, CAR_ADMIN_DAYS).map((day) => {
          const state = states.get(day);
          const fleet = state?.capacity ?? offer.fleet;
          const rented = state?.taken ?? 0;
          return { day, fleet, rented, left: Math.max(0, fleet - rented), own: state?.capacity != null };
        }),
      };
    },

    /**
     * Sets one day's number of cars at the office (decision 140): fewer on days of maintenance, or more; `null` gives
     * the day back to the fleet. The offer's row is locked for update first, as a fleet change does: bookings take
     * their days with it locked for share, so the cars rented that day, read next, cannot grow before the change
     * commits. Below them is refused with `cars_below_rented` on the field `cars`. Bookings and searches read the
     * day's number where it is set (`day_capacity.capacity`, decision 094).
     */
    async setDay(staff: AuthContext, id: string, day: string, cars: number | null): Promise<AdminCarDay> {
      const { office } = await rowOrRefuse(id);
      dayInWindow(office, day, 'day');
      const [before] = await dayStates(db, { kind: 'car', resourceIds: [id], from: day, to: day });
      return audited.change(
        staff,
        { action: 'car_offer.day', entity: 'car_offer', entityId: id, before: { day, cars: before?.capacity ?? null } },
        async (tx) => {
          const locked = await repo.lockedOffer(tx, id, 'update');
          if (!locked) throw new AppError('car_not_found');
          const [state] = await dayStates(tx, { kind: 'car', resourceIds: [id], from: day, to: day });
          const rented = state?.taken ?? 0;
          const fleet = cars ?? locked.fleet;
          if (rented > fleet) {
            const params = { rented, day };
            throw new AppError(cars === null ? 'fleet_below_rented' : 'cars_below_rented', {
              params,
              fields: [{ field: 'cars', key: cars === null ? 'fleet_below_rented' : 'cars_below_rented', params }],
            });
          }
          await setDayCapacity(tx, { kind: 'car', resourceId: id, day, capacity: cars });
          return { day, fleet, rented, left: fleet - rented, own: cars !== null };
        },
        (d) => ({ day: d.day, cars }),
      );
    },
  };
}
export type CarAdminService = ReturnType<typeof createCarAdminService>;
