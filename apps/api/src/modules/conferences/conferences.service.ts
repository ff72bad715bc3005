import {
  CONFERENCE_SPECIALTIES,
  FEE_PERIODS,
  REGISTRATION_CATEGORIES,
  conferenceCity,
  conferenceCountry,
  conferenceSpecialty,
  type ConferenceCard,
  type ConferenceDetail,
  type ConferenceSearchBodySchema,
  type FeePeriod,
} from '@portal/contracts/conferences';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, baghdadDate } from '../../lib/time-zones.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { priceFn, type ToPrice } from '../currencies/display-price.js';
import {
  departureReads as repo,
  firstBookableDay,
  insertDepartureInventory,
  type DepartureReads as Reads,
} from '../departures/departures.service.js';
import { generateConferences } from './builtin/inventory.js';
import { ConferenceContentSchema } from './conference-content.js';

type SearchBody = z.output<typeof ConferenceSearchBodySchema>;
type Prices = Record<string, Record<string, string>>;

/** Writes the built-in conferences (seeded once; dated from the day of seeding on). */
export async function seedConferences(db: Db, today = baghdadDate()) {
  if ((await repo.countProducts(db, 'conference')) > 0) return;
  await insertDepartureInventory(db, generateConferences(today));
}

/** The fee period on a day: early-bird up to and including its deadline. */
export function feePeriod(earlyBirdUntil: string, today = baghdadDate()): FeePeriod {
  return today <= earlyBirdUntil ? 'early' : 'regular';
}

const feesOf = (prices: Prices, period: FeePeriod, toPrice: ToPrice) =>
  REGISTRATION_CATEGORIES.map((category) => ({ category, price: toPrice(BigInt(prices[period]![category]!)) }));

/** The conference as a card, a selection and a booking show it. */
export function conferenceFacts(p: Reads['ProductRow']) {
  const city = conferenceCity(p.destination)!;
  const content = ConferenceContentSchema.parse(p.content);
  return {
    content,
    card: {
      id: p.id,
      slug: p.slug,
      title: p.title,
      specialty: { slug: p.kind, name: conferenceSpecialty(p.kind)?.name ?? { ar: p.kind, en: p.kind, de: p.kind } },
      city: { slug: city.slug, name: city.name, airport: city.airport },
      country: { code: city.country, name: conferenceCountry(city.country)!.name },
      venue: content.venue,
    },
  };
}

export function createConferenceService({ db, currencies }: { db: Db; currencies: CurrencyService }) {
  function card(p: Reads['ProductRow'], d: Reads['DepartureWithCategories'], toPrice: ToPrice): ConferenceCard {
    const { content, card: facts } = conferenceFacts(p);
    const places = d.categories[0]!;
    const period = feePeriod(content.early_bird_until);
    return {
      ...facts,
      departure_id: d.id,
      organiser: content.organiser,
      starts_on: d.startsOn,
      ends_on: d.endsOn,
      cme_hours: content.cme_hours,
      early_bird_until: content.early_bird_until,
      period,
      fees: feesOf(places.prices, period, toPrice),
      capacity: places.capacity,
      left: places.left,
    };
  }

  /** The products' dates on sale, soonest first (one read); cards are built only for what is shown. */
  async function datesOf(products: Reads['ProductRow'][]) {
    const dates = await repo.departuresOf(
      db,
      products.map((p) => p.id),
      { after: addDays(firstBookableDay(), -1) },
    );
    const byProduct = new Map(products.map((p) => [p.id, p]));
    return dates.map((d) => ({ departure: d, product: byProduct.get(d.productId)! }));
  }

  return {
    async search(body: SearchBody, currency: string) {
      if (body.specialty && !CONFERENCE_SPECIALTIES.some((s) => s.slug === body.specialty))
        throw new AppError('unknown_specialty', { fields: [{ field: 'specialty', key: 'unknown_specialty' }] });
      if (body.country && !conferenceCountry(body.country))
        throw new AppError('unknown_specialty', {
          fields: [{ field: 'country', key: 'unknown_conference_country' }],
        });
      const products = (await repo.productsFrom(db, 'conference', body.country ?? null, null)).filter(
        (p) => !body.specialty || p.kind === body.specialty,
      );
      const found = await datesOf(products);
      const toPrice = await priceFn(currencies, currency);
      const start = (body.page - 1) * body.per_page;
      return {
        data: {
          conferences: found.slice(start, start + body.per_page).map((f) => card(f.product, f.departure, toPrice)),
        },
        meta: { total: found.length, page: body.page, per_page: body.per_page },
      };
    },

    async detail(key: string, currency: string): Promise<ConferenceDetail> {
      const product = await repo.productByKey(db, 'conference', key);
      if (!product) throw new AppError('conference_not_found');
      const toPrice = await priceFn(currencies, currency);
      const [found] = await datesOf([product]);
      if (!found) throw new AppError('conference_not_found');
      const { content } = conferenceFacts(product);
      const prices = found.departure.categories[0]!.prices;
      const [early, regular] = FEE_PERIODS.map((period) => feesOf(prices, period, toPrice)) as [
        ConferenceCard['fees'],
        ConferenceCard['fees'],
      ];
      return {
        ...card(product, found.departure, toPrice),
        description: content.description,
        topics: content.topics,
        early_fees: early,
        regular_fees: regular,
        cancellation: product.cancellation,
      };
    },
  };
}
export type ConferenceService = ReturnType<typeof createConferenceService>;
