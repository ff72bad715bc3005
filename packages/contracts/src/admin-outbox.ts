import { z } from 'zod';
import { AdminPageSchema, SearchTextSchema } from './admin.js';

/**
 * The mail outbox: without `SMTP_URL` the API writes each mail as a file under `DATA_DIR/outbox` (architecture
 * brief §2), and admins read them in the back office (decision 053).
 */
export const OutboxQuerySchema = z.object({
  /** Searches the recipient and the subject. */
  q: SearchTextSchema,
  ...AdminPageSchema,
});
export type OutboxQuery = z.input<typeof OutboxQuerySchema>;

export const OutboxMailSchema = z.object({
  /** The file's name: opaque, stable. */
  id: z.string(),
  queued_at: z.string(),
  from: z.string(),
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  /** The start of the text (the whole text for short mails). */
  preview: z.string(),
  /** The whole text, when asked for one mail. */
  text: z.string().optional(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxListSchema = z.object({
  data: z.array(OutboxMailSchema),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** How the portal delivers mail now: through SMTP (the outbox then holds only older mails) or to the outbox. */
    delivery: z.enum(['smtp', 'outbox']),
  }),
});

export const OutboxIdParamSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,80}\.json$/, { error: 'invalid_id' }),
});
