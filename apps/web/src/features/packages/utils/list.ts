import { TOUR_DURATIONS, TOUR_KINDS, TOUR_LABELS, TOUR_SORTS } from '@portal/contracts/tour-constants';
import type { TourSearchBody } from '@portal/contracts/tours';

/** The filters, order and page of a package list, as its query string holds them (shareable). */
export interface TourList {
  kinds: string[];
  durations: string[];
  stars: number[];
  labels: string[];
  priceMin: string;
  priceMax: string;
  sort: (typeof TOUR_SORTS)[number];
  page: number;
}

const only = (values: string[], allowed: readonly string[]) => values.filter((v) => allowed.includes(v));

export function readTourList(search: string): TourList {
  const q = new URLSearchParams(search);
  const sort = q.get('sort') ?? 'recommended';
  const page = Number(q.get('page') ?? '1');
  const amount = (v: string | null) => (v && /^\d{1,12}$/.test(v) ? v : '');
  return {
    kinds: only(q.getAll('kind'), TOUR_KINDS),
    durations: only(q.getAll('duration'), TOUR_DURATIONS),
    stars: q
      .getAll('stars')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= 1 && n <= 5),
    labels: only(q.getAll('label'), TOUR_LABELS),
    priceMin: amount(q.get('price_min')),
    priceMax: amount(q.get('price_max')),
    sort: (TOUR_SORTS as readonly string[]).includes(sort) ? (sort as TourList['sort']) : 'recommended',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

export function writeTourList(list: TourList): string {
  const q = new URLSearchParams();
  list.kinds.forEach((v) => q.append('kind', v));
  list.durations.forEach((v) => q.append('duration', v));
  list.stars.forEach((v) => q.append('stars', String(v)));
  list.labels.forEach((v) => q.append('label', v));
  if (list.priceMin) q.set('price_min', list.priceMin);
  if (list.priceMax) q.set('price_max', list.priceMax);
  if (list.sort !== 'recommended') q.set('sort', list.sort);
  if (list.page > 1) q.set('page', String(list.page));
  const text = q.toString();
  return text ? `?${text}` : '';
}

export const PER_PAGE = 10;

/** The search body of a path's search and a list. */
export function searchBody(
  params: { from: string; to: string; going?: string | undefined; coming?: string | undefined },
  list: TourList,
): TourSearchBody {
  return {
    from: params.from,
    to: params.to,
    ...(params.going ? { going: params.going } : {}),
    ...(params.coming ? { coming: params.coming } : {}),
    kinds: list.kinds as TourSearchBody['kinds'],
    durations: list.durations as TourSearchBody['durations'],
    stars: list.stars,
    labels: list.labels as TourSearchBody['labels'],
    ...(list.priceMin ? { price_min: Number(list.priceMin) } : {}),
    ...(list.priceMax ? { price_max: Number(list.priceMax) } : {}),
    sort: list.sort,
    page: list.page,
    per_page: PER_PAGE,
  };
}
