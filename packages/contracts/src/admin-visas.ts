import { z } from 'zod';
import { LocalizedLongSchema, LocalizedRequiredSchema } from './admin.js';
import { InventoryListQuerySchema } from './admin-inventory.js';
import { isIsoCountryCode } from './country-codes.js';
import { VISA_ENTRIES, VISA_PAPERS, VISA_TYPES, VisaCountrySchema } from './visas.js';

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });

// ---------------------------------------------------------------------------------------------------
// Back office: visa products (the inventory pattern, decision 071)

export const VisaProductListQuerySchema = InventoryListQuerySchema.extend({
  country: z.string().trim().toUpperCase().refine(isIsoCountryCode, { error: 'invalid_country' }).optional(),
});

export const AdminVisaProductSchema = z.object({
  id: z.string(),
  code: z.string(),
  nationality: z.string(),
  country: z.string(),
  type: z.enum(VISA_TYPES),
  title: localized,
  description: localized,
  papers: z.array(z.enum(VISA_PAPERS)),
  rules: z.array(localized),
  requirements: z.array(localized),
  government_fee_iqd: z.number().int(),
  service_fee_iqd: z.number().int(),
  processing_days: z.number().int(),
  validity_days: z.number().int(),
  stay_days: z.number().int(),
  entries: z.enum(VISA_ENTRIES),
  active: z.boolean(),
  applications: z.number().int(),
});
export type AdminVisaProduct = z.infer<typeof AdminVisaProductSchema>;

const days = (max: number) =>
  z.coerce
    .number({ error: 'invalid_type' })
    .int({ error: 'invalid_type' })
    .min(1, { error: 'too_small_number' })
    .max(max, { error: 'too_big_number' });
const fee = z.coerce
  .number({ error: 'invalid_amount' })
  .int({ error: 'invalid_amount' })
  .min(0, { error: 'invalid_amount' })
  .max(1_000_000_000, { error: 'invalid_amount' });

const visaProductFields = {
  nationality: VisaCountrySchema,
  country: VisaCountrySchema,
  type: z.enum(VISA_TYPES, { error: 'invalid_choice' }),
  title: LocalizedRequiredSchema,
  description: LocalizedLongSchema,
  papers: z
    .array(z.enum(VISA_PAPERS, { error: 'invalid_choice' }))
    .min(1, { error: 'required' })
    .max(11),
  rules: z.array(LocalizedRequiredSchema).max(12),
  requirements: z.array(LocalizedRequiredSchema).max(12),
  government_fee_iqd: fee,
  service_fee_iqd: fee,
  processing_days: days(90),
  validity_days: days(3650),
  stay_days: days(365),
  entries: z.enum(VISA_ENTRIES, { error: 'invalid_choice' }),
};
export const VisaProductBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,40}$/, { error: 'invalid_document_number' }),
  ...visaProductFields,
});
export type VisaProductBody = z.input<typeof VisaProductBodySchema>;
export const VisaProductUpdateBodySchema = z.strictObject(visaProductFields).partial();
export type VisaProductUpdateBody = z.input<typeof VisaProductUpdateBodySchema>;
