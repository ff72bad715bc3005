import { z } from 'zod';
import { AdminPageSchema, SearchTextSchema } from './admin.js';
import { AGENCY_APPLICATION_STATUSES, PERMISSIONS, STAFF_ROLES, USER_ROLES } from './auth.js';
import { LANGS } from './i18n.js';

/** Customers, agencies (with their sub-users) and the staff account, as the back office lists them. */
export const ACCOUNT_KINDS = ['customer', 'agency', 'staff'] as const;

const flag = z.enum(['true', 'false'], { error: 'invalid_choice' }).transform((v) => v === 'true');

export const AdminAccountQuerySchema = z.object({
  kind: z.enum(ACCOUNT_KINDS, { error: 'invalid_choice' }).optional(),
  /** An account's name or any of its users' names or emails. */
  q: SearchTextSchema,
  active: flag.optional(),
  ...AdminPageSchema,
});
export type AdminAccountQuery = z.input<typeof AdminAccountQuerySchema>;

export const AdminAccountSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  name: z.string(),
  active: z.boolean(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  users: z.number().int(),
  created_at: z.string(),
});
export type AdminAccountSummary = z.infer<typeof AdminAccountSummarySchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  staff_role: z.enum(STAFF_ROLES).nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
  active: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  account: z.object({ id: z.string(), name: z.string(), kind: z.enum(ACCOUNT_KINDS) }),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminAccountSchema = AdminAccountSummarySchema.extend({
  contact_line: z.string().nullable(),
  users_list: z.array(AdminUserSchema),
  wallets: z.array(z.object({ currency: z.string(), balance: z.string(), held: z.string() })),
  bookings: z.number().int(),
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

const email = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(254)
  .pipe(z.email({ error: 'invalid_email' }));

export const CreateStaffBodySchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'required' }).max(120),
    email,
    staff_role: z.enum(STAFF_ROLES, { error: 'invalid_choice' }),
    password: z.string().min(8, { error: 'password_weak' }).max(200),
    password_confirmation: z.string().min(1, { error: 'required' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    error: 'passwords_mismatch',
    path: ['password_confirmation'],
  });
export type CreateStaffBody = z.input<typeof CreateStaffBodySchema>;

export const UpdateStaffBodySchema = z.strictObject({
  name: z.string().trim().min(1, { error: 'required' }).max(120).optional(),
  staff_role: z.enum(STAFF_ROLES, { error: 'invalid_choice' }).optional(),
});
export type UpdateStaffBody = z.input<typeof UpdateStaffBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Contact messages

export const ContactInboxQuerySchema = z.object({
  replied: flag.optional(),
  q: SearchTextSchema,
  ...AdminPageSchema,
});
export type ContactInboxQuery = z.input<typeof ContactInboxQuerySchema>;

export const AdminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  lang: z.string(),
  /** The sender's user, when they were logged in. */
  user_id: z.string().nullable(),
  created_at: z.string(),
  replied_at: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const RepliedBodySchema = z.strictObject({ replied: z.boolean({ error: 'invalid_type' }) });

// ---------------------------------------------------------------------------------------------------
// Agency applications (decision 074)

export const AgencyApplicationQuerySchema = z.object({
  /** Without it, every application, the pending ones first. */
  status: z.enum(AGENCY_APPLICATION_STATUSES, { error: 'invalid_choice' }).optional(),
  ...AdminPageSchema,
});
export type AgencyApplicationQuery = z.input<typeof AgencyApplicationQuerySchema>;

export const AdminAgencyApplicationSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  applicant: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  agency_name: z.string(),
  phone: z.string(),
  city: z.string(),
  licence_number: z.string(),
  /** The applicant's language: the answer is mailed in it. */
  lang: z.enum(LANGS),
  status: z.enum(AGENCY_APPLICATION_STATUSES),
  refusal_reason: z.string().nullable(),
  reviewed_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminAgencyApplication = z.infer<typeof AdminAgencyApplicationSchema>;

/** Refusing says why; the applicant reads it in the mail. */
export const RefuseAgencyApplicationBodySchema = z.strictObject({
  reason: z.string().trim().min(3, { error: 'reason_required' }).max(500),
});
export type RefuseAgencyApplicationBody = z.infer<typeof RefuseAgencyApplicationBodySchema>;
