import type { HotelSort } from '@portal/contracts/hotel-constants';
import type { HotelOffer, HotelSearch, HotelSearchResult } from '@portal/contracts/hotels';
import { parseDecimalToMinor } from '../../lib/money.js';
import { iso, type ToPrice } from './hotel-prices.js';
import type { SupplierOffer } from './hotel-supplier.js';

/*
 * The hotel list over the offers of every supplier: filters on the hotels' facts and the price per night in
 * the display currency, the order, the page and the facets. It reads the offers in place, copying none.
 */

const perNightIqd = (o: SupplierOffer, nights: number) => (o.totalIqd + BigInt(nights) - 1n) / BigInt(nights);

export function filterOffers(
  offers: readonly SupplierOffer[],
  f: HotelSearch['filters'],
  nights: number,
  toPrice: ToPrice,
): SupplierOffer[] {
  const min = f.price_min === null ? null : parseDecimalToMinor(f.price_min, toPrice.currency);
  const max = f.price_max === null ? null : parseDecimalToMinor(f.price_max, toPrice.currency);
  return offers.filter((offer) => {
    const card = offer.card;
    if (f.stars.length && !f.stars.includes(card.stars)) return false;
    if (f.review_min !== null && card.review_score < f.review_min) return false;
    if (f.bestseller && !card.bestseller) return false;
    if (f.featured && !card.featured) return false;
    if (f.facilities.some((x) => !card.facilities.includes(x))) return false;
    if (f.languages.some((x) => !card.languages.includes(x))) return false;
    if (min !== null || max !== null) {
      const p = toPrice.minor(perNightIqd(offer, nights));
      if (min !== null && p < min) return false;
      if (max !== null && p > max) return false;
    }
    return true;
  });
}

/** "Recommended": the supplier's rank, lifted by the featured and bestseller flags and the review score. */
const score = (o: SupplierOffer) =>
  o.rank + (o.card.featured ? 30 : 0) + (o.card.bestseller ? 15 : 0) + o.card.review_score * 5;

const cmpPrice = (a: SupplierOffer, b: SupplierOffer) =>
  a.totalIqd < b.totalIqd ? -1 : a.totalIqd > b.totalIqd ? 1 : 0;

/** Sorts in place; ties fall back to the hotel's slug, so pages never overlap. */
export function sortOffers(list: SupplierOffer[], sort: HotelSort): SupplierOffer[] {
  return list.sort((a, b) => {
    const order =
      sort === 'price_asc'
        ? cmpPrice(a, b)
        : sort === 'price_desc'
          ? cmpPrice(b, a)
          : sort === 'stars_desc'
            ? b.card.stars - a.card.stars || cmpPrice(a, b)
            : sort === 'review_desc'
              ? b.card.review_score - a.card.review_score || b.card.review_count - a.card.review_count
              : score(b) - score(a);
    return order || a.card.slug.localeCompare(b.card.slug);
  });
}

/** Over every hotel with rooms for the stay, before filters: for the filter controls. */
export function facetsOf(all: readonly SupplierOffer[], nights: number, toPrice: ToPrice): HotelSearchResult['facets'] {
  let low: bigint | null = null;
  let high: bigint | null = null;
  const stars: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const offer of all) {
    const p = perNightIqd(offer, nights);
    if (low === null || p < low) low = p;
    if (high === null || p > high) high = p;
    stars[String(offer.card.stars)] = (stars[String(offer.card.stars)] ?? 0) + 1;
  }
  return {
    available: all.length,
    price_min: low === null ? null : toPrice(low),
    price_max: high === null ? null : toPrice(high),
    stars,
  };
}

/** An offer of the page shown, with its board, policy and prices in the display currency. */
export function offerDto(offer: SupplierOffer, nights: number, toPrice: ToPrice): HotelOffer {
  const s = offer.summary();
  return {
    ...offer.card,
    cheapest: {
      board: s.board,
      refundable: s.refundable,
      free_until: s.freeUntil === null ? null : iso(s.freeUntil),
      room_types: s.roomTypes,
      per_night: toPrice(perNightIqd(offer, nights)),
      total: toPrice(offer.totalIqd),
      rooms_left: offer.roomsLeft,
    },
  };
}
