import { z } from 'zod';
import { AdminPageSchema, SearchTextSchema } from './admin.js';

/** A queued mail's state (decision 130): waiting or retrying, being sent, sent, or given up after the last try. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The mail queue as the back office reads it (decisions 053 and 130): every mail the portal sends, newest first,
 * with its state, tries and last error; a failed one can be sent again. Without `SMTP_URL` mails are delivered as
 * files under `DATA_DIR/outbox`.
 */
export const OutboxQuerySchema = z.object({
  /** Searches the recipient and the subject. */
  q: SearchTextSchema,
  status: z.enum(MAIL_STATUSES, { error: 'invalid_choice' }).optional(),
  ...AdminPageSchema,
});
export type OutboxQuery = z.input<typeof OutboxQuerySchema>;

export const OutboxMailSchema = z.object({
  id: z.uuid(),
  queued_at: z.string(),
  sent_at: z.string().nullable(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** The last try's error (SMTP's answer), while the mail is not sent. */
  last_error: z.string().nullable(),
  /** The sender as the mail goes out: the portal, or an agency's name over the portal's address (decision 146). */
  from: z.string(),
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  /** The mail holds a sign-in secret (a password-reset link): its text is never shown. */
  secret: z.boolean(),
  /** The start of the text (the whole text for short mails); empty for a secret mail. */
  preview: z.string(),
  /** The whole text, when asked for one mail (empty for a secret mail). */
  text: z.string().optional(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxListSchema = z.object({
  data: z.array(OutboxMailSchema),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** How the portal delivers mail now: through SMTP, or as files in the outbox folder. */
    delivery: z.enum(['smtp', 'outbox']),
    /** Mails given up after the last try, whatever the filter. */
    failed: z.number().int(),
  }),
});

export const OutboxIdParamSchema = z.object({
  id: z.uuid({ error: 'invalid_id' }),
});
