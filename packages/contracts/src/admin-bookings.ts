import { z } from 'zod';
import { AdminDateSchema, AdminPageSchema, PersonRefSchema, SearchTextSchema } from './admin.js';
import {
  BOOKING_STATUSES,
  BookingSchema,
  BookingSummarySchema,
  CancellationQuoteSchema,
  SERVICES,
  type BookingStatus,
  type Service,
} from './bookings.js';
import { DOCUMENT_KINDS, SERVICE_REGISTRY, type DocumentKind } from './services.js';

/**
 * What the desk may change by hand (the architecture's status model): a paid booking is fulfilled when its
 * documents are issued (tickets, vouchers, visas), a pending one may be marked failed. Paying a hold,
 * cancelling and refunding go through the bookings service's own rules; expiry is automatic.
 */
export const MANUAL_TRANSITIONS: Partial<Record<BookingStatus, readonly BookingStatus[]>> = {
  confirmed: ['fulfilled'],
  pending: ['failed'],
};

/** The document a fulfilled booking of each service carries (the service registry's `document`). */
export { DOCUMENT_KINDS, type DocumentKind } from './services.js';
export const DOCUMENT_KIND_OF = Object.fromEntries(
  SERVICES.map((code) => [code, SERVICE_REGISTRY[code].document]),
) as Record<Service, DocumentKind>;

/** An e-ticket number: the airline's three-digit prefix and ten digits (a hyphen after the prefix is allowed). */
export const TICKET_NUMBER = /^\d{3}-?\d{10}$/;
/** Vouchers and visa numbers: letters, digits and hyphens. */
export const DOCUMENT_NUMBER = /^[A-Z0-9][A-Z0-9-]{3,29}$/;

export const AdminBookingQuerySchema = z.object({
  service: z.enum(SERVICES, { error: 'invalid_choice' }).optional(),
  status: z.enum(BOOKING_STATUSES, { error: 'invalid_choice' }).optional(),
  from: AdminDateSchema.optional(),
  to: AdminDateSchema.optional(),
  account_id: z.uuid({ error: 'invalid_id' }).optional(),
  /** A reference, an account's name or a traveller's last name. */
  q: SearchTextSchema,
  ...AdminPageSchema,
});
export type AdminBookingQuery = z.input<typeof AdminBookingQuerySchema>;

const accountRef = z.object({ id: z.string(), name: z.string(), kind: z.string() });

export const AdminBookingSummarySchema = BookingSummarySchema.extend({ account: accountRef });
export type AdminBookingSummary = z.infer<typeof AdminBookingSummarySchema>;

export const BookingNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: PersonRefSchema,
  at: z.string(),
});
export type BookingNote = z.infer<typeof BookingNoteSchema>;

export const BookingDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string().nullable(),
  /** Which traveller (index in the booking's travellers) the document is for; null for the whole booking. */
  traveller_index: z.number().int().nullable(),
  /** The uploaded file, when one was attached. */
  file: z.object({ id: z.string(), content_type: z.string(), bytes: z.number().int() }).nullable(),
  created_by: PersonRefSchema,
  created_at: z.string(),
});
export type BookingDocument = z.infer<typeof BookingDocumentSchema>;

export const AdminBookingSchema = z.object({
  booking: BookingSchema,
  account: accountRef,
  /** Staff-only notes; the customer never sees them. */
  notes: z.array(BookingNoteSchema),
  documents: z.array(BookingDocumentSchema),
  /** The statuses the desk may move this booking to by hand now. */
  transitions: z.array(z.enum(BOOKING_STATUSES)),
  document_kind: z.enum(DOCUMENT_KINDS),
  cancellation: CancellationQuoteSchema,
});
export type AdminBooking = z.infer<typeof AdminBookingSchema>;

export const BookingNoteBodySchema = z.strictObject({
  text: z.string().trim().min(1, { error: 'required' }).max(2000),
});

export const FulfilBodySchema = z.strictObject({
  /** Ticket, voucher or visa numbers: for flights one per traveller, otherwise at least one. */
  documents: z
    .array(
      z.strictObject({
        traveller_index: z.number().int().min(0).max(17).nullable().default(null),
        number: z.string().trim().toUpperCase().min(1, { error: 'required' }).max(30),
      }),
    )
    .min(1, { error: 'document_numbers_required' })
    .max(18),
  /** Issued documents uploaded beforehand (`POST /admin/bookings/:id/files`). */
  file_ids: z
    .array(z.uuid({ error: 'invalid_id' }))
    .max(10)
    .default([]),
  note: z.string().trim().max(500).default(''),
});
export type FulfilBody = z.input<typeof FulfilBodySchema>;

/**
 * The fulfil body with the rules of one booking (the API checks the same, so the desk's form and the server say
 * the same words): flights take a 13-digit ticket number for each traveller, other services voucher or visa
 * numbers of letters, digits and hyphens.
 */
/** Airline e-tickets: one per traveller (a flight's documents); every other service issues one or more numbers. */
export function ticketPerTraveller(service: string): boolean {
  return service === 'flight';
}

export function fulfilBodyFor(service: string, travellers: number) {
  const flight = ticketPerTraveller(service);
  const pattern = flight ? TICKET_NUMBER : DOCUMENT_NUMBER;
  return FulfilBodySchema.superRefine((body, ctx) => {
    body.documents.forEach((d, i) => {
      if (!pattern.test(d.number))
        ctx.addIssue({
          code: 'custom',
          message: flight ? 'invalid_ticket_number' : 'invalid_document_number',
          path: ['documents', i, 'number'],
        });
      if (d.traveller_index !== null && d.traveller_index >= travellers)
        ctx.addIssue({ code: 'custom', message: 'invalid_choice', path: ['documents', i, 'traveller_index'] });
    });
    if (flight) {
      const covered = new Set(body.documents.map((d) => d.traveller_index));
      const complete =
        body.documents.length === travellers &&
        Array.from({ length: travellers }, (_, i) => i).every((i) => covered.has(i));
      if (!complete) ctx.addIssue({ code: 'custom', message: 'tickets_per_traveller', path: ['documents'] });
    }
  });
}

export const StatusBodySchema = z.strictObject({
  status: z.enum(['failed'], { error: 'invalid_choice' }),
  note: z.string().trim().min(3, { error: 'reason_required' }).max(500),
});

export const BookingFileSchema = z.object({ id: z.string(), content_type: z.string(), bytes: z.number().int() });
