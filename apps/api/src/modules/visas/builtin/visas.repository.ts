import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { bookings, visaProducts } from '../../../db/schema.js';

export type VisaProductRow = typeof visaProducts.$inferSelect;

export async function countProducts(db: DbOrTx) {
  const [row] = await db.select({ n: count() }).from(visaProducts);
  return Number(row?.n ?? 0);
}

export async function insertProducts(db: DbOrTx, rows: Array<typeof visaProducts.$inferInsert>) {
  if (rows.length) await db.insert(visaProducts).values(rows).onConflictDoNothing();
}

/** Every product on sale: the search keeps them in memory (a few dozen rows). */
export function activeProducts(db: DbOrTx) {
  return db.select().from(visaProducts).where(eq(visaProducts.active, true));
}

export async function findProduct(db: DbOrTx, id: string) {
  const [row] = await db.select().from(visaProducts).where(eq(visaProducts.id, id));
  return row;
}

/** Applications made for each product (the back office's list), from the bookings that name it. */
async function applicationsOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const id = sql<string>`${bookings.details} -> 'visa' ->> 'id'`;
  const rows = await db
    .select({ id, n: count() })
    .from(bookings)
    .where(and(eq(bookings.service, 'visa'), sql`${id} in ${ids}`))
    .groupBy(id);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function listProducts(
  db: DbOrTx,
  q: { q?: string; country?: string; active?: boolean; page: number; perPage: number },
) {
  const text = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    q.country ? eq(visaProducts.country, q.country) : undefined,
    q.active === undefined ? undefined : eq(visaProducts.active, q.active),
    text
      ? or(
          ilike(visaProducts.code, text),
          sql`${visaProducts.title} ->> 'en' ilike ${text}`,
          sql`${visaProducts.title} ->> 'ar' ilike ${text}`,
          sql`${visaProducts.title} ->> 'de' ilike ${text}`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(visaProducts)
      .where(where)
      .orderBy(asc(visaProducts.country), asc(visaProducts.code))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(visaProducts).where(where),
  ]);
  const used = await applicationsOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((row) => ({ row, applications: used.get(row.id) ?? 0 })), total: Number(total?.n ?? 0) };
}

export async function productWithApplications(db: DbOrTx, id: string) {
  const row = await findProduct(db, id);
  if (!row) return undefined;
  return { row, applications: (await applicationsOf(db, [id])).get(id) ?? 0 };
}

/** Inserts a product unless its code exists (false then). */
export async function insertProduct(db: DbOrTx, row: typeof visaProducts.$inferInsert) {
  const inserted = await db.insert(visaProducts).values(row).onConflictDoNothing().returning({ id: visaProducts.id });
  return inserted.length === 1;
}

export async function updateProduct(db: DbOrTx, id: string, values: Partial<typeof visaProducts.$inferInsert>) {
  await db
    .update(visaProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(visaProducts.id, id));
}
