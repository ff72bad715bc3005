import { and, asc, count, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { flightAirports, flightCarriers, flightInventory, flightSchedules } from '../../../db/schema.js';

export type ScheduleRow = typeof flightSchedules.$inferSelect;
export type CarrierRow = typeof flightCarriers.$inferSelect;

export async function listSchedules(
  db: DbOrTx,
  f: {
    q?: string;
    active?: boolean;
    carrier?: string;
    origin?: string;
    destination?: string;
    page: number;
    perPage: number;
  },
) {
  const where: SQL[] = [];
  if (f.active !== undefined) where.push(eq(flightSchedules.active, f.active));
  if (f.carrier) where.push(eq(flightSchedules.carrier, f.carrier));
  if (f.origin) where.push(eq(flightSchedules.origin, f.origin));
  if (f.destination) where.push(eq(flightSchedules.destination, f.destination));
  if (f.q) {
    const like = `%${f.q.replace(/[%_\\]/g, '')}%`;
    where.push(
      or(
        ilike(flightSchedules.key, like),
        ilike(flightSchedules.origin, like),
        ilike(flightSchedules.destination, like),
        ilike(flightSchedules.aircraftName, like),
      )!,
    );
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(flightSchedules)
      .where(condition)
      .orderBy(
        asc(flightSchedules.carrier),
        sql`length(${flightSchedules.flightNumber})`,
        asc(flightSchedules.flightNumber),
      )
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(flightSchedules).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findSchedule(db: DbOrTx, key: string) {
  const [row] = await db.select().from(flightSchedules).where(eq(flightSchedules.key, key));
  return row;
}

/** False when the key exists. */
export async function insertSchedule(db: DbOrTx, row: typeof flightSchedules.$inferInsert) {
  const inserted = await db
    .insert(flightSchedules)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: flightSchedules.key });
  return inserted.length === 1;
}

export async function updateSchedule(db: DbOrTx, key: string, set: Partial<typeof flightSchedules.$inferInsert>) {
  const [row] = await db
    .update(flightSchedules)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(flightSchedules.key, key))
    .returning();
  return row;
}

export async function findAirports(db: DbOrTx, codes: string[]) {
  const rows = await db.select().from(flightAirports).where(inArray(flightAirports.code, codes));
  return new Map(rows.map((r) => [r.code, r]));
}

/** Flights of the airline, on sale or archived. */
const scheduleCount = sql<number>`(select count(*)::int from flight_schedules s where s.carrier = flight_carriers.code)`;

export function listCarriers(db: DbOrTx, q?: string, active?: boolean) {
  const like = q ? `%${q.replace(/[%_\\]/g, '')}%` : undefined;
  return db
    .select({ carrier: flightCarriers, schedules: scheduleCount })
    .from(flightCarriers)
    .where(
      and(
        like ? or(ilike(flightCarriers.code, like), sql`${flightCarriers.name}::text ilike ${like}`) : undefined,
        active === undefined ? undefined : eq(flightCarriers.active, active),
      ),
    )
    .orderBy(asc(flightCarriers.code));
}

export async function findCarrier(db: DbOrTx, code: string) {
  const [row] = await db.select().from(flightCarriers).where(eq(flightCarriers.code, code));
  return row;
}

/** An airline by its code, with its flights counted. */
export async function findCarrierWithSchedules(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ carrier: flightCarriers, schedules: scheduleCount })
    .from(flightCarriers)
    .where(eq(flightCarriers.code, code));
  return row;
}

export async function insertCarrier(db: DbOrTx, row: typeof flightCarriers.$inferInsert) {
  const inserted = await db
    .insert(flightCarriers)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: flightCarriers.code });
  return inserted.length === 1;
}

export async function updateCarrier(db: DbOrTx, code: string, set: Partial<typeof flightCarriers.$inferInsert>) {
  const [row] = await db.update(flightCarriers).set(set).where(eq(flightCarriers.code, code)).returning();
  return row;
}

export function inventoryBetween(db: DbOrTx, key: string, from: string, to: string) {
  return db
    .select()
    .from(flightInventory)
    .where(and(eq(flightInventory.scheduleKey, key), gte(flightInventory.date, from), lte(flightInventory.date, to)));
}

/**
 * Sets one flight date's capacity in a cabin: creates the row (nothing sold yet) or changes it, never below
 * what is sold (the conditional update and the table's CHECK both refuse). Returns the seats sold when refused.
 */
export async function setCapacity(
  db: DbOrTx,
  input: { key: string; date: string; cabin: 'economy' | 'business' | 'first'; capacity: number },
) {
  await db
    .insert(flightInventory)
    .values({ scheduleKey: input.key, date: input.date, cabin: input.cabin, capacity: input.capacity, sold: 0 })
    .onConflictDoNothing();
  const rows = await db
    .update(flightInventory)
    .set({ capacity: input.capacity })
    .where(
      and(
        eq(flightInventory.scheduleKey, input.key),
        eq(flightInventory.date, input.date),
        eq(flightInventory.cabin, input.cabin),
        lte(flightInventory.sold, input.capacity),
      ),
    )
    .returning();
  if (rows.length === 1) return { ok: true as const, row: rows[0]! };
  const [current] = await db
    .select()
    .from(flightInventory)
    .where(
      and(
        eq(flightInventory.scheduleKey, input.key),
        eq(flightInventory.date, input.date),
        eq(flightInventory.cabin, input.cabin),
      ),
    );
  return { ok: false as const, sold: current?.sold ?? 0 };
}

/**
 * After an aircraft change, future dates that still had the old aircraft's capacity get the new one (never below
 * what is sold); dates staff set by hand keep theirs.
 */
export async function followAircraft(
  db: DbOrTx,
  input: {
    key: string;
    from: string;
    cabin: 'economy' | 'business' | 'first';
    oldCapacity: number;
    newCapacity: number;
  },
) {
  await db
    .update(flightInventory)
    .set({ capacity: sql`greatest(${input.newCapacity}, ${flightInventory.sold})` })
    .where(
      and(
        eq(flightInventory.scheduleKey, input.key),
        eq(flightInventory.cabin, input.cabin),
        gte(flightInventory.date, input.from),
        eq(flightInventory.capacity, input.oldCapacity),
      ),
    );
}
