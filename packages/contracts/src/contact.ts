import { z } from 'zod';

export const ContactMessageBodySchema = z.strictObject({
  name: z.string().trim().min(1, { error: 'required' }).max(120),
  email: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(254)
    .pipe(z.email({ error: 'invalid_email' })),
  subject: z.string().trim().min(1, { error: 'required' }).max(200),
  message: z.string().trim().min(10).max(5000),
});
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>;

export const ContactMessageReceiptSchema = z.object({ id: z.string(), message: z.string(), created_at: z.string() });
export type ContactMessageReceipt = z.infer<typeof ContactMessageReceiptSchema>;
