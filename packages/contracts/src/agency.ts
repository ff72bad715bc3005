import { z } from 'zod';
import { SERVICES } from './bookings.js';

const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'invalid_amount' });
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,3})?$/, { error: 'invalid_amount' });

/** A markup the agency adds for its customers: a percentage of the net price, or a fixed amount per currency. */
export const MarkupSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('percent'), percent }),
  z.strictObject({
    type: z.literal('fixed'),
    amounts: z.record(z.string().regex(/^[A-Z]{3}$/, { error: 'unknown_currency' }), amount),
  }),
]);
export type Markup = z.infer<typeof MarkupSchema>;

export const AgencySettingsSchema = z.object({
  logo_upload_id: z.string().nullable(),
  contact_line: z.string(),
  /** The agency's customers get their booking's confirmation and cancellation by mail, under its name (decision 146). */
  mail_customers: z.boolean(),
  markups: z.partialRecord(z.enum(SERVICES), MarkupSchema),
});
export type AgencySettings = z.infer<typeof AgencySettingsSchema>;

export const UpdateAgencySettingsBodySchema = z.strictObject({
  logo_upload_id: z.uuid({ error: 'invalid_id' }).nullable().optional(),
  contact_line: z.string().trim().max(200).optional(),
  mail_customers: z.boolean({ error: 'invalid_choice' }).optional(),
  markups: z.partialRecord(z.enum(SERVICES, { error: 'invalid_choice' }), MarkupSchema).optional(),
});
export type UpdateAgencySettingsBody = z.infer<typeof UpdateAgencySettingsBodySchema>;
