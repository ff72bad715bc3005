import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { flightAirports, flightCarriers, flightInventory, flightSchedules } from '../../../db/schema.js';
import type { Cabin } from './network.js';

export type ScheduleRow = typeof flightSchedules.$inferSelect;
export type AirportRow = typeof flightAirports.$inferSelect;
export type CarrierRow = typeof flightCarriers.$inferSelect;

export async function loadNetwork(db: DbOrTx) {
  const [airports, carriers, schedules] = await Promise.all([
    db.select().from(flightAirports).where(eq(flightAirports.active, true)),
    db.select().from(flightCarriers),
    db.select().from(flightSchedules).where(eq(flightSchedules.active, true)),
  ]);
  // Archived airports and airlines (back office) take their flights out of the search with them.
  const open = new Set(airports.map((a) => a.code));
  const flying = new Set(carriers.filter((c) => c.active).map((c) => c.code));
  return {
    airports,
    carriers,
    schedules: schedules.filter((s) => flying.has(s.carrier) && open.has(s.origin) && open.has(s.destination)),
  };
}

/**
 * The flight network's version: a counter that every change of schedules, airports or carriers bumps
 * (triggers of migration 0009), read to decide whether the network in memory is still current.
 */
export async function networkVersion(db: DbOrTx): Promise<string> {
  const result = (await db.execute(sql`select version::text as version from flight_network_version`)) as unknown as {
    rows: Array<{ version: string }>;
  };
  return result.rows[0]?.version ?? '0';
}

export async function countSchedules(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(flightSchedules);
  return Number(row?.n ?? 0);
}

export async function insertNetwork(
  db: DbOrTx,
  data: {
    airports: Array<typeof flightAirports.$inferInsert>;
    carriers: Array<typeof flightCarriers.$inferInsert>;
    schedules: Array<typeof flightSchedules.$inferInsert>;
  },
) {
  for (let i = 0; i < data.airports.length; i += 500)
    await db
      .insert(flightAirports)
      .values(data.airports.slice(i, i + 500))
      .onConflictDoNothing();
  await db.insert(flightCarriers).values(data.carriers).onConflictDoNothing();
  for (let i = 0; i < data.schedules.length; i += 500)
    await db
      .insert(flightSchedules)
      .values(data.schedules.slice(i, i + 500))
      .onConflictDoNothing();
}

/**
 * Seats no longer for sale on the given flights and dates, all cabins: those sold, plus those staff closed on
 * that date (a date's capacity set below the aircraft's in the back office), so `aircraft − sold` stays the
 * seats left.
 */
export async function soldOn(db: DbOrTx, legs: Array<{ key: string; date: string }>) {
  if (legs.length === 0) return [];
  const keys = [...new Set(legs.map((l) => l.key))];
  const dates = [...new Set(legs.map((l) => l.date))];
  // Keys and dates go as one text parameter each, split in SQL: a search asks for a few hundred flights,
  // and as many placeholders cost PGlite several milliseconds to parse and plan on every call.
  const safe = keys.every((k) => !k.includes(SEPARATOR));
  const aircraftSeats = sql`case ${flightInventory.cabin} when 'economy' then ${flightSchedules.seatsEconomy} when 'business' then ${flightSchedules.seatsBusiness} else ${flightSchedules.seatsFirst} end`;
  return db
    .select({
      key: flightInventory.scheduleKey,
      date: flightInventory.date,
      cabin: flightInventory.cabin,
      sold: sql<number>`(${flightInventory.sold} + greatest(${aircraftSeats} - ${flightInventory.capacity}, 0))::int`,
    })
    .from(flightInventory)
    .innerJoin(flightSchedules, eq(flightSchedules.key, flightInventory.scheduleKey))
    .where(
      and(
        safe
          ? sql`${flightInventory.scheduleKey} = any(string_to_array(${keys.join(SEPARATOR)}, chr(31)))`
          : inArray(flightInventory.scheduleKey, keys),
        sql`${flightInventory.date} = any(string_to_array(${dates.join(SEPARATOR)}, chr(31)))`,
      ),
    );
}

/** Separates the keys and dates passed to `soldOn` as one parameter (no key or date contains it). */
const SEPARATOR = '\u001f';

/**
 * Takes `seats` on one flight, date and cabin: creates the inventory row on first sale, then one
 * conditional UPDATE that cannot pass capacity. Returns false when too few seats are left.
 */
export async function takeSeats(
  db: DbOrTx,
  input: { key: string; date: string; cabin: Cabin; capacity: number; seats: number },
) {
  await db
    .insert(flightInventory)
    .values({ scheduleKey: input.key, date: input.date, cabin: input.cabin, capacity: input.capacity, sold: 0 })
    .onConflictDoNothing();
  const rows = await db
    .update(flightInventory)
    .set({ sold: sql`${flightInventory.sold} + ${input.seats}` })
    .where(
      and(
        eq(flightInventory.scheduleKey, input.key),
        eq(flightInventory.date, input.date),
        eq(flightInventory.cabin, input.cabin),
        sql`${flightInventory.sold} + ${input.seats} <= ${flightInventory.capacity}`,
      ),
    )
    .returning({ sold: flightInventory.sold });
  return rows.length === 1;
}

export async function releaseSeats(db: DbOrTx, input: { key: string; date: string; cabin: Cabin; seats: number }) {
  await db
    .update(flightInventory)
    .set({ sold: sql`greatest(${flightInventory.sold} - ${input.seats}, 0)` })
    .where(
      and(
        eq(flightInventory.scheduleKey, input.key),
        eq(flightInventory.date, input.date),
        eq(flightInventory.cabin, input.cabin),
      ),
    );
}
