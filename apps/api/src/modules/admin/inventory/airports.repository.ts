import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { flightAirports } from '../../../db/schema.js';

export type AirportRow = typeof flightAirports.$inferSelect;

/** Flights on sale from or to the airport. */
const scheduleCount = sql<number>`(select count(*)::int from flight_schedules s
  where s.active and (s.origin = flight_airports.code or s.destination = flight_airports.code))`;

export async function listAirports(
  db: DbOrTx,
  f: { q?: string; active?: boolean; country?: string; page: number; perPage: number },
) {
  const where: SQL[] = [];
  if (f.active !== undefined) where.push(eq(flightAirports.active, f.active));
  if (f.country) where.push(eq(flightAirports.country, f.country));
  if (f.q) {
    const like = `%${f.q.replace(/[%_\\]/g, '')}%`;
    where.push(
      or(
        ilike(flightAirports.code, like),
        sql`${flightAirports.name}::text ilike ${like}`,
        sql`${flightAirports.city}::text ilike ${like}`,
        sql`${flightAirports.countryName}::text ilike ${like}`,
      )!,
    );
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ airport: flightAirports, schedules: scheduleCount })
      .from(flightAirports)
      .where(condition)
      // Iraqi airports first, then by code: the agency's own network is what staff look after most.
      .orderBy(sql`${flightAirports.country} <> 'IQ'`, asc(flightAirports.code))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(flightAirports).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findAirport(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ airport: flightAirports, schedules: scheduleCount })
    .from(flightAirports)
    .where(eq(flightAirports.code, code));
  return row;
}

/** False when the code exists. */
export async function insertAirport(db: DbOrTx, row: typeof flightAirports.$inferInsert) {
  const inserted = await db
    .insert(flightAirports)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: flightAirports.code });
  return inserted.length === 1;
}

export async function updateAirport(db: DbOrTx, code: string, set: Partial<typeof flightAirports.$inferInsert>) {
  await db.update(flightAirports).set(set).where(eq(flightAirports.code, code));
}
