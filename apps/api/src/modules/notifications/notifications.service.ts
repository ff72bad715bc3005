import type { Lang } from '@portal/contracts/i18n';
import { INTL_LOCALES } from '@portal/contracts/money-format';
import type { Notification, NotificationKind } from '@portal/contracts/notifications';
import type { Db, DbOrTx } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import type { Mailer } from '../../lib/mailer.js';
import { customerMail, noticeMail, noticeTitle, type CustomerMailKind } from './notification-texts.js';
import * as repo from './notifications.repository.js';

const LANGS: readonly Lang[] = ['ar', 'en', 'de'];

/** One thing to tell one user. */
export interface Notice {
  userId: string;
  kind: NotificationKind;
  /** The event's key: its mail is queued once (decision 130). */
  key: string;
  /** The sentence's values in a language. */
  params: (lang: Lang) => Record<string, string>;
  /** Where it leads in the portal (a path below the site). */
  link?: string | null;
  /** false: a line under the bell only, for events that send a mail of their own. */
  mail?: boolean;
  /** A document the mail carries, rendered when it is sent (a confirmed booking's PDF, decision 137). */
  attachment?: { kind: 'booking'; id: string };
}

/** A moment as the reader reads it, in Baghdad time. */
export function baghdadDateTime(at: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Baghdad',
  }).format(at);
}

export type Notifications = ReturnType<typeof createNotifications>;

type Person = { email?: unknown; first_name?: unknown; last_name?: unknown };
const nameOf = (p: Person) =>
  typeof p.first_name === 'string'
    ? `${p.first_name} ${typeof p.last_name === 'string' ? p.last_name : ''}`.trim()
    : '';

/**
 * The customer a booking is for: the address its contact block holds (a flight's or a package's `contact`, a stay's
 * lead guest, a rental's driver, a student) and the first person named in it.
 */
export function customerOf(details: unknown, travellers?: unknown): { email: string; name: string } | null {
  if (!details || typeof details !== 'object') return null;
  const d = details as Record<string, unknown>;
  let found: { email: string; name: string } | null = null;
  for (const key of ['contact', 'lead_guest', 'driver', 'student']) {
    const block = d[key] as Person | undefined;
    if (block && typeof block.email === 'string' && block.email) {
      found = { email: block.email, name: nameOf(block) };
      break;
    }
  }
  if (!found) return null;
  if (!found.name)
    for (const list of [travellers, d.passengers, d.travellers, d.attendees, d.applicants]) {
      const first = Array.isArray(list) ? (list as Person[]).find((p) => p && nameOf(p)) : undefined;
      if (first) {
        found.name = nameOf(first);
        break;
      }
    }
  return found;
}

/** Who reads: the signed-in user (an `AuthContext`; not imported, as auth tells through this module). */
export interface Reader {
  user: { id: string; role: string };
  account: { id: string };
}

/**
 * The portal's notices (issue 20, decision 131): `tell` writes the line under the reader's bell and queues its mail
 * in the reader's language, both in the event's transaction; the caller flushes the mailer after the commit.
 */
export function createNotifications({ db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string }) {
  const site = publicUrl.replace(/\/$/, '');

  async function tell(tx: DbOrTx, notice: Notice): Promise<void> {
    const reader = await repo.recipient(tx, notice.userId);
    if (!reader) return;
    const params = Object.fromEntries(LANGS.map((lang) => [lang, notice.params(lang)]));
    if (notice.mail !== false && reader.active) {
      const lang = reader.lang;
      const mail = noticeMail(notice.kind, lang, {
        name: reader.name,
        params: params[lang]!,
        link: notice.link ? `${site}${notice.link}` : null,
      });
      // The mail's key makes a notice once per event: told again (a sweep's reminder), nothing more is written.
      if (
        !(await mailer.queue(
          { to: reader.email, ...mail, lang, ...(notice.attachment ? { attachment: notice.attachment } : {}) },
          `notice:${notice.key}`,
          tx,
        ))
      )
        return;
    }
    await repo.insertNotification(tx, {
      id: newId(),
      userId: reader.id,
      accountId: reader.accountId,
      kind: notice.kind,
      params,
      link: notice.link ?? null,
    });
  }

  /**
   * An agency's mail to the customer a booking is for (decision 146), queued in the event's transaction when the
   * agency chose to mail its customers: in the booker's language, signed with the agency's name and contact line,
   * its logo on top, answers to the booker; never to the booker's own address (they have their notice).
   */
  async function tellCustomer(
    tx: DbOrTx,
    notice: {
      userId: string;
      accountId: string;
      kind: CustomerMailKind;
      key: string;
      details: unknown;
      /** The booking's travellers, as its row keeps them. */
      travellers?: unknown;
      params: (lang: Lang) => Record<string, string>;
      attachment?: { kind: 'booking'; id: string };
    },
  ): Promise<void> {
    const agency = await repo.agencyFace(tx, notice.accountId);
    if (!agency?.mailCustomers) return;
    const customer = customerOf(notice.details, notice.travellers);
    const booker = await repo.recipient(tx, notice.userId);
    if (!customer || !booker || customer.email.toLowerCase() === booker.email.toLowerCase()) return;
    const lang = booker.lang as Lang;
    const mail = customerMail(notice.kind, lang, {
      name: customer.name,
      agency: agency.name,
      contactLine: agency.contactLine,
      params: notice.params(lang),
    });
    await mailer.queue(
      {
        to: customer.email,
        ...mail,
        lang,
        replyTo: booker.email,
        brand: {
          name: agency.name,
          contact_line: agency.contactLine,
          reply_to: booker.email,
          logo_upload_id: agency.logoUploadId,
        },
        ...(notice.attachment ? { attachment: notice.attachment } : {}),
      },
      `customer:${notice.key}`,
      tx,
    );
  }

  const reader = (ctx: Reader) => ({
    userId: ctx.user.id,
    accountId: ctx.account.id,
    owner: ctx.user.role === 'agency',
  });

  return {
    tell,
    tellCustomer,
    /** Sends the mails queued by `tell` once their transaction has committed. */
    flush: () => mailer.flush(),

    async list(ctx: Reader, q: { page: number; per_page: number }, lang: Lang) {
      const found = await repo.listNotifications(db, reader(ctx), { page: q.page, perPage: q.per_page });
      const data: Notification[] = found.rows.map(({ notice, userName }) => {
        const own = notice.userId === ctx.user.id;
        return {
          id: notice.id,
          kind: notice.kind as NotificationKind,
          title: noticeTitle(notice.kind as NotificationKind, lang, notice.params[lang] ?? {}),
          link: notice.link,
          created_at: notice.createdAt.toISOString(),
          // A sub-user's notice is theirs to read; the owner only looks.
          read: !own || notice.readAt !== null,
          user_name: own ? null : userName,
        };
      });
      return { data, meta: { total: found.total, page: q.page, per_page: q.per_page, unread: found.unread } };
    },

    unread: (ctx: Reader) => repo.unreadCount(db, ctx.user.id),

    markRead: (ctx: Reader) => repo.markAllRead(db, ctx.user.id, new Date()),
  };
}
