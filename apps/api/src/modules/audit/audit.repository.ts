import type { AuditAction, AuditEntity } from '@portal/contracts/admin';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

/**
 * Records a staff action in the same transaction as the change it describes. Actions and entities come from the
 * contracts' catalogue, so the back office has a label for each (decision 052).
 */
export async function recordAudit(
  db: DbOrTx,
  entry: {
    actorId: string;
    action: AuditAction;
    entity: AuditEntity;
    entityId: string;
    before?: unknown;
    after?: unknown;
  },
) {
  const plain = (v: unknown) =>
    v === undefined ? null : JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x)));
  await db.insert(auditLog).values({
    id: newId(),
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: plain(entry.before),
    after: plain(entry.after),
  });
}
