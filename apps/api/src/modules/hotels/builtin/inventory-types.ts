import type {
  BoardBasis,
  HotelFacility,
  HotelRule,
  RoomAmenity,
  RoomTypeCode,
} from '@portal/contracts/hotel-constants';
import type { LocalizedText } from '@portal/contracts/i18n';

/** The shapes of the built-in supplier's generated inventory (`inventory.ts`), as written to the `hotel_*` tables. */

export interface DestinationSeed {
  slug: string;
  name: LocalizedText;
  country: string;
  countryName: LocalizedText;
  lat: number;
  lng: number;
  timeZone: string;
  popularity: number;
}

export interface HotelSeed {
  id: string;
  slug: string;
  destination: string;
  name: LocalizedText;
  stars: number;
  description: LocalizedText;
  address: LocalizedText;
  lat: number;
  lng: number;
  facilities: HotelFacility[];
  languages: string[];
  rules: HotelRule[];
  checkInTime: string;
  checkOutTime: string;
  reviewScore: number;
  reviewCount: number;
  bestseller: boolean;
  featured: boolean;
  rank: number;
  images: string[];
  taxBp: number;
  cityFeeIqd: bigint;
  weekendBp: number;
}

export interface RoomTypeSeed {
  id: string;
  hotelId: string;
  code: RoomTypeCode;
  name: LocalizedText;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  bedding: string;
  sizeSqm: number;
  amenities: RoomAmenity[];
  rooms: number;
  sort: number;
}

export interface RatePlanSeed {
  id: string;
  hotelId: string;
  roomTypeId: string;
  board: BoardBasis;
  refundable: boolean;
  freeCancelDays: number | null;
  penaltyBp: number;
  nightlyIqd: bigint;
  childNightlyIqd: bigint;
}

export interface SeasonSeed {
  hotelId: string;
  code: string;
  startMd: string;
  endMd: string;
  factorBp: number;
}

export interface Inventory {
  destinations: DestinationSeed[];
  hotels: HotelSeed[];
  roomTypes: RoomTypeSeed[];
  ratePlans: RatePlanSeed[];
  seasons: SeasonSeed[];
}
