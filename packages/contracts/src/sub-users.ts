import { z } from 'zod';
import { PERMISSIONS } from './auth.js';
import { CurrencyCodeSchema } from './currencies.js';
import { DecimalAmountSchema } from './common.js';

const limits = z.array(z.strictObject({ currency: CurrencyCodeSchema, monthly: DecimalAmountSchema })).max(20);
const permissions = z.array(z.enum(PERMISSIONS, { error: 'invalid_choice' })).max(PERMISSIONS.length);

export const CreateSubUserBodySchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'required' }).max(120),
    email: z
      .string()
      .trim()
      .min(1, { error: 'required' })
      .max(254)
      .pipe(z.email({ error: 'invalid_email' })),
    password: z.string().min(8, { error: 'password_weak' }).max(200),
    password_confirmation: z.string().min(1, { error: 'required' }),
    permissions: permissions.default(['book']),
    limits: limits.default([]),
  })
  .refine((b) => b.password === b.password_confirmation, {
    error: 'passwords_mismatch',
    path: ['password_confirmation'],
  });
export type CreateSubUserBody = z.input<typeof CreateSubUserBodySchema>;

export const UpdateSubUserBodySchema = z.strictObject({
  name: z.string().trim().min(1, { error: 'required' }).max(120).optional(),
  permissions: permissions.optional(),
  limits: limits.optional(),
  active: z.boolean().optional(),
  /** The owner sets a new password (the sub-user's sessions end). */
  password: z.string().min(8, { error: 'password_weak' }).max(200).optional(),
});
export type UpdateSubUserBody = z.infer<typeof UpdateSubUserBodySchema>;

export const SubUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Each monthly limit with what counts against it this month: payments in every currency at today's rate (decision 076). */
  limits: z.array(z.object({ currency: z.string(), monthly: z.string(), used: z.string() })),
  last_login_at: z.string().nullable(),
  /** Paid from the wallet this calendar month, per currency. */
  spent_this_month: z.array(z.object({ currency: z.string(), amount: z.string() })),
  created_at: z.string(),
});
export type SubUser = z.infer<typeof SubUserSchema>;

/** GET /sub-users: every sub-user of the account on one page (an agency has a handful), with the list meta. */
export const SubUserListSchema = z.object({
  data: z.array(SubUserSchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
});
export type SubUserList = z.infer<typeof SubUserListSchema>;
