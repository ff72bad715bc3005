import type { Destination, HotelCard, HotelDetail, RoomType } from '@portal/contracts/hotels';
import type { CatalogDestination, CatalogHotel, CatalogRoomType } from './catalog-types.js';
import type { ToPrice } from '../hotel-prices.js';

/** The built-in supplier's hotels as the API shows them: cards, destinations, details and room types. */

export const thumbUrl = (file: string) => `/uploads/hotels/thumb/${file}`;

export function cardOf(hotel: Pick<CatalogHotel, 'row' | 'destination'>): HotelCard {
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

export function cityEntry(d: CatalogDestination): Destination {
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

export function hotelEntry(h: CatalogHotel): Destination {
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

export function roomTypeDto(rt: CatalogRoomType): RoomType {
  return {
    id: rt.id,
    code: rt.code,
    name: rt.name,
    max_adults: rt.maxAdults,
    max_children: rt.maxChildren,
    max_occupancy: rt.maxOccupancy,
    bedding: rt.bedding,
    size_sqm: rt.sizeSqm,
    amenities: rt.amenities,
    image_url: thumbUrl(`${rt.hotel.row.slug}-room-${rt.code}.webp`),
  };
}

export function hotelDetail(hotel: CatalogHotel, toPrice: ToPrice): HotelDetail {
  const { row } = hotel;
  return {
    ...hotel.card,
    description: row.description,
    rules: row.rules,
    check_in_time: row.checkInTime,
    check_out_time: row.checkOutTime,
    time_zone: hotel.destination.timeZone,
    images: row.images.map(thumbUrl),
    room_types: hotel.roomTypes.map(roomTypeDto),
    boards: [...new Set(hotel.roomTypes.flatMap((rt) => rt.rates.map((r) => r.board)))],
    tax_percent: row.taxBp / 100,
    city_fee: toPrice(row.cityFeeIqd),
  };
}
