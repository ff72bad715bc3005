import { z } from 'zod';

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });

/** What a medical conference keeps in its product's `content`. */
export const ConferenceContentSchema = z.object({
  venue: localized,
  organiser: localized,
  cme_hours: z.number().int(),
  early_bird_until: z.string(),
  description: localized,
  topics: z.array(localized),
});
export type ConferenceContent = z.infer<typeof ConferenceContentSchema>;
