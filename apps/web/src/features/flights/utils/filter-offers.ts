import type { FareSummary, Offer, Price } from '@portal/contracts/flights';
import { minuteOfDay } from './format';

export const SORT_KEYS = ['cheapest', 'fastest', 'earliest', 'latest'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** 2 stands for "two or more". */
export const STOP_OPTIONS = [0, 1, 2] as const;
export type StopOption = (typeof STOP_OPTIONS)[number];

export const TIME_WINDOWS = ['night', 'morning', 'afternoon', 'evening'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];

export const REFUND_RULES = ['refundable', 'as_per_rules', 'non_refundable'] as const;
export type RefundRule = (typeof REFUND_RULES)[number];

/** Client-side filters over one search's offers. Empty lists mean "any"; prices are IQD. */
export interface OfferFilters {
  stops: StopOption[];
  airlines: string[];
  /** Take-off of the first flight. */
  departure: TimeWindow[];
  /** Landing of the outward journey. */
  arrival: TimeWindow[];
  priceMin: number | null;
  priceMax: number | null;
  /** Only fares with checked baggage. */
  baggage: boolean;
  refund: RefundRule[];
}

export const NO_FILTERS: OfferFilters = {
  stops: [],
  airlines: [],
  departure: [],
  arrival: [],
  priceMin: null,
  priceMax: null,
  baggage: false,
  refund: [],
};

export function hasFilters(filters: OfferFilters): boolean {
  return (
    filters.stops.length > 0 ||
    filters.airlines.length > 0 ||
    filters.departure.length > 0 ||
    filters.arrival.length > 0 ||
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    filters.baggage ||
    filters.refund.length > 0
  );
}

/** An offer with the fare it is shown at: the cheapest of its fare families that passes the filters. */
export interface ListedOffer {
  offer: Offer;
  fare: FareSummary;
}

export function stopsOf(offer: Offer): number {
  return Math.max(...offer.slices.map((slice) => slice.stops));
}

export function stopOption(offer: Offer): StopOption {
  return Math.min(stopsOf(offer), 2) as StopOption;
}

export function timeWindow(local: string): TimeWindow {
  return TIME_WINDOWS[Math.floor(minuteOfDay(local) / 360)] ?? 'evening';
}

export function totalMinutes(offer: Offer): number {
  return offer.slices.reduce((sum, slice) => sum + slice.duration_minutes, 0);
}

function firstDeparture(offer: Offer): string {
  return offer.slices[0]?.segments[0]?.departure_utc ?? '';
}

function fareMatches(fare: FareSummary, filters: OfferFilters): boolean {
  if (filters.baggage && !fare.baggage.checked) return false;
  if (filters.refund.length > 0 && !filters.refund.includes(fare.refund)) return false;
  const price = iqdOf(fare.total);
  if (filters.priceMin !== null && price < filters.priceMin) return false;
  if (filters.priceMax !== null && price > filters.priceMax) return false;
  return true;
}

function offerMatches(offer: Offer, filters: OfferFilters): boolean {
  if (filters.stops.length > 0 && !filters.stops.includes(stopOption(offer))) return false;
  // Every airline of the journey must be one of the chosen ones.
  if (filters.airlines.length > 0 && !offer.carriers.every((c) => filters.airlines.includes(c))) return false;
  const outward = offer.slices[0];
  if (outward && filters.departure.length > 0 && !filters.departure.includes(timeWindow(outward.departure_local)))
    return false;
  if (outward && filters.arrival.length > 0 && !filters.arrival.includes(timeWindow(outward.arrival_local)))
    return false;
  return true;
}

/** The offers that pass the filters, each with its cheapest passing fare (fares arrive cheapest first). */
export function filterOffers(offers: readonly Offer[], filters: OfferFilters): ListedOffer[] {
  const listed: ListedOffer[] = [];
  for (const offer of offers) {
    if (!offerMatches(offer, filters)) continue;
    const fare = [...offer.fares].sort((a, b) => iqdOf(a.total) - iqdOf(b.total)).find((f) => fareMatches(f, filters));
    if (fare) listed.push({ offer, fare });
  }
  return listed;
}

const BY: Record<SortKey, (a: ListedOffer, b: ListedOffer) => number> = {
  cheapest: (a, b) => iqdOf(a.fare.total) - iqdOf(b.fare.total),
  fastest: (a, b) => totalMinutes(a.offer) - totalMinutes(b.offer),
  earliest: (a, b) => firstDeparture(a.offer).localeCompare(firstDeparture(b.offer)),
  latest: (a, b) => firstDeparture(b.offer).localeCompare(firstDeparture(a.offer)),
};

/** Sorted copy; ties go to the cheaper, then the shorter journey. */
export function sortOffers(listed: readonly ListedOffer[], key: SortKey): ListedOffer[] {
  return [...listed].sort((a, b) => BY[key](a, b) || BY.cheapest(a, b) || BY.fastest(a, b));
}

/** What the filter panel offers: the airlines of the results, the stop counts present and the price range. */
export function filterFacets(offers: readonly Offer[]) {
  const airlines = new Map<string, number>();
  const stops = new Set<StopOption>();
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const offer of offers) {
    const cheapest = Math.min(...offer.fares.map((f) => iqdOf(f.total)));
    for (const code of offer.carriers) airlines.set(code, Math.min(airlines.get(code) ?? Infinity, cheapest));
    stops.add(stopOption(offer));
    for (const fare of offer.fares) {
      min = Math.min(min, iqdOf(fare.total));
      max = Math.max(max, iqdOf(fare.total));
    }
  }
  return {
    airlines: [...airlines]
      .map(([code, cheapestIqd]) => ({ code, cheapestIqd }))
      .sort((a, b) => a.cheapestIqd - b.cheapestIqd),
    stops: STOP_OPTIONS.filter((s) => stops.has(s)),
    price: offers.length ? { min, max } : null,
  };
}

/** IQD amounts as numbers: the largest fares are far below 2^53 dinars. */
function iqdOf(price: Price): number {
  return Number(price.iqd);
}
