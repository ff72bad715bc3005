import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { departureCategories, departureProducts, departures } from '../../db/schema.js';

export type ProductRow = typeof departureProducts.$inferSelect;
export type DepartureRow = typeof departures.$inferSelect;
export type CategoryRow = typeof departureCategories.$inferSelect;
export type NewProduct = typeof departureProducts.$inferInsert;

/** A departure with its categories. */
export interface DepartureWithCategories extends DepartureRow {
  categories: CategoryRow[];
}

/** Writes products, their departures and categories in bulk (a few statements); existing rows are kept. */
export async function insertInventory(
  db: DbOrTx,
  rows: { products: NewProduct[]; departures: Array<typeof departures.$inferInsert>; categories: CategoryRow[] },
) {
  for (let i = 0; i < rows.products.length; i += 200)
    await db
      .insert(departureProducts)
      .values(rows.products.slice(i, i + 200))
      .onConflictDoNothing();
  for (let i = 0; i < rows.departures.length; i += 500)
    await db
      .insert(departures)
      .values(rows.departures.slice(i, i + 500))
      .onConflictDoNothing();
  for (let i = 0; i < rows.categories.length; i += 500)
    await db
      .insert(departureCategories)
      .values(rows.categories.slice(i, i + 500))
      .onConflictDoNothing();
}

export async function countProducts(db: DbOrTx, service: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(departureProducts)
    .where(eq(departureProducts.service, service));
  return Number(row?.n ?? 0);
}

/** The products on sale of a service from an origin or any (to a destination, or anywhere). */
export async function productsFrom(db: DbOrTx, service: string, origin: string | null, destination: string | null) {
  return db
    .select()
    .from(departureProducts)
    .where(
      and(
        eq(departureProducts.service, service),
        eq(departureProducts.active, true),
        origin ? eq(departureProducts.origin, origin) : undefined,
        destination ? eq(departureProducts.destination, destination) : undefined,
      ),
    );
}

/** The departures on sale of these products starting within the bounds, earliest first, with their categories. */
export async function departuresOf(
  db: DbOrTx,
  productIds: string[],
  bounds: { after: string; from?: string | undefined; to?: string | undefined },
): Promise<DepartureWithCategories[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ departure: departures, category: departureCategories })
    .from(departures)
    .innerJoin(departureCategories, eq(departureCategories.departureId, departures.id))
    .where(
      and(
        inArray(departures.productId, productIds),
        eq(departures.active, true),
        gt(departures.startsOn, bounds.after),
        bounds.from ? gte(departures.startsOn, bounds.from) : undefined,
        bounds.to ? lte(departures.startsOn, bounds.to) : undefined,
      ),
    )
    .orderBy(asc(departures.startsOn), asc(departureCategories.code));
  const byId = new Map<string, DepartureWithCategories>();
  for (const { departure, category } of rows) {
    const found = byId.get(departure.id) ?? { ...departure, categories: [] };
    found.categories.push(category);
    byId.set(departure.id, found);
  }
  return [...byId.values()];
}

/** A product on sale of a service by its id or slug. */
export async function productByKey(db: DbOrTx, service: string, key: string): Promise<ProductRow | undefined> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
  const [row] = await db
    .select()
    .from(departureProducts)
    .where(
      and(
        eq(departureProducts.service, service),
        eq(departureProducts.active, true),
        uuid ? eq(departureProducts.id, key) : eq(departureProducts.slug, key),
      ),
    );
  return row;
}

/** A departure's category with its departure and product. */
export async function categoryOf(db: DbOrTx, departureId: string, code: string) {
  const [row] = await db
    .select({ product: departureProducts, departure: departures, category: departureCategories })
    .from(departureCategories)
    .innerJoin(departures, eq(departures.id, departureCategories.departureId))
    .innerJoin(departureProducts, eq(departureProducts.id, departures.productId))
    .where(and(eq(departureCategories.departureId, departureId), eq(departureCategories.code, code)));
  return row;
}

let version = 0;
/** Counts every change of places or of what is on sale, so that reads kept for the searches are read again. */
export const placesVersion = () => version;
export function placesChanged() {
  version++;
}

/** Takes `places` of a category if that many are left (one conditional update): false when too few are. */
export async function takePlaces(tx: DbOrTx, categoryId: string, places: number): Promise<boolean> {
  placesChanged();
  const rows = await tx
    .update(departureCategories)
    .set({ left: sql`${departureCategories.left} - ${places}` })
    .where(and(eq(departureCategories.id, categoryId), gte(departureCategories.left, places)))
    .returning({ left: departureCategories.left });
  return rows.length === 1;
}

/** Gives places back to a category (never above its capacity). */
export async function givePlaces(tx: DbOrTx, categoryId: string, places: number) {
  placesChanged();
  await tx
    .update(departureCategories)
    .set({ left: sql`least(${departureCategories.capacity}, ${departureCategories.left} + ${places})` })
    .where(eq(departureCategories.id, categoryId));
}

export async function categoryById(db: DbOrTx, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(departureCategories).where(eq(departureCategories.id, id));
  return row;
}
