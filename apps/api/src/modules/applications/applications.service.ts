import {
  APPLICATION_PIPELINES,
  staffMoves,
  type AdminApplication,
  type Application,
  type ApplicationDecisionBody,
  type ApplicationQueueItem,
  type ApplicationService as ApplicationServiceCode,
  type ApplicationStatus,
  type RequestedPaper,
  type ResubmitBody,
} from '@portal/contracts/applications';
import type { Lang } from '@portal/contracts/i18n';
import { SERVICE_REGISTRY } from '@portal/contracts/services';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Notifications } from '../notifications/notifications.service.js';
import { formatMinor } from '../../lib/money.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthContext } from '../auth/auth.service.js';
import {
  insertEvent as insertBookingEvent,
  transition,
  type BookingRow,
  type BookingService,
} from '../bookings/bookings.service.js';
import { applicationMail, isMailed } from './application-mail.js';
import * as repo from './applications.repository.js';

/** What a service tells the pipeline about one of its applications. */
export interface ApplicationSpec {
  /** The papers each traveller must send (index = traveller). */
  papers(row: BookingRow): string[][];
  /** What the booking's fee keeps when the application is refused (a visa's service fees), IQD. */
  keptOnRefusal(row: BookingRow): bigint;
}

/** A new application's papers: one upload per traveller and paper, checked by `checkPapers`. */
export interface SubmittedPaper {
  traveller_index: number;
  paper: string;
  upload_id: string;
}

export type ApplicationsService = ReturnType<typeof createApplicationService>;

/** How the applicant is told: the app's mailer, which queues the mail in the decision's transaction. */
export interface Notify {
  mailer: Mailer;
}

const DAY = 86_400_000;

/**
 * The application pipeline (decision 080), shared by every service whose booking staff take to a decision.
 * Opening an application happens inside the checkout's transaction (the service's supplier `book`); the
 * applicant reads it and sends requested papers through its booking's permissions; staff move it along its
 * service's pipeline with conditional updates, each move with an event, an audit entry and a mail in the
 * applicant's language. Refusing refunds by the product's rule through the bookings service; issuing marks the
 * booking fulfilled.
 */
export function createApplicationService({
  db,
  bookings,
  specs,
  publicUrl,
  notifications,
}: {
  db: Db;
  bookings: BookingService;
  specs: { [S in ApplicationServiceCode]: ApplicationSpec };
  publicUrl: string;
  /** Puts each mailed decision under the applicant's bell too (decision 131). */
  notifications?: Notifications;
}) {
  /** Each upload answers one paper; it must be the account's, made for an application, and not used before. */
  async function checkUploads(
    tx: Tx | Db,
    ctx: AuthContext,
    papers: SubmittedPaper[],
    field: (i: number, p: SubmittedPaper) => string,
  ) {
    const ids = papers.map((p) => p.upload_id);
    const usable = await repo.unusedUploads(tx, ctx.account.id, ids);
    const seen = new Set<string>();
    const fields = papers.flatMap((p, i) => {
      const upload = usable.get(p.upload_id);
      const ok = upload && upload.purpose === 'application_document' && !seen.has(p.upload_id);
      seen.add(p.upload_id);
      return ok ? [] : [{ field: field(i, p), key: 'upload_unusable' as const }];
    });
    if (fields.length) throw new AppError('validation_failed', { fields });
  }

  async function toDto(app: repo.ApplicationRow): Promise<Application> {
    const [events, documents] = await Promise.all([
      repo.eventsOf(db, app.bookingId),
      repo.documentsOf(db, app.bookingId),
    ]);
    return {
      booking_id: app.bookingId,
      service: app.service as ApplicationServiceCode,
      status: app.status as ApplicationStatus,
      due_at: app.dueAt.toISOString(),
      created_at: app.createdAt.toISOString(),
      updated_at: app.updatedAt.toISOString(),
      requested: app.requested,
      timeline: events.map(({ event, actorName }) => ({
        status: event.status as ApplicationStatus,
        note: event.note,
        at: event.createdAt.toISOString(),
        by: actorName ? { name: actorName, staff: event.byStaff } : null,
      })),
      documents: documents.map(({ document: d, upload }) => ({
        id: upload.id,
        kind: d.kind,
        traveller_index: d.travellerIndex,
        paper: d.paper,
        content_type: upload.contentType,
        bytes: upload.bytes,
        at: d.createdAt.toISOString(),
      })),
    };
  }

  async function loadForStaff(id: string) {
    const [app, row] = await Promise.all([repo.findApplication(db, id), bookings.row(id)]);
    if (!app || !row) throw new AppError('not_found');
    return { app, row };
  }

  async function adminDetail(id: string): Promise<AdminApplication> {
    const { app, row } = await loadForStaff(id);
    const service = app.service as ApplicationServiceCode;
    const handler = bookings.handlerOf(row.service);
    const travellers = (handler?.read(row).travellers ?? []) as Array<{ first_name?: string; last_name?: string }>;
    const papers = specs[service].papers(row);
    return {
      ...(await toDto(app)),
      reference: row.reference,
      title: handler?.title(row).title ?? row.reference,
      account: { id: row.accountId, name: await repo.accountName(db, row.accountId) },
      booking_status: row.status,
      travellers: travellers.map((t, i) => ({
        name: `${t.first_name ?? ''} ${t.last_name ?? ''}`.trim(),
        papers: papers[i] ?? [],
      })),
      moves: row.status === 'confirmed' ? [...staffMoves(service, app.status as ApplicationStatus)] : [],
    };
  }

  /**
   * Queues the applicant's mail for a decision in the decision's transaction (decision 130): both are written, or
   * neither. `eventId` is the decision's event, so one decision is one mail.
   */
  async function queueMail(
    tx: Tx,
    notify: Notify,
    app: repo.ApplicationRow,
    row: BookingRow,
    move: { status: ApplicationStatus; note: string; eventId: string; refund?: string },
  ) {
    const status = move.status;
    if (!isMailed(status)) return;
    const applicant = await repo.applicantOf(tx, row.userId);
    if (!applicant) return;
    const path = SERVICE_REGISTRY[app.service as ApplicationServiceCode].myBookings.path;
    const mailIn = (lang: Lang) =>
      applicationMail({
        to: applicant.email,
        lang,
        status,
        name: applicant.name,
        reference: row.reference,
        title: bookings.handlerOf(row.service)?.title(row, lang).title ?? row.reference,
        note: move.note,
        link: `${publicUrl}${path}`,
        refund: move.refund,
      });
    await notify.mailer.queue(mailIn(app.lang as Lang), `application:${move.eventId}`, tx);
    await notifications?.tell(tx, {
      userId: row.userId,
      kind: 'application.updated',
      key: `application:${move.eventId}`,
      link: path,
      params: (lang) => ({ subject: mailIn(lang).subject }),
      mail: false,
    });
  }

  return {
    /**
     * Opens the application in the checkout's transaction: its first status, the applicant's language, the
     * deadline from the processing days, every paper's upload (checked: the account's own, for an application,
     * not used before) and the first event.
     */
    async open(
      tx: Tx,
      ctx: AuthContext,
      input: {
        bookingId: string;
        service: ApplicationServiceCode;
        lang: Lang;
        processingDays: number;
        papers: SubmittedPaper[];
        field: (i: number, p: SubmittedPaper) => string;
      },
    ) {
      await checkUploads(tx, ctx, input.papers, input.field);
      const now = new Date();
      const first = APPLICATION_PIPELINES[input.service].first;
      await repo.insertApplication(tx, {
        bookingId: input.bookingId,
        service: input.service,
        status: first,
        lang: input.lang,
        dueAt: new Date(now.getTime() + input.processingDays * DAY),
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertDocuments(
        tx,
        input.papers.map((p) => ({
          id: newId(),
          bookingId: input.bookingId,
          uploadId: p.upload_id,
          kind: 'applicant' as const,
          travellerIndex: p.traveller_index,
          paper: p.paper,
        })),
      );
      await repo.insertEvent(tx, {
        id: newId(),
        bookingId: input.bookingId,
        status: first,
        actorId: ctx.user.id,
        byStaff: false,
        createdAt: now,
      });
    },

    /** The applicant's view: whoever may see the booking (its owner, the booker, a sub-user who sees all). */
    async get(ctx: AuthContext, bookingId: string) {
      await bookings.get(ctx, bookingId);
      const app = await repo.findApplication(db, bookingId);
      if (!app) throw new AppError('booking_not_found');
      return toDto(app);
    },

    /** One of the application's files, for whoever may see the booking; every other caller gets 404. */
    async file(ctx: AuthContext, bookingId: string, uploadId: string) {
      await bookings.get(ctx, bookingId);
      if (!(await repo.findDocument(db, bookingId, uploadId))) throw new AppError('not_found');
      return uploadId;
    },

    /** The applicant sends the papers staff asked for: every requested paper, then documents requested → resubmitted. */
    async resubmit(ctx: AuthContext, bookingId: string, body: ResubmitBody) {
      const booking = await bookings.get(ctx, bookingId);
      if (booking.booked_by.id !== ctx.user.id && ctx.user.role === 'sub_user') throw new AppError('forbidden');
      const app = await repo.findApplication(db, bookingId);
      if (!app) throw new AppError('booking_not_found');
      const pipeline = APPLICATION_PIPELINES[app.service as ApplicationServiceCode];
      if (app.status !== pipeline.resubmit.from) throw new AppError('application_transition');
      const papers = body.documents ?? [];
      const key = (p: { traveller_index: number; paper: string }) => `${p.traveller_index}:${p.paper}`;
      const sent = new Set(papers.map(key));
      const asked = new Set(app.requested.map(key));
      const fields = [
        ...app.requested.flatMap((p, i) =>
          sent.has(key(p)) ? [] : [{ field: `requested.${i}`, key: 'paper_missing' as const }],
        ),
        ...papers.flatMap((p, i) =>
          asked.has(key(p)) ? [] : [{ field: `documents.${i}.paper`, key: 'paper_not_required' as const }],
        ),
      ];
      if (fields.length) throw new AppError('validation_failed', { fields });
      await db.transaction(async (tx) => {
        await checkUploads(tx, ctx, papers, (i) => `documents.${i}.upload_id`);
        if (!(await repo.move(tx, bookingId, app.status, pipeline.resubmit.to, [])))
          throw new AppError('application_transition');
        await repo.insertDocuments(
          tx,
          papers.map((p) => ({
            id: newId(),
            bookingId,
            uploadId: p.upload_id,
            kind: 'applicant' as const,
            travellerIndex: p.traveller_index,
            paper: p.paper,
          })),
        );
        await repo.insertEvent(tx, {
          id: newId(),
          bookingId,
          status: pipeline.resubmit.to,
          note: body.note || null,
          actorId: ctx.user.id,
          byStaff: false,
        });
      });
      return toDto((await repo.findApplication(db, bookingId))!);
    },

    async queue(q: { service?: ApplicationServiceCode; status?: ApplicationStatus; page: number; per_page: number }) {
      const { rows, total } = await repo.queue(db, { ...q, perPage: q.per_page });
      const now = Date.now();
      const data: ApplicationQueueItem[] = rows.map(({ application: a, booking, accountName }) => ({
        booking_id: a.bookingId,
        reference: booking.reference,
        service: a.service as ApplicationServiceCode,
        status: a.status as ApplicationStatus,
        title: bookings.handlerOf(booking.service)?.title(booking).title ?? booking.reference,
        travellers: (booking.travellers as unknown[]).length,
        account: { id: booking.accountId, name: accountName },
        created_at: a.createdAt.toISOString(),
        due_at: a.dueAt.toISOString(),
        age_days: Math.floor((now - a.createdAt.getTime()) / DAY),
        overdue:
          a.status !== APPLICATION_PIPELINES[a.service as ApplicationServiceCode].issued &&
          a.status !== APPLICATION_PIPELINES[a.service as ApplicationServiceCode].rejected &&
          a.dueAt.getTime() < now,
      }));
      return { data, meta: { total, page: q.page, per_page: q.per_page } };
    },

    adminDetail,

    /** A file of the application for the desk (the applicant's papers and the issued files). */
    async adminFile(bookingId: string, uploadId: string) {
      if (!(await repo.findDocument(db, bookingId, uploadId))) throw new AppError('not_found');
      return uploadId;
    },

    /**
     * A staff decision: allowed from the status read (else 409 `application_transition`), on a paid booking
     * (a hold: 409 `application_unpaid`). The move is a conditional update, so of two staff deciding at once one
     * wins and the other gets 409 with nothing written. Its event, the audit entry and, for a refusal, the refund
     * (and, for issuing, the files and the booking fulfilled) are one transaction; the applicant's mail is queued in it too.
     */
    async decide(staff: AuthContext, bookingId: string, body: ApplicationDecisionBody, notify: Notify) {
      const { app, row } = await loadForStaff(bookingId);
      const service = app.service as ApplicationServiceCode;
      const from = app.status as ApplicationStatus;
      if (!staffMoves(service, from).includes(body.status)) throw new AppError('application_transition');
      if (row.status === 'held') throw new AppError('application_unpaid');
      if (row.status !== 'confirmed') throw new AppError('application_transition');
      const note = body.note ?? '';
      let requested: RequestedPaper[] = [];
      if (body.status === 'documents_requested') {
        const papers = specs[service].papers(row);
        requested = body.papers;
        const fields = requested.flatMap((p, i) =>
          papers[p.traveller_index] === undefined
            ? [{ field: `papers.${i}.traveller_index`, key: 'invalid_choice' as const }]
            : [],
        );
        if (fields.length) throw new AppError('validation_failed', { fields });
      }
      const files = 'file_ids' in body ? body.file_ids : [];
      if (files.length) {
        // Files staff uploaded for this booking (`POST /admin/bookings/:id/files`), not used before.
        const usable = await repo.unusedUploads(db, row.accountId, files);
        const fields = files.flatMap((id, i) =>
          usable.get(id)?.purpose === 'booking_document'
            ? []
            : [{ field: `file_ids.${i}`, key: 'document_file_invalid' as const }],
        );
        if (fields.length) throw new AppError('validation_failed', { fields });
      }

      const write = async (tx: Tx, refundMinor?: bigint) => {
        if (!(await repo.move(tx, bookingId, from, body.status, requested)))
          throw new AppError('application_transition');
        const eventId = newId();
        await repo.insertEvent(tx, {
          id: eventId,
          bookingId,
          status: body.status,
          note: note || null,
          actorId: staff.user.id,
          byStaff: true,
        });
        await recordAudit(tx, {
          actorId: staff.user.id,
          action: `application.${body.status}`,
          entity: 'application',
          entityId: bookingId,
          before: { status: from },
          after: {
            status: body.status,
            note,
            ...(requested.length ? { papers: requested } : {}),
            ...(files.length ? { files } : {}),
          },
        });
        const refund =
          refundMinor === undefined
            ? undefined
            : `${formatMinor(refundMinor, row.paymentCurrency)} ${row.paymentCurrency}`;
        await queueMail(tx, notify, app, row, { status: body.status, note, eventId, refund });
      };

      if (body.status === APPLICATION_PIPELINES[service].rejected) {
        await bookings.refuse(row, { keptIqd: specs[service].keptOnRefusal(row), userId: staff.user.id, note }, write);
      } else {
        await db.transaction(async (tx) => {
          await write(tx);
          if (body.status !== APPLICATION_PIPELINES[service].issued) return;
          await repo.insertDocuments(
            tx,
            files.map((uploadId) => ({ id: newId(), bookingId, uploadId, kind: 'issued' as const })),
          );
          if (!(await transition(tx, bookingId, 'confirmed', 'fulfilled')))
            throw new AppError('application_transition');
          await insertBookingEvent(tx, {
            id: newId(),
            bookingId,
            status: 'fulfilled',
            note: note || null,
            userId: staff.user.id,
          });
        });
      }
      await notify.mailer.flush();
      return adminDetail(bookingId);
    },
  };
}
