import { CRUISE_DURATIONS, cruisePort, cruiseRegion } from '@portal/contracts/cruise-constants';
import type { MessageKey } from '@portal/contracts/messages';
import { buildPath } from '@portal/contracts/routes';

/** What the cruise search form holds: port and region slugs (`all` for any), optional dates, a night range. */
export interface CruiseSearchValues {
  depart: string;
  destination: string;
  departDate: string;
  returnDate: string;
  duration: string;
}

export const EMPTY_CRUISE_SEARCH: CruiseSearchValues = {
  depart: 'all',
  destination: 'all',
  departDate: '',
  returnDate: '',
  duration: 'any',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form's problems by field (the API's words), none when it can be searched. */
export function validateCruiseSearch(v: CruiseSearchValues): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = {};
  if (v.depart !== 'all' && !cruisePort(v.depart)?.home) problems.depart = 'unknown_cruise_port';
  if (v.destination !== 'all' && !cruiseRegion(v.destination)) problems.destination = 'unknown_cruise_region';
  if (!(CRUISE_DURATIONS as readonly string[]).includes(v.duration)) problems.duration = 'unknown_cruise_duration';
  if (v.departDate && !DATE.test(v.departDate)) problems.departDate = 'invalid_date';
  if (v.returnDate && !DATE.test(v.returnDate)) problems.returnDate = 'invalid_date';
  if (!problems.departDate && !problems.returnDate && v.departDate && v.returnDate && v.returnDate < v.departDate)
    problems.returnDate = 'sailing_return_before_depart';
  return problems;
}

export function cruiseSearchPath(v: CruiseSearchValues): string {
  return buildPath('cruise.search', {
    depart: v.depart || 'all',
    destination: v.destination || 'all',
    departDate: v.departDate || null,
    returnDate: v.returnDate || null,
    duration: v.duration || 'any',
  });
}

/** The search of a `cruise.search` path's parameters. */
export function cruiseSearchValues(params: Record<string, string | undefined> | null): CruiseSearchValues {
  return {
    depart: params?.depart || 'all',
    destination: params?.destination || 'all',
    departDate: params?.departDate ?? '',
    returnDate: params?.returnDate ?? '',
    duration: params?.duration || 'any',
  };
}
