import type { AuditEntry, AuditQuery } from '@portal/contracts/admin';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { searchAudit } from './audit-log.repository.js';

export type AuditLogService = ReturnType<typeof createAuditLogService>;

export function createAuditLogService(db: Db) {
  return {
    async search(q: AuditQuery & { page: number; per_page: number }) {
      if (q.from && q.to && q.from > q.to)
        throw new AppError('validation_failed', { fields: [{ field: 'to', key: 'invalid_date' }] });
      const { rows, total } = await searchAudit(db, {
        q: q.q,
        actorId: q.actor_id,
        entity: q.entity,
        from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
        // The whole last day counts.
        to: q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000) : undefined,
        page: q.page,
        perPage: q.per_page,
      });
      const data: AuditEntry[] = rows.map(({ entry, actorName, actorEmail }) => ({
        id: entry.id,
        at: entry.createdAt.toISOString(),
        actor: entry.actorId ? { id: entry.actorId, name: actorName ?? '', email: actorEmail ?? '' } : null,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId,
        before: entry.before,
        after: entry.after,
      }));
      return { data, meta: { total, page: q.page, per_page: q.per_page } };
    },
  };
}
