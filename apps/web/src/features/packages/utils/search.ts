import { TOUR_DESTINATIONS, TOUR_ORIGINS } from '@portal/contracts/tour-cities';
import { buildPath } from '@portal/contracts/routes';
import type { MessageKey } from '@portal/contracts/messages';
import { isIsoDate } from '../../../lib/dates';

/** What the package search form holds; the same values the `tour.search` path carries. */
export interface TourSearchValues {
  from: string;
  to: string;
  going: string;
  coming: string;
}

export const defaultTourSearch = (): TourSearchValues => ({ from: 'baghdad', to: 'all', going: '', coming: '' });

/** The form's problems by field (the API's words), none when it can be searched. */
export function validateTourSearch(v: TourSearchValues, today: string): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = {};
  if (!TOUR_ORIGINS.some((c) => c.slug === v.from)) problems.from = 'unknown_tour_city';
  if (v.to !== 'all' && !TOUR_DESTINATIONS.some((c) => c.slug === v.to)) problems.to = 'unknown_tour_city';
  if (v.going && !isIsoDate(v.going)) problems.going = 'invalid_date';
  if (v.coming && !isIsoDate(v.coming)) problems.coming = 'invalid_date';
  if (!problems.going && v.going && v.going < today) problems.going = 'date_in_past';
  if (!problems.going && !problems.coming && v.going && v.coming && v.coming < v.going)
    problems.coming = 'coming_before_going';
  return problems;
}

export function tourSearchPath(v: TourSearchValues): string {
  return buildPath('tour.search', { from: v.from, to: v.to, going: v.going || null, coming: v.coming || null });
}
