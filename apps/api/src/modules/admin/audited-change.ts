import type { AuditAction, AuditEntity } from '@portal/contracts/admin';
import type { Db, Tx } from '../../db/client.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthContext } from '../auth/auth.service.js';

/**
 * One back-office change and its audit entry in one transaction: the entry exists exactly when the change does.
 * `after` describes the result as the log shows it.
 */
export async function auditedChange<T>(
  db: Db,
  staff: AuthContext,
  entry: { action: AuditAction; entity: AuditEntity; entityId: string; before: unknown },
  change: (tx: Tx) => Promise<T>,
  after: (result: T) => unknown,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await recordAudit(tx, { actorId: staff.user.id, ...entry, after: after(result) });
    return result;
  });
}
