import type { Db, DbOrTx, Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { createAllotmentIndex } from './allotment-index.js';
import { cityEntry, hotelDetail, hotelEntry } from './builtin-content.js';
import { builtinRates, builtinRecheck } from './builtin-rates.js';
import { createBuiltinSearch } from './builtin-search.js';
import type { HotelCatalog } from './hotel-catalog.js';
import { BUILTIN_SUPPLIER } from '../../../lib/supplier-registry.js';
import { termsOfPolicies, type HotelSupplier, type RecheckedStay, type SupplierBooking } from '../hotel-supplier.js';
import * as repo from './hotels.repository.js';

/** The rooms a built-in booking took: so many rooms of each type on each night of the stay. */
export interface BuiltinReservation {
  nights: string[];
  allotments: Array<{ roomTypeId: string; rooms: number }>;
}

/** Room types in a fixed order: parallel bookings and cancellations lock allotment rows in the same order. */
const byRoomType = (list: BuiltinReservation['allotments']) =>
  [...list].sort((x, y) => x.roomTypeId.localeCompare(y.roomTypeId));

/**
 * The agency's own inventory as a supplier: hotels, rates and seasons from the catalog (read from the `hotel_*`
 * tables), rooms per night in `hotel_allotments`, taken and given back in the booking's own transaction.
 */
export function createBuiltinSupplier({ db, catalog }: { db: Db; catalog: HotelCatalog }): HotelSupplier {
  const allotments = createAllotmentIndex(db);
  const searches = createBuiltinSearch({ catalog, allotments });

  async function hotelOf(key: string) {
    const cat = await catalog.get();
    return cat.hotels.get(key) ?? cat.hotelsBySlug.get(key);
  }

  return {
    code: BUILTIN_SUPPLIER,
    transactional: true,

    async destination(slug) {
      const cat = await catalog.get();
      const city = cat.destinations.get(slug);
      if (city) return { entry: cityEntry(city), timeZone: city.timeZone };
      const hotel = cat.hotelsBySlug.get(slug);
      return hotel ? { entry: hotelEntry(hotel), timeZone: hotel.destination.timeZone } : null;
    },

    search: (slug, query) => searches.search(slug, query),

    async hotel(key, toPrice) {
      const hotel = await hotelOf(key);
      return hotel ? hotelDetail(hotel, toPrice) : null;
    },

    async rates(key, query, toPrice, now) {
      const hotel = await hotelOf(key);
      return hotel ? builtinRates(db, hotel, query, toPrice, now) : null;
    },

    async recheck(query, now) {
      return builtinRecheck(db, await catalog.get(), query, now);
    },

    /** One conditional update per room type over all nights: a night short of rooms fails the whole booking. */
    async book(tx: Tx, { stay }: { bookingId: string; stay: RecheckedStay }): Promise<BuiltinReservation> {
      const cat = await catalog.get();
      const count = new Map<string, number>();
      for (const room of stay.rooms) count.set(room.roomType.id, (count.get(room.roomType.id) ?? 0) + 1);
      const reservation: BuiltinReservation = {
        nights: stay.nights,
        allotments: [...count].map(([roomTypeId, rooms]) => ({ roomTypeId, rooms })),
      };
      for (const a of byRoomType(reservation.allotments)) {
        const capacity = cat.roomTypes.get(a.roomTypeId)?.rooms ?? 0;
        const taken = await repo.takeRooms(tx, { ...a, nights: stay.nights, capacity });
        if (!taken) throw new AppError('rooms_unavailable');
      }
      return reservation;
    },

    quoteCancellation: (booking, now) => termsOfPolicies(booking.policies, now),

    async cancel(tx: DbOrTx, booking: SupplierBooking) {
      const { nights, allotments: rooms } = booking.reservation as BuiltinReservation;
      for (const a of byRoomType(rooms)) await repo.releaseRooms(tx, { ...a, nights });
    },

    changed() {
      searches.clear();
      allotments.invalidate();
    },
  };
}
