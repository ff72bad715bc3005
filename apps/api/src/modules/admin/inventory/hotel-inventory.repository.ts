import { and, asc, count, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { hotelAllotments, hotelDestinations, hotelRatePlans, hotelRoomTypes, hotels } from '../../../db/schema.js';

export type HotelRow = typeof hotels.$inferSelect;
export type RoomTypeRow = typeof hotelRoomTypes.$inferSelect;
export type RateRow = typeof hotelRatePlans.$inferSelect;
export type DestinationRow = typeof hotelDestinations.$inferSelect;

/** Room types on sale. */
const roomTypeCount = sql<number>`(select count(*)::int from hotel_room_types rt where rt.hotel_id = hotels.id and rt.active)`;

export async function listHotels(
  db: DbOrTx,
  f: { q?: string; active?: boolean; destination?: string; page: number; perPage: number },
) {
  const where: SQL[] = [];
  if (f.active !== undefined) where.push(eq(hotels.active, f.active));
  if (f.destination) where.push(eq(hotels.destination, f.destination));
  if (f.q) {
    const like = `%${f.q.replace(/[%_\\]/g, '')}%`;
    where.push(or(ilike(hotels.slug, like), sql`${hotels.name}::text ilike ${like}`)!);
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ hotel: hotels, destination: hotelDestinations, roomTypes: roomTypeCount })
      .from(hotels)
      .innerJoin(hotelDestinations, eq(hotelDestinations.slug, hotels.destination))
      .where(condition)
      .orderBy(asc(hotels.destination), asc(hotels.slug))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(hotels).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findHotel(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ hotel: hotels, destination: hotelDestinations, roomTypes: roomTypeCount })
    .from(hotels)
    .innerJoin(hotelDestinations, eq(hotelDestinations.slug, hotels.destination))
    .where(eq(hotels.id, id));
  return row;
}

export async function findDestination(db: DbOrTx, slug: string) {
  const [row] = await db.select().from(hotelDestinations).where(eq(hotelDestinations.slug, slug));
  return row;
}

/** False when the slug is taken. */
export async function insertHotel(db: DbOrTx, row: typeof hotels.$inferInsert) {
  const inserted = await db.insert(hotels).values(row).onConflictDoNothing().returning({ id: hotels.id });
  return inserted.length === 1;
}

export async function updateHotel(db: DbOrTx, id: string, set: Partial<typeof hotels.$inferInsert>) {
  await db
    .update(hotels)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(hotels.id, id));
}

export function roomTypesOf(db: DbOrTx, hotelId: string) {
  return db
    .select()
    .from(hotelRoomTypes)
    .where(eq(hotelRoomTypes.hotelId, hotelId))
    .orderBy(asc(hotelRoomTypes.sort), asc(hotelRoomTypes.code));
}

export function ratesOf(db: DbOrTx, hotelId: string) {
  return db
    .select()
    .from(hotelRatePlans)
    .where(eq(hotelRatePlans.hotelId, hotelId))
    .orderBy(asc(hotelRatePlans.nightlyIqd));
}

export async function findRoomType(db: DbOrTx, hotelId: string, id: string) {
  const [row] = await db
    .select()
    .from(hotelRoomTypes)
    .where(and(eq(hotelRoomTypes.hotelId, hotelId), eq(hotelRoomTypes.id, id)));
  return row;
}

/** False when the hotel has a room type with the code already. */
export async function insertRoomType(db: DbOrTx, row: typeof hotelRoomTypes.$inferInsert) {
  const inserted = await db
    .insert(hotelRoomTypes)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: hotelRoomTypes.id });
  return inserted.length === 1;
}

export async function updateRoomType(db: DbOrTx, id: string, set: Partial<typeof hotelRoomTypes.$inferInsert>) {
  await db.update(hotelRoomTypes).set(set).where(eq(hotelRoomTypes.id, id));
}

export async function findRate(db: DbOrTx, hotelId: string, id: string) {
  const [row] = await db
    .select()
    .from(hotelRatePlans)
    .where(and(eq(hotelRatePlans.hotelId, hotelId), eq(hotelRatePlans.id, id)));
  return row;
}

export async function insertRate(db: DbOrTx, row: typeof hotelRatePlans.$inferInsert) {
  await db.insert(hotelRatePlans).values(row);
}

export async function updateRate(db: DbOrTx, id: string, set: Partial<typeof hotelRatePlans.$inferInsert>) {
  await db.update(hotelRatePlans).set(set).where(eq(hotelRatePlans.id, id));
}

export function allotmentsBetween(db: DbOrTx, roomTypeId: string, from: string, to: string) {
  return db
    .select()
    .from(hotelAllotments)
    .where(
      and(eq(hotelAllotments.roomTypeId, roomTypeId), gte(hotelAllotments.night, from), lte(hotelAllotments.night, to)),
    );
}

export function allotmentsOf(db: DbOrTx, roomTypeIds: string[], night: string) {
  if (roomTypeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(hotelAllotments)
    .where(and(inArray(hotelAllotments.roomTypeId, roomTypeIds), eq(hotelAllotments.night, night)));
}

/**
 * Sets one night's rooms of a type: creates the row (nothing sold yet) or changes it, never below what is sold
 * (the conditional update and the table's CHECK both refuse). Returns the rooms sold when refused.
 */
export async function setAllotment(db: DbOrTx, input: { roomTypeId: string; night: string; capacity: number }) {
  await db
    .insert(hotelAllotments)
    .values({ ...input, sold: 0 })
    .onConflictDoNothing();
  const rows = await db
    .update(hotelAllotments)
    .set({ capacity: input.capacity })
    .where(
      and(
        eq(hotelAllotments.roomTypeId, input.roomTypeId),
        eq(hotelAllotments.night, input.night),
        lte(hotelAllotments.sold, input.capacity),
      ),
    )
    .returning();
  if (rows.length === 1) return { ok: true as const, row: rows[0]! };
  const [current] = await db
    .select()
    .from(hotelAllotments)
    .where(and(eq(hotelAllotments.roomTypeId, input.roomTypeId), eq(hotelAllotments.night, input.night)));
  return { ok: false as const, sold: current?.sold ?? 0 };
}
