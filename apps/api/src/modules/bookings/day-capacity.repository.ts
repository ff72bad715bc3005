import { and, asc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dayCapacity } from '../../db/schema.js';

export type DayCapacityRow = typeof dayCapacity.$inferSelect;

export async function take(
  db: DbOrTx,
  input: { kind: string; resourceId: string; days: string[]; count: number; capacity: number },
): Promise<number> {
  const { kind, resourceId, days, count } = input;
  await db
    .insert(dayCapacity)
    .values(days.map((day) => ({ kind, resourceId, day, taken: 0 })))
    .onConflictDoNothing();
  const rows = await db
    .update(dayCapacity)
    .set({ taken: sql`${dayCapacity.taken} + ${count}` })
    .where(
      and(
        eq(dayCapacity.kind, kind),
        eq(dayCapacity.resourceId, resourceId),
        inArray(dayCapacity.day, days),
        sql`${dayCapacity.taken} + ${count} <= coalesce(${dayCapacity.capacity}, ${input.capacity})`,
      ),
    )
    .returning({ day: dayCapacity.day });
  return rows.length;
}

export async function release(db: DbOrTx, input: { kind: string; resourceId: string; days: string[]; count: number }) {
  await db
    .update(dayCapacity)
    .set({ taken: sql`greatest(${dayCapacity.taken} - ${input.count}, 0)` })
    .where(
      and(
        eq(dayCapacity.kind, input.kind),
        eq(dayCapacity.resourceId, input.resourceId),
        inArray(dayCapacity.day, input.days),
      ),
    );
}

export async function setCapacity(
  db: DbOrTx,
  input: { kind: string; resourceId: string; day: string; capacity: number | null },
) {
  await db
    .insert(dayCapacity)
    .values({ ...input, taken: 0 })
    .onConflictDoUpdate({
      target: [dayCapacity.kind, dayCapacity.resourceId, dayCapacity.day],
      set: { capacity: input.capacity },
    });
}

export function rowsBetween(
  db: DbOrTx,
  input: { kind: string; resourceIds?: string[]; from: string; to: string },
): Promise<DayCapacityRow[]> {
  return db
    .select()
    .from(dayCapacity)
    .where(
      and(
        eq(dayCapacity.kind, input.kind),
        input.resourceIds ? inArray(dayCapacity.resourceId, input.resourceIds) : undefined,
        gte(dayCapacity.day, input.from),
        lte(dayCapacity.day, input.to),
      ),
    );
}

export async function firstOver(
  db: DbOrTx,
  input: { kind: string; resourceId: string; from: string; count: number },
): Promise<{ day: string; taken: number } | undefined> {
  const [row] = await db
    .select({ day: dayCapacity.day, taken: dayCapacity.taken })
    .from(dayCapacity)
    .where(
      and(
        eq(dayCapacity.kind, input.kind),
        eq(dayCapacity.resourceId, input.resourceId),
        gte(dayCapacity.day, input.from),
        isNull(dayCapacity.capacity),
        gt(dayCapacity.taken, input.count),
      ),
    )
    .orderBy(asc(dayCapacity.day))
    .limit(1);
  return row;
}
