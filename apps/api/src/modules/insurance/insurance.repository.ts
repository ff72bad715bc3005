import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { insurancePlans, insuranceRates } from '../../db/schema.js';

export type PlanRow = typeof insurancePlans.$inferSelect;
export type RateRow = typeof insuranceRates.$inferSelect;
export type PlanInsert = typeof insurancePlans.$inferInsert;

export async function countPlans(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(insurancePlans);
  return Number(row?.n ?? 0);
}

/** The seed's plans and their rate tables: two statements. */
export async function insertPlans(db: DbOrTx, plans: PlanInsert[], rates: RateRow[]) {
  await db.insert(insurancePlans).values(plans).onConflictDoNothing();
  await db.insert(insuranceRates).values(rates).onConflictDoNothing();
}

/** Every plan on sale with its rate table. */
export async function loadActive(db: DbOrTx) {
  const [plans, rates] = await Promise.all([
    db.select().from(insurancePlans).where(eq(insurancePlans.active, true)).orderBy(asc(insurancePlans.code)),
    db
      .select({ r: insuranceRates })
      .from(insuranceRates)
      .innerJoin(insurancePlans, eq(insurancePlans.id, insuranceRates.planId))
      .where(eq(insurancePlans.active, true))
      .orderBy(asc(insuranceRates.ageMin), asc(insuranceRates.daysMax)),
  ]);
  return { plans, rates: rates.map((x) => x.r) };
}

export async function findPlan(db: DbOrTx, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(insurancePlans).where(eq(insurancePlans.id, id));
  return row;
}

export function ratesOf(db: DbOrTx, planId: string): Promise<RateRow[]> {
  return db
    .select()
    .from(insuranceRates)
    .where(eq(insuranceRates.planId, planId))
    .orderBy(asc(insuranceRates.ageMin), asc(insuranceRates.daysMax));
}

export async function listPlans(
  db: DbOrTx,
  q: { q?: string; insurer?: string; active?: boolean; limit: number; offset: number },
): Promise<{ rows: PlanRow[]; total: number }> {
  const where: SQL[] = [];
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(insurancePlans.code, like), sql`${insurancePlans.name}::text ilike ${like}`)!);
  }
  if (q.insurer) where.push(eq(insurancePlans.insurer, q.insurer));
  if (q.active !== undefined) where.push(eq(insurancePlans.active, q.active));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(insurancePlans)
      .where(cond)
      .orderBy(asc(insurancePlans.insurer), asc(insurancePlans.code))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(insurancePlans)
      .where(cond),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function insertPlan(db: DbOrTx, row: PlanInsert): Promise<PlanRow | undefined> {
  const [inserted] = await db.insert(insurancePlans).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updatePlan(db: DbOrTx, id: string, set: Partial<PlanInsert>): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(insurancePlans)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(insurancePlans.id, id))
    .returning();
  return row;
}

export async function codeTaken(db: DbOrTx, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db.select({ id: insurancePlans.id }).from(insurancePlans).where(eq(insurancePlans.code, code));
  return !!row && row.id !== exceptId;
}

/** Replaces a plan's rate table. */
export async function replaceRates(db: DbOrTx, planId: string, rates: Omit<RateRow, 'planId'>[]) {
  await db.delete(insuranceRates).where(eq(insuranceRates.planId, planId));
  if (rates.length) await db.insert(insuranceRates).values(rates.map((r) => ({ ...r, planId })));
}
