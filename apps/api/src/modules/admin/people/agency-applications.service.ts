import type { AdminAgencyApplication, AgencyApplicationQuery } from '@portal/contracts/admin-people';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Mailer } from '../../../lib/mailer.js';
import { applicationDecisionMail } from '../../agency/application-mail.js';
import * as repo from '../../agency/applications.service.js';
import type { AuthContext } from '../../auth/auth.service.js';
import { auditedChanges } from '../audited-change.js';

function toDto({ application: a, applicant, reviewer }: repo.ListedApplication): AdminAgencyApplication {
  return {
    id: a.id,
    account_id: a.accountId,
    applicant,
    agency_name: a.agencyName,
    phone: a.phone,
    city: a.city,
    licence_number: a.licenceNumber,
    lang: a.lang,
    status: a.status,
    refusal_reason: a.refusalReason,
    reviewed_by: reviewer?.id && reviewer.name ? { id: reviewer.id, name: reviewer.name } : null,
    reviewed_at: a.reviewedAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
  };
}

/** How the applicant is told: the app's mailer, which queues the mail in the decision's transaction. */
export interface Notify {
  mailer: Mailer;
}

export type AgencyApplicationService = ReturnType<typeof createAgencyApplicationService>;

/**
 * The queue of agencies waiting for staff (decision 074). Approving makes the account an agency (kind, name,
 * its owner's role) and refusing records the reason, each with its audit entry in one transaction; the
 * applicant is then told by mail, in the language they registered in.
 */
export function createAgencyApplicationService({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const audited = auditedChanges({ db, onChange: () => undefined });

  async function load(id: string) {
    const row = await repo.findApplication(db, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  async function decide(
    staff: AuthContext,
    id: string,
    decision: { status: 'approved' | 'refused'; reason: string | null },
    notify: Notify,
  ) {
    const before = await load(id);
    if (before.application.status !== 'pending') throw new AppError('not_pending');
    await audited.change(
      staff,
      {
        action: decision.status === 'approved' ? 'agency.approve' : 'agency.refuse',
        entity: 'agency_application',
        entityId: id,
        before: { status: 'pending' },
      },
      async (tx) => {
        const row = await repo.decideApplication(tx, id, {
          status: decision.status,
          refusalReason: decision.reason,
          reviewedBy: staff.user.id,
          reviewedAt: new Date(),
        });
        // Someone decided it between our read and this update: nothing is written, not even the audit entry.
        if (!row) throw new AppError('not_pending');
        if (decision.status === 'approved') await repo.makeAgency(tx, row);
        // The mail is queued with the decision: both are written, or neither (decision 130).
        await notify.mailer.queue(
          applicationDecisionMail({
            to: before.applicant.email,
            lang: row.lang,
            decision: decision.status,
            name: before.applicant.name,
            agency: row.agencyName,
            reason: row.refusalReason,
            publicUrl,
          }),
          `agency-application:${id}:${decision.status}`,
          tx,
        );
        return row;
      },
      (row) => ({
        status: row.status,
        account_id: row.accountId,
        agency_name: row.agencyName,
        ...(row.refusalReason ? { reason: row.refusalReason } : {}),
      }),
    );
    await notify.mailer.flush();
    return toDto(await load(id));
  }

  return {
    async list(q: AgencyApplicationQuery & { page: number; per_page: number }) {
      const { rows, total } = await repo.listApplications(db, { status: q.status, page: q.page, perPage: q.per_page });
      return { data: rows.map(toDto), meta: { total, page: q.page, per_page: q.per_page } };
    },
    get: async (id: string) => toDto(await load(id)),
    approve: (staff: AuthContext, id: string, notify: Notify) =>
      decide(staff, id, { status: 'approved', reason: null }, notify),
    refuse: (staff: AuthContext, id: string, reason: string, notify: Notify) =>
      decide(staff, id, { status: 'refused', reason }, notify),
  };
}
