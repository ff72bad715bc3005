import type { MailStatus, OutboxMail } from '@portal/contracts/admin-outbox';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { MailBrand } from '../../../lib/mailer.js';
import type { AuthContext } from '../../auth/auth.service.js';
import { auditedChanges } from '../audited-change.js';
import * as repo from './outbox.repository.js';

export type OutboxService = ReturnType<typeof createOutboxService>;

type MailRow = repo.MailRow;

const PREVIEW = 240;

/** The portal's address inside `Name <address>`. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * The sender as the mail goes out: the portal, or for an agency's mail to its customer (decision 146) the agency's
 * name over the portal's address, answers to the agency's reply address unless the mail names its own.
 */
function senderOf(row: MailRow, from: string): { from: string; reply_to: string | null } {
  const brand = row.brand as Pick<MailBrand, 'name' | 'reply_to'> | null;
  if (!brand?.name) return { from, reply_to: row.replyTo };
  return { from: `${brand.name} <${addressOf(from)}>`, reply_to: row.replyTo ?? brand.reply_to ?? null };
}

function toDto(row: MailRow, from: string, full: boolean): OutboxMail {
  const text = row.secret ? '' : row.text;
  const flat = text.replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    queued_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    status: row.status as MailStatus,
    attempts: row.attempts,
    last_error: row.status === 'sent' ? null : row.lastError,
    ...senderOf(row, from),
    to: row.to,
    subject: row.subject,
    secret: row.secret,
    preview: flat.length > PREVIEW ? `${flat.slice(0, PREVIEW - 1)}…` : flat,
    ...(full ? { text } : {}),
  };
}

/**
 * The mail queue as staff read it (decision 130): every mail, newest first, with its state, tries and last error.
 * A mail given up after its last try is sent again on request (audited); a secret mail's text is never shown.
 */
export function createOutboxService({ db, smtp, from }: { db: Db; smtp: boolean; from: string }) {
  const audited = auditedChanges({ db, onChange: () => undefined });

  async function load(id: string): Promise<MailRow> {
    const row = await repo.findMail(db, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  return {
    async list(q: { q?: string; status?: MailStatus; page: number; per_page: number }) {
      const found = await repo.searchMails(db, { q: q.q, status: q.status, page: q.page, perPage: q.per_page });
      return {
        data: found.rows.map((row) => toDto(row, from, false)),
        meta: {
          total: found.total,
          page: q.page,
          per_page: q.per_page,
          delivery: smtp ? ('smtp' as const) : ('outbox' as const),
          failed: found.failed,
        },
      };
    },

    async one(id: string): Promise<OutboxMail> {
      return toDto(await load(id), from, true);
    },

    /**
     * Queues a failed mail again with a fresh count of tries. The update is conditional on `failed`: of two staff
     * pressing at once one queues it, the other gets 409 `mail_not_failed`.
     */
    async resend(staff: AuthContext, id: string): Promise<OutboxMail> {
      const before = await load(id);
      await audited.change(
        staff,
        {
          action: 'mail.resend',
          entity: 'mail',
          entityId: id,
          before: { status: before.status, attempts: before.attempts, last_error: before.lastError },
        },
        async (tx) => {
          if (!(await repo.requeueFailedMail(tx, id))) throw new AppError('mail_not_failed');
        },
        () => ({ status: 'queued' }),
      );
      return toDto(await load(id), from, false);
    },
  };
}
