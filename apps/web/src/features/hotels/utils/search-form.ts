import {
  checkRooms,
  checkStay,
  isCountryCode,
  isRoomTypeFilter,
  isSlug,
  MAX_ROOMS,
  type HotelProblem,
  type RoomOccupancy,
  type RoomTypeFilter,
} from '@portal/contracts/hotel-constants';
import { buildHotelSearchPath, type HotelRoomParams, type RouteParams } from '@portal/contracts/routes';
import { addDaysIso } from '../../../lib/dates';

/*
 * The hotel search as the form holds it, the `hotel.search` URL it opens and the way back from a URL (issue 5).
 * The rules are the contract's own (`hotel-constants`, no zod), so the form and the API say the same.
 */

export interface HotelSearchValues {
  /** A city's or a hotel's slug. */
  destination: string;
  checkIn: string;
  checkOut: string;
  nationality: string;
  rooms: RoomOccupancy[];
  roomType: RoomTypeFilter;
}

/** Problems by the API's field names (`check_in`, `rooms.0.adults`…), as message keys with their parameters. */
export type SearchProblems = Record<
  string,
  {
    key: HotelProblem['key'] | 'unknown_destination' | 'invalid_country' | 'invalid_type';
    params?: Record<string, string | number>;
  }
>;

/** Today in the browser's calendar. */
export function localToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const EMPTY_ROOM: RoomOccupancy = { adults: 2, childrenAges: [], infants: 0 };

export function defaultSearchValues(today = localToday()): HotelSearchValues {
  return {
    destination: '',
    checkIn: addDaysIso(today, 14),
    checkOut: addDaysIso(today, 17),
    nationality: 'IQ',
    rooms: [{ ...EMPTY_ROOM }],
    roomType: 'any',
  };
}

export function totals(rooms: RoomOccupancy[]) {
  return {
    adults: rooms.reduce((s, r) => s + r.adults, 0),
    children: rooms.reduce((s, r) => s + r.childrenAges.length, 0),
    infants: rooms.reduce((s, r) => s + r.infants, 0),
  };
}

/** What the form can check itself: a destination, the stay and the rooms. */
export function validateSearch(values: HotelSearchValues, today = localToday()): SearchProblems {
  const problems: SearchProblems = {};
  if (!values.destination) problems.destination = { key: 'required' };
  else if (!isSlug(values.destination)) problems.destination = { key: 'unknown_destination' };
  if (!isCountryCode(values.nationality)) problems.nationality = { key: 'invalid_country' };
  for (const p of [
    ...checkStay({ checkIn: values.checkIn, checkOut: values.checkOut }, today),
    ...checkRooms(values.rooms, values.roomType),
  ])
    problems[p.field] ??= p.params ? { key: p.key, params: p.params } : { key: p.key };
  return problems;
}

/** The `hotel.search` URL: totals in the path, each room's guests in the query string. */
export function searchPath(values: HotelSearchValues): string {
  const t = totals(values.rooms);
  return buildHotelSearchPath(
    {
      from: values.destination,
      checkIn: values.checkIn,
      checkOut: values.checkOut,
      nationality: values.nationality,
      adult: t.adults,
      child: t.children,
      infant: t.infants,
      room: values.rooms.length,
      roomType: values.roomType,
    },
    values.rooms,
  );
}

/** The stay and rooms as a query string for the detail page: every room written out, as in `hotel.search`. */
export function stayQuery(values: Omit<HotelSearchValues, 'destination'>): string {
  const query = new URLSearchParams({
    checkin: values.checkIn,
    checkout: values.checkOut,
    nationality: values.nationality,
    'room-type': values.roomType,
  });
  values.rooms.forEach((room, i) => {
    query.append(`adults${i + 1}`, String(room.adults));
    if (room.childrenAges.length) query.append(`ages${i + 1}`, room.childrenAges.map((a) => a ?? '').join(','));
    if (room.infants) query.append(`infants${i + 1}`, String(room.infants));
  });
  return `?${query.toString().replaceAll('%2C', ',')}`;
}

const count = (text: string): number | null => (/^\d{1,2}$/.test(text) ? Number(text) : null);

/** Spreads `total` over `rooms` as evenly as possible, the first rooms taking one more. */
function spread(total: number, rooms: number): number[] {
  return Array.from({ length: rooms }, (_, i) => Math.floor(total / rooms) + (i < total % rooms ? 1 : 0));
}

/**
 * A `hotel.search` URL read back. Nothing throws: every value is kept as written (so the form can show it)
 * and what is wrong is listed by the API's field names. Without per-room values in the query string, the
 * path's totals are spread over the rooms, and children then have no ages (which is reported).
 */
export function searchFromUrl(
  params: RouteParams<'hotel.search'>,
  roomParams: HotelRoomParams[],
  today = localToday(),
): { values: HotelSearchValues; problems: SearchProblems } {
  const problems: SearchProblems = {};
  const adult = count(params.adult);
  const child = count(params.child);
  const infant = count(params.infant);
  const room = count(params.room);
  if (adult === null) problems.adults = { key: 'invalid_type' };
  if (child === null) problems.children = { key: 'invalid_type' };
  if (infant === null) problems.infants = { key: 'invalid_type' };
  if (room === null || room < 1) problems.rooms = { key: 'invalid_type' };
  else if (room > MAX_ROOMS) problems.rooms = { key: 'too_many_rooms', params: { max: MAX_ROOMS } };

  let rooms: RoomOccupancy[];
  if (roomParams.length > 0) {
    rooms = roomParams.map((r) => ({
      adults: count(r.adults) ?? 0,
      childrenAges: r.ages ? r.ages.split(',').map((a) => (/^\d{1,2}$/.test(a.trim()) ? Number(a) : null)) : [],
      infants: count(r.infants || '0') ?? 0,
    }));
    const t = totals(rooms);
    if (rooms.length !== room || t.adults !== adult || t.children !== child || t.infants !== infant)
      problems.rooms ??= { key: 'invalid_type' };
  } else {
    const n = Math.min(Math.max(room ?? 1, 1), MAX_ROOMS);
    const adults = spread(adult ?? 1, n);
    const children = spread(child ?? 0, n);
    const infants = spread(infant ?? 0, n);
    rooms = adults.map((a, i) => ({
      adults: a,
      childrenAges: Array.from({ length: children[i]! }, () => null),
      infants: infants[i]!,
    }));
  }
  const roomType = isRoomTypeFilter(params.roomType) ? params.roomType : 'any';
  if (!isRoomTypeFilter(params.roomType)) problems.room_type = { key: 'invalid_choice' };
  const values: HotelSearchValues = {
    destination: params.from,
    checkIn: params.checkIn,
    checkOut: params.checkOut,
    nationality: params.nationality.toUpperCase(),
    rooms,
    roomType,
  };
  for (const [field, problem] of Object.entries(validateSearch(values, today))) problems[field] ??= problem;
  return { values, problems };
}

/** The stay of the detail page's query string (check-in, check-out, nationality, room type, rooms). */
export function stayFromQuery(
  read: (key: string) => string,
  roomParams: HotelRoomParams[],
  today = localToday(),
): { values: Omit<HotelSearchValues, 'destination'>; problems: SearchProblems } | null {
  const checkIn = read('checkin');
  const checkOut = read('checkout');
  if (!checkIn && !checkOut) return null;
  const rooms = (roomParams.length ? roomParams : [{ adults: '2', ages: '', infants: '' }]).map((r) => ({
    adults: count(r.adults) ?? 0,
    childrenAges: r.ages ? r.ages.split(',').map((a) => (/^\d{1,2}$/.test(a.trim()) ? Number(a) : null)) : [],
    infants: count(r.infants || '0') ?? 0,
  }));
  const roomType = read('room-type');
  const values = {
    checkIn,
    checkOut,
    nationality: (read('nationality') || 'IQ').toUpperCase(),
    rooms,
    roomType: isRoomTypeFilter(roomType) ? roomType : ('any' as const),
  };
  const problems = validateSearch({ ...values, destination: 'x' }, today);
  return { values, problems };
}

/** The API's body for the stay and rooms. */
export function roomsBody(rooms: RoomOccupancy[]) {
  return rooms.map((r) => ({
    adults: r.adults,
    children: r.childrenAges.length,
    children_ages: r.childrenAges.filter((a): a is number => a !== null),
    infants: r.infants,
  }));
}
