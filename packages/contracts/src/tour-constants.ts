/*
 * Tour packages' codes, filters and sorts, without zod: the web app's results and details pages use them without
 * the schemas of \`tours.ts\` (decision 148), which re-exports them.
 */

export const TOUR_KINDS = ['umrah', 'hajj', 'ziyarat', 'holiday'] as const;
export type TourKind = (typeof TOUR_KINDS)[number];

export const TOUR_INCLUSIONS = [
  'airfare',
  'local_transport',
  'accommodation',
  'coach',
  'entrance_fees',
  'guide_gratuity',
  'food_drinks',
  'digital_guide',
] as const;
export type TourInclusion = (typeof TOUR_INCLUSIONS)[number];

/** Room occupancies a package may price differently; a package without them is priced `standard`. */
export const TOUR_OCCUPANCIES = ['double', 'triple', 'quad'] as const;
export const STANDARD_OPTION = 'standard';
/** A package's one capacity category: its seats. */
export const SEATS_CATEGORY = 'seats';

export const TOUR_DURATIONS = ['1-5', '6-9', '10-14', '15-plus'] as const;
export type TourDuration = (typeof TOUR_DURATIONS)[number];
export function durationMatches(duration: TourDuration, days: number): boolean {
  if (duration === '1-5') return days <= 5;
  if (duration === '6-9') return days >= 6 && days <= 9;
  if (duration === '10-14') return days >= 10 && days <= 14;
  return days >= 15;
}

export const TOUR_SORTS = ['recommended', 'price', 'date', 'duration'] as const;
/** The spec's labels: 'Depart next 3 days' and '10+ seats left'. */
export const TOUR_LABELS = ['depart_next_3_days', 'seats_10_plus'] as const;
export type TourLabel = (typeof TOUR_LABELS)[number];
