import {
  CAR_PAGE_SIZE,
  type Car,
  type CarDetail,
  type CarOffice,
  type CarPrice,
  type CarSearch,
  type CarSearchResult,
} from '@portal/contracts/cars';
import type { z } from 'zod';
import type { CarQuoteQuerySchema } from '@portal/contracts/cars';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { priceFn, type ToPrice } from '../currencies/display-price.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { dayCapacityVersion, dayStates, daysFrom, holdDeadline, leastLeft } from '../bookings/day-capacity.js';
import { changeCounter, keptReads } from '../../lib/kept-reads.js';
import * as repo from './builtin/cars.repository.js';
import { carImageName } from './builtin/car-images.js';
import { COMPANIES, MODELS } from './builtin/reference-data.js';
import {
  checkRental,
  FREE_CANCELLATION_HOURS,
  instantAt,
  LATE_PENALTY_PERCENT,
  priceRental,
  rentalDays,
  type CarExtras,
  type RentalPrice,
} from './car-pricing.js';

type Quote = z.output<typeof CarQuoteQuerySchema>;
type Row = { offer: repo.OfferRow; office: repo.OfficeRow };

/** A company by its code, with its name in three languages and its rating. */
export const companyOf = (code: string) => {
  const c = COMPANIES.find((x) => x.code === code);
  return { code, name: c?.name ?? { ar: code, en: code, de: code }, rating: c?.rating ?? 0 };
};
const modelSlug = (model: string) =>
  MODELS.find((m) => m.model === model)?.slug ?? model.toLowerCase().replace(/[^a-z0-9]+/g, '-');
/** The offer's drawn picture. */
export const carImage = (offer: repo.OfferRow) => `/uploads/cars/${carImageName(modelSlug(offer.model), offer.colour)}`;

export function officeDto(o: repo.OfficeRow): CarOffice {
  return { id: o.id, kind: o.kind, name: o.name, address: o.address };
}

export function carDto({ offer, office }: Row, toPrice: ToPrice): Car {
  return {
    id: offer.id,
    company: companyOf(offer.company),
    model: offer.model,
    class: offer.carClass as Car['class'],
    seats: offer.seats,
    doors: offer.doors,
    transmission: offer.transmission as Car['transmission'],
    fuel: offer.fuel as Car['fuel'],
    luggage: offer.luggage,
    air_conditioning: offer.airConditioning,
    with_driver: offer.withDriver,
    mileage_km_per_day: offer.mileageKmPerDay,
    deposit: toPrice(offer.depositIqd),
    min_age: offer.minAge,
    office: officeDto(office),
    image: carImage(offer),
    daily: toPrice(offer.dailyIqd),
  };
}

export function priceDto(p: RentalPrice, toPrice: ToPrice): CarPrice {
  return {
    days: p.days,
    daily: toPrice(p.daily),
    base: toPrice(p.base),
    discount_percent: p.discountPercent,
    discount: toPrice(p.discount),
    one_way_fee: toPrice(p.oneWayFee),
    extras: p.extras.map((e) => ({ code: e.code, count: e.count, total: toPrice(e.total) })),
    total: toPrice(p.total),
  };
}

const destinationDto = (o: repo.OfficeRow) => ({ slug: o.city, name: o.cityName, country: o.country });

/** The offices of a city, or `unknown_destination` on the field that named it. */
async function officesOrRefuse(db: DbOrTx, city: string, field = 'destination') {
  const offices = await repo.officesOf(db, city);
  if (offices.length === 0)
    throw new AppError('unknown_destination', { fields: [{ field, key: 'unknown_destination' }] });
  return offices;
}

function checkOffice(offices: repo.OfficeRow[], id: string | undefined, field: string) {
  if (id !== undefined && !offices.some((o) => o.id === id))
    throw new AppError('validation_failed', { fields: [{ field, key: 'unknown_office' }] });
}

/** The rental's days at the office (its local calendar), from the pick-up day, one per day charged. */
export function rentalDayList(pickup: string, dropoff: string) {
  return daysFrom(pickup.slice(0, 10), rentalDays(pickup, dropoff));
}

/** Cancelling: free until 48 hours before pick-up, then a share kept until pick-up. */
export function cancellationTimes(pickup: string, timeZone: string) {
  const pickupAt = instantAt(pickup, timeZone);
  return { pickupAt, freeUntil: pickupAt - FREE_CANCELLATION_HOURS * 3_600_000 };
}

const offerChanges = changeCounter();
/** The back office changed an offer (rate, fleet, on sale or not): searches read again (decision 135). */
export const carOffersChanged = offerChanges.changed;
/** The search's reads, kept three seconds or until an offer or a rented day changes (decision 135). */
const kept = keptReads(() => offerChanges.version() + dayCapacityVersion());

/** Car search, detail and the rental's price over the built-in fleet (decision 095). */
export function createCarService({ db, currencies }: { db: Db; currencies: CurrencyService }) {
  async function leftOf(rows: Row[], days: string[]) {
    const ids = rows.map((r) => r.offer.id);
    const from = days[0]!;
    const to = days[days.length - 1]!;
    const states = await kept(db, `days|${from}|${to}|${ids.join(',')}`, () =>
      dayStates(db, { kind: 'car', resourceIds: ids, from, to }),
    );
    const fleet = new Map(rows.map((r) => [r.offer.id, r.offer.fleet]));
    return leastLeft(states, days, (id) => fleet.get(id) ?? 0, [...fleet.keys()]);
  }

  return {
    async destinations() {
      const rows = await repo.destinations(db);
      return rows.map((r) => ({ slug: r.slug, name: r.name, country: r.country, offers: Number(r.offers) }));
    },

    async search(q: CarSearch, currency: string) {
      const offices = await kept(db, `offices|${q.destination}`, () => officesOrRefuse(db, q.destination));
      checkOffice(offices, q.pickup_office, 'pickup_office');
      checkOffice(offices, q.dropoff_office, 'dropoff_office');
      checkRental(q.pickup, q.dropoff, offices[0]!.timeZone, Date.now());
      const toPrice = await priceFn(currencies, currency);
      const days = rentalDayList(q.pickup, q.dropoff);
      const all = (await kept(db, `offers|${q.destination}`, () => repo.offersInCity(db, q.destination))).filter(
        (r) => (!q.pickup_office || r.offer.officeId === q.pickup_office) && r.offer.minAge <= q.age,
      );
      const left = await leftOf(all, days);
      const noExtras: CarExtras = { childSeats: 0, extraDriver: false, fullCover: false };
      const available = all
        .filter((r) => (left.get(r.offer.id) ?? 0) > 0)
        .map((r) => ({
          row: r,
          price: priceRental(
            r.offer,
            days.length,
            !!q.dropoff_office && q.dropoff_office !== r.offer.officeId,
            noExtras,
          ),
        }));
      const companies = new Map<string, number>();
      for (const a of available) companies.set(a.row.offer.company, (companies.get(a.row.offer.company) ?? 0) + 1);
      const maxMinor = q.price_max === undefined ? null : Number(q.price_max);
      const shown = available
        .filter(({ row: { offer }, price }) => {
          if (q.class?.length && !q.class.includes(offer.carClass as never)) return false;
          if (q.transmission && offer.transmission !== q.transmission) return false;
          if (q.with_driver && offer.withDriver !== (q.with_driver === 'yes')) return false;
          if (q.company?.length && !q.company.includes(offer.company)) return false;
          if (maxMinor !== null && Number(toPrice(price.total).amount) > maxMinor) return false;
          return true;
        })
        .sort((a, b) => {
          const d = a.price.total === b.price.total ? 0 : a.price.total < b.price.total ? -1 : 1;
          return (q.sort === 'price_desc' ? -d : d) || a.row.offer.id.localeCompare(b.row.offer.id);
        });
      const start = (q.page - 1) * CAR_PAGE_SIZE;
      const data: CarSearchResult = {
        destination: destinationDto(offices[0]!),
        offices: offices.map(officeDto),
        companies: [...companies]
          .map(([code, count]) => ({ ...companyOf(code), count }))
          .sort((a, b) => a.code.localeCompare(b.code)),
        offers: shown.slice(start, start + CAR_PAGE_SIZE).map(({ row, price }) => ({
          ...carDto(row, toPrice),
          price: priceDto(price, toPrice),
          left: left.get(row.offer.id) ?? 0,
        })),
      };
      return { data, meta: { total: shown.length, page: q.page, per_page: CAR_PAGE_SIZE } };
    },

    /**
     * One offer priced for a rental: the offer as stored and its office, the offices of its city, the price in
     * IQD, the days it takes and whether a car is left on each. Refuses what cannot be booked.
     */
    async rental(
      id: string,
      r: { pickup: string; dropoff: string; dropoffOffice?: string; extras: CarExtras },
      db_: DbOrTx = db,
    ) {
      const row = await repo.offerById(db_, id);
      if (!row || !row.offer.active || !row.office.active) throw new AppError('car_not_found');
      const offices = await officesOrRefuse(db_, row.office.city, 'dropoff_office');
      checkOffice(offices, r.dropoffOffice, 'dropoff_office');
      checkRental(r.pickup, r.dropoff, row.office.timeZone, Date.now());
      const days = rentalDayList(r.pickup, r.dropoff);
      const oneWay = !!r.dropoffOffice && r.dropoffOffice !== row.office.id;
      const price = priceRental(row.offer, days.length, oneWay, r.extras);
      const left = (await leftOf([row], days)).get(id) ?? 0;
      return { row, offices, days, price, left, ...cancellationTimes(r.pickup, row.office.timeZone) };
    },

    async detail(id: string, q: Quote, currency: string): Promise<CarDetail> {
      const extras = {
        childSeats: q.child_seats,
        extraDriver: q.extra_driver === 'yes',
        fullCover: q.full_cover === 'yes',
      };
      const r = await this.rental(id, {
        pickup: q.pickup,
        dropoff: q.dropoff,
        dropoffOffice: q.dropoff_office,
        extras,
      });
      if (q.age < r.row.offer.minAge)
        throw new AppError('validation_failed', {
          fields: [{ field: 'age', key: 'driver_too_young', params: { min: r.row.offer.minAge } }],
        });
      const toPrice = await priceFn(currencies, currency);
      const { offer } = r.row;
      return {
        car: carDto(r.row, toPrice),
        destination: destinationDto(r.row.office),
        offices: r.offices.map(officeDto),
        extras: {
          child_seat: toPrice(offer.childSeatDailyIqd),
          extra_driver: toPrice(offer.extraDriverDailyIqd),
          full_cover: toPrice(offer.fullCoverDailyIqd),
        },
        one_way_fee: toPrice(offer.oneWayFeeIqd),
        price: priceDto(r.price, toPrice),
        available: r.left > 0,
        free_cancellation_until: new Date(r.freeUntil).toISOString(),
        late_penalty_percent: LATE_PENALTY_PERCENT,
        hold_until: ((h) => (h === null ? null : new Date(h).toISOString()))(holdDeadline(r.freeUntil)),
      };
    },

    priceFn: (currency: string) => priceFn(currencies, currency),
  };
}
export type CarService = ReturnType<typeof createCarService>;
