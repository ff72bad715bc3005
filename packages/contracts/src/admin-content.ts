import { z } from 'zod';
import { AdminDateSchema, LocalizedLongSchema, LocalizedRequiredSchema, PersonRefSchema } from './admin.js';
import { CurrencySchema } from './currencies.js';

/**
 * Site settings, home-page sections, media and currencies as staff edit them. Links are checked with the
 * spec's 'Invalid URL' message, email addresses with 'Invalid email address'.
 */

/** An absolute http(s) URL. */
export const HttpUrlSchema = z
  .string()
  .trim()
  .max(500)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'invalid_url' }));

/** A link that may be left empty: an absolute http(s) URL or a path on this site ("/about"). */
export const OptionalLinkSchema = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^\/(?!\/)\S*$/.test(v) || HttpUrlSchema.safeParse(v).success, {
    error: 'invalid_url',
  });

/** An image: one of the portal's public media (`/uploads/…`, as the media upload answers) or an http(s) URL. */
export const MediaUrlSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(500)
  .refine((v) => /^\/uploads\/(?:[\w-]+\/)*[\w-]+\.[a-z0-9]+$/i.test(v) || HttpUrlSchema.safeParse(v).success, {
    error: 'invalid_url',
  });

const email = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(254)
  .pipe(z.email({ error: 'invalid_email' }));
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, { error: 'invalid_phone' });
const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid_time' });

/** An IBAN, spaces allowed; kept without them, in capitals, and only when its check digits are right (ISO 13616). */
export const IbanSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v) && ibanChecks(v), { error: 'invalid_iban' });

function ibanChecks(iban: string): boolean {
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

export const SiteSettingsBodySchema = z.strictObject({
  logo_url: MediaUrlSchema,
  site_name: LocalizedRequiredSchema,
  phone,
  phone_24h: phone,
  email,
  address: LocalizedRequiredSchema,
  opening_hours: z.strictObject({
    days: z.string().trim().min(1, { error: 'required' }).max(40),
    opens: time,
    closes: time,
    label: LocalizedRequiredSchema,
  }),
  social: z.strictObject({
    facebook: OptionalLinkSchema,
    instagram: OptionalLinkSchema,
    x: OptionalLinkSchema,
    youtube: OptionalLinkSchema,
    telegram: OptionalLinkSchema,
    whatsapp: OptionalLinkSchema,
  }),
  apps: z.strictObject({ android: OptionalLinkSchema, ios: OptionalLinkSchema }),
  coordinates: z.strictObject({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  }),
  payees: z.strictObject({
    bank: z.strictObject({
      bank_name: LocalizedRequiredSchema,
      account_name: z.string().trim().min(1, { error: 'required' }).max(120),
      iban: IbanSchema,
    }),
    zaincash: phone,
    qi_card: phone,
    fastpay: phone,
  }),
});
export type SiteSettingsBody = z.input<typeof SiteSettingsBodySchema>;

export const BENEFIT_ICONS = ['wallet', 'support', 'shield', 'agency'] as const;
const iqdAmount = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, { error: 'invalid_amount' });
const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'invalid_slug' })
  .max(60);

/** The home page's sections: partners, benefits, popular destinations and featured tours. */
export const HomeContentBodySchema = z.strictObject({
  partners: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1, { error: 'required' }).max(80),
        logo_url: MediaUrlSchema,
        url: OptionalLinkSchema,
      }),
    )
    .max(24),
  benefits: z
    .array(
      z.strictObject({
        icon: z.enum(BENEFIT_ICONS, { error: 'invalid_choice' }),
        title: LocalizedRequiredSchema,
        text: LocalizedLongSchema,
      }),
    )
    .max(8),
  destinations: z
    .array(
      z.strictObject({
        slug,
        name: LocalizedRequiredSchema,
        country: LocalizedRequiredSchema,
        image_url: MediaUrlSchema,
        from_price_iqd: iqdAmount,
      }),
    )
    .max(12),
  tours: z
    .array(
      z.strictObject({
        slug,
        title: LocalizedRequiredSchema,
        image_url: MediaUrlSchema,
        days: z.number().int().min(1).max(60),
        nights: z.number().int().min(0).max(60),
        price_iqd: iqdAmount,
        seats_left: z.number().int().min(0).max(999),
        departs: AdminDateSchema,
      }),
    )
    .max(12),
});
export type HomeContentBody = z.input<typeof HomeContentBodySchema>;

/** Where a public image goes: site media (logo, partners, destinations), trips, hotels, carriers. */
export const MEDIA_FOLDERS = ['site', 'trips', 'hotels', 'carriers'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];
export const MediaQuerySchema = z.object({ folder: z.enum(MEDIA_FOLDERS, { error: 'invalid_choice' }) });
export const MediaSchema = z.object({
  /** Where the image is served (`/uploads/…`). */
  url: z.string(),
  /** The file's name within its folder (hotels keep only names). */
  file: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Media = z.infer<typeof MediaSchema>;

// ---------------------------------------------------------------------------------------------------
// Currencies and rates

/** Units of a currency per 1 IQD, as typed: a positive decimal. */
export const RateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,12})?$/, { error: 'invalid_rate' })
  .refine((v) => /[1-9]/.test(v), { error: 'invalid_rate' });

export const AdminCurrencySchema = CurrencySchema.extend({
  /** Decimals of the currency's minor unit (ISO 4217). */
  scale: z.number().int(),
  active: z.boolean(),
  /** The rate as stored, exactly (the spec's `conversation_rate` is a number). */
  rate: z.string(),
});
export type AdminCurrency = z.infer<typeof AdminCurrencySchema>;

export const CreateCurrencyBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'invalid_currency_code' }),
  symbol_name: z.string().trim().min(1, { error: 'required' }).max(8),
  icon: OptionalLinkSchema.default(''),
  conversation_rate: RateSchema,
});
export type CreateCurrencyBody = z.input<typeof CreateCurrencyBodySchema>;

export const UpdateCurrencyBodySchema = z.strictObject({
  symbol_name: z.string().trim().min(1, { error: 'required' }).max(8).optional(),
  icon: OptionalLinkSchema.optional(),
  conversation_rate: RateSchema.optional(),
  active: z.boolean().optional(),
});
export type UpdateCurrencyBody = z.input<typeof UpdateCurrencyBodySchema>;

export const CurrencyCodeParamSchema = z.object({
  code: z
    .string()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'invalid_currency_code' }),
});

export const RateHistoryEntrySchema = z.object({
  rate: z.string(),
  changed_by: PersonRefSchema.nullable(),
  at: z.string(),
});
export type RateHistoryEntry = z.infer<typeof RateHistoryEntrySchema>;
