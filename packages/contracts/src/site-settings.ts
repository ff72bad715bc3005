import { z } from 'zod';
import { CurrencySchema } from './currencies.js';

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });

export const SocialLinksSchema = z.object({
  facebook: z.string(),
  instagram: z.string(),
  x: z.string(),
  youtube: z.string(),
  telegram: z.string(),
  whatsapp: z.string(),
});

/**
 * Where a top-up's money is sent, per method (decision 078): the bank account of a transfer and the wallet
 * numbers of ZainCash, Qi Card and FastPay. Cash is paid at the office: its `address` and `opening_hours`.
 */
export const PayeesSchema = z.object({
  bank: z.object({ bank_name: localized, account_name: z.string(), iban: z.string() }),
  zaincash: z.string(),
  qi_card: z.string(),
  fastpay: z.string(),
});
export type Payees = z.infer<typeof PayeesSchema>;

/** "IQ98NBIQ850123456789012" → "IQ98 NBIQ 8501 2345 6789 012", as banks print it. */
export function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

export const SiteSettingsSchema = z.object({
  logo_url: z.string(),
  site_name: localized,
  phone: z.string(),
  phone_24h: z.string(),
  email: z.string(),
  address: localized,
  opening_hours: z.object({ days: z.string(), opens: z.string(), closes: z.string(), label: localized }),
  social: SocialLinksSchema,
  apps: z.object({ android: z.string(), ios: z.string() }),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  payees: PayeesSchema,
  currencies: z.array(CurrencySchema),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const HomeContentSchema = z.object({
  partners: z.array(z.object({ name: z.string(), logo_url: z.string(), url: z.string() })),
  benefits: z.array(z.object({ icon: z.string(), title: localized, text: localized })),
  destinations: z.array(
    z.object({
      slug: z.string(),
      name: localized,
      country: localized,
      image_url: z.string(),
      from_price_iqd: z.string(),
    }),
  ),
  tours: z.array(
    z.object({
      slug: z.string(),
      title: localized,
      image_url: z.string(),
      days: z.number().int(),
      nights: z.number().int(),
      price_iqd: z.string(),
      seats_left: z.number().int(),
      departs: z.string(),
    }),
  ),
});
export type HomeContent = z.infer<typeof HomeContentSchema>;
