import { z } from 'zod';

export const IdSchema = z.uuid({ error: 'invalid_id' });

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A search list's page (1–1000) and length (1–50, 10 by default), each with its field message. */
export const SearchPageShape = {
  page: z.coerce.number({ error: 'invalid_type' }).int().min(1).max(1000).default(1),
  per_page: z.coerce.number({ error: 'invalid_type' }).int().min(1).max(50).default(10),
};

/** An amount of whole IQD in a search's query (a price or tuition range). */
export const IqdQuerySchema = z.coerce
  .number({ error: 'invalid_amount' })
  .int({ error: 'invalid_amount' })
  .min(0)
  .max(1e12);

/** A text in every language of the portal. */
export const LocalizedSchema = z.object({ ar: z.string(), en: z.string(), de: z.string() });

export interface Envelope<T> {
  data: T;
}
export interface ListEnvelope<T> {
  data: T[];
  meta: { total: number; page: number; per_page: number };
}

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string(),
    instance: z.string().optional(),
    request_id: z.string().optional(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .passthrough();
export type Problem = z.infer<typeof ProblemSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });

/** A decimal amount typed by a person: digits with an optional fraction, no sign, no exponent. */
export const DecimalAmountSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .regex(/^\d{1,15}(\.\d{1,6})?$/, { error: 'invalid_amount' });

/** A calendar day as the API and the URLs write it (`YYYY-MM-DD`), one that exists. */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' })
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    { error: 'invalid_date' },
  );

/** A name as written in a passport, in Latin letters (a booking's traveller or contact). */
export const LatinNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(50)
  .regex(/^[A-Za-z][A-Za-z' -]*$/, { error: 'latin_name' });

/** A booking contact's e-mail address. */
export const ContactEmailSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(254)
  .pipe(z.email({ error: 'invalid_email' }));

/** A phone number as people write it: digits, spaces, brackets and dashes, with an optional leading +. */
export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, { error: 'invalid_phone' });

/** How a booking is paid: from a wallet of the account, or held unpaid until its deadline. */
export const PaymentSchema = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.literal('wallet'),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: 'unknown_currency' }),
  }),
  z.strictObject({ method: z.literal('hold') }),
]);
