import type { HotelCard } from '@portal/contracts/hotels';
import { allocate, freeRooms, type Allocation } from './availability.js';
import type { AllotmentIndex } from './allotment-index.js';
import type { CatalogHotel, CatalogRate, HotelCatalog } from './hotel-catalog.js';
import type { OfferSummary, SupplierOffer, SupplierSearch } from '../hotel-supplier.js';
import { ratePolicy } from './pricing.js';

/**
 * A built-in hotel with rooms for a search. It is the search's only object per hotel: the card is the catalog's,
 * and the board and policy are worked out only for the offers of the page shown.
 */
class BuiltinOffer implements SupplierOffer {
  constructor(
    private readonly hotel: CatalogHotel,
    private readonly alloc: Allocation,
    private readonly checkIn: string,
  ) {}

  get card(): HotelCard {
    return this.hotel.card;
  }

  get rank(): number {
    return this.hotel.row.rank;
  }

  get totalIqd(): bigint {
    return this.alloc.total;
  }

  get roomsLeft(): number {
    return this.alloc.roomsLeft;
  }

  summary(): OfferSummary {
    const rates: CatalogRate[] = this.alloc.rates;
    const policies = rates.map((r) => ratePolicy(r, this.checkIn));
    const refundable = policies.every((p) => p.freeUntil !== null);
    const boards = rates.map((r) => r.board);
    return {
      board: boards.includes('room_only') ? 'room_only' : boards[0]!,
      refundable,
      freeUntil: refundable ? Math.min(...policies.map((p) => p.freeUntil!)) : null,
      roomTypes: [...new Set(rates.map((r) => r.roomType.code))],
    };
  }
}

const CACHE_MS = 30_000;

/**
 * The built-in supplier's availability search: for each hotel of the city (or the one hotel) the cheapest rate
 * per room with rooms left on every night, from the catalog and the in-memory index of rooms sold, so a search
 * reads no database. Answers are kept for half a minute per city, stay, rooms and rate constraints: the same
 * search paged, sorted or filtered again is answered from memory, and a sale on this process clears them.
 */
export function createBuiltinSearch({ catalog, allotments }: { catalog: HotelCatalog; allotments: AllotmentIndex }) {
  const cache = new Map<string, { at: number; value: Promise<BuiltinOffer[]> }>();

  async function compute(hotels: CatalogHotel[], q: SupplierSearch): Promise<BuiltinOffer[]> {
    const roomTypes = hotels.length === 1 ? hotels[0]!.roomTypes : hotels.flatMap((h) => h.roomTypes);
    const rows = await allotments.rows(
      roomTypes.map((rt) => rt.id),
      q.checkIn,
      q.checkOut,
    );
    const free = freeRooms(roomTypes, q.nights.length, rows);
    const out: BuiltinOffer[] = [];
    for (const hotel of hotels) {
      const alloc = allocate(hotel, q.rooms, q.nights, free, q);
      if (alloc) out.push(new BuiltinOffer(hotel, alloc, q.checkIn));
    }
    return out;
  }

  return {
    /** The hotels with rooms for the search, or an empty list for a slug the catalog does not know. */
    async search(slug: string, q: SupplierSearch): Promise<BuiltinOffer[]> {
      const key = `${slug}|${q.checkIn}|${q.checkOut}|${JSON.stringify(q.rooms)}|${q.roomType}|${q.breakfast}|${q.freeCancellation}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
      const cat = await catalog.get();
      const city = cat.destinations.get(slug);
      const one = city ? undefined : cat.hotelsBySlug.get(slug);
      const hotels = city ? city.hotels : one ? [one] : [];
      const value = compute(hotels, q);
      cache.set(key, { at: Date.now(), value });
      value.catch(() => cache.delete(key));
      if (cache.size > 1000) cache.delete(cache.keys().next().value!);
      return value;
    },
    clear() {
      cache.clear();
    },
  };
}
