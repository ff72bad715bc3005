import { createHash, randomBytes } from 'node:crypto';
import type { Booking } from '@portal/contracts/bookings';
import type {
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
import type { UploadService } from '../uploads/uploads.service.js';
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

/**
 * Documents made by the server (issue 20, decisions 136 and 137). A PDF is the web app's own document page
 * (`/documents/{token}`), opened by the headless browser with a one-minute link and printed to PDF, so the server's
 * PDF and the page's print view are one layout. The same page opens shared links (7 days, revocable, passport
 * numbers masked); every document carries a QR code of its `/verify/{code}`.
 */
export function createDocumentService({
  db,
  bookings,
  agency,
  uploads,
  renderer,
  publicUrl,
}: {
  db: Db;
  bookings: BookingService;
  agency: AgencyService;
  uploads: UploadService;
  renderer: PdfRenderer;
  publicUrl: string;
}) {
  /** A booking the caller may have a document of: the booker, who sees the account's bookings, or staff. */
  async function bookingFor(ctx: AuthContext, id: string): Promise<{ booking: Booking; accountId: string }> {
    if (ctx.user.role === 'staff') {
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
  ): Promise<{ token: string; row: repo.DocumentLinkRow }> {
    const token = randomBytes(32).toString('base64url');
    const row = await repo.insertLink(db, {
      id: newId(),
      tokenHash: hashToken(token),
      purpose,
      kind: 'booking',
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

  async function renderLink(token: string): Promise<Buffer> {
    return renderer.render(`/documents/${encodeURIComponent(token)}`);
  }

  async function pdfOfBooking(
    booking: Booking,
    copy: DocumentCopyCode,
    lang: Lang,
    userId: string,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    if (!renderer.available()) throw new AppError('document_renderer_unavailable');
    const { token, row } = await newLink('render', booking.id, copy, lang, userId);
    try {
      return { pdf: await renderLink(token), fileName: `${booking.reference}-${lang}.pdf` };
    } finally {
      await repo.deleteLink(db, row.id);
    }
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
      const { booking, accountId } = await bookingFor(ctx, id);
      return pdfOfBooking(booking, await copyFor(accountId, asked), lang, ctx.user.id);
    },

    /** The booking-confirmed mail's attachment, rendered when the mail is sent (decision 137). */
    async attachmentOf(bookingId: string, lang: Lang): Promise<{ fileName: string; pdf: Buffer } | null> {
      const found = await bookings.read(bookingId);
      if (!found) return null;
      return pdfOfBooking(found.booking, await copyFor(found.accountId, undefined), lang, found.booking.booked_by.id);
    },

    /** What the document page shows for a link's token; an unknown, expired or revoked one is 404. */
    async view(token: string, asked?: Lang): Promise<DocumentView> {
      const link = await repo.findLiveLink(db, hashToken(token), new Date());
      if (!link) throw new AppError('document_link_invalid');
      const found = await bookings.read(link.subjectId);
      if (!found) throw new AppError('document_link_invalid');
      const shared = link.purpose === 'share';
      const lang = (shared && asked ? asked : link.lang) as Lang;
      const copy = link.copy as DocumentCopyCode;
      const account = await repo.accountOf(db, found.accountId);
      let branding: DocumentView['branding'] = null;
      if (account?.kind === 'agency') {
        const settings = await agency.settingsOf(found.accountId);
        let logo: string | null = null;
        if (settings.logo_upload_id) {
          const file = await uploads.readAny(settings.logo_upload_id).catch(() => null);
          if (file) logo = `data:${file.contentType};base64,${file.body.toString('base64')}`;
        }
        branding = { settings, logo };
      }
      const code = await codeOf('booking', found.booking.id);
      const url = `${publicUrl.replace(/\/$/, '')}/verify/${code}`;
      return {
        kind: 'booking',
        lang,
        copy,
        shared,
        booking: shared ? masked(found.booking) : found.booking,
        account_name: account?.name ?? '',
        branding,
        verify: { code, url, qr: qrPath(url) },
        file_name: `${found.booking.reference}-${lang}.pdf`,
      };
    },

    /** A shared link's document as a PDF (passport numbers masked). */
    async sharedPdf(token: string, lang: Lang | undefined) {
      const link = await repo.findLiveLink(db, hashToken(token), new Date());
      if (!link) throw new AppError('document_link_invalid');
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
      return { ...shareDto(row), token, url: `${publicUrl.replace(/\/$/, '')}/documents/${token}` };
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

    /** What a document's QR code tells anyone: valid or not, the reference and dates, nothing personal. */
    async verify(code: string): Promise<DocumentVerification> {
      const row = await repo.findCode(db, code);
      const found = row?.kind === 'booking' ? await bookings.read(row.subjectId) : null;
      if (!found) throw new AppError('not_found');
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
    },
  };
}
