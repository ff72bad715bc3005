import { z } from 'zod';
import { AgencySettingsSchema } from './agency.js';
import { BookingSchema } from './bookings.js';
import { LANGS } from './i18n.js';
import { StatementQuerySchema, StatementSchema, TopupSchema } from './topups.js';

/**
 * Documents made by the server (issue 20, decisions 136 and 137): a booking's document printed to PDF by headless
 * Chromium from the web app's own document page, its verification code and QR code, and links that share it.
 */

export const DocumentCopySchema = z.enum(['own', 'customer', 'agent']);
export type DocumentCopyCode = z.infer<typeof DocumentCopySchema>;

/** `?lang=` (else the user's language) and, for an agency, which copy. */
export const DocumentPdfQuerySchema = z.object({
  lang: z.enum(LANGS).optional(),
  copy: DocumentCopySchema.optional(),
});

/** A QR code as an SVG path of its dark modules on a `size`×`size` grid (quiet zone included). */
export const QrCodeSchema = z.object({ size: z.number().int(), path: z.string() });

export const DocumentVerifySchema = z.object({
  code: z.string(),
  url: z.string(),
  qr: QrCodeSchema,
});

const viewCommon = {
  lang: z.enum(LANGS),
  account_name: z.string(),
  verify: DocumentVerifySchema,
  file_name: z.string(),
};

/** What the web app's document page (`/documents/{token}`) shows: one document, in one language. */
export const DocumentViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('booking'),
    ...viewCommon,
    copy: DocumentCopySchema,
    /** Opened by a shared link: passport numbers are masked. */
    shared: z.boolean(),
    booking: BookingSchema,
    /** The agency's settings and logo (a data URL) on an agency's copies. */
    branding: z.object({ settings: AgencySettingsSchema, logo: z.string().nullable() }).nullable(),
  }),
  z.object({ kind: z.literal('statement'), ...viewCommon, statement: StatementSchema }),
  z.object({ kind: z.literal('topup'), ...viewCommon, topup: TopupSchema }),
]);
export type DocumentView = z.infer<typeof DocumentViewSchema>;
export type BookingDocumentView = Extract<DocumentView, { kind: 'booking' }>;

/** A wallet statement's PDF: the statement's own query, in a language. */
export const StatementPdfQuerySchema = StatementQuerySchema.omit({ format: true }).extend({
  lang: z.enum(LANGS).optional(),
});

export const DocumentLangQuerySchema = z.object({ lang: z.enum(LANGS).optional() });

export const DocumentViewQuerySchema = z.object({ lang: z.enum(LANGS).optional() });

/** A shared link of a booking's document: the token is shown once, when it is made. */
export const DocumentShareSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  lang: z.enum(LANGS),
});
export type DocumentShare = z.infer<typeof DocumentShareSchema>;

export const CreatedDocumentShareSchema = DocumentShareSchema.extend({ url: z.string(), token: z.string() });
export type CreatedDocumentShare = z.infer<typeof CreatedDocumentShareSchema>;

export const CreateDocumentShareBodySchema = z.object({ lang: z.enum(LANGS).optional() });

/** What `/verify/{code}` tells anyone: whether the document is valid, its reference and dates; nothing personal. */
export const DocumentVerificationSchema = z.object({
  valid: z.boolean(),
  kind: z.enum(['booking', 'statement', 'topup']),
  /** A booking's service; null for a wallet's documents. */
  service: z.string().nullable(),
  reference: z.string(),
  status: z.string(),
  issued_at: z.string(),
  /** The service's first and last day (a stay, a trip, a rental), a statement's period, when it has them. */
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
});
export type DocumentVerification = z.infer<typeof DocumentVerificationSchema>;
