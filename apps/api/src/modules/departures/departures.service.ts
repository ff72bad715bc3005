import { randomUUID } from 'node:crypto';
import type { BookingOf, LiveService } from '@portal/contracts/bookings';
import {
  CHILD_MAX_AGE,
  CHILD_MIN_AGE,
  CancellationTierSchema,
  DepartureBookingDetailsSchema,
  DepartureTravellerSchema,
  MAX_DEPARTURE_TRAVELLERS,
  penaltyPercentAt,
  type CancellationTier,
  type Departure,
  type DepartureBookingBodySchema,
  type DepartureBookingDetails,
  type DepartureSelection,
  type DepartureSelectionBody,
  type PricedDepartureSelection,
} from '@portal/contracts/departures';
import type { Lang } from '@portal/contracts/i18n';
import type { MessageKey } from '@portal/contracts/messages';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newReference } from '../../lib/ids.js';
import { keptReads } from '../../lib/kept-reads.js';
import { addDays, baghdadDate, baghdadDayStart } from '../../lib/time-zones.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { BookingRow, ServiceHandler } from '../bookings/service-handler.js';
import type { Checkout } from '../bookings/checkout.js';
import type { CheckoutSupplier } from '../bookings/service-handler.js';
import { priceFn, type ToPrice } from '../currencies/display-price.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import type { SearchSessionStore } from '../search-sessions/search-sessions.store.js';
import * as repo from './departures.repository.js';
import type { Waitlist } from './waitlist.service.js';

/*
 * What every service sold as departures with places shares (issue 18, decision 086): a departure, category and
 * option chosen for so many travellers priced into a 30-minute `ref_id`; the booking through the one checkout,
 * its places taken by a conditional update in the checkout's transaction; the cancellation by tiers of days
 * before departure; the places given back on cancelling or an expired hold.
 */

export type DepartureService = 'package';

/** One product of a generated inventory, ready to be written. */
export interface NewDepartureInventory {
  product: Omit<repo.NewProduct, 'content'>;
  content: unknown;
  departures: Array<{
    id: string;
    startsOn: string;
    endsOn: string;
    groupSize: number;
    categories: Array<Omit<repo.CategoryRow, 'departureId'>>;
  }>;
}

export async function insertDepartureInventory(db: Db, items: NewDepartureInventory[]) {
  await repo.insertInventory(db, {
    products: items.map((i) => ({ ...i.product, content: i.content })),
    departures: items.flatMap((i) =>
      i.departures.map((d) => ({
        id: d.id,
        productId: i.product.id!,
        startsOn: d.startsOn,
        endsOn: d.endsOn,
        groupSize: d.groupSize,
      })),
    ),
    categories: items.flatMap((i) =>
      i.departures.flatMap((d) => d.categories.map((c) => ({ ...c, departureId: d.id }))),
    ),
  });
}

/**
 * Reads kept a few seconds for the searches and detail pages of every departures service (decision 135): each
 * search would otherwise read every product's texts and every departure's places again. Any change of places (a
 * booking, a cancellation, an expired hold, the waitlist) or of the inventory in the back office makes the next
 * read fresh; a booking itself never reads through here.
 */
const kept = keptReads(repo.placesVersion);

/** The back office changed what is on sale: searches read again. */
export const departuresChanged = repo.placesChanged;

/** What the services sold as departures read of them (their search and detail); the repository stays this module's. */
export const departureReads = {
  countProducts: repo.countProducts,
  productsFrom: (db: Db | Tx, service: string, origin: string | null, destination: string | null) =>
    kept(db, `products|${service}|${origin ?? '*'}|${destination ?? '*'}`, () =>
      repo.productsFrom(db, service, origin, destination),
    ),
  departuresOf: (
    db: Db | Tx,
    productIds: string[],
    bounds: { after: string; from?: string | undefined; to?: string | undefined },
  ) =>
    kept(db, `departures|${bounds.after}|${bounds.from ?? ''}|${bounds.to ?? ''}|${productIds.join(',')}`, () =>
      repo.departuresOf(db, productIds, bounds),
    ),
  productByKey: repo.productByKey,
};
export interface DepartureReads {
  ProductRow: repo.ProductRow;
  DepartureWithCategories: repo.DepartureWithCategories;
}

export const SELECTION_TTL_SECONDS = 30 * 60;
const HOLD_HOURS = 24;
/** A hold must end at least this many days before departure. */
const HOLD_DAYS_BEFORE = 3;

/** The first day a departure may start to be sold: tomorrow in Baghdad. */
export function firstBookableDay(now = new Date()): string {
  return addDays(baghdadDate(now), 1);
}

/** Days from today (Baghdad) to a departure. */
export function daysBefore(startsOn: string, now = new Date()): number {
  return Math.round((Date.parse(`${startsOn}T00:00:00Z`) - Date.parse(`${baghdadDate(now)}T00:00:00Z`)) / 86_400_000);
}

/** Full years of someone born on `birth` on the day `on` (both `YYYY-MM-DD`): a traveller's age at departure. */
export function ageOn(birth: string, on: string): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const [sy, sm, sd] = on.split('-').map(Number) as [number, number, number];
  return sy - y - (sm < m || (sm === m && sd < d) ? 1 : 0);
}

/** A departure as the API shows it, its prices in a currency. */
export function departureDto(d: repo.DepartureWithCategories, toPrice: ToPrice): Departure {
  return {
    id: d.id,
    starts_on: d.startsOn,
    ends_on: d.endsOn,
    group_size: d.groupSize,
    left: d.categories.reduce((s, c) => s + c.left, 0),
    categories: d.categories.map((c) => ({
      code: c.code,
      capacity: c.capacity,
      left: c.left,
      prices: Object.entries(c.prices).flatMap(([option, byType]) =>
        (['adult', 'child'] as const)
          .filter((type) => byType[type] !== undefined)
          .map((traveller) => ({ option, traveller, price: toPrice(BigInt(byType[traveller]!)) })),
      ),
    })),
  };
}

type StoredSelection = StoredDepartureSelection<z.output<typeof SelectionQuerySchema>>;
const SelectionQuerySchema = z.object({
  departure_id: z.string(),
  category: z.string(),
  option: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
});

type ProductCard = DepartureSelection['product'];

export function createDepartureSales(deps: {
  db: Db;
  service: DepartureService;
  currencies: CurrencyService;
  sessions: SearchSessionStore;
  /** The product as selections and bookings show it. */
  card(product: repo.ProductRow): ProductCard;
  /** The not-found code of the service's products. */
  notFound: 'tour_not_found';
  /** Told when places changed (a booking, a cancellation, an expired hold): cached searches are dropped. */
  changed(): void;
  /** The line for full categories: places coming back are offered to it (decision 132). */
  waitlist?: Waitlist | undefined;
}) {
  const { db, service, currencies, sessions } = deps;
  const kind = `${service}-selection`;

  function fieldError(field: string, key: MessageKey, params?: Record<string, string | number>): never {
    throw new AppError('validation_failed', { fields: [{ field, key, ...(params ? { params } : {}) }] });
  }

  /** The choice checked against the departure now and priced; null when fewer places are left than travellers. */
  async function price(query: StoredSelection['query'], userId?: string, now = new Date()) {
    const found = await repo.categoryOf(db, query.departure_id, query.category);
    if (!found || found.product.service !== service) throw new AppError(deps.notFound);
    const { product, departure } = found;
    // Places offered to this user from the waitlist count as left for them.
    const category = {
      ...found.category,
      left: found.category.left + (await heldFor(deps.waitlist, userId, found.category.id)),
    };
    if (!product.active || !departure.active || departure.startsOn < firstBookableDay(now))
      throw new AppError('departure_unavailable');
    const byType = category.prices[query.option];
    if (!byType) fieldError('option', 'unknown_option');
    if (query.children > 0 && byType.child === undefined) fieldError('children', 'unknown_option');
    const travellers = query.adults + query.children;
    const lines = (
      [
        ['adult', query.adults],
        ['child', query.children],
      ] as const
    )
      .filter(([, count]) => count > 0)
      .map(([traveller, count]) => ({ traveller, count, unit: BigInt(byType[traveller]!) }));
    const totalIqd = lines.reduce((s, l) => s + l.unit * BigInt(l.count), 0n);
    return {
      product,
      departure,
      category,
      lines,
      totalIqd,
      travellers,
      available: category.left >= travellers,
      tiers: z.array(CancellationTierSchema).parse(product.cancellation),
      holdUntil: holdUntilFor(departure.startsOn, now),
    };
  }
  type Priced = Awaited<ReturnType<typeof price>>;

  function toSelection(refId: string, stored: StoredSelection, p: Priced, toPrice: ToPrice): DepartureSelection {
    return {
      ref_id: refId,
      expires_at: stored.expiresAt,
      product: deps.card(p.product),
      departure: {
        id: p.departure.id,
        starts_on: p.departure.startsOn,
        ends_on: p.departure.endsOn,
        left: p.category.left,
      },
      category: p.category.code,
      option: stored.query.option,
      adults: stored.query.adults,
      children: stored.query.children,
      lines: p.lines.map((l) => ({
        traveller: l.traveller,
        count: l.count,
        unit: toPrice(l.unit),
        total: toPrice(l.unit * BigInt(l.count)),
      })),
      total: toPrice(p.totalIqd),
      cancellation: p.tiers,
      hold: { allowed: p.holdUntil !== null, until: p.holdUntil === null ? null : new Date(p.holdUntil).toISOString() },
    };
  }

  const selections = departureSelections({ sessions, currencies, kind, price, toSelection });
  const load = selections.load;

  /** Each traveller of the types chosen, of an age for their type, with a passport valid six months after. */
  function checkTravellers(
    body: z.output<typeof DepartureBookingBodySchema>,
    p: Priced,
    query: StoredSelection['query'],
  ) {
    const fields: Array<{ field: string; key: MessageKey; params?: Record<string, string | number> }> = [];
    const adults = body.travellers.filter((t) => t.type === 'adult').length;
    if (adults !== query.adults || body.travellers.length - adults !== query.children)
      fields.push({ field: 'travellers', key: 'traveller_count_mismatch' });
    const validUntil = addDays(p.departure.endsOn, 182);
    body.travellers.forEach((t, i) => {
      const age = ageOn(t.date_of_birth, p.departure.startsOn);
      if (t.type === 'child' && (age < CHILD_MIN_AGE || age > CHILD_MAX_AGE))
        fields.push({
          field: `travellers.${i}.date_of_birth`,
          key: 'child_age',
          params: { min: CHILD_MIN_AGE, max: CHILD_MAX_AGE },
        });
      if (t.type === 'adult' && (age < 12 || age > 120))
        fields.push({ field: `travellers.${i}.date_of_birth`, key: 'adult_age' });
      if (t.passport_expiry < validUntil)
        fields.push({ field: `travellers.${i}.passport_expiry`, key: 'passport_expires_early' });
    });
    if (fields.length) throw new AppError('validation_failed', { fields });
  }

  return {
    async select(body: DepartureSelectionBody, currency: string, userId?: string): Promise<DepartureSelection> {
      const query = SelectionQuerySchema.parse(body);
      if (query.adults === 0 && query.children > 0) fieldError('adults', 'child_needs_adult');
      if (query.adults + query.children === 0) fieldError('adults', 'required');
      if (query.adults + query.children > MAX_DEPARTURE_TRAVELLERS)
        fieldError('adults', 'too_many_travellers', { max: MAX_DEPARTURE_TRAVELLERS });
      return selections.save(query, currency, userId);
    },

    reprice: (refId: string, currency: string, userId?: string): Promise<PricedDepartureSelection> =>
      selections.reprice(refId, currency, userId),

    /**
     * Through the checkout (decision 064): the choice priced again in the payment currency, the accepted total and
     * the travellers checked; the places are taken by a conditional update after the wallet is debited, so two
     * buyers never take the last one.
     */
    book(
      checkout: Checkout,
      ctx: AuthContext,
      body: z.output<typeof DepartureBookingBodySchema>,
      displayCurrency: string,
      idempotencyKey?: string,
    ) {
      return checkout<TakenPlaces>(ctx, {
        service,
        payment: body.payment,
        displayCurrency,
        idempotencyKey,
        async prepare(currency) {
          const s = await load(body.ref_id);
          const priced = await price(s.query, ctx.user.id);
          const toPrice = await priceFn(currencies, currency);
          const selection = toSelection(body.ref_id, s, priced, toPrice);
          if (!priced.available) throw new AppError('departure_full');
          if (priced.totalIqd.toString() !== body.accepted_total_iqd)
            throw new AppError('price_changed', {
              params: { price: `${selection.total.amount} ${selection.total.currency}` },
              extra: { selection },
            });
          checkTravellers(body, priced, s.query);
          const details: DepartureBookingDetails = {
            voucher: newReference('TP', 8),
            product: selection.product,
            departure: {
              id: priced.departure.id,
              starts_on: priced.departure.startsOn,
              ends_on: priced.departure.endsOn,
            },
            category: selection.category,
            option: selection.option,
            adults: selection.adults,
            children: selection.children,
            lines: selection.lines,
            total: selection.total,
            cancellation: priced.tiers,
            contact: body.contact,
          };
          const places = priced.travellers;
          const categoryId = priced.category.id;
          return {
            totalIqd: priced.totalIqd,
            holdUntil: priced.holdUntil === null ? null : new Date(priced.holdUntil),
            details: (taken) => ({ booking: details, ...storedPlaces(taken) }),
            travellers: body.travellers,
            priceSnapshot: { quoted_total_iqd: s.quotedTotalIqd },
            supplier: placesSupplier(categoryId, places, deps.changed, {
              waitlist: deps.waitlist,
              userId: ctx.user.id,
            }),
          };
        },
      });
    },

    /** The service's bookings (decision 064): shown as stored, cancelled by tiers, places given back. */
    handler(): ServiceHandler<DepartureService> {
      return departureHandler<DepartureService>({
        details: DepartureBookingDetailsSchema,
        traveller: DepartureTravellerSchema,
        startsOn: (b) => b.departure.starts_on,
        tiers: (b) => b.cancellation,
        title: (b, lang) => b.product.title[lang],
        changed: deps.changed,
        waitlist: deps.waitlist,
      });
    },
  };
}
export type DepartureSales = ReturnType<typeof createDepartureSales>;
export type { CancellationTier };

/** The places of departures for a service that prices and books them its own way (conferences, decision 119). */
export const departurePlaces = {
  categoryOf: repo.categoryOf,
  takePlaces: repo.takePlaces,
  givePlaces: repo.givePlaces,
};

/** What the checkout's supplier of places took: the category and how many (kept with the booking to give back). */
export interface TakenPlaces {
  categoryId: string;
  places: number;
}

/**
 * The checkout's supplier for places of a departure: taken by the conditional update inside the checkout's
 * transaction (`departure_full` when too few are left), so they come back with it if it rolls back.
 */
export function placesSupplier(
  categoryId: string,
  places: number,
  changed: () => void = () => undefined,
  /** The booker and the line: places offered to them are theirs to take (decision 132). */
  line?: { waitlist: Waitlist | undefined; userId: string },
): CheckoutSupplier<TakenPlaces> {
  return {
    code: 'builtin',
    transactional: true,
    async book(tx: Tx) {
      const kept = line?.waitlist ? await line.waitlist.claim(tx, line.userId, categoryId) : 0;
      if (!(await repo.takePlaces(tx, categoryId, places))) throw new AppError('departure_full');
      // Fewer booked than were offered: the rest go to the next in line.
      if (kept > places) await line?.waitlist?.placesBack(tx, categoryId);
      return { categoryId, places };
    },
    // Transactional: the places come back with the rolled-back transaction.
    cancel: async () => undefined,
    changed,
  };
}

/** Places offered to a user from a category's waitlist and still kept for them (none without a user or a line). */
export function heldFor(waitlist: Waitlist | undefined, userId: string | undefined, categoryId: string) {
  return waitlist && userId ? waitlist.heldFor(userId, categoryId) : Promise.resolve(0);
}

/** What a departures service's booking keeps besides how it was paid: what it shows and the places it took. */
export function storedPlaces(booking: TakenPlaces) {
  return { category_id: booking.categoryId, places: booking.places };
}

/**
 * The bookings of a service sold by departures (decision 064), whatever its details: shown as stored (read back
 * through the service's schemas), cancelled by the tiers of days before departure, the places given back.
 */
export function departureHandler<S extends LiveService>(deps: {
  details: z.ZodType<BookingOf<S>['details']>;
  traveller: z.ZodType<BookingOf<S>['travellers'][number]>;
  /** The first day of what was booked, and its tiers. */
  startsOn(details: BookingOf<S>['details']): string;
  tiers(details: BookingOf<S>['details']): readonly CancellationTier[];
  title(details: BookingOf<S>['details'], lang: Lang): string;
  changed?: () => void;
  /** The line for full categories: the places given back are offered to it first (decision 132). */
  waitlist?: Waitlist | undefined;
}): ServiceHandler<S> {
  const StoredSchema = z.object({ booking: deps.details, category_id: z.string(), places: z.number().int() });
  const cache = new WeakMap<BookingRow, z.output<typeof StoredSchema>>();
  function storedOf(row: BookingRow) {
    let s = cache.get(row);
    if (!s) {
      s = StoredSchema.parse(row.details);
      cache.set(row, s);
    }
    return s;
  }
  return {
    read: (row) => ({
      details: storedOf(row).booking,
      travellers: z.array(deps.traveller).parse(row.travellers) as BookingOf<S>['travellers'],
    }),
    cancellationRule(row) {
      const { booking } = storedOf(row);
      return cancellationByTiers(deps.startsOn(booking), deps.tiers(booking));
    },
    async release(tx, row) {
      const s = storedOf(row);
      await repo.givePlaces(tx, s.category_id, s.places);
      await deps.waitlist?.placesBack(tx, s.category_id);
    },
    changed: deps.changed ?? (() => undefined),
    title(row, lang: Lang = 'en') {
      const { booking } = storedOf(row);
      return { title: deps.title(booking, lang), travelDate: deps.startsOn(booking) };
    },
  };
}

/** A hold's end: a day from now, and at the latest three days before departure; null when under an hour is left. */
export function holdUntilFor(startsOn: string, now = new Date()): number | null {
  const latest = baghdadDayStart(addDays(startsOn, -HOLD_DAYS_BEFORE)).getTime();
  const until = Math.min(now.getTime() + HOLD_HOURS * 3_600_000, latest);
  return until > now.getTime() + 3_600_000 ? until : null;
}

/**
 * Cancelling a booking of a departure by its tiers of days before departure: never on or after the day of
 * departure, nor at 100 %.
 */
export function cancellationByTiers(startsOn: string, tiers: readonly CancellationTier[]) {
  const days = daysBefore(startsOn);
  const penaltyPercent = penaltyPercentAt(tiers, days);
  const allowed = days > 0 && penaltyPercent < 100;
  return {
    allowed,
    penaltyPercent: allowed ? penaltyPercent : 100,
    rule: (penaltyPercent === 0 ? 'refundable' : penaltyPercent >= 100 ? 'non_refundable' : 'as_per_rules') as
      'refundable' | 'non_refundable' | 'as_per_rules',
    feesIqd: 0n,
  };
}

/** A priced choice as kept for its booking page: what was chosen, the total quoted, until when it is kept. */
export interface StoredDepartureSelection<Q> {
  query: Q;
  quotedTotalIqd: string;
  expiresAt: string;
}

/**
 * The choices of a service sold by departures (a package's room, a conference's attendees), kept 30 minutes
 * for the booking page like hotels' rate selections and priced again whenever they are read.
 */
export function departureSelections<Q, P extends { totalIqd: bigint; available: boolean }, S>(deps: {
  sessions: SearchSessionStore;
  currencies: CurrencyService;
  /** The session kind they are kept under. */
  kind: string;
  /** Prices a choice, for a user when one asks (places offered to them from the waitlist count as left). */
  price: (query: Q, userId?: string) => Promise<P>;
  toSelection: (refId: string, stored: StoredDepartureSelection<Q>, priced: P, toPrice: ToPrice) => S;
}) {
  const { sessions, currencies, kind, price, toSelection } = deps;
  async function load(refId: string) {
    const stored = await sessions.get<StoredDepartureSelection<Q>>(kind, refId);
    if (!stored) throw new AppError('departure_selection_expired');
    return stored;
  }
  return {
    load,
    /** Keeps a choice priced now; one that no longer fits the places left is refused. */
    async save(query: Q, currency: string, userId?: string): Promise<S> {
      const priced = await price(query, userId);
      if (!priced.available) throw new AppError('departure_full');
      const refId = randomUUID();
      const stored: StoredDepartureSelection<Q> = {
        query,
        quotedTotalIqd: priced.totalIqd.toString(),
        expiresAt: new Date(Date.now() + SELECTION_TTL_SECONDS * 1000).toISOString(),
      };
      await sessions.put(kind, refId, stored, SELECTION_TTL_SECONDS);
      // The booking page opens it: it must outlive this process (with or without Redis).
      await sessions.persist(kind, refId);
      return toSelection(refId, stored, priced, await priceFn(currencies, currency));
    },
    /** The kept choice priced again, beside the total it was quoted at. */
    async reprice(refId: string, currency: string, userId?: string) {
      const stored = await load(refId);
      const priced = await price(stored.query, userId);
      const toPrice = await priceFn(currencies, currency);
      return {
        selection: toSelection(refId, stored, priced, toPrice),
        quoted_total: toPrice(BigInt(stored.quotedTotalIqd)),
        available: priced.available,
      };
    },
  };
}
