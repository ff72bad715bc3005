import type { AuditAction, AuditEntity } from '@portal/contracts/admin';
import type { Db, Tx } from '../../db/client.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthContext } from '../auth/auth.service.js';

/** What the audit log says of one change; `after` is worked out from the change's result. */
export interface AuditedEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  before: unknown;
}

/** The kinds of record staff archive and restore: those with both actions in the catalogue (decision 052). */
type ArchivableKind<A = AuditAction> = A extends `${infer K}.archive`
  ? `${K}.restore` extends AuditAction
    ? K
    : never
  : never;

/**
 * The back-office changes of one part of the inventory. Each change and its audit entry are written in one
 * transaction, so the entry exists exactly when the change does (decision 051); after the commit `onChange`
 * tells this process's search to read the inventory again.
 */
export function auditedChanges({ db, onChange }: { db: Db; onChange: () => void }) {
  async function change<T>(
    staff: AuthContext,
    entry: AuditedEntry,
    write: (tx: Tx) => Promise<T>,
    after: (result: T) => unknown = (result) => result ?? null,
  ): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const written = await write(tx);
      await recordAudit(tx, { actorId: staff.user.id, ...entry, after: after(written) });
      return written;
    });
    onChange();
    return result;
  }

  /** Archives (`active` false) or restores a record: `<kind>.archive` or `.restore`, `active` before and after. */
  function setActive<T>(
    staff: AuthContext,
    record: { kind: ArchivableKind; entity: AuditEntity; id: string; wasActive: boolean; active: boolean },
    write: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    const { kind, entity, id, wasActive, active } = record;
    return change(
      staff,
      { action: `${kind}.${active ? 'restore' : 'archive'}`, entity, entityId: id, before: { active: wasActive } },
      write,
      () => ({ active }),
    );
  }

  return { change, setActive };
}

export type AuditedChanges = ReturnType<typeof auditedChanges>;
