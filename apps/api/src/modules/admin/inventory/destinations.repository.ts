import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { hotelDestinations, hotelSeasons, hotels } from '../../../db/schema.js';

export type DestinationRow = typeof hotelDestinations.$inferSelect;
export type SeasonRow = { code: string; startMd: string; endMd: string; factorBp: number };

const hotelCount = sql<number>`(select count(*)::int from hotels h where h.destination = hotel_destinations.slug)`;

export function listDestinations(db: DbOrTx, f: { q?: string; active?: boolean } = {}) {
  const where: SQL[] = [];
  if (f.active !== undefined) where.push(eq(hotelDestinations.active, f.active));
  if (f.q) {
    const like = `%${f.q.replace(/[%_\\]/g, '')}%`;
    where.push(or(ilike(hotelDestinations.slug, like), sql`${hotelDestinations.name}::text ilike ${like}`)!);
  }
  return db
    .select({ destination: hotelDestinations, hotels: hotelCount })
    .from(hotelDestinations)
    .where(and(...where))
    .orderBy(sql`${hotelDestinations.popularity} desc`, asc(hotelDestinations.slug));
}

export async function findDestination(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ destination: hotelDestinations, hotels: hotelCount })
    .from(hotelDestinations)
    .where(eq(hotelDestinations.slug, slug));
  return row;
}

/** False when the slug is taken. */
export async function insertDestination(db: DbOrTx, row: typeof hotelDestinations.$inferInsert) {
  const inserted = await db
    .insert(hotelDestinations)
    .values(row)
    .onConflictDoNothing()
    .returning({ slug: hotelDestinations.slug });
  return inserted.length === 1;
}

export async function updateDestination(db: DbOrTx, slug: string, set: Partial<typeof hotelDestinations.$inferInsert>) {
  await db.update(hotelDestinations).set(set).where(eq(hotelDestinations.slug, slug));
}

export function hotelIdsOf(db: DbOrTx, slug: string) {
  return db.select({ id: hotels.id }).from(hotels).where(eq(hotels.destination, slug)).orderBy(asc(hotels.slug));
}

/** The seasons of one hotel (those of a destination's first hotel stand for it until staff set the destination's). */
export function seasonsOfHotel(db: DbOrTx, hotelId: string): Promise<SeasonRow[]> {
  return db
    .select({
      code: hotelSeasons.code,
      startMd: hotelSeasons.startMd,
      endMd: hotelSeasons.endMd,
      factorBp: hotelSeasons.factorBp,
    })
    .from(hotelSeasons)
    .where(eq(hotelSeasons.hotelId, hotelId))
    .orderBy(asc(hotelSeasons.startMd), asc(hotelSeasons.code));
}

/** Gives the hotels exactly these seasons (pricing reads `hotel_seasons`). */
export async function replaceSeasons(db: DbOrTx, hotelIds: string[], seasons: SeasonRow[]) {
  if (hotelIds.length === 0) return;
  await db.delete(hotelSeasons).where(inArray(hotelSeasons.hotelId, hotelIds));
  const rows = hotelIds.flatMap((hotelId) => seasons.map((s) => ({ hotelId, ...s })));
  for (let i = 0; i < rows.length; i += 500) await db.insert(hotelSeasons).values(rows.slice(i, i + 500));
}
