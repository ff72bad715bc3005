import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { departureCategories, departureProducts, departures } from '../../../db/schema.js';

export type ProductRow = typeof departureProducts.$inferSelect;
export type DepartureRow = typeof departures.$inferSelect;
export type CategoryRow = typeof departureCategories.$inferSelect;

/** A product's departures on sale from `today` on: how many, the first, and their places left. */
const upcoming = (today: string) => ({
  upcoming: sql<number>`(select count(*)::int from departures d where d.product_id = departure_products.id and d.active and d.starts_on >= ${today})`,
  next: sql<
    string | null
  >`(select min(d.starts_on) from departures d where d.product_id = departure_products.id and d.active and d.starts_on >= ${today})`,
  left: sql<number>`(select coalesce(sum(c."left"), 0)::int from departures d join departure_categories c on c.departure_id = d.id where d.product_id = departure_products.id and d.active and d.starts_on >= ${today})`,
});

export async function listProducts(
  db: DbOrTx,
  f: { service: string; q?: string; kind?: string; active?: boolean; today: string; page: number; perPage: number },
) {
  const where: SQL[] = [eq(departureProducts.service, f.service)];
  if (f.active !== undefined) where.push(eq(departureProducts.active, f.active));
  if (f.kind) where.push(eq(departureProducts.kind, f.kind));
  if (f.q) {
    const like = `%${f.q.replace(/[%_\\]/g, '')}%`;
    where.push(
      or(
        ilike(departureProducts.slug, like),
        ilike(departureProducts.destination, like),
        sql`${departureProducts.title}::text ilike ${like}`,
      )!,
    );
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ product: departureProducts, ...upcoming(f.today) })
      .from(departureProducts)
      .where(condition)
      .orderBy(asc(departureProducts.kind), asc(departureProducts.slug))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(departureProducts).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A product of one of the departures services, with its upcoming counts. */
export async function findProduct(db: DbOrTx, id: string, services: readonly string[], today: string) {
  const [row] = await db
    .select({ product: departureProducts, ...upcoming(today) })
    .from(departureProducts)
    .where(and(eq(departureProducts.id, id), inArray(departureProducts.service, [...services])));
  return row;
}

/** Every departure of a product with its categories, earliest first. */
export async function departuresOfProduct(db: DbOrTx, productId: string) {
  const rows = await db
    .select({ departure: departures, category: departureCategories })
    .from(departures)
    .leftJoin(departureCategories, eq(departureCategories.departureId, departures.id))
    .where(eq(departures.productId, productId))
    .orderBy(asc(departures.startsOn), asc(departures.id), asc(departureCategories.code));
  const byId = new Map<string, DepartureRow & { categories: CategoryRow[] }>();
  for (const { departure, category } of rows) {
    const found = byId.get(departure.id) ?? { ...departure, categories: [] };
    if (category) found.categories.push(category);
    byId.set(departure.id, found);
  }
  return [...byId.values()];
}

export async function updateProduct(db: DbOrTx, id: string, set: Partial<typeof departureProducts.$inferInsert>) {
  await db.update(departureProducts).set(set).where(eq(departureProducts.id, id));
}

export async function insertDeparture(
  db: DbOrTx,
  departure: typeof departures.$inferInsert,
  categories: Array<typeof departureCategories.$inferInsert>,
) {
  await db.insert(departures).values(departure);
  await db.insert(departureCategories).values(categories);
}

export async function setDepartureActive(db: DbOrTx, productId: string, id: string, active: boolean) {
  await db
    .update(departures)
    .set({ active })
    .where(and(eq(departures.id, id), eq(departures.productId, productId)));
}

/**
 * Sets a category's capacity and moves its places left by the same amount, in one conditional update: refused
 * (undefined) when the new capacity is below the places taken at that moment. A booking taking places at the
 * same time is either seen (PostgreSQL evaluates the condition again on the row it waited for) or waits for it.
 */
export async function setCapacity(db: DbOrTx, categoryId: string, newCapacity: number) {
  const [row] = await db
    .update(departureCategories)
    .set({
      capacity: newCapacity,
      left: sql`${departureCategories.left} + (${newCapacity}::int - ${departureCategories.capacity})`,
    })
    .where(
      and(
        eq(departureCategories.id, categoryId),
        sql`${departureCategories.capacity} - ${departureCategories.left} <= ${newCapacity}::int`,
      ),
    )
    .returning();
  return row;
}

export async function setPrices(db: DbOrTx, categoryId: string, prices: Record<string, Record<string, string>>) {
  await db.update(departureCategories).set({ prices }).where(eq(departureCategories.id, categoryId));
}

export async function findCategory(db: DbOrTx, productId: string, departureId: string, categoryId: string) {
  const [row] = await db
    .select({ departure: departures, category: departureCategories })
    .from(departureCategories)
    .innerJoin(departures, eq(departures.id, departureCategories.departureId))
    .where(
      and(
        eq(departureCategories.id, categoryId),
        eq(departureCategories.departureId, departureId),
        eq(departures.productId, productId),
      ),
    );
  return row;
}

/** The kinds of a service's products, in order. */
export async function kindsOf(db: DbOrTx, service: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ kind: departureProducts.kind })
    .from(departureProducts)
    .where(eq(departureProducts.service, service))
    .orderBy(asc(departureProducts.kind));
  return rows.map((r) => r.kind);
}

/** Replaces a product's itinerary in its `content`, leaving the rest of it as it is. */
export async function setItinerary(db: DbOrTx, id: string, itinerary: unknown[]) {
  await db
    .update(departureProducts)
    .set({ content: sql`jsonb_set(${departureProducts.content}, '{itinerary}', ${JSON.stringify(itinerary)}::jsonb)` })
    .where(eq(departureProducts.id, id));
}
