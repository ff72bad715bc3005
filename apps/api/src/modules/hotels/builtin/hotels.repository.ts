import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  hotelAllotments,
  hotelDestinations,
  hotelRatePlans,
  hotelRoomTypes,
  hotelSeasons,
  hotels,
} from '../../../db/schema.js';
import type { Inventory } from './inventory-types.js';

export type DestinationRow = typeof hotelDestinations.$inferSelect;
export type HotelRow = typeof hotels.$inferSelect;
export type RoomTypeRow = typeof hotelRoomTypes.$inferSelect;
export type RatePlanRow = typeof hotelRatePlans.$inferSelect;
export type SeasonRow = typeof hotelSeasons.$inferSelect;

export async function countHotels(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(hotels);
  return Number(row?.n ?? 0);
}

async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** Writes the generated inventory in bulk (a few thousand rows in a few dozen statements); existing rows are kept. */
export async function insertInventory(db: DbOrTx, inv: Inventory) {
  await db.insert(hotelDestinations).values(inv.destinations).onConflictDoNothing();
  await inChunks(inv.hotels, 200, (chunk) => db.insert(hotels).values(chunk).onConflictDoNothing());
  await inChunks(inv.roomTypes, 500, (chunk) => db.insert(hotelRoomTypes).values(chunk).onConflictDoNothing());
  await inChunks(inv.ratePlans, 500, (chunk) => db.insert(hotelRatePlans).values(chunk).onConflictDoNothing());
  await inChunks(inv.seasons, 500, (chunk) => db.insert(hotelSeasons).values(chunk).onConflictDoNothing());
}

export async function loadCatalog(db: DbOrTx) {
  const [destinations, hotelRows, roomTypes, ratePlans, seasons] = await Promise.all([
    // Archived destinations (with their hotels) and room types (with their rates) are not searched.
    db.select().from(hotelDestinations).where(eq(hotelDestinations.active, true)),
    db.select().from(hotels).where(eq(hotels.active, true)),
    db.select().from(hotelRoomTypes).where(eq(hotelRoomTypes.active, true)),
    db.select().from(hotelRatePlans).where(eq(hotelRatePlans.active, true)),
    db.select().from(hotelSeasons),
  ]);
  return { destinations, hotels: hotelRows, roomTypes, ratePlans, seasons };
}

export interface AllotmentRow {
  roomTypeId: string;
  night: string;
  capacity: number;
  sold: number;
}

/** Allotment rows (sales and stop-sales) of some room types for the nights from `from` up to, not including, `to`. */
export async function allotmentsFor(
  db: DbOrTx,
  roomTypeIds: string[],
  from: string,
  to: string,
): Promise<AllotmentRow[]> {
  if (roomTypeIds.length === 0) return [];
  return db
    .select({
      roomTypeId: hotelAllotments.roomTypeId,
      night: hotelAllotments.night,
      capacity: hotelAllotments.capacity,
      sold: hotelAllotments.sold,
    })
    .from(hotelAllotments)
    .where(
      and(
        inArray(hotelAllotments.roomTypeId, roomTypeIds),
        gte(hotelAllotments.night, from),
        lt(hotelAllotments.night, to),
      ),
    );
}

/**
 * Takes `rooms` rooms of one type on each of `nights` (sorted, so parallel bookings lock rows in the same
 * order): the night rows are created on first sale, then one conditional UPDATE that cannot pass any
 * night's capacity. False when a night has too few rooms left; the caller's transaction then rolls back.
 */
export async function takeRooms(
  db: DbOrTx,
  input: { roomTypeId: string; nights: string[]; capacity: number; rooms: number },
): Promise<boolean> {
  await db
    .insert(hotelAllotments)
    .values(input.nights.map((night) => ({ roomTypeId: input.roomTypeId, night, capacity: input.capacity, sold: 0 })))
    .onConflictDoNothing();
  const rows = await db
    .update(hotelAllotments)
    .set({ sold: sql`${hotelAllotments.sold} + ${input.rooms}` })
    .where(
      and(
        eq(hotelAllotments.roomTypeId, input.roomTypeId),
        inArray(hotelAllotments.night, input.nights),
        sql`${hotelAllotments.sold} + ${input.rooms} <= ${hotelAllotments.capacity}`,
      ),
    )
    .returning({ night: hotelAllotments.night });
  return rows.length === input.nights.length;
}

/** Gives rooms back on each night (a cancellation or an expired hold). */
export async function releaseRooms(db: DbOrTx, input: { roomTypeId: string; nights: string[]; rooms: number }) {
  await db
    .update(hotelAllotments)
    .set({ sold: sql`greatest(${hotelAllotments.sold} - ${input.rooms}, 0)` })
    .where(and(eq(hotelAllotments.roomTypeId, input.roomTypeId), inArray(hotelAllotments.night, input.nights)));
}

/** Sets a night's capacity for a room type (a stop-sale is capacity 0); never below what is sold. */
export async function setCapacity(db: DbOrTx, input: { roomTypeId: string; night: string; capacity: number }) {
  await db
    .insert(hotelAllotments)
    .values({ ...input, sold: 0 })
    .onConflictDoUpdate({
      target: [hotelAllotments.roomTypeId, hotelAllotments.night],
      set: { capacity: sql`greatest(${input.capacity}, ${hotelAllotments.sold})` },
    });
}

/** Every allotment row from a night on (sales and stop-sales of the nights still to come): the search's index. */
export async function allotmentsFrom(db: DbOrTx, from: string): Promise<AllotmentRow[]> {
  return db
    .select({
      roomTypeId: hotelAllotments.roomTypeId,
      night: hotelAllotments.night,
      capacity: hotelAllotments.capacity,
      sold: hotelAllotments.sold,
    })
    .from(hotelAllotments)
    .where(gte(hotelAllotments.night, from));
}
