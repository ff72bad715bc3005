import type {
  Destination,
  HotelDetail,
  HotelRates,
  HotelRatesQuery,
  HotelSearch,
  HotelSearchResult,
} from '@portal/contracts/hotels';
import { foldName } from '@portal/contracts/search-names';
import { AppError } from '../../lib/app-error.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { cityEntry, hotelEntry } from './builtin/builtin-content.js';
import type { HotelCatalog } from './builtin/hotel-catalog.js';
import { priceFn } from './hotel-prices.js';
import { facetsOf, filterOffers, offerDto, sortOffers } from './hotel-search-list.js';
import {
  checkStayDates,
  needsOf,
  supplierForKey,
  type HotelSupplier,
  type SupplierDestination,
  type SupplierOffer,
  type SupplierRegistry,
  type SupplierSearch,
} from './hotel-supplier.js';
import { nightsOf } from './builtin/pricing.js';

/** The offers of every supplier that knows the destination; one supplier's list is used as it is. */
async function offersOf(known: HotelSupplier[], slug: string, q: SupplierSearch): Promise<readonly SupplierOffer[]> {
  if (known.length === 1) return known[0]!.search(slug, q);
  return (await Promise.all(known.map((s) => s.search(slug, q)))).flat();
}

/**
 * Hotel search, detail and rates over the suppliers (decision 008). Destinations are the built-in catalog's
 * cities and hotels: the portal's list of places, which other suppliers map their own codes onto.
 */
export function createHotelService({
  suppliers,
  catalog,
  currencies,
}: {
  suppliers: SupplierRegistry;
  catalog: HotelCatalog;
  currencies: CurrencyService;
}) {
  /** The suppliers with hotels at a `from` slug, and what the first of them calls it. */
  async function destinationOf(slug: string): Promise<{ known: HotelSupplier[]; first: SupplierDestination }> {
    const known: HotelSupplier[] = [];
    let first: SupplierDestination | null = null;
    for (const supplier of suppliers.all) {
      const found = await supplier.destination(slug);
      if (!found) continue;
      known.push(supplier);
      first ??= found;
    }
    if (!first)
      throw new AppError('unknown_destination', { fields: [{ field: 'destination', key: 'unknown_destination' }] });
    return { known, first };
  }

  return {
    /** Bookings and cancellations change the rooms left: every supplier drops its cached availability. */
    invalidate() {
      suppliers.changed();
    },

    async search(query: HotelSearch, currency: string) {
      const { known, first } = await destinationOf(query.destination);
      const now = Date.now();
      checkStayDates(first.timeZone, query.check_in, query.check_out, now);
      const toPrice = await priceFn(currencies, currency);
      const f = query.filters;
      const breakfast = f.facilities.includes('breakfast');
      const stay: SupplierSearch = {
        checkIn: query.check_in,
        checkOut: query.check_out,
        nights: nightsOf(query.check_in, query.check_out),
        rooms: needsOf(query.rooms),
        roomType: query.room_type,
        breakfast: false,
        freeCancellation: false,
        now,
      };
      const nights = stay.nights.length;
      const all = await offersOf(known, query.destination, stay);
      // Breakfast and free cancellation are conditions on the rates: hotels are priced again under them.
      const chosen =
        breakfast || f.free_cancellation
          ? await offersOf(known, query.destination, { ...stay, breakfast, freeCancellation: f.free_cancellation })
          : all;
      const list = sortOffers(filterOffers(chosen, f, nights, toPrice), query.sort);
      const start = (query.page - 1) * query.per_page;
      const data: HotelSearchResult = {
        query: {
          destination: query.destination,
          check_in: query.check_in,
          check_out: query.check_out,
          nationality: query.nationality,
          rooms: query.rooms.map((r) => ({ ...r, children_ages: r.children_ages.slice(0, r.children) })),
          room_type: query.room_type,
          sort: query.sort,
        },
        nights,
        destination: first.entry,
        hotels: list.slice(start, start + query.per_page).map((offer) => offerDto(offer, nights, toPrice)),
        facets: facetsOf(all, nights, toPrice),
      };
      return { data, meta: { total: list.length, page: query.page, per_page: query.per_page } };
    },

    /** Cities (by name in any language, or slug) and hotels (by name), cities first. */
    async suggest(q: string, limit: number): Promise<Destination[]> {
      const cat = await catalog.get();
      const needle = foldName(q);
      if (!needle) return [];
      const cities = [...cat.destinations.values()]
        .map((d) => {
          const names = [d.name.en, d.name.ar, d.name.de, d.slug].map(foldName);
          const countries = [d.countryName.en, d.countryName.ar, d.countryName.de].map(foldName);
          const score = names.some((n) => n.startsWith(needle))
            ? 0
            : names.some((n) => n.includes(needle))
              ? 1
              : countries.some((n) => n.startsWith(needle))
                ? 2
                : 9;
          return { d, score };
        })
        .filter((x) => x.score < 9)
        .sort((a, b) => a.score - b.score || b.d.popularity - a.d.popularity)
        .map(({ d }) => cityEntry(d));
      const hotels =
        needle.length < 2
          ? []
          : [...cat.hotels.values()]
              .map((h) => ({
                h,
                score: h.searchText.some((n) => n.startsWith(needle))
                  ? 0
                  : h.searchText.some((n) => n.includes(needle))
                    ? 1
                    : 9,
              }))
              .filter((x) => x.score < 9)
              .sort(
                (a, b) =>
                  a.score - b.score ||
                  b.h.destination.popularity - a.h.destination.popularity ||
                  b.h.row.stars - a.h.row.stars ||
                  a.h.row.slug.localeCompare(b.h.row.slug),
              )
              .map(({ h }) => hotelEntry(h));
      return [...cities, ...hotels].slice(0, limit);
    },

    /** A city or hotel by its slug (the hotel.search URL's `from`). */
    async destination(slug: string): Promise<Destination> {
      const cat = await catalog.get();
      const d = cat.destinations.get(slug);
      if (d) return cityEntry(d);
      const h = cat.hotelsBySlug.get(slug);
      if (h) return hotelEntry(h);
      throw new AppError('unknown_destination');
    },

    async detail(key: string, currency: string): Promise<HotelDetail> {
      const detail = await supplierForKey(suppliers, key).hotel(key, await priceFn(currencies, currency));
      if (!detail) throw new AppError('hotel_not_found');
      return detail;
    },

    /** Every room type and rate of a hotel for a stay, from its supplier. */
    async rates(key: string, query: HotelRatesQuery, currency: string): Promise<HotelRates> {
      const rates = await supplierForKey(suppliers, key).rates(
        key,
        query,
        await priceFn(currencies, currency),
        Date.now(),
      );
      if (!rates) throw new AppError('hotel_not_found');
      return rates;
    },
  };
}
export type HotelService = ReturnType<typeof createHotelService>;
