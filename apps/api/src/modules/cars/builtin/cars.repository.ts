import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
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

/**
 * The back office's list: offers with their office, filtered by city, class, company and state, `q` matching the
 * model, the office's city (slug or name in any language) or one of `companies` (the codes whose name matched), in
 * pages ordered by city, office, company and model.
 */
export async function adminOffers(
  db: DbOrTx,
  q: {
    q?: string | undefined;
    companies?: string[];
    city?: string | undefined;
    carClass?: string | undefined;
    company?: string | undefined;
    active?: boolean | undefined;
    limit: number;
    offset: number;
  },
) {
  const like = q.q ? `%${q.q.replace(/[%_\\]/g, '')}%` : undefined;
  const where = and(
    q.active === undefined ? undefined : eq(carOffers.active, q.active),
    q.city ? eq(carOffices.city, q.city) : undefined,
    q.carClass ? eq(carOffers.carClass, q.carClass) : undefined,
    q.company ? eq(carOffers.company, q.company) : undefined,
    like
      ? or(
          ilike(carOffers.model, like),
          ilike(carOffers.company, like),
          ilike(carOffices.city, like),
          sql`${carOffices.cityName}::text ilike ${like}`,
          q.companies?.length ? inArray(carOffers.company, q.companies) : undefined,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ offer: carOffers, office: carOffices })
      .from(carOffers)
      .innerJoin(carOffices, eq(carOffices.id, carOffers.officeId))
      .where(where)
      .orderBy(
        asc(carOffices.city),
        asc(carOffers.officeId),
        asc(carOffers.company),
        asc(carOffers.model),
        asc(carOffers.withDriver),
        asc(carOffers.id),
      )
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(carOffers).innerJoin(carOffices, eq(carOffices.id, carOffers.officeId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * The offer's fleet and state, its row locked until the transaction ends: `update` by staff changing the offer,
 * `share` by a booking taking its days, so neither acts on a fleet the other is changing (decision 133).
 */
export async function lockedOffer(
  db: DbOrTx,
  id: string,
  mode: 'update' | 'share',
): Promise<{ fleet: number; active: boolean } | undefined> {
  const [row] = await db
    .select({ fleet: carOffers.fleet, active: carOffers.active })
    .from(carOffers)
    .where(eq(carOffers.id, id))
    .for(mode);
  return row;
}

/** The cities with offices, for the back office's city filter. */
export function officeCities(db: DbOrTx) {
  return db
    .select({ slug: carOffices.city, name: sql<OfficeRow['cityName']>`min(${carOffices.cityName}::text)::jsonb` })
    .from(carOffices)
    .groupBy(carOffices.city)
    .orderBy(asc(carOffices.city));
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
