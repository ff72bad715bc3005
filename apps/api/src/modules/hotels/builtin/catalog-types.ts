import type { BoardBasis, RoomTypeCode } from '@portal/contracts/hotel-constants';
import type { HotelCard } from '@portal/contracts/hotels';
import type { LocalizedText } from '@portal/contracts/i18n';
import type { HotelRow } from './hotels.repository.js';
import type { CityProfile } from './reference-data.js';

/** The built-in supplier's catalog in memory (`hotel-catalog.ts` loads it from the \`hotel_*\` tables). */

export interface CatalogDestination {
  slug: string;
  name: LocalizedText;
  country: string;
  countryName: LocalizedText;
  lat: number;
  lng: number;
  timeZone: string;
  popularity: number;
  profile: CityProfile;
  weekendNights: number[];
  hotels: CatalogHotel[];
  /** Every room type of the city's hotels, for one allotment query per search. */
  roomTypeIds: string[];
}

export interface CatalogSeason {
  code: string;
  /** Month-day as a number (MMDD) for quick comparisons. */
  start: number;
  end: number;
  factorBp: number;
}

export interface CatalogRate {
  id: string;
  board: BoardBasis;
  refundable: boolean;
  freeCancelDays: number | null;
  penaltyBp: number;
  nightlyIqd: bigint;
  childNightlyIqd: bigint;
  roomType: CatalogRoomType;
}

export interface CatalogRoomType {
  id: string;
  code: RoomTypeCode;
  name: LocalizedText;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  bedding: string;
  sizeSqm: number;
  amenities: string[];
  rooms: number;
  sort: number;
  rates: CatalogRate[];
  hotel: CatalogHotel;
}

export interface CatalogHotel {
  row: HotelRow;
  destination: CatalogDestination;
  /** The hotel as lists show it, made once per load: searches filter and sort on it without copying. */
  card: HotelCard;
  roomTypes: CatalogRoomType[];
  seasons: CatalogSeason[];
  /** Minutes after midnight of the check-in time, for cancellation deadlines. */
  checkInMinutes: number;
  /** Lower-case names in the three languages, for the autocomplete. */
  searchText: string[];
}

export interface Catalog {
  destinations: Map<string, CatalogDestination>;
  hotels: Map<string, CatalogHotel>;
  hotelsBySlug: Map<string, CatalogHotel>;
  rates: Map<string, CatalogRate>;
  roomTypes: Map<string, CatalogRoomType>;
}
