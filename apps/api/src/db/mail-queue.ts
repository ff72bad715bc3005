import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client.js';
import { mailQueue } from './schema.js';

/** A mail the worker claimed: what it sends, and its count of tries (this one included). */
export interface ClaimedMail {
  id: string;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  attempts: number;
  lang: string | null;
  /** A document to render and attach when sending (decision 137). */
  attachment: unknown;
  /** The agency a mail to its customer comes from (decision 146). */
  brand: unknown;
}

/** Writes a mail for the event `eventKey`; nothing when that event has one (false). Decision 130. */
export async function insertMail(
  db: DbOrTx,
  row: {
    id: string;
    eventKey: string;
    to: string;
    replyTo: string | null;
    subject: string;
    text: string;
    secret: boolean;
    lang: string | null;
    attachment: unknown;
    brand?: unknown;
  },
): Promise<boolean> {
  const rows = await db
    .insert(mailQueue)
    .values(row)
    .onConflictDoNothing({ target: mailQueue.eventKey })
    .returning({ id: mailQueue.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` due mails: queued ones whose next try has come, and ones another worker claimed and did not
 * finish before its claim ran out. `skip locked` keeps two workers off the same rows.
 */
export async function claimMails(db: Db, limit: number, claimSeconds: number): Promise<ClaimedMail[]> {
  const result = (await db.execute(sql`
    update mail_queue
       set status = 'sending', attempts = attempts + 1, locked_until = now() + make_interval(secs => ${claimSeconds})
     where id in (
       select id from mail_queue
        where (status = 'queued' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
    returning id, "to", reply_to, subject, text, attempts, lang, attachment, brand`)) as unknown as {
    rows: ClaimedMail[];
  };
  return result.rows;
}

/** Sent: a secret mail's text is emptied to `emptied`. */
export async function markMailSent(db: Db, id: string, emptied: string): Promise<void> {
  await db.execute(sql`
    update mail_queue set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
           text = case when secret then ${emptied} else text end
     where id = ${id}`);
}

/** Claimed but not tried (the worker is stopping): back to the queue, due at once, its try not counted. */
export async function releaseMail(db: Db, id: string): Promise<void> {
  await db.execute(sql`
    update mail_queue set status = 'queued', attempts = attempts - 1, locked_until = null
     where id = ${id} and status = 'sending'`);
}

/** Refused: tried again after `delaySeconds`, or given up (`failed`). */
export async function markMailRefused(
  db: Db,
  id: string,
  outcome: { failed: boolean; error: string; delaySeconds: number },
): Promise<void> {
  await db.execute(sql`
    update mail_queue
       set status = ${outcome.failed ? 'failed' : 'queued'}, locked_until = null, last_error = ${outcome.error},
           next_attempt_at = now() + make_interval(secs => ${outcome.delaySeconds})
     where id = ${id}`);
}
