import {
  CABIN_GRADES,
  CABIN_MAX_OCCUPANCY,
  CRUISE_DURATIONS,
  CRUISE_LINES,
  OCCUPANCIES,
  cruiseLine,
  cruisePort,
  cruiseRegion,
  nightsFit,
  type CabinGrade,
  type CruiseCard,
  type CruiseDetail,
  type CruiseDuration,
  type CruiseSearchBodySchema,
} from '@portal/contracts/cruises';
import type { MessageKey } from '@portal/contracts/messages';
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
import { generateCruises } from './builtin/inventory.js';
import { CruiseContentSchema } from './cruise-content.js';

type SearchBody = z.output<typeof CruiseSearchBodySchema>;
type Category = Reads['DepartureWithCategories']['categories'][number];

/** Writes the built-in cruises (seeded once; dated from the day of seeding on). */
export async function seedCruises(db: Db, today = baghdadDate()) {
  if ((await repo.countProducts(db, 'cruise')) > 0) return;
  await insertDepartureInventory(db, generateCruises(today));
}

const named = (slug: string) => {
  const port = cruisePort(slug);
  return { slug, name: port ? port.name : { ar: slug, en: slug, de: slug } };
};

const factsKept = new WeakMap<Reads['ProductRow'], ReturnType<typeof readFacts>>();
/** The cruise as cards, selections and bookings show it; once per row a kept read gave (decision 135). */
export function cruiseFacts(p: Reads['ProductRow']) {
  let facts = factsKept.get(p);
  if (!facts) factsKept.set(p, (facts = readFacts(p)));
  return facts;
}

function readFacts(p: Reads['ProductRow']) {
  const content = CruiseContentSchema.parse(p.content);
  const region = cruiseRegion(p.destination);
  return {
    content,
    card: {
      id: p.id,
      slug: p.slug,
      title: p.title,
      ship: content.ship,
      line: { slug: content.line, name: cruiseLine(content.line)?.name ?? content.line },
      region: {
        slug: p.destination,
        name: region ? region.name : { ar: p.destination, en: p.destination, de: p.destination },
      },
      depart_port: named(p.origin),
      nights: p.nights,
    },
  };
}

/** A grade's fare per person in a double cabin, IQD. */
const doubleFare = (c: Category) => BigInt(c.prices.double!.person!);

type Sailing = Reads['DepartureWithCategories'];
/** Of a cruise's sailings, in one grade or any: the lowest double fare of the open cabins (of all when none is open), and the cabins left. */
interface Fares {
  fromIqd: bigint;
  left: number;
}
const faresKept = new WeakMap<readonly Sailing[], Map<string, Fares>>();
/** A cruise's fares, worked out once per kept read of its sailings (decision 135), not on every search. */
function faresOf(sailings: readonly Sailing[], grade: CabinGrade | undefined): Fares {
  let byGrade = faresKept.get(sailings);
  if (!byGrade) faresKept.set(sailings, (byGrade = new Map()));
  let fares = byGrade.get(grade ?? '');
  if (fares) return fares;
  let open: bigint | null = null;
  let any: bigint | null = null;
  let left = 0;
  for (const s of sailings)
    for (const c of s.categories) {
      if (grade && c.code !== grade) continue;
      const fare = doubleFare(c);
      if (any === null || fare < any) any = fare;
      if (c.left > 0) {
        left += c.left;
        if (open === null || fare < open) open = fare;
      }
    }
  fares = { fromIqd: open ?? any ?? 0n, left };
  byGrade.set(grade ?? '', fares);
  return fares;
}

const groupsKept = new WeakMap<readonly Sailing[], Map<string, Sailing[]>>();
/** Sailings by cruise, grouped once per kept read. */
function byCruise(sailings: readonly Sailing[]): Map<string, Sailing[]> {
  let groups = groupsKept.get(sailings);
  if (groups) return groups;
  groups = new Map();
  for (const s of sailings) {
    const list = groups.get(s.productId);
    if (list) list.push(s);
    else groups.set(s.productId, [s]);
  }
  groupsKept.set(sailings, groups);
  return groups;
}

export function createCruiseService({ db, currencies }: { db: Db; currencies: CurrencyService }) {
  function check(body: SearchBody) {
    const fields: Array<{ field: string; key: MessageKey }> = [];
    if (body.depart !== 'all' && !cruisePort(body.depart)?.home)
      fields.push({ field: 'depart', key: 'unknown_cruise_port' });
    if (body.destination !== 'all' && !cruiseRegion(body.destination))
      fields.push({ field: 'destination', key: 'unknown_cruise_region' });
    if (!(CRUISE_DURATIONS as readonly string[]).includes(body.duration))
      fields.push({ field: 'duration', key: 'unknown_cruise_duration' });
    if (body.line && !cruiseLine(body.line)) fields.push({ field: 'line', key: 'unknown_cruise_line' });
    if (body.depart_date && body.return_date && body.return_date < body.depart_date)
      fields.push({ field: 'return_date', key: 'sailing_return_before_depart' });
    if (fields.length) throw new AppError('unknown_cruise_search', { fields });
  }

  /** The sailings on sale of the products (one read), earliest first. */
  async function sailingsOf(products: Reads['ProductRow'][], bounds: { from?: string; to?: string } = {}) {
    const found = await repo.departuresOf(
      db,
      products.map((p) => p.id),
      { after: addDays(firstBookableDay(), -1), from: bounds.from, to: bounds.to },
    );
    return bounds.to ? found.filter((d) => d.endsOn <= bounds.to!) : found;
  }

  function card(
    p: Reads['ProductRow'],
    sailings: Reads['DepartureWithCategories'][],
    grade: CabinGrade | undefined,
    toPrice: ToPrice,
  ): CruiseCard & { fromIqd: bigint } {
    const { content, card: facts } = cruiseFacts(p);
    const { fromIqd, left } = faresOf(sailings, grade);
    const first = sailings[0]!;
    return {
      ...facts,
      ports: [...new Set(content.itinerary.filter((s): s is string => s !== null && s !== p.origin))].map(named),
      image_url: content.image_url,
      next_sailing: { id: first.id, starts_on: first.startsOn, ends_on: first.endsOn },
      sailings: sailings.length,
      from_price: toPrice(fromIqd),
      port_charges: toPrice(BigInt(content.port_charges_iqd)),
      cabins_left: left,
      fromIqd,
    };
  }

  return {
    async search(body: SearchBody, currency: string) {
      check(body);
      const duration = body.duration as CruiseDuration;
      const products = (
        await repo.productsFrom(
          db,
          'cruise',
          body.depart === 'all' ? null : body.depart,
          body.destination === 'all' ? null : body.destination,
        )
      ).filter((p) => nightsFit(duration, p.nights));
      const sailings = await sailingsOf(products, { from: body.depart_date, to: body.return_date });
      const byProduct = byCruise(sailings);
      const toPrice = await priceFn(currencies, currency);
      const grade = body.grade;
      // Filtered and sorted on what is kept; only the page's cards are made.
      const all = products
        .filter((p) => byProduct.has(p.id))
        .map((p) => {
          const list = byProduct.get(p.id)!;
          return { p, list, line: cruiseFacts(p).content.line, startsOn: list[0]!.startsOn, ...faresOf(list, grade) };
        })
        .filter((c) => !grade || c.left > 0)
        .filter((c) => !body.max_price_iqd || c.fromIqd <= BigInt(body.max_price_iqd));
      const lines = CRUISE_LINES.map((line) => ({
        slug: line.slug,
        name: line.name,
        count: all.filter((c) => c.line === line.slug).length,
      })).filter((line) => line.count > 0);
      const found = all
        .filter((c) => !body.line || c.line === body.line)
        .sort((a, b) =>
          body.sort === 'price' && a.fromIqd !== b.fromIqd
            ? a.fromIqd < b.fromIqd
              ? -1
              : 1
            : a.startsOn.localeCompare(b.startsOn) || a.p.slug.localeCompare(b.p.slug),
        );
      const start = (body.page - 1) * body.per_page;
      return {
        data: {
          cruises: found
            .slice(start, start + body.per_page)
            .map(({ p, list }) => (({ fromIqd: _, ...c }) => c)(card(p, list, grade, toPrice))),
          lines,
        },
        meta: { total: found.length, page: body.page, per_page: body.per_page },
      };
    },

    async detail(key: string, currency: string): Promise<CruiseDetail> {
      const product = await repo.productByKey(db, 'cruise', key);
      if (!product) throw new AppError('cruise_not_found');
      const sailings = await sailingsOf([product]);
      if (sailings.length === 0) throw new AppError('cruise_not_found');
      const toPrice = await priceFn(currencies, currency);
      const { content } = cruiseFacts(product);
      const { fromIqd: _, ...shown } = card(product, sailings, undefined, toPrice);
      return {
        ...shown,
        description: content.description,
        itinerary: content.itinerary.map((slug, i) => ({ day: i + 1, port: slug === null ? null : named(slug) })),
        sailing_list: sailings.map((s) => ({
          id: s.id,
          starts_on: s.startsOn,
          ends_on: s.endsOn,
          grades: CABIN_GRADES.flatMap((grade) => {
            const c = s.categories.find((x) => x.code === grade);
            if (!c) return [];
            return [
              {
                grade,
                capacity: c.capacity,
                left: c.left,
                max_occupancy: CABIN_MAX_OCCUPANCY[grade],
                fares: OCCUPANCIES.filter((o) => c.prices[o]?.person !== undefined).map((occupancy) => ({
                  occupancy,
                  price: toPrice(BigInt(c.prices[occupancy]!.person!)),
                })),
              },
            ];
          }),
        })),
        cancellation: product.cancellation,
      };
    },
  };
}
export type CruiseService = ReturnType<typeof createCruiseService>;
