import { z } from 'zod';
import { PhoneSchema } from './common.js';

/** An e-mail address: trimmed, lower case, checked. */
export const EmailSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(254)
  .pipe(z.email({ error: 'invalid_email' }));
const password = z.string().min(8, { error: 'password_weak' }).max(200);

/** Who registers: a traveller, or a travel agency that staff review before it acts as one (decision 074). */
export const ACCOUNT_TYPES = ['customer', 'agency'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** What an agency tells about itself when it registers, for staff to check. */
export const AgencyApplicationInputSchema = z.strictObject({
  name: z.string().trim().min(2, { error: 'required' }).max(120),
  phone: PhoneSchema,
  city: z.string().trim().min(2, { error: 'required' }).max(80),
  /** The trade licence (commercial registration) number, as printed on the licence. */
  licence_number: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(40)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} /.-]*$/u, { error: 'invalid_licence_number' }),
});
export type AgencyApplicationInput = z.infer<typeof AgencyApplicationInputSchema>;

export const RegisterBodySchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'required' }).max(120),
    email: EmailSchema,
    password,
    password_confirmation: z.string().min(1, { error: 'required' }),
    account_type: z.enum(ACCOUNT_TYPES, { error: 'invalid_choice' }).default('customer'),
    /** Required for an agency, refused for a customer. */
    agency: AgencyApplicationInputSchema.optional(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    error: 'passwords_mismatch',
    path: ['password_confirmation'],
  })
  .refine((b) => b.account_type !== 'agency' || b.agency !== undefined, { error: 'required', path: ['agency'] })
  .refine((b) => b.account_type === 'agency' || b.agency === undefined, {
    error: 'unknown_field',
    path: ['agency'],
  });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;
export type RegisterInput = z.input<typeof RegisterBodySchema>;

export const LoginBodySchema = z.strictObject({
  email: EmailSchema,
  password: z.string().min(1, { error: 'required' }).max(200),
  remember: z.boolean().default(false),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

/** Forgot password: where to send the link (the answer is the same whether the address has an account). */
export const PasswordResetRequestBodySchema = z.strictObject({ email: EmailSchema });
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>;

/** The link's token and a new password, with the registration's rules. */
export const PasswordResetBodySchema = z
  .strictObject({
    token: z.string().min(16, { error: 'reset_link_invalid' }).max(200),
    password,
    password_confirmation: z.string().min(1, { error: 'required' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    error: 'passwords_mismatch',
    path: ['password_confirmation'],
  });
export type PasswordResetBody = z.infer<typeof PasswordResetBodySchema>;

/** A signed-in user's new password: the current one proves it is them. */
export const PasswordChangeBodySchema = z
  .strictObject({
    current_password: z.string().min(1, { error: 'required' }).max(200),
    password,
    password_confirmation: z.string().min(1, { error: 'required' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    error: 'passwords_mismatch',
    path: ['password_confirmation'],
  });
export type PasswordChangeBody = z.infer<typeof PasswordChangeBodySchema>;

/** A change of e-mail (issue 20, decision 134): the new address, confirmed by a link mailed to it. */
export const EmailChangeBodySchema = z.strictObject({
  email: EmailSchema,
  current_password: z.string().min(1, { error: 'required' }).max(200),
});
export type EmailChangeBody = z.infer<typeof EmailChangeBodySchema>;

/** The link's token, from the mail to the new address. */
export const EmailChangeConfirmBodySchema = z.strictObject({
  token: z.string().min(16, { error: 'email_link_invalid' }).max(200),
});
export type EmailChangeConfirmBody = z.infer<typeof EmailChangeConfirmBodySchema>;

export const USER_ROLES = ['customer', 'agency', 'sub_user', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const STAFF_ROLES = ['admin', 'desk', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = ['book', 'pay_wallet', 'see_wallet', 'see_all_bookings'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const AGENCY_APPLICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type AgencyApplicationStatus = (typeof AGENCY_APPLICATION_STATUSES)[number];

export const AgencyApplicationStatusSchema = z.object({
  status: z.enum(AGENCY_APPLICATION_STATUSES),
  agency_name: z.string(),
  refusal_reason: z.string().nullable(),
  created_at: z.string(),
});

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  staff_role: z.enum(STAFF_ROLES).nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
  account: z.object({
    id: z.string(),
    /** `agency` only once staff approved its application; until then the account is a customer's. */
    kind: z.enum(['customer', 'agency', 'staff']),
    name: z.string(),
    /** The account's agency application, if it made one: what it is waiting for, or why it was refused. */
    agency_application: AgencyApplicationStatusSchema.nullable(),
  }),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const SessionSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: UserSchema,
});
export type Session = z.infer<typeof SessionSchema>;
