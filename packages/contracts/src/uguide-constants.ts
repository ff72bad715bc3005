/*
 * Study abroad's degrees, fields, teaching languages, papers and sorts, without zod: the web app's search form,
 * results and details pages use them without the schemas of `uguides.ts` (decision 148), which re-exports them.
 */

export const UGUIDE_DEGREES = ['bachelor', 'master', 'phd'] as const;
export type UguideDegree = (typeof UGUIDE_DEGREES)[number];
export const UGUIDE_FIELDS = [
  'medicine',
  'dentistry',
  'pharmacy',
  'nursing',
  'engineering',
  'computer_science',
  'architecture',
  'business',
  'law',
  'sciences',
  'education',
] as const;
export type UguideField = (typeof UGUIDE_FIELDS)[number];
/** The teaching languages (ISO 639-1). */
export const UGUIDE_LANGUAGES = ['en', 'tr', 'ar', 'de', 'ru', 'fa', 'hu'] as const;
export type UguideLanguage = (typeof UGUIDE_LANGUAGES)[number];
/** The papers a programme asks for, one upload each. */
export const UGUIDE_PAPERS = ['passport', 'photo', 'certificate', 'transcript', 'language_test'] as const;
export type UguidePaper = (typeof UGUIDE_PAPERS)[number];
export const UGUIDE_SORTS = ['recommended', 'tuition', '-tuition', 'deadline'] as const;
