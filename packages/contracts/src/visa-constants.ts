/*
 * The visas' codes and limits, without zod: the web app's results and details pages use them without the
 * schemas of \`visas.ts\` (decision 148), which re-exports them.
 */

export const VISA_TYPES = ['tourist', 'business', 'family_visit', 'transit', 'e_visa', 'umrah', 'medical'] as const;
export type VisaType = (typeof VISA_TYPES)[number];
export const VISA_ENTRIES = ['single', 'double', 'multiple'] as const;
/** The papers a visa may require, one upload each per applicant. */
export const VISA_PAPERS = [
  'passport',
  'photo',
  'bank_statement',
  'hotel_booking',
  'flight_booking',
  'invitation',
  'employment_letter',
  'travel_insurance',
  'national_id',
  'vaccination',
  'mahram_proof',
] as const;
export type VisaPaper = (typeof VISA_PAPERS)[number];
export const VISA_SORTS = ['recommended', 'price', '-price', 'processing'] as const;
/** Processing-time filter: at most this many days. */
export const VISA_PROCESSING = [3, 7, 14, 30] as const;
export const MAX_VISA_PERSONS = 9;
