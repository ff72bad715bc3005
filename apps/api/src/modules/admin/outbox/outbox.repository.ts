import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { MailStatus } from '@portal/contracts/admin-outbox';
import type { DbOrTx } from '../../../db/client.js';
import { mailQueue } from '../../../db/schema.js';

export type MailRow = typeof mailQueue.$inferSelect;

/** The queue, newest first, by recipient or subject and state; with the count of failed mails. */
export async function searchMails(db: DbOrTx, f: { q?: string; status?: MailStatus; page: number; perPage: number }) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(mailQueue.status, f.status));
  if (f.q) {
    const like = `%${f.q.replace(/[%_\\]/g, '')}%`;
    where.push(or(ilike(mailQueue.to, like), ilike(mailQueue.subject, like))!);
  }
  const condition = and(...where);
  const [rows, [total], [failed]] = await Promise.all([
    db
      .select()
      .from(mailQueue)
      .where(condition)
      .orderBy(desc(mailQueue.createdAt), desc(mailQueue.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(mailQueue).where(condition),
    db.select({ n: count() }).from(mailQueue).where(eq(mailQueue.status, 'failed')),
  ]);
  return { rows, total: total?.n ?? 0, failed: failed?.n ?? 0 };
}

export async function findMail(db: DbOrTx, id: string): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailQueue).where(eq(mailQueue.id, id));
  return row;
}

/** A failed mail queued again with a fresh count of tries; false when it is not failed (any more). */
export async function requeueFailedMail(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(mailQueue)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'failed')))
    .returning({ id: mailQueue.id });
  return rows.length > 0;
}
