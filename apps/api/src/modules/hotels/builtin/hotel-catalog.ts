import type { RoomTypeCode } from '@portal/contracts/hotel-constants';
import { foldName } from '@portal/contracts/search-names';
import type { Db } from '../../../db/client.js';
import { cardOf } from './builtin-content.js';
import { generateInventory } from './inventory.js';
import { CITIES } from './reference-data.js';
import * as repo from './hotels.repository.js';
import type {
  Catalog,
  CatalogDestination,
  CatalogHotel,
  CatalogRate,
  CatalogRoomType,
  CatalogSeason,
} from './catalog-types.js';

export type {
  Catalog,
  CatalogDestination,
  CatalogHotel,
  CatalogRate,
  CatalogRoomType,
  CatalogSeason,
} from './catalog-types.js';

/** Writes the generated inventory into a database without hotels (idempotent: existing inventory is kept). */
export async function seedHotelInventory(db: Db) {
  if ((await repo.countHotels(db)) > 0) return;
  await repo.insertInventory(db, generateInventory());
}

const md = (value: string) => Number(value.replace('-', ''));

function build(data: Awaited<ReturnType<typeof repo.loadCatalog>>): Catalog {
  const specs = new Map(CITIES.map((c) => [c.slug, c]));
  const destinations = new Map<string, CatalogDestination>();
  for (const d of data.destinations) {
    const spec = specs.get(d.slug);
    destinations.set(d.slug, {
      slug: d.slug,
      name: d.name,
      country: d.country,
      countryName: d.countryName,
      lat: Number(d.lat),
      lng: Number(d.lng),
      timeZone: d.timeZone,
      popularity: d.popularity,
      profile: spec?.profile ?? 'city',
      weekendNights: spec?.weekendNights ?? [4, 5],
      hotels: [],
      roomTypeIds: [],
    });
  }
  const seasonsOf = new Map<string, CatalogSeason[]>();
  for (const s of data.seasons) {
    const list = seasonsOf.get(s.hotelId) ?? [];
    list.push({ code: s.code, start: md(s.startMd), end: md(s.endMd), factorBp: s.factorBp });
    seasonsOf.set(s.hotelId, list);
  }
  const hotels = new Map<string, CatalogHotel>();
  const hotelsBySlug = new Map<string, CatalogHotel>();
  for (const row of data.hotels) {
    const destination = destinations.get(row.destination);
    if (!destination) continue;
    const [h, m] = row.checkInTime.split(':').map(Number) as [number, number];
    const hotel: CatalogHotel = {
      row,
      destination,
      card: cardOf({ row, destination }),
      roomTypes: [],
      seasons: seasonsOf.get(row.id) ?? [],
      checkInMinutes: h * 60 + m,
      searchText: [row.name.en, row.name.ar, row.name.de].map(foldName),
    };
    hotels.set(row.id, hotel);
    hotelsBySlug.set(row.slug, hotel);
    destination.hotels.push(hotel);
  }
  const roomTypes = new Map<string, CatalogRoomType>();
  for (const rt of [...data.roomTypes].sort((a, b) => a.sort - b.sort)) {
    const hotel = hotels.get(rt.hotelId);
    if (!hotel) continue;
    const roomType: CatalogRoomType = {
      id: rt.id,
      code: rt.code as RoomTypeCode,
      name: rt.name,
      maxAdults: rt.maxAdults,
      maxChildren: rt.maxChildren,
      maxOccupancy: rt.maxOccupancy,
      bedding: rt.bedding,
      sizeSqm: rt.sizeSqm,
      amenities: rt.amenities,
      rooms: rt.rooms,
      sort: rt.sort,
      rates: [],
      hotel,
    };
    roomTypes.set(rt.id, roomType);
    hotel.roomTypes.push(roomType);
    hotel.destination.roomTypeIds.push(rt.id);
  }
  const rates = new Map<string, CatalogRate>();
  for (const r of data.ratePlans) {
    const roomType = roomTypes.get(r.roomTypeId);
    if (!roomType) continue;
    const rate: CatalogRate = {
      id: r.id,
      board: r.board,
      refundable: r.refundable,
      freeCancelDays: r.freeCancelDays,
      penaltyBp: r.penaltyBp,
      nightlyIqd: r.nightlyIqd,
      childNightlyIqd: r.childNightlyIqd,
      roomType,
    };
    rates.set(r.id, rate);
    roomType.rates.push(rate);
  }
  for (const rt of roomTypes.values()) rt.rates.sort((a, b) => (a.nightlyIqd < b.nightlyIqd ? -1 : 1));
  return { destinations, hotels, hotelsBySlug, rates, roomTypes };
}

/**
 * The inventory as the search sees it, read from the database into memory and reloaded after `ttlMs`, so
 * changes by staff reach every API process without a restart (as the flight network does).
 */
export function createHotelCatalog(db: Db, ttlMs = 60_000) {
  let loaded: { at: number; catalog: Promise<Catalog> } | undefined;
  return {
    get(): Promise<Catalog> {
      if (!loaded || Date.now() - loaded.at > ttlMs) {
        const catalog = repo.loadCatalog(db).then(build);
        loaded = { at: Date.now(), catalog };
        catalog.catch(() => (loaded = undefined));
      }
      return loaded.catalog;
    },
    invalidate() {
      loaded = undefined;
    },
  };
}
export type HotelCatalog = ReturnType<typeof createHotelCatalog>;
