import type { CAR_SORTS } from '@portal/contracts/car-constants';
import { CAR_CLASSES, rentalProblems, TRANSMISSIONS, type CarClass } from '@portal/contracts/car-constants';
import { translate } from '@portal/contracts/messages';
import type { Lang } from '@portal/contracts/i18n';
import { buildPath } from '@portal/contracts/routes';
import { addDaysIso } from '../../../lib/dates';

/** The rental the URL's query string carries (`?pickup=2026-12-20T10:00&dropoff=…&age=30`). */
export interface RentalValues {
  destination: string;
  pickupDate: string;
  pickupTime: string;
  dropoffDate: string;
  dropoffTime: string;
  age: string;
  pickupOffice: string;
  dropoffOffice: string;
}

/** The list's filters, order and page, in the same query string. */
export interface CarListState {
  classes: CarClass[];
  transmission: string;
  withDriver: string;
  company: string;
  priceMax: string;
  sort: (typeof CAR_SORTS)[number];
  page: number;
}

export const TIMES = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

export function defaultRental(today: string, destination = ''): RentalValues {
  return {
    destination,
    pickupDate: addDaysIso(today, 7),
    pickupTime: '10:00',
    dropoffDate: addDaysIso(today, 10),
    dropoffTime: '10:00',
    age: '30',
    pickupOffice: '',
    dropoffOffice: '',
  };
}

/** The query string of a rental (without the list's state). */
export function rentalQuery(v: RentalValues): URLSearchParams {
  const q = new URLSearchParams({
    pickup: `${v.pickupDate}T${v.pickupTime}`,
    dropoff: `${v.dropoffDate}T${v.dropoffTime}`,
    age: v.age,
  });
  if (v.pickupOffice) q.set('pickup_office', v.pickupOffice);
  if (v.dropoffOffice) q.set('dropoff_office', v.dropoffOffice);
  return q;
}

export function searchHref(v: RentalValues, list?: Partial<CarListState>): string {
  const q = rentalQuery(v);
  if (list) writeList(q, list);
  return `${buildPath('cars.search', { destination: v.destination })}?${q}`;
}

export function detailHref(id: string, v: RentalValues, extra: Record<string, string> = {}): string {
  const q = rentalQuery(v);
  for (const [k, value] of Object.entries(extra)) q.set(k, value);
  return `${buildPath('cars.details', { id })}?${q}`;
}

export function writeList(q: URLSearchParams, list: Partial<CarListState>) {
  const set = (k: string, v: string | undefined) => (v ? q.set(k, v) : q.delete(k));
  if (list.classes) set('class', list.classes.join(','));
  if (list.transmission !== undefined) set('transmission', list.transmission);
  if (list.withDriver !== undefined) set('with_driver', list.withDriver);
  if (list.company !== undefined) set('company', list.company);
  if (list.priceMax !== undefined) set('price_max', list.priceMax);
  if (list.sort !== undefined) set('sort', list.sort === 'price_asc' ? '' : list.sort);
  if (list.page !== undefined) set('page', list.page > 1 ? String(list.page) : '');
  return q;
}

/** The rental of a URL's query string (what is missing left empty, for the form to ask). */
export function rentalFromQuery(destination: string, q: URLSearchParams): RentalValues {
  const [pickupDate = '', pickupTime = '10:00'] = (q.get('pickup') ?? '').split('T');
  const [dropoffDate = '', dropoffTime = '10:00'] = (q.get('dropoff') ?? '').split('T');
  return {
    destination,
    pickupDate,
    pickupTime,
    dropoffDate,
    dropoffTime,
    age: q.get('age') ?? '',
    pickupOffice: q.get('pickup_office') ?? '',
    dropoffOffice: q.get('dropoff_office') ?? '',
  };
}

export function listFromQuery(q: URLSearchParams): CarListState {
  const sort = q.get('sort');
  const page = Number(q.get('page'));
  return {
    classes: (q.get('class') ?? '')
      .split(',')
      .filter((c): c is CarClass => (CAR_CLASSES as readonly string[]).includes(c)),
    transmission: (TRANSMISSIONS as readonly string[]).includes(q.get('transmission') ?? '')
      ? q.get('transmission')!
      : '',
    withDriver: ['yes', 'no'].includes(q.get('with_driver') ?? '') ? q.get('with_driver')! : '',
    company: q.get('company') ?? '',
    priceMax: /^\d{1,12}$/.test(q.get('price_max') ?? '') ? q.get('price_max')! : '',
    sort: sort === 'price_desc' ? 'price_desc' : 'price_asc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The rental checked as the API's own schema checks it (`rentalProblems`, the same rules without zod, which
 * the contracts' tests hold to `CarSearchQuerySchema`), with its messages: by the form's field names (`pickup`,
 * `dropoff`, `age`, `destination`), or none. A pick-up in the past is the server's to say.
 */
export function checkRental(v: RentalValues, lang: Lang): Record<string, string> {
  if (!v.destination) return { destination: translate('unknown_destination', lang) };
  const q = rentalQuery(v);
  const problems = rentalProblems({
    destination: v.destination,
    pickup: q.get('pickup')!,
    dropoff: q.get('dropoff')!,
    age: q.get('age')!,
    pickup_office: q.get('pickup_office') ?? undefined,
    dropoff_office: q.get('dropoff_office') ?? undefined,
  });
  return Object.fromEntries(
    Object.entries(problems).map(([field, { key, params }]) => [field, translate(key, lang, params)]),
  );
}

// The API's query strings of the pages, in a module of their own that the early requests use (decision 138).
export { apiQuery, DETAIL_KEYS, SEARCH_KEYS, searchApiQuery } from './api-query';
