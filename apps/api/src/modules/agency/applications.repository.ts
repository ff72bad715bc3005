import { alias } from 'drizzle-orm/pg-core';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, agencyApplications, users } from '../../db/schema.js';

export type AgencyApplicationRow = typeof agencyApplications.$inferSelect;
type Status = AgencyApplicationRow['status'];

export async function insertApplication(db: DbOrTx, row: typeof agencyApplications.$inferInsert) {
  await db.insert(agencyApplications).values(row);
}

export async function findApplicationOfAccount(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(agencyApplications).where(eq(agencyApplications.accountId, accountId));
  return row;
}

const reviewer = alias(users, 'reviewer');

function listQuery(db: DbOrTx) {
  return db
    .select({
      application: agencyApplications,
      applicant: { id: users.id, name: users.name, email: users.email },
      reviewer: { id: reviewer.id, name: reviewer.name },
    })
    .from(agencyApplications)
    .innerJoin(users, eq(users.id, agencyApplications.userId))
    .leftJoin(reviewer, eq(reviewer.id, agencyApplications.reviewedBy));
}

/** Pending first (oldest first: first come, first served), then the decided ones, latest decision first. */
export async function listApplications(db: DbOrTx, f: { status?: Status; page: number; perPage: number }) {
  const condition: SQL | undefined = f.status ? eq(agencyApplications.status, f.status) : undefined;
  const [rows, [total]] = await Promise.all([
    listQuery(db)
      .where(condition)
      .orderBy(
        sql`(${agencyApplications.status} = 'pending') desc`,
        sql`case when ${agencyApplications.status} = 'pending' then ${agencyApplications.createdAt} end asc`,
        sql`${agencyApplications.reviewedAt} desc nulls last`,
      )
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(agencyApplications).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findApplication(db: DbOrTx, id: string) {
  const [row] = await listQuery(db).where(eq(agencyApplications.id, id));
  return row;
}
export type ListedApplication = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** Decides a pending application; undefined when it was not pending any more (decided by someone else first). */
export async function decideApplication(
  db: DbOrTx,
  id: string,
  decision: { status: Exclude<Status, 'pending'>; refusalReason: string | null; reviewedBy: string; reviewedAt: Date },
) {
  const [row] = await db
    .update(agencyApplications)
    .set(decision)
    .where(and(eq(agencyApplications.id, id), eq(agencyApplications.status, 'pending')))
    .returning();
  return row;
}

/** The account becomes an agency under the name it applied with; its owner (or owners) become agency owners. */
export async function makeAgency(db: DbOrTx, application: AgencyApplicationRow) {
  await db
    .update(accounts)
    .set({ kind: 'agency', name: application.agencyName, contactLine: `${application.phone} · ${application.city}` })
    .where(and(eq(accounts.id, application.accountId), eq(accounts.kind, 'customer')));
  await db
    .update(users)
    .set({ role: 'agency', updatedAt: new Date() })
    .where(and(eq(users.accountId, application.accountId), eq(users.role, 'customer')));
}
