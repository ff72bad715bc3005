import {
  AdminItineraryDaySchema,
  type AdminItineraryDay,
  type AdminDeparture,
  type AdminDepartureProduct,
  type AdminDepartureProductSummary,
  type DepartureBody,
  type DepartureCategoryUpdateBody,
  type DepartureProductUpdateBody,
  type ItineraryBody,
} from '@portal/contracts/admin-departures';
import { z } from 'zod';
import { DEPARTURE_SERVICES, type DepartureServiceCode } from '@portal/contracts/departures';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { newId } from '../../../lib/ids.js';
import { baghdadDate } from '../../../lib/time-zones.js';
import type { AuthContext } from '../../auth/auth.service.js';
import { departuresChanged, firstBookableDay } from '../../departures/departures.service.js';
import type { Waitlist } from '../../departures/waitlist.service.js';
import { auditedChanges } from '../audited-change.js';
import * as repo from './departure-inventory.repository.js';

export type DepartureInventoryService = ReturnType<typeof createDepartureInventoryService>;

type Prices = Record<string, Record<string, string>>;

function summaryOf(row: {
  product: repo.ProductRow;
  upcoming: number;
  next: string | null;
  left: number;
}): AdminDepartureProductSummary {
  const p = row.product;
  return {
    id: p.id,
    service: p.service,
    slug: p.slug,
    kind: p.kind,
    origin: p.origin,
    destination: p.destination,
    title: p.title,
    days: p.days,
    nights: p.nights,
    featured: p.featured,
    active: p.active,
    upcoming: Number(row.upcoming),
    next_departure: row.next ?? null,
    places_left: Number(row.left),
  };
}

function departureOf(d: repo.DepartureRow & { categories: repo.CategoryRow[] }): AdminDeparture {
  return {
    id: d.id,
    starts_on: d.startsOn,
    ends_on: d.endsOn,
    group_size: d.groupSize,
    active: d.active,
    categories: d.categories.map((c) => ({
      id: c.id,
      code: c.code,
      capacity: c.capacity,
      left: c.left,
      taken: c.capacity - c.left,
      prices: c.prices,
    })),
  };
}

/** Options and their travellers, sorted: two price tables have the same shape when these are equal. */
const shapeOf = (prices: Prices) =>
  JSON.stringify(
    Object.keys(prices)
      .sort()
      .map((option) => [option, Object.keys(prices[option]!).sort()]),
  );

/** The services whose products keep a day-by-day itinerary staff edit (a package's `content.itinerary`). */
const ITINERARY_SERVICES = new Set(['package']);
const ItinerarySchema = z.array(AdminItineraryDaySchema);

/** The product's itinerary, or null for a service that keeps none (or content that holds none). */
function itineraryOf(p: repo.ProductRow): AdminItineraryDay[] | null {
  if (!ITINERARY_SERVICES.has(p.service)) return null;
  const parsed = ItinerarySchema.safeParse((p.content as { itinerary?: unknown } | null)?.itinerary);
  return parsed.success ? parsed.data : null;
}

const shapeError = (field: string) =>
  new AppError('validation_failed', { fields: [{ field, key: 'departure_shape' }] });

/**
 * The products of every service sold as departures (decisions 086 and 128) as staff keep them: the title and
 * featured flag, archive and restore, departures added and deactivated, each category's capacity and prices.
 * Every change and its audit entry share a transaction; the searches read places and prices from the database
 * each time, so nothing has to be told.
 */
export function createDepartureInventoryService({ db, waitlist }: { db: Db; waitlist: Waitlist }) {
  const audited = auditedChanges({ db, onChange: departuresChanged });

  async function detail(id: string): Promise<AdminDepartureProduct> {
    const found = await repo.findProduct(db, id, DEPARTURE_SERVICES, baghdadDate());
    if (!found) throw new AppError('not_found');
    const departures = await repo.departuresOfProduct(db, id);
    return { ...summaryOf(found), departures: departures.map(departureOf), itinerary: itineraryOf(found.product) };
  }

  return {
    detail,

    kinds: (service: DepartureServiceCode) => repo.kindsOf(db, service),

    async list(q: {
      service: DepartureServiceCode;
      q?: string | undefined;
      kind?: string | undefined;
      status?: 'active' | 'archived' | undefined;
      page: number;
      per_page: number;
    }) {
      const { rows, total } = await repo.listProducts(db, {
        service: q.service,
        ...(q.q ? { q: q.q } : {}),
        ...(q.kind ? { kind: q.kind } : {}),
        ...(q.status === undefined ? {} : { active: q.status === 'active' }),
        today: baghdadDate(),
        page: q.page,
        perPage: q.per_page,
      });
      return { data: rows.map(summaryOf), meta: { total, page: q.page, per_page: q.per_page } };
    },

    async update(staff: AuthContext, id: string, body: DepartureProductUpdateBody) {
      const before = await detail(id);
      await audited.change(
        staff,
        {
          action: 'departure_product.update',
          entity: 'departure_product',
          entityId: id,
          before: { title: before.title, featured: before.featured },
        },
        async (tx) => {
          await repo.updateProduct(tx, id, {
            ...(body.title ? { title: body.title } : {}),
            ...(body.featured !== undefined ? { featured: body.featured } : {}),
          });
          return { ...body };
        },
      );
      return detail(id);
    },

    /**
     * A package's itinerary, day by day (decision 140): one entry per day of the package, numbered in order, each with
     * a title and a text in the three languages; the rest of the product's content is kept. The detail page reads it
     * from the product, so the next visitor sees it.
     */
    async setItinerary(staff: AuthContext, id: string, body: ItineraryBody) {
      const before = await detail(id);
      if (before.itinerary === null) throw new AppError('tour_not_found');
      if (body.itinerary.length !== before.days)
        throw new AppError('validation_failed', {
          fields: [{ field: 'itinerary', key: 'itinerary_days', params: { days: before.days } }],
        });
      const itinerary = body.itinerary.map((d, i) => ({ day: i + 1, title: d.title, text: d.text }));
      await audited.change(
        staff,
        {
          action: 'departure_product.itinerary',
          entity: 'departure_product',
          entityId: id,
          before: { itinerary: before.itinerary },
        },
        async (tx) => {
          await repo.setItinerary(tx, id, itinerary);
          return { itinerary };
        },
      );
      return detail(id);
    },

    /** The product's waitlist (decisions 132, 140): the entries still in line, or all of them. */
    async waitlist(id: string, scope: 'line' | 'all') {
      await detail(id);
      return waitlist.line(id, scope);
    },

    /**
     * Takes an entry out of the product's line (it ends `left`, as when its user leaves); places kept for its offer
     * go to the next in line, who is told once the change has committed.
     */
    async removeFromWaitlist(staff: AuthContext, id: string, entryId: string) {
      await detail(id);
      const [before] = (await waitlist.line(id, 'all')).filter((e) => e.id === entryId);
      if (!before) throw new AppError('waitlist_not_found');
      const done = await audited.change(
        staff,
        {
          action: 'departure.waitlist_remove',
          entity: 'departure_product',
          entityId: id,
          before: { entry_id: entryId, state: before.state, user_id: before.user.id, travellers: before.travellers },
        },
        (tx) => waitlist.removeIn(tx, id, entryId),
      );
      if (done.offered) waitlist.flush();
      return waitlist.line(id, 'line');
    },

    /**
     * Offers a category's places left to its line: the first waiting entries they fit are offered their places for
     * 24 hours and told, as when a booking gives places back (places staff add are not offered by themselves).
     */
    async offerToWaitlist(staff: AuthContext, id: string, departureId: string, categoryId: string) {
      const found = await repo.findCategory(db, id, departureId, categoryId);
      if (!found) throw new AppError('not_found');
      await audited.change(
        staff,
        {
          action: 'departure.waitlist_offer',
          entity: 'departure_product',
          entityId: id,
          before: { departure_id: departureId, category_id: categoryId, left: found.category.left },
        },
        async (tx) => ({
          departure_id: departureId,
          category_id: categoryId,
          offered: await waitlist.offerIn(tx, categoryId),
        }),
      );
      waitlist.flush();
      return waitlist.line(id, 'line');
    },

    async setActive(staff: AuthContext, id: string, active: boolean) {
      const before = await detail(id);
      await audited.setActive(
        staff,
        { kind: 'departure_product', entity: 'departure_product', id, wasActive: before.active, active },
        (tx) => repo.updateProduct(tx, id, { active }),
      );
      return detail(id);
    },

    /**
     * A new departure, on sale at once. Its categories, options and travellers are those of the product's latest
     * departure (what the service's selection and booking know); a product with none takes what it is given.
     */
    async addDeparture(staff: AuthContext, id: string, body: DepartureBody) {
      const product = await detail(id);
      if (body.starts_on < firstBookableDay())
        throw new AppError('validation_failed', { fields: [{ field: 'starts_on', key: 'date_in_past' }] });
      const latest = product.departures.at(-1);
      if (latest) {
        const codes = body.categories.map((c) => c.code);
        if (new Set(codes).size !== codes.length || codes.length !== latest.categories.length)
          throw shapeError('categories');
        body.categories.forEach((c, i) => {
          const model = latest.categories.find((m) => m.code === c.code);
          if (!model) throw shapeError(`categories.${i}.code`);
          if (shapeOf(model.prices) !== shapeOf(c.prices)) throw shapeError(`categories.${i}.prices`);
        });
      }
      const departureId = newId();
      await audited.change(
        staff,
        { action: 'departure.create', entity: 'departure_product', entityId: id, before: null },
        async (tx) => {
          await repo.insertDeparture(
            tx,
            {
              id: departureId,
              productId: id,
              startsOn: body.starts_on,
              endsOn: body.ends_on,
              groupSize: body.group_size,
            },
            body.categories.map((c) => ({
              id: newId(),
              departureId,
              code: c.code,
              capacity: c.capacity,
              left: c.capacity,
              prices: c.prices,
            })),
          );
          return { departure_id: departureId, ...body };
        },
      );
      return detail(id);
    },

    /** A deactivated departure leaves the search and is not sold; bookings made keep their places. */
    async setDepartureActive(staff: AuthContext, id: string, departureId: string, active: boolean) {
      const product = await detail(id);
      const departure = product.departures.find((d) => d.id === departureId);
      if (!departure) throw new AppError('not_found');
      await audited.change(
        staff,
        {
          action: active ? 'departure.restore' : 'departure.archive',
          entity: 'departure_product',
          entityId: id,
          before: { departure_id: departureId, active: departure.active },
        },
        async (tx) => {
          await repo.setDepartureActive(tx, id, departureId, active);
          return { departure_id: departureId, active };
        },
      );
      return detail(id);
    },

    /**
     * A category's capacity and prices. The capacity moves `left` by the same amount in one conditional update,
     * refused below the places taken at that moment; the prices keep every option and traveller they had.
     */
    async updateCategory(
      staff: AuthContext,
      id: string,
      departureId: string,
      categoryId: string,
      body: DepartureCategoryUpdateBody,
    ) {
      const found = await repo.findCategory(db, id, departureId, categoryId);
      if (!found) throw new AppError('not_found');
      const before = found.category;
      if (body.prices && shapeOf(body.prices) !== shapeOf(before.prices)) throw shapeError('prices');
      const snapshot = (c: repo.CategoryRow) => ({
        departure_id: departureId,
        category_id: c.id,
        code: c.code,
        capacity: c.capacity,
        left: c.left,
        prices: c.prices,
      });
      await audited.change(
        staff,
        { action: 'departure.category', entity: 'departure_product', entityId: id, before: snapshot(before) },
        async (tx) => {
          let row: repo.CategoryRow | undefined = before;
          if (body.capacity !== undefined) {
            row = await repo.setCapacity(tx, categoryId, body.capacity);
            if (!row) {
              const now = await repo.findCategory(tx, id, departureId, categoryId);
              const sold = now ? now.category.capacity - now.category.left : before.capacity - before.left;
              throw new AppError('capacity_below_sold', {
                params: { sold },
                fields: [{ field: 'capacity', key: 'capacity_below_sold', params: { sold } }],
              });
            }
          }
          if (body.prices) {
            await repo.setPrices(tx, categoryId, body.prices);
            row = { ...row, prices: body.prices };
          }
          return snapshot(row);
        },
      );
      return detail(id);
    },
  };
}
