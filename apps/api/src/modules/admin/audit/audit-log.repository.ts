import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { auditLog, users } from '../../../db/schema.js';

/** The audit log, newest first, searchable; it is only ever read here (a trigger refuses changes). */
export async function searchAudit(
  db: DbOrTx,
  f: { q?: string; actorId?: string; entity?: string; from?: Date; to?: Date; page: number; perPage: number },
) {
  const where: SQL[] = [];
  if (f.actorId) where.push(eq(auditLog.actorId, f.actorId));
  if (f.entity) where.push(eq(auditLog.entity, f.entity));
  if (f.from) where.push(gte(auditLog.createdAt, f.from));
  if (f.to) where.push(lt(auditLog.createdAt, f.to));
  if (f.q) {
    const like = `%${f.q.replace(/[%_\\]/g, '')}%`;
    where.push(
      or(
        ilike(auditLog.action, like),
        ilike(auditLog.entity, like),
        ilike(auditLog.entityId, like),
        ilike(users.name, like),
        ilike(users.email, like),
      )!,
    );
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
