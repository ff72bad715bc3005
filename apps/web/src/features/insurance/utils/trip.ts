import { buildPath, parsePath } from '@portal/contracts/routes';
import {
  ageOn,
  MAX_DAYS_AHEAD,
  MAX_DURATION,
  MAX_INSURED,
  resolveDestination,
} from '@portal/contracts/insurance-constants';
import { isIsoCountryCode } from '@portal/contracts/country-codes';
import type { MessageKey } from '@portal/contracts/messages';
import { addDaysIso, isIsoDate, todayInBaghdad } from '../../../lib/dates';

/**
 * A trip to insure as the screens keep it: the route's values (`issueDate` and `age` optional), and when no age is
 * given each traveller's date of birth (the query's `dob`, comma-separated), so a shared link keeps them.
 */
export interface TripValues {
  issueDate: string;
  nationality: string;
  destination: string;
  duration: string;
  age: string;
  births: string[];
}

export function defaultTrip(today = todayInBaghdad()): TripValues {
  return {
    issueDate: addDaysIso(today, 7),
    nationality: 'IQ',
    destination: 'schengen',
    duration: '15',
    age: '',
    births: [''],
  };
}

export type TripProblems = Record<string, { key: MessageKey; params?: Record<string, string | number> }>;

/** The API's own rules on the client, with its message keys: the form refuses what the server would. */
export function validateTrip(v: TripValues, today = todayInBaghdad()): TripProblems {
  const problems: TripProblems = {};
  if (v.issueDate) {
    if (!isIsoDate(v.issueDate)) problems.issue_date = { key: 'invalid_date' };
    else if (v.issueDate < today) problems.issue_date = { key: 'insurance_start_past' };
    else if (v.issueDate > addDaysIso(today, MAX_DAYS_AHEAD))
      problems.issue_date = { key: 'insurance_start_far', params: { days: MAX_DAYS_AHEAD } };
  }
  if (!isIsoCountryCode(v.nationality)) problems.nationality = { key: 'invalid_country' };
  if (!v.destination) problems.destination = { key: 'required' };
  else if (!resolveDestination(v.destination)) problems.destination = { key: 'unknown_insurance_destination' };
  const days = Number(v.duration);
  if (!/^\d+$/.test(v.duration) || days < 1 || days > MAX_DURATION) problems.duration = { key: 'insurance_duration' };
  if (v.age !== '') {
    const age = Number(v.age);
    if (!/^\d+$/.test(v.age) || age > 120) problems.age = { key: 'too_big_number', params: { max: 120 } };
  } else {
    const start = v.issueDate && isIsoDate(v.issueDate) ? v.issueDate : today;
    v.births.forEach((b, i) => {
      if (!b) problems[`births.${i}`] = { key: 'required' };
      else if (!isIsoDate(b)) problems[`births.${i}`] = { key: 'invalid_date' };
      else if (b > start) problems[`births.${i}`] = { key: 'insurance_birth_future' };
    });
  }
  return problems;
}

/** The `insurance.search` page of a trip. */
export function searchPath(v: TripValues): string {
  const path = buildPath('insurance.search', {
    issueDate: v.issueDate || null,
    age: v.age || null,
    nationality: v.nationality,
    destination: v.destination,
    duration: v.duration,
  });
  return v.age === '' ? `${path}?dob=${v.births.join(',')}` : path;
}

/** The trip as a query string, for a plan's page and its booking page. */
export function tripQuery(v: TripValues): string {
  const q = new URLSearchParams({ nat: v.nationality, dest: v.destination, days: v.duration });
  if (v.issueDate) q.set('issue', v.issueDate);
  if (v.age) q.set('age', v.age);
  else q.set('dob', v.births.join(','));
  return `?${q.toString()}`;
}

function births(value: string | null): string[] {
  const list = (value ?? '').split(',').filter((b) => b !== '');
  return list.slice(0, MAX_INSURED);
}

/** A search page's trip, from its path and query. */
export function tripFromSearch(pathname: string, search: string): TripValues | null {
  const p = parsePath('insurance.search', pathname);
  if (!p) return null;
  const q = new URLSearchParams(search);
  const age = p.age ?? '';
  return {
    issueDate: p.issueDate ?? '',
    age,
    nationality: p.nationality.toUpperCase(),
    destination: p.destination,
    duration: p.duration,
    births: age === '' ? births(q.get('dob')) : [],
  };
}

/** A plan or booking page's trip, from its query. */
export function tripFromQuery(search: string): TripValues {
  const q = new URLSearchParams(search);
  const age = q.get('age') ?? '';
  return {
    issueDate: q.get('issue') ?? '',
    nationality: (q.get('nat') ?? 'IQ').toUpperCase(),
    destination: q.get('dest') ?? '',
    duration: q.get('days') ?? '',
    age,
    births: age === '' ? births(q.get('dob')) : [],
  };
}

/** The travellers' ages on the first day of cover: the one age, or each from a date of birth. */
export function agesOf(v: TripValues, today = todayInBaghdad()): number[] {
  if (v.age !== '') return [Number(v.age)];
  const start = v.issueDate || today;
  return v.births.filter(isIsoDate).map((b) => ageOn(b, start));
}

/** The trip as the API's search and quote bodies take it. */
export function tripBody(v: TripValues) {
  return {
    issue_date: v.issueDate || null,
    nationality: v.nationality,
    destination: v.destination,
    duration: Number(v.duration),
  };
}
