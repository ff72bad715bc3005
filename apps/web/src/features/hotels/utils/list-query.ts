import {
  HOTEL_FACILITIES,
  HOTEL_LANGUAGES,
  HOTEL_SORTS,
  type HotelFacility,
  type HotelLanguage,
  type HotelSort,
} from '@portal/contracts/hotel-constants';

/*
 * The result list's filters, order and page live in the query string beside the rooms (`?stars=5&facilities=
 * breakfast&sort=price_asc&page=2`), so a filtered page can be shared and the back button undoes a filter.
 * Unknown or malformed values are dropped: a list is still shown.
 */

export interface ListState {
  stars: number[];
  facilities: HotelFacility[];
  languages: HotelLanguage[];
  reviewMin: number | null;
  priceMin: string;
  priceMax: string;
  bestseller: boolean;
  featured: boolean;
  freeCancellation: boolean;
  sort: HotelSort;
  page: number;
}

export const DEFAULT_LIST: ListState = {
  stars: [],
  facilities: [],
  languages: [],
  reviewMin: null,
  priceMin: '',
  priceMax: '',
  bestseller: false,
  featured: false,
  freeCancellation: false,
  sort: 'recommended',
  page: 1,
};

const LIST_KEYS = [
  'stars',
  'facilities',
  'languages',
  'review',
  'min',
  'max',
  'bestseller',
  'featured',
  'free',
  'sort',
  'page',
];

function list(value: string): string[] {
  return value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
}

const amount = (value: string) => (/^\d{1,12}(\.\d{1,3})?$/.test(value) ? value : '');

export function readList(read: (key: string) => string): ListState {
  const review = Number(read('review'));
  const page = Number(read('page'));
  const sort = read('sort');
  return {
    stars: [
      ...new Set(
        list(read('stars'))
          .map(Number)
          .filter((s) => Number.isInteger(s) && s >= 1 && s <= 5),
      ),
    ].sort(),
    facilities: list(read('facilities')).filter((f): f is HotelFacility =>
      (HOTEL_FACILITIES as readonly string[]).includes(f),
    ),
    languages: list(read('languages')).filter((l): l is HotelLanguage =>
      (HOTEL_LANGUAGES as readonly string[]).includes(l),
    ),
    reviewMin: read('review') && review >= 0 && review <= 10 ? review : null,
    priceMin: amount(read('min')),
    priceMax: amount(read('max')),
    bestseller: read('bestseller') === '1',
    featured: read('featured') === '1',
    freeCancellation: read('free') === '1',
    sort: (HOTEL_SORTS as readonly string[]).includes(sort) ? (sort as HotelSort) : 'recommended',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The query string of a list state, keeping other parameters (the rooms) as they are. */
export function writeList(state: ListState, keep: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of keep) if (!LIST_KEYS.includes(key)) query.append(key, value);
  if (state.stars.length) query.set('stars', state.stars.join(','));
  if (state.facilities.length) query.set('facilities', state.facilities.join(','));
  if (state.languages.length) query.set('languages', state.languages.join(','));
  if (state.reviewMin !== null) query.set('review', String(state.reviewMin));
  if (state.priceMin) query.set('min', state.priceMin);
  if (state.priceMax) query.set('max', state.priceMax);
  if (state.bestseller) query.set('bestseller', '1');
  if (state.featured) query.set('featured', '1');
  if (state.freeCancellation) query.set('free', '1');
  if (state.sort !== 'recommended') query.set('sort', state.sort);
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}

export function filtersBody(state: ListState) {
  return {
    stars: state.stars,
    facilities: state.facilities,
    languages: state.languages,
    review_min: state.reviewMin,
    price_min: state.priceMin || null,
    price_max: state.priceMax || null,
    bestseller: state.bestseller,
    featured: state.featured,
    free_cancellation: state.freeCancellation,
  };
}

export function hasFilters(state: ListState): boolean {
  return JSON.stringify(filtersBody(state)) !== JSON.stringify(filtersBody(DEFAULT_LIST));
}

/** A reader over the router's parsed search object (numbers and arrays included) or a query string. */
export function queryReader(search: string | Readonly<Record<string, unknown>>): (key: string) => string {
  if (typeof search === 'string') {
    const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
    return (key) => query.get(key) ?? '';
  }
  const text = (value: unknown): string =>
    value === undefined || value === null ? '' : Array.isArray(value) ? value.map(text).join(',') : String(value);
  return (key) => text(search[key]);
}
