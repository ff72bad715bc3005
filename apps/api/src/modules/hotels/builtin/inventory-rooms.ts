import {
  ROOM_TYPE_CAPACITY,
  type BoardBasis,
  type RoomAmenity,
  type RoomTypeCode,
} from '@portal/contracts/hotel-constants';
import type { LocalizedText } from '@portal/contracts/i18n';
import { derivedId } from '../../../lib/ids.js';
import type { RatePlanSeed, RoomTypeSeed, SeasonSeed } from './inventory-types.js';
import type { Random } from '../../../lib/random.js';
import type { CitySpec } from './reference-data.js';

/*
 * The rooms, rates and seasons of the generated inventory: room types by stars and city, names, beds and
 * sizes, nightly prices by stars, room type and board, and each city profile's seasons.
 */

const STAR_PRICE = [0.45, 0.65, 1, 1.6, 2.6];
const TYPE_PRICE: Record<RoomTypeCode, number> = {
  single: 0.8,
  double: 1,
  twin: 1,
  triple: 1.3,
  deluxe: 1.35,
  family: 1.6,
  suite: 2.3,
};
const BOARD_PRICE: Record<BoardBasis, number> = {
  room_only: 1,
  breakfast: 1.1,
  half_board: 1.25,
  full_board: 1.38,
  all_inclusive: 1.6,
};

const ROOM_NAMES: Record<RoomTypeCode, LocalizedText> = {
  single: { ar: 'غرفة مفردة قياسية', en: 'Standard Single Room', de: 'Standard-Einzelzimmer' },
  double: { ar: 'غرفة مزدوجة', en: 'Double Room', de: 'Doppelzimmer' },
  twin: { ar: 'غرفة بسريرين منفصلين', en: 'Twin Room', de: 'Zweibettzimmer' },
  triple: { ar: 'غرفة ثلاثية', en: 'Triple Room', de: 'Dreibettzimmer' },
  deluxe: { ar: 'غرفة ديلوكس', en: 'Deluxe Room', de: 'Deluxe-Zimmer' },
  family: { ar: 'غرفة عائلية', en: 'Family Room', de: 'Familienzimmer' },
  suite: { ar: 'جناح', en: 'Suite', de: 'Suite' },
};
const VIEW_NAMES = {
  sea: { ar: 'بإطلالة على البحر', en: 'with Sea View', de: 'mit Meerblick' },
  city: { ar: 'بإطلالة على المدينة', en: 'with City View', de: 'mit Stadtblick' },
  shrine: { ar: 'بإطلالة على الحرم', en: 'with Shrine View', de: 'mit Blick auf den Schrein' },
} satisfies Record<string, LocalizedText>;
const BEDDING: Record<RoomTypeCode, string> = {
  single: 'one_single',
  double: 'one_double',
  twin: 'two_single',
  triple: 'one_double_one_single',
  deluxe: 'king',
  family: 'two_double',
  suite: 'king_sofa_bed',
};
const SIZE: Record<RoomTypeCode, [number, number]> = {
  single: [14, 18],
  double: [20, 26],
  twin: [20, 26],
  triple: [26, 32],
  deluxe: [30, 38],
  family: [34, 45],
  suite: [50, 80],
};

/** Which room types a hotel has, by stars and city. */
export function roomTypesFor(stars: number, city: CitySpec, rnd: Random): RoomTypeCode[] {
  const groups = city.profile === 'pilgrim' || city.profile === 'holy';
  const types: RoomTypeCode[] =
    stars <= 2
      ? ['single', 'double', 'triple']
      : stars === 3
        ? ['single', 'double', 'twin', 'triple']
        : stars === 4
          ? ['double', 'twin', 'deluxe', 'suite']
          : ['double', 'deluxe', 'twin', 'suite'];
  if (stars >= 4 && rnd.chance(0.5)) types.unshift('single');
  if (groups || city.profile === 'beach' || rnd.chance(0.5)) types.push('family');
  if (groups && stars >= 4 && !types.includes('triple')) types.splice(2, 0, 'triple');
  return [...new Set(types)];
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** Seasons by the city's profile: month-day ranges and a price factor (basis points). */
export function seasonsFor(city: CitySpec): Array<Omit<SeasonSeed, 'hotelId'>> {
  switch (city.profile) {
    case 'summer':
      return [
        { code: 'low', startMd: '11-15', endMd: '03-15', factorBp: 8500 },
        { code: 'spring', startMd: '04-15', endMd: '06-14', factorBp: 11000 },
        { code: 'summer', startMd: '06-15', endMd: '09-15', factorBp: 13500 },
        { code: 'new-year', startMd: '12-24', endMd: '01-02', factorBp: 13000 },
      ];
    case 'beach':
      return [
        { code: 'low', startMd: '11-01', endMd: '03-31', factorBp: 7500 },
        { code: 'spring', startMd: '04-15', endMd: '05-31', factorBp: 11000 },
        { code: 'summer', startMd: '06-01', endMd: '09-30', factorBp: 14000 },
        { code: 'autumn', startMd: '10-01', endMd: '10-31', factorBp: 11000 },
      ];
    case 'gulf':
      return [
        { code: 'winter', startMd: '11-01', endMd: '03-31', factorBp: 13000 },
        { code: 'festive', startMd: '12-20', endMd: '01-05', factorBp: 16000 },
        { code: 'summer', startMd: '06-01', endMd: '08-31', factorBp: 8000 },
      ];
    case 'mountain':
      return [
        { code: 'nowruz', startMd: '03-18', endMd: '03-25', factorBp: 13000 },
        { code: 'summer', startMd: '06-01', endMd: '08-31', factorBp: 12500 },
        { code: 'winter', startMd: '12-01', endMd: '02-28', factorBp: 9000 },
      ];
    case 'city':
      return [
        { code: 'summer', startMd: '06-15', endMd: '08-31', factorBp: 9000 },
        { code: 'new-year', startMd: '12-28', endMd: '01-02', factorBp: 11500 },
      ];
    case 'pilgrim':
      return city.country === 'IR' ? [{ code: 'nowruz', startMd: '03-18', endMd: '04-02', factorBp: 14000 }] : [];
    case 'holy':
      return [];
  }
}

/** A hotel's room types and their rate plans: a refundable rate per board, and cheaper non-refundable ones. */
export function roomsAndRates(
  hotel: { id: string; slug: string; stars: number; quality: number; breakfast: boolean; types: RoomTypeCode[] },
  city: CitySpec,
  rnd: Random,
): { roomTypes: RoomTypeSeed[]; ratePlans: RatePlanSeed[] } {
  const { id, slug, stars, quality, breakfast, types } = hotel;
  const resortCity = city.profile === 'beach';
  const roomTypes: RoomTypeSeed[] = [];
  const ratePlans: RatePlanSeed[] = [];
  const base = city.priceLevel * STAR_PRICE[stars - 1]! * quality;
  const freeDays = stars >= 4 ? rnd.pick([2, 3, 7]) : rnd.pick([1, 2, 3]);
  types.forEach((code, sort) => {
    const roomTypeId = derivedId('hotel-room-type', slug, code);
    const cap = ROOM_TYPE_CAPACITY[code];
    const view =
      stars >= 4 && ['deluxe', 'suite'].includes(code)
        ? city.profile === 'beach' || city.profile === 'gulf'
          ? VIEW_NAMES.sea
          : city.profile === 'pilgrim' || city.profile === 'holy'
            ? VIEW_NAMES.shrine
            : VIEW_NAMES.city
        : null;
    const roomName = view
      ? {
          ar: `${ROOM_NAMES[code].ar} ${view.ar}`,
          en: `${ROOM_NAMES[code].en} ${view.en}`,
          de: `${ROOM_NAMES[code].de} ${view.de}`,
        }
      : ROOM_NAMES[code];
    const amenities: RoomAmenity[] = ['air_conditioning', 'wifi', 'tv'];
    if (stars >= 3) amenities.push('kettle', 'safe', 'hairdryer');
    if (stars >= 4) amenities.push('minibar', 'desk');
    if (code === 'suite' || (code === 'deluxe' && stars === 5)) amenities.push('bathtub');
    if (code === 'suite') amenities.push('sofa_bed');
    if (view === VIEW_NAMES.sea) amenities.push('sea_view', 'balcony');
    if (view === VIEW_NAMES.city) amenities.push('city_view');
    roomTypes.push({
      id: roomTypeId,
      hotelId: id,
      code,
      name: roomName,
      maxAdults: cap.adults,
      maxChildren: cap.children,
      maxOccupancy: cap.occupancy,
      bedding: BEDDING[code],
      sizeSqm: rnd.int(...SIZE[code]) + (stars - 3) * 2,
      amenities,
      rooms: code === 'suite' ? rnd.int(2, 5) : rnd.int(4, 14),
      sort,
    });

    const boards: BoardBasis[] = resortCity
      ? stars >= 4
        ? ['half_board', 'all_inclusive']
        : ['breakfast', 'half_board']
      : breakfast
        ? stars >= 3
          ? ['room_only', 'breakfast']
          : ['breakfast']
        : ['room_only'];
    if ((city.profile === 'pilgrim' || city.profile === 'holy') && stars >= 4) boards.push('half_board');
    const roomPrice = base * TYPE_PRICE[code];
    boards.forEach((board, i) => {
      const nightly = roundTo(roomPrice * BOARD_PRICE[board], 1000);
      const child = board === 'room_only' ? 0 : roundTo(nightly * 0.12, 500);
      ratePlans.push({
        id: derivedId('hotel-rate', slug, code, board, 'flex'),
        hotelId: id,
        roomTypeId,
        board,
        refundable: true,
        freeCancelDays: freeDays,
        penaltyBp: rnd.pick([3000, 5000, 10000]),
        nightlyIqd: BigInt(nightly),
        childNightlyIqd: BigInt(child),
      });
      // The last board of each room also sells cheaper without refunds.
      if (i === boards.length - 1 || (stars >= 4 && board === 'room_only'))
        ratePlans.push({
          id: derivedId('hotel-rate', slug, code, board, 'nonref'),
          hotelId: id,
          roomTypeId,
          board,
          refundable: false,
          freeCancelDays: null,
          penaltyBp: 10000,
          nightlyIqd: BigInt(roundTo(nightly * 0.9, 1000)),
          childNightlyIqd: BigInt(child),
        });
    });
  });
  return { roomTypes, ratePlans };
}
