import { z } from 'zod';

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });

/** What a cruise keeps in its product's `content` (decision 127). */
export const CruiseContentSchema = z.object({
  ship: z.string(),
  line: z.string(),
  /** The port of each day, from embarkation to disembarkation; null for a day at sea. */
  itinerary: z.array(z.string().nullable()),
  /** Port charges and taxes per passenger, IQD. */
  port_charges_iqd: z.string().regex(/^\d+$/),
  description: localized,
  /** A picture under /uploads/cruises/, or null when there is none. */
  image_url: z.string().nullable(),
});
export type CruiseContent = z.infer<typeof CruiseContentSchema>;
