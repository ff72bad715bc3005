import { z } from 'zod';

const email = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(254)
  .pipe(z.email({ error: 'invalid_email' }));
const password = z.string().min(8, { error: 'password_weak' }).max(200);

export const RegisterBodySchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'required' }).max(120),
    email,
    password,
    password_confirmation: z.string().min(1, { error: 'required' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    error: 'passwords_mismatch',
    path: ['password_confirmation'],
  });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.strictObject({
  email,
  password: z.string().min(1, { error: 'required' }).max(200),
  remember: z.boolean().default(false),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const USER_ROLES = ['customer', 'agency', 'sub_user', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const STAFF_ROLES = ['admin', 'desk', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = ['book', 'pay_wallet', 'see_wallet', 'see_all_bookings'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  staff_role: z.enum(STAFF_ROLES).nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
  account: z.object({ id: z.string(), kind: z.enum(['customer', 'agency', 'staff']), name: z.string() }),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const SessionSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: UserSchema,
});
export type Session = z.infer<typeof SessionSchema>;
