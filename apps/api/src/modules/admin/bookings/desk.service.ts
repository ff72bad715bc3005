import {
  DOCUMENT_KIND_OF,
  fulfilBodyFor,
  MANUAL_TRANSITIONS,
  type AdminBooking,
  type AdminBookingSummary,
  type FulfilBody,
} from '@portal/contracts/admin-bookings';
import type { Service } from '@portal/contracts/bookings';
import type { Lang } from '@portal/contracts/i18n';
import { isApplicationService } from '@portal/contracts/applications';
import type { Price } from '@portal/contracts/flights';
import { isMessageKey } from '@portal/contracts/messages';
import { fieldPath } from '@portal/contracts/validation';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { newId } from '../../../lib/ids.js';
import { recordAudit } from '../../audit/audit.service.js';
import type { AuthContext } from '../../auth/auth.service.js';
import { insertEvent, transition } from '../../bookings/bookings.service.js';
import type { BookingService } from '../../bookings/bookings.service.js';
import { storeBookingFile } from './booking-files.js';
import * as repo from './desk.repository.js';

export type DeskService = ReturnType<typeof createDeskService>;

/**
 * The desk acts on a customer's booking as the customer could (pay a hold, cancel with the refund the policy
 * gives), through the bookings service and its rules; the context it passes is the staff user acting on the
 * booking's account, so the events and ledger transfers name the staff member.
 */
function onBehalf(staff: AuthContext, account: AuthContext['account']): AuthContext {
  return { ...staff, account };
}

export function createDeskService({
  db,
  bookings,
  privateDir,
}: {
  db: Db;
  bookings: BookingService;
  privateDir: string;
}) {
  async function load(id: string) {
    const found = await repo.findBookingWithAccount(db, id);
    if (!found) throw new AppError('booking_not_found');
    return found;
  }

  async function detail(staff: AuthContext, id: string): Promise<AdminBooking> {
    const { booking, account } = await load(id);
    const ctx = onBehalf(staff, account);
    const [dto, cancellation, notes, documents] = await Promise.all([
      bookings.get(ctx, id),
      bookings.cancellationQuote(ctx, id),
      repo.notesOf(db, id),
      repo.documentsOf(db, id),
    ]);
    return {
      booking: dto,
      account: { id: account.id, name: account.name, kind: account.kind },
      notes: notes.map(({ note, authorName }) => ({
        id: note.id,
        text: note.text,
        author: { id: note.authorId, name: authorName },
        at: note.createdAt.toISOString(),
      })),
      documents: documents.map(({ document: d, authorName, upload }) => ({
        id: d.id,
        kind: d.kind,
        number: d.number,
        traveller_index: d.travellerIndex,
        file: upload ? { id: upload.id, content_type: upload.contentType, bytes: upload.bytes } : null,
        created_by: { id: d.createdBy, name: authorName },
        created_at: d.createdAt.toISOString(),
      })),
      transitions: [...(MANUAL_TRANSITIONS[booking.status] ?? [])],
      document_kind: DOCUMENT_KIND_OF[booking.service as Service] ?? 'other',
      cancellation,
    };
  }

  /** Ticket numbers must be one per traveller (flights); other documents need at least one valid number. */
  /** The numbers against the booking's own rules (the contracts' `fulfilBodyFor`, which the desk's form uses too). */
  function checkNumbers(service: string, travellers: number, body: FulfilBody) {
    const result = fulfilBodyFor(service, travellers).safeParse(body);
    if (result.success) return;
    throw new AppError('validation_failed', {
      fields: result.error.issues.map((issue) => ({
        field: fieldPath(issue.path),
        key: isMessageKey(issue.message) ? issue.message : 'invalid_type',
      })),
    });
  }

  return {
    detail,

    async list(
      q: {
        service?: string;
        status?: string;
        from?: string;
        to?: string;
        account_id?: string;
        q?: string;
        page: number;
        per_page: number;
      },
      lang?: Lang,
    ) {
      const { rows, total } = await repo.listAllBookings(db, {
        service: q.service,
        status: q.status,
        from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
        to: q.to ? new Date(`${q.to}T23:59:59.999Z`) : undefined,
        accountId: q.account_id,
        q: q.q,
        page: q.page,
        perPage: q.per_page,
      });
      const data: AdminBookingSummary[] = rows.map(({ booking, bookerName, accountName, accountKind }) => {
        const { title, travelDate } = bookings.handlerOf(booking.service)?.title(booking, lang) ?? {
          title: booking.reference,
          travelDate: null,
        };
        return {
          id: booking.id,
          reference: booking.reference,
          service: booking.service as Service,
          status: booking.status,
          title,
          travel_date: travelDate,
          travellers: (booking.travellers as unknown[]).length,
          total: (booking.priceSnapshot as { total: Price }).total,
          booked_by: { id: booking.userId, name: bookerName },
          account: { id: booking.accountId, name: accountName, kind: accountKind },
          created_at: booking.createdAt.toISOString(),
          hold_expires_at: booking.holdExpiresAt?.toISOString() ?? null,
        };
      });
      return { data, meta: { total, page: q.page, per_page: q.per_page } };
    },

    /** Issues the booking's documents: numbers (and uploaded files) recorded, confirmed → fulfilled, in one transaction. */
    async fulfil(staff: AuthContext, id: string, body: FulfilBody) {
      const { booking } = await load(id);
      if (booking.status !== 'confirmed') throw new AppError('invalid_transition');
      // An application is issued through the applications desk, which keeps its pipeline (decision 080).
      if (isApplicationService(booking.service)) throw new AppError('application_transition');
      const documents = body.documents;
      checkNumbers(booking.service, (booking.travellers as unknown[]).length, body);
      const files = body.file_ids ?? [];
      for (const [i, fileId] of files.entries())
        if (!(await repo.findBookingFile(db, fileId, booking.accountId)))
          throw new AppError('validation_failed', {
            fields: [{ field: `file_ids.${i}`, key: 'document_file_invalid' }],
          });
      const kind = DOCUMENT_KIND_OF[booking.service as Service] ?? 'other';
      const numbers = documents.map((d) => d.number.trim().toUpperCase());
      await db.transaction(async (tx) => {
        if (!(await transition(tx, id, 'confirmed', 'fulfilled'))) throw new AppError('invalid_transition');
        await repo.insertDocuments(tx, [
          ...documents.map((d, i) => ({
            id: newId(),
            bookingId: id,
            kind,
            number: numbers[i]!,
            travellerIndex: d.traveller_index ?? null,
            createdBy: staff.user.id,
          })),
          ...files.map((uploadId) => ({ id: newId(), bookingId: id, kind, uploadId, createdBy: staff.user.id })),
        ]);
        // The customer's history shows the numbers; the desk's note (if any) stays internal.
        await insertEvent(tx, {
          id: newId(),
          bookingId: id,
          status: 'fulfilled',
          note: numbers.join(', '),
          userId: staff.user.id,
        });
        if (body.note)
          await repo.insertNote(tx, { id: newId(), bookingId: id, authorId: staff.user.id, text: body.note });
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: 'booking.fulfil',
          entity: 'booking',
          entityId: id,
          before: { status: 'confirmed' },
          after: { status: 'fulfilled', kind, numbers, files },
        });
      });
      return detail(staff, id);
    },

    /** A pending booking that will not be completed is marked failed (its inventory goes back). */
    async setStatus(staff: AuthContext, id: string, to: 'failed', note: string) {
      const { booking } = await load(id);
      if (!(MANUAL_TRANSITIONS[booking.status] ?? []).includes(to)) throw new AppError('invalid_transition');
      const handler = bookings.handlerOf(booking.service);
      await db.transaction(async (tx) => {
        if (!(await transition(tx, id, booking.status, to))) throw new AppError('invalid_transition');
        await handler?.release(tx, booking);
        await insertEvent(tx, { id: newId(), bookingId: id, status: to, note, userId: staff.user.id });
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: 'booking.failed',
          entity: 'booking',
          entityId: id,
          before: { status: booking.status },
          after: { status: to, note },
        });
      });
      // Once committed, as a cancellation does: searches must show the inventory given back.
      handler?.changed?.();
      return detail(staff, id);
    },

    async addNote(staff: AuthContext, id: string, text: string) {
      await load(id);
      const noteId = newId();
      await db.transaction(async (tx) => {
        await repo.insertNote(tx, { id: noteId, bookingId: id, authorId: staff.user.id, text });
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: 'booking.note',
          entity: 'booking',
          entityId: id,
          after: { note_id: noteId, text },
        });
      });
      return detail(staff, id);
    },

    /** Pays a hold from the customer's wallet on their behalf (the bookings service's rules and limits apply). */
    async pay(staff: AuthContext, id: string, currency: string) {
      const { booking, account } = await load(id);
      await bookings.pay(onBehalf(staff, account), id, currency);
      await recordAudit(db, {
        actorId: staff.user.id,
        action: 'booking.pay',
        entity: 'booking',
        entityId: id,
        before: { status: booking.status },
        after: { status: 'confirmed', currency },
      });
      return detail(staff, id);
    },

    cancellationQuote: async (staff: AuthContext, id: string) => {
      const { account } = await load(id);
      return bookings.cancellationQuote(onBehalf(staff, account), id);
    },

    /** Cancels on the customer's behalf; the refund goes back to the wallet the booking was paid from. */
    async cancel(staff: AuthContext, id: string, acceptedRefund: string) {
      const { booking, account } = await load(id);
      const result = await bookings.cancel(onBehalf(staff, account), id, acceptedRefund);
      if (result.status !== booking.status)
        await recordAudit(db, {
          actorId: staff.user.id,
          action: 'booking.cancel',
          entity: 'booking',
          entityId: id,
          before: { status: booking.status },
          after: { status: result.status, refund: acceptedRefund, currency: result.payment.currency },
        });
      return detail(staff, id);
    },

    /** An issued file, stored before the booking is marked issued (which names it); audited as it arrives. */
    async uploadFile(staff: AuthContext, id: string, bytes: Buffer) {
      const { booking } = await load(id);
      return db.transaction(async (tx) => {
        const file = await storeBookingFile(tx, {
          privateDir,
          accountId: booking.accountId,
          staffUserId: staff.user.id,
          bytes,
        });
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: 'booking.file',
          entity: 'booking',
          entityId: id,
          before: null,
          after: { file_id: file.id, content_type: file.content_type, bytes: file.bytes },
        });
        return file;
      });
    },

    async file(id: string, fileId: string) {
      const { booking } = await load(id);
      const row = await repo.findBookingFile(db, fileId, booking.accountId);
      if (!row) throw new AppError('not_found');
      return row;
    },
  };
}
