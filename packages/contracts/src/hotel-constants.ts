import { isIsoCountryCode } from './country-codes.js';
import { addDays, isIsoDate } from './dates.js';

/*
 * Hotel codes, limits and the rules of a stay and its rooms, without zod: the API's schemas
 * (`hotels.ts`) and the web app's light home-tab form use the same functions, so both say the same.
 */

/** Room types of the built-in supplier; `room-type` in the hotel.search URL is one of these, or `any`. */
export const ROOM_TYPE_CODES = ['single', 'double', 'twin', 'triple', 'deluxe', 'family', 'suite'] as const;
export type RoomTypeCode = (typeof ROOM_TYPE_CODES)[number];
export const ROOM_TYPE_FILTERS = ['any', ...ROOM_TYPE_CODES] as const;
export type RoomTypeFilter = (typeof ROOM_TYPE_FILTERS)[number];

/** Who a room of each type takes: adults, children (2–11) and both together. Infants sleep in a cot. */
export const ROOM_TYPE_CAPACITY: Record<RoomTypeCode, { adults: number; children: number; occupancy: number }> = {
  single: { adults: 1, children: 1, occupancy: 2 },
  double: { adults: 2, children: 1, occupancy: 3 },
  twin: { adults: 2, children: 1, occupancy: 3 },
  triple: { adults: 3, children: 1, occupancy: 4 },
  deluxe: { adults: 2, children: 2, occupancy: 3 },
  family: { adults: 4, children: 3, occupancy: 5 },
  suite: { adults: 3, children: 2, occupancy: 4 },
};

export const BOARD_BASES = ['room_only', 'breakfast', 'half_board', 'full_board', 'all_inclusive'] as const;
export type BoardBasis = (typeof BOARD_BASES)[number];

/** Services the staff provide (the detail page's "services"). */
export const HOTEL_SERVICES = [
  'wake_up_call',
  'breakfast',
  'reception_24h',
  'room_service',
  'laundry',
  'airport_shuttle',
  'shrine_shuttle',
  'concierge',
  'currency_exchange',
  'luggage_storage',
  'tour_desk',
] as const;
/** What the building offers (the detail page's "amenities"). */
export const HOTEL_AMENITIES = [
  'internet',
  'coffee',
  'air_conditioning',
  'elevator',
  'restaurant',
  'parking',
  'prayer_room',
  'family_rooms',
  'accessible',
  'pool',
  'gym',
  'spa',
  'kids_club',
  'beach',
  'garden',
  'business_center',
] as const;
export const HOTEL_FACILITIES = [...HOTEL_SERVICES, ...HOTEL_AMENITIES] as const;
export type HotelFacility = (typeof HOTEL_FACILITIES)[number];

/** Amenities inside a room. */
export const ROOM_AMENITIES = [
  'air_conditioning',
  'wifi',
  'tv',
  'minibar',
  'kettle',
  'safe',
  'hairdryer',
  'desk',
  'bathtub',
  'balcony',
  'city_view',
  'sea_view',
  'sofa_bed',
] as const;
export type RoomAmenity = (typeof ROOM_AMENITIES)[number];

/** How a room type's beds are laid out. */
export const BEDDINGS = [
  'one_single',
  'one_double',
  'two_single',
  'one_double_one_single',
  'king',
  'two_double',
  'king_sofa_bed',
] as const;
export type Bedding = (typeof BEDDINGS)[number];

export const HOTEL_RULES = [
  'id_at_check_in',
  'family_documents',
  'no_smoking',
  'no_pets',
  'no_parties',
  'quiet_hours',
  'modest_dress',
  'no_alcohol',
  'children_welcome',
  'cots_on_request',
  'deposit_at_check_in',
] as const;
export type HotelRule = (typeof HOTEL_RULES)[number];

/** Languages the staff speak, as ISO 639-1 codes. */
export const HOTEL_LANGUAGES = ['ar', 'en', 'ku', 'tr', 'fa', 'de', 'fr', 'ru', 'ka', 'az', 'ur', 'ms'] as const;
export type HotelLanguage = (typeof HOTEL_LANGUAGES)[number];

export const HOTEL_SORTS = ['recommended', 'price_asc', 'price_desc', 'stars_desc', 'review_desc'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

export const MAX_NIGHTS = 30;
export const MAX_ROOMS = 8;
export const MAX_ADULTS_PER_ROOM = 4;
export const MAX_CHILDREN_PER_ROOM = 3;
export const MAX_INFANTS_PER_ROOM = 1;
/** Children are 2–11 on the day of check-in (the spec's age bands); younger ones are infants. */
export const CHILD_AGE = { min: 2, max: 11 } as const;
/** How far ahead rooms are sold. */
export const HOTEL_DAYS_AHEAD = 365;
export const HOTEL_PAGE_SIZE = 10;

export interface RoomOccupancy {
  adults: number;
  /** One age per child; a child without an age is `null`. */
  childrenAges: Array<number | null>;
  infants: number;
}

/** Message keys (of `messages.ts`) the stay and room rules give, with the field they belong to. */
export type HotelProblem = {
  field: string;
  key:
    | 'required'
    | 'invalid_choice'
    | 'invalid_date'
    | 'date_in_past'
    | 'hotel_date_too_far'
    | 'checkout_not_after_checkin'
    | 'stay_too_long'
    | 'room_needs_adult'
    | 'child_ages_required'
    | 'child_age_range'
    | 'room_over_capacity'
    | 'too_many_rooms'
    | 'too_small_number'
    | 'too_big_number'
    | 'infants_exceed_adults';
  params?: Record<string, string | number>;
};

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/**
 * Check-in and check-out: real dates, check-in from `today` (at the destination, when it is known) up to
 * the sales horizon, check-out after check-in and at most 30 nights later.
 */
export function checkStay(
  stay: { checkIn: string; checkOut: string },
  today?: string,
  fields: { checkIn: string; checkOut: string } = { checkIn: 'check_in', checkOut: 'check_out' },
): HotelProblem[] {
  const out: HotelProblem[] = [];
  const inOk = isIsoDate(stay.checkIn);
  const outOk = isIsoDate(stay.checkOut);
  if (!stay.checkIn) out.push({ field: fields.checkIn, key: 'required' });
  else if (!inOk) out.push({ field: fields.checkIn, key: 'invalid_date' });
  if (!stay.checkOut) out.push({ field: fields.checkOut, key: 'required' });
  else if (!outOk) out.push({ field: fields.checkOut, key: 'invalid_date' });
  if (inOk && today) {
    if (stay.checkIn < today) out.push({ field: fields.checkIn, key: 'date_in_past' });
    else if (stay.checkIn > addDays(today, HOTEL_DAYS_AHEAD))
      out.push({ field: fields.checkIn, key: 'hotel_date_too_far', params: { days: HOTEL_DAYS_AHEAD } });
  }
  if (inOk && outOk) {
    const nights = nightsBetween(stay.checkIn, stay.checkOut);
    if (nights < 1) out.push({ field: fields.checkOut, key: 'checkout_not_after_checkin' });
    else if (nights > MAX_NIGHTS)
      out.push({ field: fields.checkOut, key: 'stay_too_long', params: { max: MAX_NIGHTS } });
  }
  return out;
}

/** The largest capacity any room type has, for `any`. */
function capacityOf(roomType: RoomTypeFilter) {
  if (roomType !== 'any') return ROOM_TYPE_CAPACITY[roomType];
  return {
    adults: Math.max(...ROOM_TYPE_CODES.map((c) => ROOM_TYPE_CAPACITY[c].adults)),
    children: Math.max(...ROOM_TYPE_CODES.map((c) => ROOM_TYPE_CAPACITY[c].children)),
    occupancy: Math.max(...ROOM_TYPE_CODES.map((c) => ROOM_TYPE_CAPACITY[c].occupancy)),
  };
}

/** Whether a room of a type (or of some type, for `any`) takes these guests. */
export function fitsRoomType(room: RoomOccupancy, roomType: RoomTypeFilter): boolean {
  const types = roomType === 'any' ? ROOM_TYPE_CODES : [roomType];
  return types.some((code) => {
    const cap = ROOM_TYPE_CAPACITY[code];
    const children = room.childrenAges.length;
    return room.adults <= cap.adults && children <= cap.children && room.adults + children <= cap.occupancy;
  });
}

/**
 * Each room: at least one adult, limits per room, an age (2–11) for every child, no more infants than
 * adults, and guests a room of the chosen type takes. Fields are named `<prefix>.<i>.adults` and so on.
 */
export function checkRooms(rooms: RoomOccupancy[], roomType: RoomTypeFilter = 'any', prefix = 'rooms'): HotelProblem[] {
  const out: HotelProblem[] = [];
  if (rooms.length < 1) out.push({ field: prefix, key: 'too_small_number', params: { min: 1 } });
  if (rooms.length > MAX_ROOMS) out.push({ field: prefix, key: 'too_many_rooms', params: { max: MAX_ROOMS } });
  rooms.forEach((room, i) => {
    const at = `${prefix}.${i}`;
    const before = out.length;
    if (room.adults < 1) out.push({ field: `${at}.adults`, key: 'room_needs_adult' });
    else if (room.adults > MAX_ADULTS_PER_ROOM)
      out.push({ field: `${at}.adults`, key: 'too_big_number', params: { max: MAX_ADULTS_PER_ROOM } });
    if (room.childrenAges.length > MAX_CHILDREN_PER_ROOM)
      out.push({ field: `${at}.children`, key: 'too_big_number', params: { max: MAX_CHILDREN_PER_ROOM } });
    room.childrenAges.forEach((age, j) => {
      if (age === null) out.push({ field: `${at}.children_ages.${j}`, key: 'child_ages_required' });
      else if (!Number.isInteger(age) || age < CHILD_AGE.min || age > CHILD_AGE.max)
        out.push({ field: `${at}.children_ages.${j}`, key: 'child_age_range', params: CHILD_AGE });
    });
    if (room.infants > MAX_INFANTS_PER_ROOM)
      out.push({ field: `${at}.infants`, key: 'too_big_number', params: { max: MAX_INFANTS_PER_ROOM } });
    else if (room.infants > Math.max(room.adults, 0) && room.adults >= 1)
      out.push({ field: `${at}.infants`, key: 'infants_exceed_adults' });
    if (out.length === before && !fitsRoomType(room, roomType)) {
      const cap = capacityOf(roomType);
      out.push({
        field: `${at}.adults`,
        key: 'room_over_capacity',
        params: { adults: cap.adults, children: cap.children, max: cap.occupancy },
      });
    }
  });
  return out;
}

export function isRoomTypeFilter(value: unknown): value is RoomTypeFilter {
  return typeof value === 'string' && (ROOM_TYPE_FILTERS as readonly string[]).includes(value);
}

/** Destination and hotel slugs: lower-case Latin letters, digits and hyphens. */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 80;
}

/** A nationality or country: an assigned ISO 3166-1 alpha-2 code in capitals (`ZZ` and `UK` are not). */
export function isCountryCode(value: string): boolean {
  return isIsoCountryCode(value);
}
