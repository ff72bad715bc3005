import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Lang } from '@portal/contracts/i18n';
import type { Db, DbOrTx } from '../db/client.js';
import {
  claimMails,
  releaseMail,
  insertMail,
  markMailRefused,
  markMailSent,
  type ClaimedMail,
} from '../db/mail-queue.js';
import { newId } from './ids.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** The text holds a secret (a password-reset link): hidden from staff, emptied once sent. */
  secret?: boolean;
  /** The reader's language: the HTML part is laid out right to left for Arabic. */
  lang?: Lang;
  /** A document rendered and attached when the mail is sent (decision 137); the row keeps only what it is. */
  attachment?: MailAttachmentRef;
  /** An agency's mail to its customer: its name, contact line and logo instead of the portal's (decision 146). */
  brand?: MailBrand;
}

/** The agency a mail to one of its customers comes from (decision 146). */
export interface MailBrand {
  name: string;
  contact_line: string;
  /** Where the customer's answer goes: the agency's owner. */
  reply_to: string | null;
  logo_upload_id: string | null;
}

/** A brand as sent: its logo read, to travel inside the mail (`cid:agency-logo`). */
export type SentBrand = Omit<MailBrand, 'logo_upload_id'> & { logo: MailFile | null };

export interface MailAttachmentRef {
  kind: 'booking';
  id: string;
}

/** An attachment as sent. */
export interface MailFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * Makes a queued mail's attachment when it is sent: null when it cannot be made here (no PDF renderer installed),
 * so the mail goes without it; a throw (the renderer failed) leaves the mail for its next try.
 */
export type AttachmentMaker = (ref: MailAttachmentRef, lang: Lang) => Promise<MailFile | null>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The agency's face at the top of its mail: its logo, name and contact line (decision 146). */
function brandHtml(brand: SentBrand, dir: 'rtl' | 'ltr'): string {
  const logo = brand.logo
    ? `<img src="cid:${LOGO_CID}" alt="${escapeHtml(brand.name)}" style="max-height:56px;max-width:200px;display:block;margin-bottom:8px">`
    : '';
  const line = brand.contact_line
    ? `<div dir="auto" style="font-size:13px;color:#475569">${escapeHtml(brand.contact_line)}</div>`
    : '';
  return (
    `<div dir="${dir}" style="padding-bottom:16px;margin-bottom:16px;border-bottom:1px solid #e2e8f0">${logo}` +
    `<div dir="auto" style="font-size:17px;font-weight:bold">${escapeHtml(brand.name)}</div>${line}</div>`
  );
}

const LOGO_CID = 'agency-logo';

/** The HTML part of a mail: its paragraphs, links made links, in the reader's direction. */
export function mailHtml(text: string, lang: Lang, brand?: SentBrand): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) =>
      escapeHtml(p)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" dir="ltr">${url}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .map((p) => `<p style="margin:0 0 16px">${p}</p>`)
    .join('');
  return (
    `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;padding:24px;background:#f8fafc">` +
    `<div dir="${dir}" style="max-width:560px;margin:auto;padding:24px;background:#fff;border-radius:12px;` +
    `font-family:Tahoma,Arial,sans-serif;font-size:15px;line-height:1.7;color:#0f172a;text-align:${dir === 'rtl' ? 'right' : 'left'}">` +
    `${brand ? brandHtml(brand, dir) : ''}${paragraphs}</div></body></html>`
  );
}

/** The text a secret mail keeps once sent. */
export const SECRET_SENT_TEXT = '-';

/** The sender of every mail the portal sends. */
export const MAIL_FROM = 'Rafidain Travel <no-reply@rafidain.travel>';

/** The address of a sender (`Name <address>`): an agency's mail keeps the portal's address under its own name. */
const fromAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/** How a queued mail leaves: SMTP, or a JSON file in the outbox folder when no `SMTP_URL` is set. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** `id` is the queue row's: the message's `Message-ID`, so a receiver can tell a resent copy. */
  send(mail: Omit<Mail, 'attachment' | 'brand'> & { id: string; files?: MailFile[]; brand?: SentBrand }): Promise<void>;
  close(): void;
}

export function createTransport(options: { smtpUrl?: string; outboxDir: string; from?: string }): MailTransport {
  const from = options.from ?? MAIL_FROM;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send({ id, secret: _secret, lang, files, brand, ...mail }) {
        const attachments = [
          ...(files ?? []),
          ...(brand?.logo ? [{ ...brand.logo, cid: LOGO_CID, contentDisposition: 'inline' as const }] : []),
        ];
        await transport.sendMail({
          from: brand ? { name: brand.name, address: fromAddress(from) } : from,
          ...mail,
          ...(brand?.reply_to && !mail.replyTo ? { replyTo: brand.reply_to } : {}),
          ...(attachments.length ? { attachments } : {}),
          ...(lang ? { html: mailHtml(mail.text, lang, brand) } : {}),
          messageId: `<${id}@rafidain.travel>`,
        });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send({ id, secret: _secret, lang: _lang, files, brand, ...mail }) {
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.json`);
      // Attachments travel inside the mail's one file (base64), so the outbox stays one JSON file per mail.
      const attachments = files?.map((f) => ({
        filename: f.filename,
        content_type: f.contentType,
        content_base64: f.content.toString('base64'),
      }));
      await writeFile(
        file,
        JSON.stringify(
          {
            from: brand ? `${brand.name} <${fromAddress(from)}>` : from,
            ...mail,
            ...(brand
              ? { reply_to: brand.reply_to, brand: { name: brand.name, contact_line: brand.contact_line } }
              : {}),
            ...(attachments?.length ? { attachments } : {}),
            queued_at: new Date().toISOString(),
          },
          null,
          2,
        ),
      );
    },
    close: () => undefined,
  };
}

/** The retry schedule: 30 s, 1, 2, 4… minutes, at most an hour apart; after the last try the mail is `failed`. */
export const MAIL_RETRY = { maxAttempts: 8, firstDelayMs: 30_000, maxDelayMs: 3_600_000, claimMs: 120_000 } as const;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY.firstDelayMs * 2 ** Math.max(0, attempts - 1), MAIL_RETRY.maxDelayMs);
}

export interface Mailer {
  readonly delivery: 'smtp' | 'outbox';
  /**
   * Queues a mail for the event `key` in `db` or in the caller's transaction, so the mail exists exactly when the
   * event does. A second mail for the same key is not queued (false). Call `flush` after the transaction commits.
   */
  queue(mail: Mail, key: string, db?: DbOrTx): Promise<boolean>;
  /** Queues outside any transaction and tries to send at once; a failure stays in the queue for the retries. */
  send(mail: Mail, key: string): Promise<void>;
  /** Sends every mail that is due now (never throws: failures are written to their rows). */
  flush(): Promise<void>;
  /** Checks the queue every `intervalMs` (timers do not keep the process alive). */
  start(intervalMs: number): void;
  /**
   * Stops the timer and sending: the mail in hand is finished, mails claimed with it go back to the queue for the
   * next worker (another process, or this one restarted), and nothing more is claimed (decision 147). The first
   * call waits for the send in progress, later ones return at once; later calls to `flush` do nothing.
   */
  stop(): Promise<void>;
  /** Who makes the attachments of queued mails (the documents service, made after the mailer). */
  attachWith(maker: AttachmentMaker): void;
  /** Who reads an agency's logo for its mails (the uploads service). */
  logosWith(reader: (uploadId: string) => Promise<MailFile | null>): void;
}

/**
 * The durable mailer (decision 130): mails are rows of `mail_queue`, sent by a worker that claims due rows with
 * `for update skip locked` (several API processes share the queue), marks each sent, or reschedules it with backoff
 * and its error. A process that dies after claiming leaves the rows `sending` until the claim runs out, and the next
 * worker sends them.
 */
export function createMailer(options: {
  db: Db;
  transport: MailTransport;
  log?: (message: string, err: unknown) => void;
  batch?: number;
}): Mailer {
  const { db, transport } = options;
  const batch = options.batch ?? 20;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let makeAttachment: AttachmentMaker | null = null;
  let readLogo: ((uploadId: string) => Promise<MailFile | null>) | null = null;

  async function deliver(row: ClaimedMail): Promise<void> {
    try {
      const ref = row.attachment as MailAttachmentRef | null;
      const file = ref && makeAttachment ? await makeAttachment(ref, (row.lang ?? 'ar') as Lang) : null;
      const brand = row.brand as MailBrand | null;
      const { logo_upload_id: logoId, ...face } = brand ?? { logo_upload_id: null };
      await transport.send({
        ...(file ? { files: [file] } : {}),
        // A logo that cannot be read leaves the name and contact line.
        ...(brand
          ? {
              brand: {
                ...(face as Omit<MailBrand, 'logo_upload_id'>),
                logo: logoId && readLogo ? await readLogo(logoId).catch(() => null) : null,
              },
            }
          : {}),
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        ...(row.lang ? { lang: row.lang as Lang } : {}),
      });
      await markMailSent(db, row.id, SECRET_SENT_TEXT);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const failed = row.attempts >= MAIL_RETRY.maxAttempts;
      await markMailRefused(db, row.id, { failed, error: message, delaySeconds: retryDelayMs(row.attempts) / 1000 });
      options.log?.('mail not sent', error);
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const rows = await claimMails(db, batch, MAIL_RETRY.claimMs / 1000);
        for (const row of rows) await (stopped ? releaseMail(db, row.id) : deliver(row));
        if (rows.length < batch) break;
      }
    } while (again && !stopped);
  }

  const mailer: Mailer = {
    delivery: transport.kind,

    queue(mail, key, on = db) {
      return insertMail(on, {
        id: newId(),
        eventKey: key,
        to: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        secret: mail.secret ?? false,
        lang: mail.lang ?? null,
        attachment: mail.attachment ?? null,
        brand: mail.brand ?? null,
      });
    },

    logosWith(reader) {
      readLogo = reader;
    },

    attachWith(maker) {
      makeAttachment = maker;
    },

    async send(mail, key) {
      await mailer.queue(mail, key);
      await mailer.flush();
    },

    flush() {
      if (stopped) return Promise.resolve();
      if (running) {
        // A pass is under way: it goes round once more for what was queued since it claimed.
        again = true;
        return running;
      }
      running = drain()
        .catch((error: unknown) => options.log?.('mail queue not read', error))
        .finally(() => {
          running = null;
        });
      return running;
    },

    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => void mailer.flush(), intervalMs);
      timer.unref();
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      transport.close();
    },
  };
  return mailer;
}
