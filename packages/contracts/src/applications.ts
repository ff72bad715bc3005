import { z } from 'zod';
import { AdminPageSchema } from './admin.js';

/**
 * The application pipeline (decision 080): a booking that staff take to a decision (visas; study abroad and
 * later services the same way). Each service names its statuses and the moves between them; the pipeline keeps
 * every change with who, when and a note, the documents per traveller, and the files staff issue.
 */
export const APPLICATION_STATUSES = [
  'submitted',
  'in_review',
  'documents_requested',
  'resubmitted',
  'approved',
  'issued',
  'rejected',
  // Study abroad (university guides): the papers checked, sent to the university, its answer, the enrolment.
  'documents_checked',
  'sent_to_university',
  'offer_received',
  'declined',
  'enrolled',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A service's pipeline: the first status, the moves staff may make, the applicant's own move and the ends. */
export interface ApplicationPipeline {
  readonly first: ApplicationStatus;
  /** What staff may move an application to from each status. */
  readonly staff: Readonly<Partial<Record<ApplicationStatus, readonly ApplicationStatus[]>>>;
  /** The applicant's move: from documents requested to resubmitted (with the requested files). */
  readonly resubmit: { readonly from: ApplicationStatus; readonly to: ApplicationStatus };
  /** Moves that end it: the issued file(s) given to the applicant, or the refusal (refund by the product's rule). */
  readonly issued: ApplicationStatus;
  readonly rejected: ApplicationStatus;
}

export const APPLICATION_PIPELINES = {
  visa: {
    first: 'submitted',
    staff: {
      submitted: ['in_review', 'documents_requested', 'rejected'],
      in_review: ['documents_requested', 'approved', 'rejected'],
      documents_requested: ['rejected'],
      resubmitted: ['in_review', 'documents_requested', 'approved', 'rejected'],
      approved: ['issued'],
    },
    resubmit: { from: 'documents_requested', to: 'resubmitted' },
    issued: 'issued',
    rejected: 'rejected',
  },
  uguide: {
    first: 'submitted',
    staff: {
      submitted: ['documents_checked', 'documents_requested', 'declined'],
      documents_requested: ['declined'],
      resubmitted: ['documents_checked', 'documents_requested', 'declined'],
      documents_checked: ['sent_to_university', 'declined'],
      sent_to_university: ['offer_received', 'declined'],
      offer_received: ['enrolled'],
    },
    resubmit: { from: 'documents_requested', to: 'resubmitted' },
    issued: 'enrolled',
    rejected: 'declined',
  },
} as const satisfies Record<string, ApplicationPipeline>;
export type ApplicationService = keyof typeof APPLICATION_PIPELINES;
export const APPLICATION_SERVICES = Object.keys(APPLICATION_PIPELINES) as [ApplicationService, ...ApplicationService[]];

export function isApplicationService(service: string): service is ApplicationService {
  return Object.hasOwn(APPLICATION_PIPELINES, service);
}

/** The statuses staff may move an application of `service` to from `status`. */
export function staffMoves(service: ApplicationService, status: ApplicationStatus): readonly ApplicationStatus[] {
  const moves: Partial<Record<ApplicationStatus, readonly ApplicationStatus[]>> = APPLICATION_PIPELINES[service].staff;
  return moves[status] ?? [];
}

/** A paper's code (passport, photo, bank_statement…): a service names the papers its products require. */
export const PaperCodeSchema = z.string().regex(/^[a-z][a-z_]{1,39}$/, { error: 'invalid_choice' });

/** One document: uploaded by the applicant for a traveller's paper, or issued by staff. */
export const ApplicationDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(['applicant', 'issued']),
  /** The traveller (0-based) and paper it answers; null for an issued file of the whole application. */
  traveller_index: z.number().int().nullable(),
  paper: z.string().nullable(),
  content_type: z.string(),
  bytes: z.number().int(),
  at: z.string(),
});
export type ApplicationDocument = z.infer<typeof ApplicationDocumentSchema>;

export const RequestedPaperSchema = z.strictObject({
  traveller_index: z.number({ error: 'invalid_type' }).int().min(0).max(8),
  paper: PaperCodeSchema,
});
export type RequestedPaper = z.infer<typeof RequestedPaperSchema>;

export const ApplicationEventSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  note: z.string().nullable(),
  at: z.string(),
  by: z.object({ name: z.string(), staff: z.boolean() }).nullable(),
});

export const ApplicationSchema = z.object({
  booking_id: z.string(),
  service: z.enum(APPLICATION_SERVICES),
  status: z.enum(APPLICATION_STATUSES),
  /** When the product's processing days run out (counted from submission). */
  due_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The papers staff asked for and not yet sent again (while documents are requested). */
  requested: z.array(RequestedPaperSchema),
  timeline: z.array(ApplicationEventSchema),
  documents: z.array(ApplicationDocumentSchema),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** The applicant sends the papers staff asked for; every requested paper needs its upload. */
export const ResubmitBodySchema = z.strictObject({
  documents: z
    .array(
      z.strictObject({
        traveller_index: z.number({ error: 'invalid_type' }).int().min(0).max(8),
        paper: PaperCodeSchema,
        upload_id: z.uuid({ error: 'invalid_id' }),
      }),
    )
    .min(1, { error: 'required' })
    .max(60),
  note: z.string().trim().max(500).default(''),
});
export type ResubmitBody = z.input<typeof ResubmitBodySchema>;

const note = z.string().trim().max(1000);

/** Staff moves that need no more than an optional note. */
export const PLAIN_MOVES = [
  'in_review',
  'approved',
  'documents_checked',
  'sent_to_university',
  'offer_received',
] as const satisfies readonly ApplicationStatus[];
/** The refusing ends of the pipelines (a reason required, the refund by the product's rule). */
export const REFUSING_MOVES = ['rejected', 'declined'] as const satisfies readonly ApplicationStatus[];
/** The issuing ends of the pipelines (a file staff uploaded for the booking). */
export const ISSUING_MOVES = ['issued', 'enrolled'] as const satisfies readonly ApplicationStatus[];
export function isRefusingMove(status: ApplicationStatus): status is (typeof REFUSING_MOVES)[number] {
  return (REFUSING_MOVES as readonly string[]).includes(status);
}
export function isIssuingMove(status: ApplicationStatus): status is (typeof ISSUING_MOVES)[number] {
  return (ISSUING_MOVES as readonly string[]).includes(status);
}
/** Whether an application at this status is closed (issued or refused, in any pipeline). */
export function isClosedStatus(status: ApplicationStatus) {
  return isRefusingMove(status) || isIssuingMove(status);
}

/** A staff decision: the status the application moves to and what that move needs. */
export const ApplicationDecisionBodySchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.enum(PLAIN_MOVES), note: note.default('') }),
  z.strictObject({
    status: z.literal('documents_requested'),
    papers: z.array(RequestedPaperSchema).min(1, { error: 'required' }).max(60),
    note: note.min(1, { error: 'required' }),
  }),
  z.strictObject({ status: z.enum(REFUSING_MOVES), note: note.min(1, { error: 'required' }) }),
  z.strictObject({
    status: z.enum(ISSUING_MOVES),
    /** Files uploaded for the booking first (`POST /admin/bookings/:id/files`). */
    file_ids: z
      .array(z.uuid({ error: 'invalid_id' }))
      .min(1, { error: 'required' })
      .max(9),
    note: note.default(''),
  }),
]);
export type ApplicationDecisionBody = z.input<typeof ApplicationDecisionBodySchema>;

export const ApplicationQueueQuerySchema = z.object({
  service: z.enum(APPLICATION_SERVICES, { error: 'invalid_choice' }).optional(),
  status: z.enum(APPLICATION_STATUSES, { error: 'invalid_choice' }).optional(),
  ...AdminPageSchema,
});
export type ApplicationQueueQuery = z.input<typeof ApplicationQueueQuerySchema>;

/** One application in the desk's queue: its age against the product's processing days. */
export const ApplicationQueueItemSchema = z.object({
  booking_id: z.string(),
  reference: z.string(),
  service: z.enum(APPLICATION_SERVICES),
  status: z.enum(APPLICATION_STATUSES),
  title: z.string(),
  travellers: z.number().int(),
  account: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  due_at: z.string(),
  /** Whole days since submission, and whether the processing days have run out. */
  age_days: z.number().int(),
  overdue: z.boolean(),
});
export type ApplicationQueueItem = z.infer<typeof ApplicationQueueItemSchema>;

/** The desk's view of one application: the applicant's, and what staff may do next. */
export const AdminApplicationSchema = ApplicationSchema.extend({
  reference: z.string(),
  title: z.string(),
  account: z.object({ id: z.string(), name: z.string() }),
  booking_status: z.string(),
  travellers: z.array(z.object({ name: z.string(), papers: z.array(z.string()) })),
  moves: z.array(z.enum(APPLICATION_STATUSES)),
});
export type AdminApplication = z.infer<typeof AdminApplicationSchema>;
