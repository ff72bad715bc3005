import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' });

export const ReportQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  format: z.enum(['json', 'csv', 'xlsx'], { error: 'invalid_choice' }).default('json'),
});

const money = z.object({ net: z.string(), markup: z.string(), gross: z.string() });

/** Sales (confirmed and fulfilled bookings) and cancellations in a period, per payment currency. */
export const ReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.array(
    money.extend({
      currency: z.string(),
      bookings: z.number().int(),
      cancelled: z.number().int(),
      refunded: z.string(),
    }),
  ),
  by_service: z.array(money.extend({ service: z.string(), currency: z.string(), bookings: z.number().int() })),
  by_month: z.array(money.extend({ month: z.string(), currency: z.string(), bookings: z.number().int() })),
  by_user: z.array(
    money.extend({ user_id: z.string(), name: z.string(), currency: z.string(), bookings: z.number().int() }),
  ),
});
export type Report = z.infer<typeof ReportSchema>;
