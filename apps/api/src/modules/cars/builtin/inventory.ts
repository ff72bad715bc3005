import { derivedId } from '../../../lib/ids.js';
import { seeded } from '../../../lib/random.js';
import type { carOffers, carOffices } from '../../../db/schema.js';
import {
  CITIES,
  COLOURS,
  COMPANIES,
  COUNTRY_FACTOR_BP,
  DRIVER_DAILY_IQD,
  MODELS,
  type ModelSpec,
} from './reference-data.js';

export type OfficeInsert = typeof carOffices.$inferInsert;
export type OfferInsert = typeof carOffers.$inferInsert;

const round = (iqd: number) => BigInt(Math.max(1000, Math.round(iqd / 1000) * 1000));

/**
 * The built-in car inventory, the same on every machine (a seeded PRNG over the reference data): each office gets
 * the companies of its country, each company four to six of the models, some with a driver in the cities pilgrims
 * and families come to; prices follow the model, the country and the company; fleets of one to eight.
 */
export function generateCarInventory(): { offices: OfficeInsert[]; offers: OfferInsert[] } {
  const offices: OfficeInsert[] = [];
  const offers: OfferInsert[] = [];
  for (const city of CITIES) {
    const companies = COMPANIES.filter((c) => c.countries.includes(city.country));
    const factor = COUNTRY_FACTOR_BP[city.country] ?? 10_000;
    for (const o of city.offices) {
      offices.push({
        id: o.id,
        city: city.slug,
        cityName: city.name,
        country: city.country,
        timeZone: city.timeZone,
        kind: o.kind,
        name: o.name,
        address: o.address,
      });
      for (const company of companies) {
        const rnd = seeded(`${o.id}:${company.code}`);
        const pool = [...MODELS];
        const count = rnd.int(4, 6);
        const chosen: ModelSpec[] = [];
        while (chosen.length < count && pool.length) chosen.push(pool.splice(rnd.int(0, pool.length - 1), 1)[0]!);
        const companyFactor = 0.9 + rnd.next() * 0.25;
        for (const model of chosen) {
          const withDriver = model.driverable && (city.pilgrim ? rnd.chance(0.7) : rnd.chance(0.25));
          const variants = withDriver && rnd.chance(0.5) ? [false, true] : [withDriver];
          for (const driver of variants) {
            const daily = ((model.dailyIqd + (driver ? DRIVER_DAILY_IQD : 0)) * companyFactor * factor) / 10_000;
            offers.push({
              id: derivedId('car-offer', o.id, company.code, model.slug, driver ? 'driver' : 'self'),
              officeId: o.id,
              company: company.code,
              model: model.model,
              carClass: model.carClass,
              seats: model.seats,
              doors: model.doors,
              transmission: model.transmission,
              fuel: model.fuel,
              luggage: model.luggage,
              airConditioning: true,
              withDriver: driver,
              mileageKmPerDay: driver || rnd.chance(0.5) ? null : rnd.pick([200, 250, 300]),
              depositIqd: driver ? 0n : round(model.dailyIqd * (model.carClass === 'luxury' ? 6 : 3)),
              minAge: driver ? 18 : model.minAge,
              dailyIqd: round(daily),
              oneWayFeeIqd: round(15_000 + rnd.int(0, 4) * 5_000),
              childSeatDailyIqd: round(5_000 * (factor / 10_000)),
              extraDriverDailyIqd: driver ? 0n : round(8_000 * (factor / 10_000)),
              fullCoverDailyIqd: round(model.dailyIqd * 0.18 * (factor / 10_000)),
              fleet: rnd.int(1, 8),
              colour: rnd.pick(COLOURS),
            });
          }
        }
      }
    }
  }
  return { offices, offers };
}
