import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { departureCategories, departureProducts, departureWaitlist, departures, users } from '../../db/schema.js';

export type WaitlistRow = typeof departureWaitlist.$inferSelect;
const ACTIVE = ['waiting', 'offered'];

/** Locks a category's row for the transaction (places and the line move together) and reads it. */
export async function lockCategory(tx: DbOrTx, categoryId: string) {
  const [row] = await tx.select().from(departureCategories).where(eq(departureCategories.id, categoryId)).for('update');
  return row;
}

export async function insertEntry(tx: DbOrTx, row: typeof departureWaitlist.$inferInsert) {
  await tx.insert(departureWaitlist).values(row);
}

/** The user's entry still in the line (waiting or offered) for a category. */
export async function activeEntry(tx: DbOrTx, categoryId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(departureWaitlist)
    .where(
      and(
        eq(departureWaitlist.categoryId, categoryId),
        eq(departureWaitlist.userId, userId),
        inArray(departureWaitlist.state, ACTIVE),
      ),
    );
  return row;
}

/** The first waiting entry of a category wanting at most `left` places. */
export async function firstFitting(tx: DbOrTx, categoryId: string, left: number) {
  const [row] = await tx
    .select()
    .from(departureWaitlist)
    .where(
      and(
        eq(departureWaitlist.categoryId, categoryId),
        eq(departureWaitlist.state, 'waiting'),
        lte(departureWaitlist.travellers, left),
      ),
    )
    .orderBy(asc(departureWaitlist.createdAt), asc(departureWaitlist.id))
    .limit(1);
  return row;
}

/** Moves an entry from one state to another if it is still in the first (a conditional update). */
export async function move(
  tx: DbOrTx,
  id: string,
  from: string[],
  to: string,
  offeredUntil: Date | null = null,
): Promise<WaitlistRow | undefined> {
  const [row] = await tx
    .update(departureWaitlist)
    .set({ state: to, ...(offeredUntil ? { offeredUntil } : {}) })
    .where(and(eq(departureWaitlist.id, id), inArray(departureWaitlist.state, from)))
    .returning();
  return row;
}

/** Places offered to the user on a category and still kept for them at `now`. */
export async function heldFor(db: DbOrTx, userId: string, categoryId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ travellers: departureWaitlist.travellers })
    .from(departureWaitlist)
    .where(
      and(
        eq(departureWaitlist.categoryId, categoryId),
        eq(departureWaitlist.userId, userId),
        eq(departureWaitlist.state, 'offered'),
        gt(departureWaitlist.offeredUntil, now),
      ),
    );
  return row?.travellers ?? 0;
}

/** Offers whose 24 hours have passed, the oldest first. */
export async function lapsedOffers(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(departureWaitlist)
    .where(and(eq(departureWaitlist.state, 'offered'), lte(departureWaitlist.offeredUntil, now)))
    .orderBy(asc(departureWaitlist.offeredUntil))
    .limit(limit);
}

export async function entryById(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(departureWaitlist).where(eq(departureWaitlist.id, id));
  return row;
}

/** A user's entries, newest first, with their departure and product and their place among those waiting. */
export async function entriesOf(db: DbOrTx, userId: string, ids?: string[]) {
  const ahead = sql<number>`(
    select count(*)::int from ${departureWaitlist} w
    where w.category_id = ${departureWaitlist.categoryId} and w.state = 'waiting'
      and (w.created_at, w.id) < (${departureWaitlist.createdAt}, ${departureWaitlist.id})
  )`;
  return db
    .select({
      entry: departureWaitlist,
      ahead,
      code: departureCategories.code,
      departure: { id: departures.id, startsOn: departures.startsOn, endsOn: departures.endsOn },
      product: {
        id: departureProducts.id,
        slug: departureProducts.slug,
        service: departureProducts.service,
        title: departureProducts.title,
      },
    })
    .from(departureWaitlist)
    .innerJoin(departureCategories, eq(departureCategories.id, departureWaitlist.categoryId))
    .innerJoin(departures, eq(departures.id, departureCategories.departureId))
    .innerJoin(departureProducts, eq(departureProducts.id, departures.productId))
    .where(and(eq(departureWaitlist.userId, userId), ids ? inArray(departureWaitlist.id, ids) : undefined))
    .orderBy(desc(departureWaitlist.createdAt), desc(departureWaitlist.id))
    .limit(100);
}

/**
 * A product's line for staff (decision 140): every entry of its departures' categories (those still in line, or
 * all), by departure, category and order in line, with the user and their place among those waiting.
 */
export async function lineOf(db: DbOrTx, productId: string, inLineOnly: boolean) {
  const ahead = sql<number>`(
    select count(*)::int from ${departureWaitlist} w
    where w.category_id = ${departureWaitlist.categoryId} and w.state = 'waiting'
      and (w.created_at, w.id) < (${departureWaitlist.createdAt}, ${departureWaitlist.id})
  )`;
  return db
    .select({
      entry: departureWaitlist,
      ahead,
      category: { id: departureCategories.id, code: departureCategories.code, left: departureCategories.left },
      departure: { id: departures.id, startsOn: departures.startsOn, endsOn: departures.endsOn },
      user: { id: users.id, name: users.name, email: users.email },
    })
    .from(departureWaitlist)
    .innerJoin(departureCategories, eq(departureCategories.id, departureWaitlist.categoryId))
    .innerJoin(departures, eq(departures.id, departureCategories.departureId))
    .innerJoin(users, eq(users.id, departureWaitlist.userId))
    .where(and(eq(departures.productId, productId), inLineOnly ? inArray(departureWaitlist.state, ACTIVE) : undefined))
    .orderBy(
      asc(departures.startsOn),
      asc(departures.id),
      asc(departureCategories.code),
      asc(departureWaitlist.createdAt),
      asc(departureWaitlist.id),
    )
    .limit(1000);
}

/** An entry with the product its category belongs to (staff act on an entry within its product). */
export async function entryOfProduct(tx: DbOrTx, productId: string, id: string) {
  const [row] = await tx
    .select({ entry: departureWaitlist })
    .from(departureWaitlist)
    .innerJoin(departureCategories, eq(departureCategories.id, departureWaitlist.categoryId))
    .innerJoin(departures, eq(departures.id, departureCategories.departureId))
    .where(and(eq(departureWaitlist.id, id), eq(departures.productId, productId)));
  return row?.entry;
}
