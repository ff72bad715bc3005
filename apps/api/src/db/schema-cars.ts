import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

type Localized = { ar: string; en: string; de: string };
const money = (name: string) => bigint(name, { mode: 'bigint' });

/** Rental offices: an airport desk or a city office; `city` is the slug the cars.search URL carries. */
export const carOffices = pgTable(
  'car_offices',
  {
    id: text('id').primaryKey(),
    city: text('city').notNull(),
    cityName: jsonb('city_name').$type<Localized>().notNull(),
    country: text('country').notNull(),
    timeZone: text('time_zone').notNull(),
    kind: text('kind', { enum: ['airport', 'city'] }).notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    address: jsonb('address').$type<Localized>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('car_offices_city_idx').on(t.city)],
);

/**
 * A company's model at an office, with its rules and prices (IQD) and its fleet: how many of the model the office
 * has on any day. Days taken are counted in `day_capacity` (kind `car`, decision 094).
 */
export const carOffers = pgTable(
  'car_offers',
  {
    id: uuid('id').primaryKey(),
    officeId: text('office_id')
      .notNull()
      .references(() => carOffices.id),
    company: text('company').notNull(),
    model: text('model').notNull(),
    carClass: text('car_class').notNull(),
    seats: integer('seats').notNull(),
    doors: integer('doors').notNull(),
    transmission: text('transmission').notNull(),
    fuel: text('fuel').notNull(),
    luggage: integer('luggage').notNull(),
    airConditioning: boolean('air_conditioning').notNull(),
    withDriver: boolean('with_driver').notNull(),
    /** Kilometres included per day; null: unlimited. */
    mileageKmPerDay: integer('mileage_km_per_day'),
    depositIqd: money('deposit_iqd').notNull(),
    minAge: integer('min_age').notNull(),
    dailyIqd: money('daily_iqd').notNull(),
    /** Dropping the car at another office of the city. */
    oneWayFeeIqd: money('one_way_fee_iqd').notNull(),
    childSeatDailyIqd: money('child_seat_daily_iqd').notNull(),
    extraDriverDailyIqd: money('extra_driver_daily_iqd').notNull(),
    fullCoverDailyIqd: money('full_cover_daily_iqd').notNull(),
    fleet: integer('fleet').notNull(),
    /** The drawn picture's colour. */
    colour: text('colour').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('car_offers_office_idx').on(t.officeId),
    check('car_offers_fleet', sql`${t.fleet} >= 0`),
    check('car_offers_price', sql`${t.dailyIqd} > 0 and ${t.depositIqd} >= 0 and ${t.oneWayFeeIqd} >= 0`),
    check(
      'car_offers_extras',
      sql`${t.childSeatDailyIqd} >= 0 and ${t.extraDriverDailyIqd} >= 0 and ${t.fullCoverDailyIqd} >= 0`,
    ),
    check('car_offers_age', sql`${t.minAge} between 18 and 99`),
  ],
);
