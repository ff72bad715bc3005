import { checkStay, type HotelProblem } from '@portal/contracts/hotel-constants';
import type {
  Destination,
  HotelCard,
  HotelDetail,
  HotelOffer,
  HotelRates,
  HotelRatesQuery,
  HotelSearch,
  HotelSearchResult,
} from '@portal/contracts/hotels';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { parseDecimalToMinor } from '../../lib/money.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { utcToLocal } from '../flights/time-zones.js';
import { allocate, fits, freeRooms, rateAllowed, type Allocation, type RoomNeed } from './availability.js';
import { createAllotmentIndex } from './allotment-index.js';
import type { CatalogDestination, CatalogHotel, HotelCatalog } from './hotel-catalog.js';
import { policyDto, priceFn, type ToPrice } from './hotel-prices.js';
import { holdUntil, nightsOf, ratePolicy, roomStayTotal } from './pricing.js';
import * as repo from './hotels.repository.js';

export const thumbUrl = (file: string) => `/uploads/hotels/thumb/${file}`;

export function cardOf(hotel: CatalogHotel): HotelCard {
  const { row, destination } = hotel;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    stars: row.stars,
    destination: destination.slug,
    city: destination.name,
    country: destination.country,
    country_name: destination.countryName,
    address: row.address,
    lat: Number(row.lat),
    lng: Number(row.lng),
    review_score: Number(row.reviewScore),
    review_count: row.reviewCount,
    bestseller: row.bestseller,
    featured: row.featured,
    facilities: row.facilities,
    languages: row.languages,
    thumbnail_url: thumbUrl(row.images[0] ?? `${row.slug}.webp`),
  };
}

function cityEntry(d: CatalogDestination): Destination {
  return {
    kind: 'city',
    slug: d.slug,
    name: d.name,
    city: d.name,
    country: d.country,
    country_name: d.countryName,
    hotels: d.hotels.length,
    stars: null,
    hotel_id: null,
  };
}

function hotelEntry(h: CatalogHotel): Destination {
  return {
    kind: 'hotel',
    slug: h.row.slug,
    name: h.row.name,
    city: h.destination.name,
    country: h.destination.country,
    country_name: h.destination.countryName,
    hotels: null,
    stars: h.row.stars,
    hotel_id: h.row.id,
  };
}

export const needsOf = (rooms: HotelSearch['rooms']): RoomNeed[] =>
  rooms.map((r) => ({ adults: r.adults, children: r.children, infants: r.infants }));

/** The stay checked against the destination's calendar: not in the past there, not beyond the horizon. */
export function checkDates(destination: CatalogDestination, checkIn: string, checkOut: string, now = Date.now()) {
  const today = utcToLocal(now, destination.timeZone).date;
  const problems: HotelProblem[] = checkStay({ checkIn, checkOut }, today);
  if (problems.length) throw new AppError('validation_failed', { fields: problems });
}

const CACHE_MS = 30_000;

export function createHotelService({
  db,
  catalog,
  currencies,
}: {
  db: Db;
  catalog: HotelCatalog;
  currencies: CurrencyService;
}) {
  const allotments = createAllotmentIndex(db);
  /**
   * Priced availability per destination, stay, rooms and rate constraints, for half a minute: the same
   * search paged, sorted or filtered again is answered from memory, and a booking or cancellation on this
   * process clears it at once. Prices shown are confirmed when the rooms are chosen anyway.
   */
  const cache = new Map<string, { at: number; value: Promise<Array<{ hotel: CatalogHotel; alloc: Allocation }>> }>();

  function resolve(cat: Awaited<ReturnType<HotelCatalog['get']>>, slug: string) {
    const destination = cat.destinations.get(slug);
    if (destination) return { destination, hotels: destination.hotels, entry: cityEntry(destination) };
    const hotel = cat.hotelsBySlug.get(slug);
    if (hotel) return { destination: hotel.destination, hotels: [hotel], entry: hotelEntry(hotel) };
    throw new AppError('unknown_destination', { fields: [{ field: 'destination', key: 'unknown_destination' }] });
  }

  async function priced(
    key: string,
    hotels: CatalogHotel[],
    query: { checkIn: string; checkOut: string; rooms: RoomNeed[] },
    constraints: Parameters<typeof allocate>[4],
  ) {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const value = (async () => {
      const nights = nightsOf(query.checkIn, query.checkOut);
      const roomTypes = hotels.flatMap((h) => h.roomTypes);
      const rows = await allotments.rows(
        roomTypes.map((rt) => rt.id),
        query.checkIn,
        query.checkOut,
      );
      const free = freeRooms(roomTypes, nights.length, rows);
      const out: Array<{ hotel: CatalogHotel; alloc: Allocation }> = [];
      for (const hotel of hotels) {
        const alloc = allocate(hotel, query.rooms, nights, free, constraints);
        if (alloc) out.push({ hotel, alloc });
      }
      return out;
    })();
    cache.set(key, { at: Date.now(), value });
    value.catch(() => cache.delete(key));
    if (cache.size > 1000) cache.delete(cache.keys().next().value!);
    return value;
  }

  function offerOf(hotel: CatalogHotel, alloc: Allocation, nights: number, checkIn: string, toPrice: ToPrice) {
    const policies = alloc.rates.map((r) => ratePolicy(r, checkIn));
    const refundable = policies.every((p) => p.freeUntil !== null);
    const freeUntil = refundable ? Math.min(...policies.map((p) => p.freeUntil!)) : null;
    const boards = alloc.rates.map((r) => r.board);
    const offer: HotelOffer = {
      ...cardOf(hotel),
      cheapest: {
        board: boards.includes('room_only') ? 'room_only' : boards[0]!,
        refundable,
        free_until: freeUntil === null ? null : new Date(freeUntil).toISOString(),
        room_types: [...new Set(alloc.rates.map((r) => r.roomType.code))],
        per_night: toPrice((alloc.total + BigInt(nights) - 1n) / BigInt(nights)),
        total: toPrice(alloc.total),
        rooms_left: alloc.roomsLeft,
      },
    };
    return offer;
  }

  return {
    /** Bookings and cancellations change the rooms left: cached answers and the sold-rooms index are dropped. */
    invalidate() {
      cache.clear();
      allotments.invalidate();
    },

    async search(query: HotelSearch, currency: string) {
      const cat = await catalog.get();
      const { destination, hotels, entry } = resolve(cat, query.destination);
      checkDates(destination, query.check_in, query.check_out);
      const toPrice = await priceFn(currencies, currency);
      const nights = nightsOf(query.check_in, query.check_out).length;
      const rooms = needsOf(query.rooms);
      const f = query.filters;
      const breakfast = f.facilities.includes('breakfast');
      const base = `${query.destination}|${query.check_in}|${query.check_out}|${JSON.stringify(rooms)}|${query.room_type}`;
      const stay = { checkIn: query.check_in, checkOut: query.check_out, rooms };
      const constraints = { roomType: query.room_type, checkIn: query.check_in, now: Date.now() };
      const all = await priced(`${base}|-|-`, hotels, stay, {
        ...constraints,
        breakfast: false,
        freeCancellation: false,
      });
      const chosen =
        breakfast || f.free_cancellation
          ? await priced(`${base}|${breakfast}|${f.free_cancellation}`, hotels, stay, {
              ...constraints,
              breakfast,
              freeCancellation: f.free_cancellation,
            })
          : all;

      const perNight = (a: Allocation) => toPrice.minor((a.total + BigInt(nights) - 1n) / BigInt(nights));
      const min = f.price_min === null ? null : parseDecimalToMinor(f.price_min, toPrice.currency);
      const max = f.price_max === null ? null : parseDecimalToMinor(f.price_max, toPrice.currency);
      const list = chosen.filter(({ hotel, alloc }) => {
        const row = hotel.row;
        if (f.stars.length && !f.stars.includes(row.stars)) return false;
        if (f.review_min !== null && Number(row.reviewScore) < f.review_min) return false;
        if (f.bestseller && !row.bestseller) return false;
        if (f.featured && !row.featured) return false;
        if (f.facilities.some((x) => !row.facilities.includes(x))) return false;
        if (f.languages.some((x) => !row.languages.includes(x))) return false;
        if (min !== null || max !== null) {
          const p = perNight(alloc);
          if (min !== null && p < min) return false;
          if (max !== null && p > max) return false;
        }
        return true;
      });
      const score = (h: CatalogHotel) =>
        h.row.rank + (h.row.featured ? 30 : 0) + (h.row.bestseller ? 15 : 0) + Number(h.row.reviewScore) * 5;
      const cmpPrice = (a: Allocation, b: Allocation) => (a.total < b.total ? -1 : a.total > b.total ? 1 : 0);
      list.sort((a, b) => {
        const ha = a.hotel.row;
        const hb = b.hotel.row;
        const order =
          query.sort === 'price_asc'
            ? cmpPrice(a.alloc, b.alloc)
            : query.sort === 'price_desc'
              ? cmpPrice(b.alloc, a.alloc)
              : query.sort === 'stars_desc'
                ? hb.stars - ha.stars || cmpPrice(a.alloc, b.alloc)
                : query.sort === 'review_desc'
                  ? Number(hb.reviewScore) - Number(ha.reviewScore) || hb.reviewCount - ha.reviewCount
                  : score(b.hotel) - score(a.hotel);
        return order || ha.slug.localeCompare(hb.slug);
      });

      const start = (query.page - 1) * query.per_page;
      const page = list.slice(start, start + query.per_page);
      const perNights = all.map(({ alloc }) => (alloc.total + BigInt(nights) - 1n) / BigInt(nights));
      const stars: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
      for (const { hotel } of all) stars[String(hotel.row.stars)]!++;
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
        destination: entry,
        hotels: page.map(({ hotel, alloc }) => offerOf(hotel, alloc, nights, query.check_in, toPrice)),
        facets: {
          available: all.length,
          price_min: perNights.length ? toPrice(perNights.reduce((a, b) => (a < b ? a : b))) : null,
          price_max: perNights.length ? toPrice(perNights.reduce((a, b) => (a > b ? a : b))) : null,
          stars,
        },
      };
      return { data, meta: { total: list.length, page: query.page, per_page: query.per_page } };
    },

    /** Cities (by name in any language, or slug) and hotels (by name), cities first. */
    async suggest(q: string, limit: number): Promise<Destination[]> {
      const cat = await catalog.get();
      const needle = q.trim().toLocaleLowerCase();
      const cities = [...cat.destinations.values()]
        .map((d) => {
          const names = [d.name.en, d.name.ar, d.name.de, d.slug].map((n) => n.toLocaleLowerCase());
          const countries = [d.countryName.en, d.countryName.ar, d.countryName.de].map((n) => n.toLocaleLowerCase());
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

    async detail(idOrSlug: string, currency: string): Promise<HotelDetail> {
      const cat = await catalog.get();
      const hotel = cat.hotels.get(idOrSlug) ?? cat.hotelsBySlug.get(idOrSlug);
      if (!hotel) throw new AppError('hotel_not_found');
      const toPrice = await priceFn(currencies, currency);
      const { row } = hotel;
      return {
        ...cardOf(hotel),
        description: row.description,
        rules: row.rules,
        check_in_time: row.checkInTime,
        check_out_time: row.checkOutTime,
        time_zone: hotel.destination.timeZone,
        images: row.images.map(thumbUrl),
        room_types: hotel.roomTypes.map((rt) => ({
          id: rt.id,
          code: rt.code,
          name: rt.name,
          max_adults: rt.maxAdults,
          max_children: rt.maxChildren,
          max_occupancy: rt.maxOccupancy,
          bedding: rt.bedding,
          size_sqm: rt.sizeSqm,
          amenities: rt.amenities,
          image_url: thumbUrl(`${row.slug}-room-${rt.code}.webp`),
        })),
        boards: [...new Set(hotel.roomTypes.flatMap((rt) => rt.rates.map((r) => r.board)))],
        tax_percent: row.taxBp / 100,
        city_fee: toPrice(row.cityFeeIqd),
      };
    },

    /** Every room type and rate of a hotel for a stay: rooms free on all nights, each searched room's price, the policy. */
    async rates(hotelId: string, query: HotelRatesQuery, currency: string): Promise<HotelRates> {
      const cat = await catalog.get();
      const hotel = cat.hotels.get(hotelId) ?? cat.hotelsBySlug.get(hotelId);
      if (!hotel) throw new AppError('hotel_not_found');
      checkDates(hotel.destination, query.check_in, query.check_out);
      const toPrice = await priceFn(currencies, currency);
      const nights = nightsOf(query.check_in, query.check_out);
      const rows = await repo.allotmentsFor(
        db,
        hotel.roomTypes.map((rt) => rt.id),
        query.check_in,
        query.check_out,
      );
      const free = freeRooms(hotel.roomTypes, nights.length, rows);
      const rooms = needsOf(query.rooms);
      const now = Date.now();
      const constraints = {
        roomType: query.room_type,
        breakfast: false,
        freeCancellation: false,
        checkIn: query.check_in,
        now,
      };
      return {
        hotel_id: hotel.row.id,
        nights: nights.length,
        query: {
          check_in: query.check_in,
          check_out: query.check_out,
          nationality: query.nationality,
          rooms: query.rooms.map((r) => ({ ...r, children_ages: r.children_ages.slice(0, r.children) })),
          room_type: query.room_type,
        },
        room_types: hotel.roomTypes
          .filter((rt) => rt.rates.some((r) => rateAllowed(r, constraints)))
          .map((rt) => ({
            id: rt.id,
            code: rt.code,
            name: rt.name,
            max_adults: rt.maxAdults,
            max_children: rt.maxChildren,
            max_occupancy: rt.maxOccupancy,
            bedding: rt.bedding,
            size_sqm: rt.sizeSqm,
            amenities: rt.amenities,
            image_url: thumbUrl(`${hotel.row.slug}-room-${rt.code}.webp`),
            available: free.get(rt.id) ?? 0,
            rates: rt.rates.map((rate) => {
              const policy = ratePolicy(rate, query.check_in, now);
              const totals = rooms.map((room) => (fits(rt, room) ? roomStayTotal(rate, nights, room.children) : null));
              const first = totals.find((t): t is bigint => t !== null) ?? 0n;
              return {
                id: rate.id,
                board: rate.board,
                cancellation: policyDto([{ policy, total: first }], hotel.destination.timeZone, toPrice),
                holdable: holdUntil(policy, now) !== null,
                rooms: totals.map((t) =>
                  t === null
                    ? null
                    : {
                        per_night: toPrice((t + BigInt(nights.length) - 1n) / BigInt(nights.length)),
                        total: toPrice(t),
                      },
                ),
              };
            }),
          })),
      };
    },
  };
}
export type HotelService = ReturnType<typeof createHotelService>;
