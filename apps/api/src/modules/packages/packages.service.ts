import {
  STANDARD_OPTION,
  TOUR_KINDS,
  TOUR_OCCUPANCIES,
  durationMatches,
  type TourCard,
  type TourCity,
  type TourDetail,
  type TourKind,
  type TourLabel,
  type TourSearchBodySchema,
  type TourSearchResult,
} from '@portal/contracts/tours';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, baghdadDate } from '../../lib/time-zones.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { priceFn, type ToPrice } from '../currencies/display-price.js';
import {
  departureDto,
  departureReads as repo,
  firstBookableDay,
  insertDepartureInventory,
  type DepartureReads as Reads,
} from '../departures/departures.service.js';
import { generatePackages } from './builtin/inventory.js';
import { TOUR_CITIES } from './builtin/reference-data.js';
import { TOUR_DESTINATIONS, TOUR_ORIGINS, tourCityName } from '@portal/contracts/tour-cities';
import { PackageContentSchema } from './package-content.js';

type SearchBody = z.output<typeof TourSearchBodySchema>;
const OPTION_ORDER: string[] = [...TOUR_OCCUPANCIES, STANDARD_OPTION];

const cityOf = (slug: string): TourCity =>
  tourCityName(slug) ?? { slug, name: { ar: slug, en: slug, de: slug }, country: { ar: '', en: '', de: '' } };
export const tripImageUrl = (slug: string, index: 1 | 2 = 1) => `/uploads/trips/${slug}${index === 2 ? '-2' : ''}.webp`;

/** The package as a selection and a booking show it. */
export function packageCard(p: Reads['ProductRow']) {
  return {
    id: p.id,
    slug: p.slug,
    kind: p.kind,
    title: p.title,
    origin: { slug: p.origin, name: cityOf(p.origin).name },
    destination: { slug: p.destination, name: cityOf(p.destination).name },
    days: p.days,
    nights: p.nights,
    image_url: tripImageUrl(p.slug),
  };
}

/** Writes the built-in tour packages (seeded once; departures from the day of seeding on). */
export async function seedPackages(db: Db, today = baghdadDate()) {
  if ((await repo.countProducts(db, 'package')) > 0) return;
  await insertDepartureInventory(db, generatePackages(today));
}

/** The cheapest adult price of a departure over its options, IQD. */
function fromPrice(d: Reads['DepartureWithCategories']): bigint {
  let min: bigint | null = null;
  for (const c of d.categories)
    for (const byType of Object.values(c.prices)) {
      const adult = byType.adult === undefined ? null : BigInt(byType.adult);
      if (adult !== null && (min === null || adult < min)) min = adult;
    }
  return min ?? 0n;
}
const placesLeft = (d: Reads['DepartureWithCategories']) => d.categories.reduce((s, c) => s + c.left, 0);

export function createPackageService({ db, currencies }: { db: Db; currencies: CurrencyService }) {
  function requireCity(field: 'from' | 'to', slug: string, known: readonly string[]) {
    if (!known.includes(slug))
      throw new AppError('unknown_tour_city', { fields: [{ field, key: 'unknown_tour_city' }] });
  }

  function card(
    p: Reads['ProductRow'],
    matched: Reads['DepartureWithCategories'][],
    toPrice: ToPrice,
    today: string,
  ): TourCard {
    const content = PackageContentSchema.parse(p.content);
    const next = matched.find((d) => placesLeft(d) > 0) ?? matched[0]!;
    const labels: TourLabel[] = [];
    if (matched.some((d) => d.startsOn <= addDays(today, 3) && placesLeft(d) > 0)) labels.push('depart_next_3_days');
    if (placesLeft(next) >= 10) labels.push('seats_10_plus');
    return {
      id: p.id,
      slug: p.slug,
      kind: p.kind as TourKind,
      title: p.title,
      origin: cityOf(p.origin),
      destination: cityOf(p.destination),
      days: p.days,
      nights: p.nights,
      stars: p.stars,
      image_url: tripImageUrl(p.slug),
      inclusions: content.inclusions,
      from_price: toPrice(fromPrice(next)),
      next_departure: { id: next.id, starts_on: next.startsOn, left: placesLeft(next), group_size: next.groupSize },
      departures: matched.length,
      labels,
    };
  }

  return {
    /** The cities packages leave from and go to. */
    cities() {
      return { origins: TOUR_ORIGINS, destinations: TOUR_DESTINATIONS };
    },

    async search(body: SearchBody, currency: string) {
      const { origins, destinations } = this.cities();
      requireCity(
        'from',
        body.from,
        origins.map((c) => c.slug),
      );
      if (body.to !== 'all')
        requireCity(
          'to',
          body.to,
          destinations.map((c) => c.slug),
        );
      if (body.going && body.coming && body.coming < body.going)
        throw new AppError('validation_failed', { fields: [{ field: 'coming', key: 'coming_before_going' }] });
      if (body.price_min !== undefined && body.price_max !== undefined && body.price_max < body.price_min)
        throw new AppError('validation_failed', { fields: [{ field: 'price_max', key: 'invalid_amount' }] });
      const today = baghdadDate();
      const products = await repo.productsFrom(db, 'package', body.from, body.to === 'all' ? null : body.to);
      const departures = await repo.departuresOf(
        db,
        products.map((p) => p.id),
        { after: addDays(firstBookableDay(), -1), from: body.going, to: body.coming },
      );
      const byProduct = new Map<string, Reads['DepartureWithCategories'][]>();
      for (const d of departures) byProduct.set(d.productId, [...(byProduct.get(d.productId) ?? []), d]);
      const toPrice = await priceFn(currencies, currency);
      let cards = products
        .filter((p) => byProduct.has(p.id))
        .map((p) => ({ product: p, card: card(p, byProduct.get(p.id)!, toPrice, today) }))
        .filter(
          ({ card: c }) =>
            (body.kinds.length === 0 || body.kinds.includes(c.kind)) &&
            (body.durations.length === 0 || body.durations.some((d) => durationMatches(d, c.days))) &&
            (body.stars.length === 0 || body.stars.includes(c.stars)) &&
            body.labels.every((label) => c.labels.includes(label)),
        );
      const prices = cards.map((c) => BigInt(c.card.from_price.iqd));
      const priceRange =
        prices.length === 0
          ? null
          : {
              min: prices.reduce((a, b) => (b < a ? b : a)).toString(),
              max: prices.reduce((a, b) => (b > a ? b : a)).toString(),
            };
      cards = cards.filter(({ card: c }) => {
        const iqd = BigInt(c.from_price.iqd);
        return (
          (body.price_min === undefined || iqd >= BigInt(body.price_min)) &&
          (body.price_max === undefined || iqd <= BigInt(body.price_max))
        );
      });
      const byDate = (a: TourCard, b: TourCard) =>
        a.next_departure.starts_on.localeCompare(b.next_departure.starts_on) || a.slug.localeCompare(b.slug);
      const kindOrder = (k: TourKind) => TOUR_KINDS.indexOf(k);
      cards.sort((x, y) => {
        const a = x.card;
        const b = y.card;
        if (body.sort === 'price') return Number(BigInt(a.from_price.iqd) - BigInt(b.from_price.iqd)) || byDate(a, b);
        if (body.sort === 'date') return byDate(a, b);
        if (body.sort === 'duration') return a.days - b.days || byDate(a, b);
        return (
          Number(y.product.featured) - Number(x.product.featured) ||
          kindOrder(a.kind) - kindOrder(b.kind) ||
          byDate(a, b)
        );
      });
      const start = (body.page - 1) * body.per_page;
      const data: TourSearchResult = {
        query: { from: cityOf(body.from), to: body.to === 'all' ? null : cityOf(body.to) },
        tours: cards.slice(start, start + body.per_page).map((c) => c.card),
        price_range: priceRange,
      };
      return { data, meta: { total: cards.length, page: body.page, per_page: body.per_page } };
    },

    async detail(key: string, currency: string): Promise<TourDetail> {
      const product = await repo.productByKey(db, 'package', key);
      if (!product) throw new AppError('tour_not_found');
      const content = PackageContentSchema.parse(product.content);
      const departures = await repo.departuresOf(db, [product.id], { after: addDays(firstBookableDay(), -1) });
      const toPrice = await priceFn(currencies, currency);
      return {
        id: product.id,
        slug: product.slug,
        kind: product.kind as TourKind,
        title: product.title,
        origin: cityOf(product.origin),
        destination: cityOf(product.destination),
        days: product.days,
        nights: product.nights,
        stars: product.stars,
        image_url: tripImageUrl(product.slug),
        inclusions: content.inclusions,
        description: content.description,
        itinerary: content.itinerary,
        places: content.places,
        hotels: content.hotels,
        // In the order of the occupancies (jsonb keeps its keys in its own order).
        options: Object.keys(departures[0]?.categories[0]?.prices ?? { [STANDARD_OPTION]: {} }).sort(
          (a, b) => OPTION_ORDER.indexOf(a) - OPTION_ORDER.indexOf(b),
        ),
        cancellation: product.cancellation,
        departures: departures.map((d) => departureDto(d, toPrice)),
      };
    },

    /** The scene of a package's pictures, for the picture route; null for no package. */
    async imageOf(slug: string) {
      const product = await repo.productByKey(db, 'package', slug);
      const city = product && TOUR_CITIES.find((c) => c.slug === product.destination);
      return product && city ? { slug: product.slug, scene: city.scene } : null;
    },
  };
}
export type PackageService = ReturnType<typeof createPackageService>;
