import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { carOffers, carOffices } from '../../../db/schema.js';
import type { OfferInsert, OfficeInsert } from './inventory.js';

export type OfficeRow = typeof carOffices.$inferSelect;
export type OfferRow = typeof carOffers.$inferSelect;

export async function countOffers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(carOffers);
  return Number(row?.n ?? 0);
}

/** The generated inventory in a few statements (a few hundred rows). */
export async function insertInventory(db: DbOrTx, inv: { offices: OfficeInsert[]; offers: OfferInsert[] }) {
  await db.insert(carOffices).values(inv.offices).onConflictDoNothing();
  for (let i = 0; i < inv.offers.length; i += 200)
    await db
      .insert(carOffers)
      .values(inv.offers.slice(i, i + 200))
      .onConflictDoNothing();
}

export function officesOf(db: DbOrTx, city: string): Promise<OfficeRow[]> {
  return db
    .select()
    .from(carOffices)
    .where(and(eq(carOffices.city, city), eq(carOffices.active, true)))
    .orderBy(asc(carOffices.kind), asc(carOffices.id));
}

export function offersInCity(db: DbOrTx, city: string): Promise<Array<{ offer: OfferRow; office: OfficeRow }>> {
  return db
    .select({ offer: carOffers, office: carOffices })
    .from(carOffers)
    .innerJoin(carOffices, eq(carOffices.id, carOffers.officeId))
    .where(and(eq(carOffices.city, city), eq(carOffices.active, true), eq(carOffers.active, true)));
}

export async function offerById(db: DbOrTx, id: string): Promise<{ offer: OfferRow; office: OfficeRow } | undefined> {
  const [row] = await db
    .select({ offer: carOffers, office: carOffices })
    .from(carOffers)
    .innerJoin(carOffices, eq(carOffices.id, carOffers.officeId))
    .where(eq(carOffers.id, id));
  return row;
}

export function destinations(db: DbOrTx) {
  return db
    .select({
      slug: carOffices.city,
      name: sql<OfficeRow['cityName']>`min(${carOffices.cityName}::text)::jsonb`,
      country: sql<string>`min(${carOffices.country})`,
      offers: count(carOffers.id),
    })
    .from(carOffices)
    .innerJoin(carOffers, and(eq(carOffers.officeId, carOffices.id), eq(carOffers.active, true)))
    .where(eq(carOffices.active, true))
    .groupBy(carOffices.city)
    .orderBy(asc(carOffices.city));
}

/** The back office's list: offers with their office, filtered by city and state, paged. */
export async function adminOffers(
  db: DbOrTx,
  q: { city?: string; active: boolean; q?: string; limit: number; offset: number },
) {
  const where = and(
    eq(carOffers.active, q.active),
    q.city ? eq(carOffices.city, q.city) : undefined,
    q.q ? sql`${carOffers.model} ilike ${`%${q.q}%`}` : undefined,
  );
  const rows = await db
    .select({ offer: carOffers, office: carOffices })
    .from(carOffers)
    .innerJoin(carOffices, eq(carOffices.id, carOffers.officeId))
    .where(where)
    .orderBy(asc(carOffices.city), asc(carOffers.officeId), asc(carOffers.company), asc(carOffers.model))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: count() })
    .from(carOffers)
    .innerJoin(carOffices, eq(carOffices.id, carOffers.officeId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function updateOffer(db: DbOrTx, id: string, set: Partial<OfferInsert>): Promise<OfferRow | undefined> {
  const [row] = await db.update(carOffers).set(set).where(eq(carOffers.id, id)).returning();
  return row;
}

export async function insertOffer(db: DbOrTx, values: OfferInsert): Promise<OfferRow> {
  const [row] = await db.insert(carOffers).values(values).returning();
  return row!;
}

export function allOffices(db: DbOrTx): Promise<OfficeRow[]> {
  return db.select().from(carOffices).orderBy(asc(carOffices.city), asc(carOffices.id));
}
