import { canUseArea } from '@portal/contracts/admin';
import { createHash, randomBytes } from 'node:crypto';
import type { Booking } from '@portal/contracts/bookings';
import type {
  BookingDocumentView,
  CreatedDocumentShare,
  DocumentCopyCode,
  DocumentShare,
  DocumentVerification,
  DocumentView,
} from '@portal/contracts/documents';
import type { Lang } from '@portal/contracts/i18n';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId, newReference } from '../../lib/ids.js';
import type { PdfRenderer } from '../../lib/pdf-renderer.js';
import type { AgencyService } from '../agency/agency.service.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { BookingService } from '../bookings/bookings.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { TopupService } from '../topups/topups.service.js';
import type { UploadService } from '../uploads/uploads.service.js';
import type { WalletService } from '../wallets/wallets.service.js';
import * as repo from './documents.repository.js';
import { qrPath } from './qr.js';

/** A shared link opens its document for 7 days; the renderer's own link for a minute (decision 137). */
export const SHARE_LINK_MS = 7 * 24 * 3600_000;
const RENDER_LINK_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A passport number on a shared document: its last three characters only. */
export function maskPassport(value: string): string {
  return value.length <= 3 ? '•••' : '•'.repeat(value.length - 3) + value.slice(-3);
}

/** Every `passport_number` inside a booking, masked (the travellers of every service keep it under that name). */
function masked<T>(value: T): T {
  if (Array.isArray(value)) return value.map(masked) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        key === 'passport_number' && typeof v === 'string' ? maskPassport(v) : masked(v),
      ]),
    ) as T;
  return value;
}

const DATE_KEY_SKIP = /birth|expir|issued|deadline|created|hold/i;

/** A booking's first and last day: the earliest and latest dates its details hold (a stay, a trip, a rental). */
function daysOf(details: unknown): { starts_on: string | null; ends_on: string | null } {
  const days: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !DATE_KEY_SKIP.test(key))
      days.push(value.slice(0, 10));
    else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(details, '');
  days.sort();
  return { starts_on: days[0] ?? null, ends_on: days.at(-1) ?? null };
}

/** A booking's document is valid while the booking is paid and stands (confirmed or fulfilled). */
const VALID_STATUSES = new Set(['confirmed', 'fulfilled']);

export type DocumentService = ReturnType<typeof createDocumentService>;
type DocumentKind = 'booking' | 'statement' | 'topup';

/**
 * Documents made by the server (issue 20, decisions 136 and 137). A PDF is the web app's own document page
 * (`/documents/{token}`), opened by the headless browser with a one-minute link and printed to PDF, so the server's
 * PDF and the page's print view are one layout. The same page opens shared links (7 days, revocable, passport
 * numbers masked); every document carries a QR code of its `/verify/{code}`.
 */
export function createDocumentService({
  db,
  auth,
  bookings,
  agency,
  uploads,
  wallets,
  topups,
  renderer,
  publicUrl,
}: {
  db: Db;
  auth: AuthService;
  bookings: BookingService;
  agency: AgencyService;
  uploads: UploadService;
  wallets: WalletService;
  topups: TopupService;
  renderer: PdfRenderer;
  publicUrl: string;
}) {
  const site = publicUrl.replace(/\/$/, '');
  /** A booking the caller may have a document of: the booker, who sees the account's bookings, or staff. */
  async function bookingFor(ctx: AuthContext, id: string): Promise<{ booking: Booking; accountId: string }> {
    if (ctx.user.role === 'staff') {
      // Staff who work the bookings desk only (a content editor is not let into customers' bookings).
      if (!canUseArea(ctx.user.staffRole, 'bookings')) throw new AppError('forbidden');
      const found = await bookings.read(id);
      if (!found) throw new AppError('booking_not_found');
      return found;
    }
    const booking = await bookings.get(ctx, id);
    return { booking, accountId: ctx.account.id };
  }

  async function codeOf(kind: string, subjectId: string): Promise<string> {
    return repo.ensureCode(db, kind, subjectId, newReference('', 20));
  }

  async function newLink(
    purpose: 'share' | 'render',
    bookingId: string,
    copy: DocumentCopyCode,
    lang: Lang,
    userId: string,
    kind: DocumentKind = 'booking',
  ): Promise<{ token: string; row: repo.DocumentLinkRow }> {
    const token = randomBytes(32).toString('base64url');
    const row = await repo.insertLink(db, {
      id: newId(),
      tokenHash: hashToken(token),
      purpose,
      kind,
      subjectId: bookingId,
      copy,
      lang,
      createdBy: userId,
      expiresAt: new Date(Date.now() + (purpose === 'share' ? SHARE_LINK_MS : RENDER_LINK_MS)),
    });
    return { token, row };
  }

  /** The copy asked for, or the account's default: an agency's customer copy, an own copy otherwise. */
  async function copyFor(accountId: string, asked: DocumentCopyCode | undefined): Promise<DocumentCopyCode> {
    const account = await repo.accountOf(db, accountId);
    if (account?.kind !== 'agency') return 'own';
    return asked && asked !== 'own' ? asked : 'customer';
  }

  /**
   * Documents being printed, by their render link's hash (decision 146): the view is made here, from what the
   * caller already read, and the browser's request for it is answered from memory — the renderer opens this
   * process's own address, so the link never needs a row, and printing reads the database once.
   */
  const printing = new Map<string, { view: DocumentView; expires: number }>();

  /** Prints a document by a one-minute link of its own, forgotten once printed. */
  async function renderOnce(view: DocumentView): Promise<Buffer> {
    if (!renderer.available()) throw new AppError('document_renderer_unavailable');
    const token = randomBytes(32).toString('base64url');
    const hash = hashToken(token);
    printing.set(hash, { view, expires: Date.now() + RENDER_LINK_MS });
    try {
      return await renderer.render(`/documents/${encodeURIComponent(token)}`);
    } finally {
      printing.delete(hash);
    }
  }

  /** What the document page shows of a booking, in a copy and a language. */
  async function bookingView(
    found: { booking: Booking; accountId: string },
    copy: DocumentCopyCode,
    lang: Lang,
    shared: boolean,
  ): Promise<DocumentView> {
    const account = await repo.accountOf(db, found.accountId);
    let branding: BookingDocumentView['branding'] = null;
    if (account?.kind === 'agency') {
      const settings = await agency.settingsOf(found.accountId);
      let logo: string | null = null;
      if (settings.logo_upload_id) {
        const file = await uploads.readAny(settings.logo_upload_id).catch(() => null);
        if (file) logo = `data:${file.contentType};base64,${file.body.toString('base64')}`;
      }
      branding = { settings, logo };
    }
    return {
      kind: 'booking',
      lang,
      copy,
      shared,
      booking: shared ? masked(found.booking) : found.booking,
      account_name: account?.name ?? '',
      branding,
      verify: await verifyOf('booking', found.booking.id),
      file_name: `${found.booking.reference}-${lang}.pdf`,
    };
  }

  async function pdfOfBooking(
    found: { booking: Booking; accountId: string },
    copy: DocumentCopyCode,
    lang: Lang,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    const pdf = await renderOnce(await bookingView(found, copy, lang, false));
    return { pdf, fileName: `${found.booking.reference}-${lang}.pdf` };
  }

  async function verifyOf(kind: DocumentKind, subjectId: string): Promise<BookingDocumentView['verify']> {
    const code = await codeOf(kind, subjectId);
    const url = `${site}/verify/${code}`;
    return { code, url, qr: qrPath(url) };
  }

  /** A statement's subject: the currency and the period, as the link keeps it. */
  const statementSubject = (q: { currency: string; from: string; to: string }) => `${q.currency}:${q.from}:${q.to}`;
  function parseStatementSubject(subject: string) {
    const [currency = '', from = '', to = ''] = subject.split(':');
    return { currency, from, to };
  }

  /** A wallet's document (a statement or a top-up receipt) as the user who asked for it sees it. */
  async function walletView(
    ctx: AuthContext,
    kind: 'statement' | 'topup',
    subjectId: string,
    lang: Lang,
  ): Promise<DocumentView> {
    if (kind === 'statement') {
      const statement = await wallets.statement(ctx, parseStatementSubject(subjectId), lang);
      return {
        kind: 'statement',
        lang,
        account_name: ctx.account.name,
        statement,
        verify: await verifyOf('statement', `${ctx.account.id}:${subjectId}`),
        file_name: `statement-${statement.currency}-${statement.from}-${statement.to}-${lang}.pdf`,
      };
    }
    const topup = await topups.read(subjectId);
    if (!topup) throw new AppError('document_link_invalid');
    return {
      kind: 'topup',
      lang,
      account_name: topup.account.name,
      topup,
      verify: await verifyOf('topup', topup.id),
      file_name: `topup-${topup.reference}-${lang}.pdf`.replace(/[^\w.-]+/g, '-'),
    };
  }

  function shareDto(row: repo.DocumentLinkRow): DocumentShare {
    return {
      id: row.id,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      revoked_at: row.revokedAt?.toISOString() ?? null,
      lang: row.lang as Lang,
    };
  }

  return {
    renderer,

    /** A booking's document as a PDF, for whoever may see the booking (another account's: 404). */
    async bookingPdf(ctx: AuthContext, id: string, lang: Lang, asked?: DocumentCopyCode) {
      const found = await bookingFor(ctx, id);
      return pdfOfBooking(found, await copyFor(found.accountId, asked), lang);
    },

    /** The booking-confirmed mail's attachment, rendered when the mail is sent (decision 137). */
    async attachmentOf(bookingId: string, lang: Lang): Promise<{ fileName: string; pdf: Buffer } | null> {
      const found = await bookings.read(bookingId);
      if (!found) return null;
      return pdfOfBooking(found, await copyFor(found.accountId, undefined), lang);
    },

    /** What the document page shows for a link's token; an unknown, expired or revoked one is 404. */
    async view(token: string, asked?: Lang): Promise<DocumentView> {
      const hash = hashToken(token);
      const printed = printing.get(hash);
      if (printed && printed.expires > Date.now()) return printed.view;
      const link = await repo.findLiveLink(db, hash, new Date());
      if (!link) throw new AppError('document_link_invalid');
      const shared = link.purpose === 'share';
      const lang = (shared && asked ? asked : link.lang) as Lang;
      if (link.kind !== 'booking') {
        const ctx = await auth.contextOf(link.createdBy);
        if (!ctx) throw new AppError('document_link_invalid');
        return walletView(ctx, link.kind as 'statement' | 'topup', link.subjectId, lang);
      }
      const found = await bookings.read(link.subjectId);
      if (!found) throw new AppError('document_link_invalid');
      return bookingView(found, link.copy as DocumentCopyCode, lang, shared);
    },

    /** A shared link's document as a PDF (passport numbers masked). */
    async sharedPdf(token: string, lang: Lang | undefined) {
      const link = await repo.findLiveLink(db, hashToken(token), new Date());
      if (!link || link.kind !== 'booking') throw new AppError('document_link_invalid');
      const found = await bookings.read(link.subjectId);
      if (!found) throw new AppError('document_link_invalid');
      if (!renderer.available()) throw new AppError('document_renderer_unavailable');
      const pdfLang = (lang ?? link.lang) as Lang;
      const path = `/documents/${encodeURIComponent(token)}?lang=${pdfLang}`;
      return { pdf: await renderer.render(path), fileName: `${found.booking.reference}-${pdfLang}.pdf` };
    },

    /** Shares a booking's document: a link that opens it for 7 days without logging in. */
    async share(ctx: AuthContext, bookingId: string, lang: Lang): Promise<CreatedDocumentShare> {
      const { booking, accountId } = await bookingFor(ctx, bookingId);
      const { token, row } = await newLink('share', booking.id, await copyFor(accountId, undefined), lang, ctx.user.id);
      return { ...shareDto(row), token, url: `${site}/documents/${token}` };
    },

    async shares(ctx: AuthContext, bookingId: string): Promise<DocumentShare[]> {
      const { booking } = await bookingFor(ctx, bookingId);
      return (await repo.sharesOf(db, 'booking', booking.id)).map(shareDto);
    },

    /** Revokes a shared link: its document no longer opens. */
    async revokeShare(ctx: AuthContext, bookingId: string, shareId: string): Promise<void> {
      const { booking } = await bookingFor(ctx, bookingId);
      if (!(await repo.revokeShare(db, 'booking', booking.id, shareId))) throw new AppError('not_found');
    },

    /** A wallet's statement as a PDF, for whoever may read that wallet's statement. */
    async statementPdf(ctx: AuthContext, q: { currency: string; from?: string; to?: string }, lang: Lang) {
      // Read once as the caller: the permissions and the period are checked, and the period resolved.
      const statement = await wallets.statement(ctx, q, lang);
      const subject = statementSubject(statement);
      return {
        pdf: await renderOnce(await walletView(ctx, 'statement', subject, lang)),
        fileName: `statement-${statement.currency}-${statement.from}-${statement.to}-${lang}.pdf`,
      };
    },

    /** A top-up request's receipt as a PDF, for the requester, who sees the account's wallet, and staff. */
    async topupPdf(ctx: AuthContext, id: string, lang: Lang) {
      const topup = await topups.getMine(ctx, id);
      return {
        pdf: await renderOnce(await walletView(ctx, 'topup', topup.id, lang)),
        fileName: `topup-${topup.reference}-${lang}.pdf`.replace(/[^\w.-]+/g, '-'),
      };
    },

    /** What a document's QR code tells anyone: valid or not, the reference and dates, nothing personal. */
    async verify(code: string): Promise<DocumentVerification> {
      const row = await repo.findCode(db, code);
      if (row?.kind === 'booking') {
        const found = await bookings.read(row.subjectId);
        if (found) {
          const { booking } = found;
          return {
            valid: VALID_STATUSES.has(booking.status),
            kind: 'booking',
            service: booking.service,
            reference: booking.reference,
            status: booking.status,
            issued_at: booking.created_at,
            ...daysOf(booking.details),
          };
        }
      }
      if (row?.kind === 'topup') {
        const topup = await topups.read(row.subjectId);
        if (topup)
          return {
            valid: topup.status === 'approved',
            kind: 'topup',
            service: null,
            reference: topup.reference,
            status: topup.status,
            issued_at: topup.created_at,
            starts_on: topup.created_at.slice(0, 10),
            ends_on: topup.decided_at?.slice(0, 10) ?? null,
          };
      }
      if (row?.kind === 'statement') {
        // `<account>:<currency>:<from>:<to>`: only the currency and the period are told.
        const [, currency = '', from = '', to = ''] = row.subjectId.split(':');
        return {
          valid: true,
          kind: 'statement',
          service: null,
          reference: currency,
          status: 'issued',
          issued_at: row.createdAt.toISOString(),
          starts_on: from,
          ends_on: to,
        };
      }
      throw new AppError('not_found');
    },
  };
}
