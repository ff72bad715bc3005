import {
  ROOM_TYPE_CAPACITY,
  type BoardBasis,
  type HotelFacility,
  type HotelRule,
  type RoomAmenity,
  type RoomTypeCode,
} from '@portal/contracts/hotel-constants';
import type { LocalizedText } from '@portal/contracts/i18n';
import { derivedId } from '../../lib/ids.js';
import { describeAll } from './descriptions.js';
import { seeded, type Random } from './random.js';
import { CITIES, HOTEL_WORD, NAME_STYLES, type CitySpec } from './reference-data.js';

/*
 * The built-in supplier's inventory, generated deterministically from the cities (a seeded PRNG per city):
 * the same hotels, rooms, rates and seasons on every machine, so tests and screenshots can rely on them.
 */

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
function roomTypesFor(stars: number, city: CitySpec, rnd: Random): RoomTypeCode[] {
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
function seasonsFor(city: CitySpec): Array<Omit<SeasonSeed, 'hotelId'>> {
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

function facilitiesFor(stars: number, city: CitySpec, district: string, types: RoomTypeCode[], rnd: Random) {
  const f = new Set<HotelFacility>(['internet', 'air_conditioning', 'luggage_storage']);
  const religious = city.profile === 'pilgrim' || city.profile === 'holy';
  if (stars >= 3 || rnd.chance(0.6)) f.add('wake_up_call');
  if (stars >= 2 && rnd.chance(0.85)) f.add('coffee');
  if (stars >= 3) f.add('reception_24h').add('elevator').add('restaurant');
  if (stars >= 3 || rnd.chance(stars === 2 ? 0.6 : 0.3)) f.add('breakfast');
  if (stars >= 4) f.add('room_service').add('accessible');
  if (stars >= 3 && rnd.chance(0.7)) f.add('laundry');
  if (rnd.chance(0.6)) f.add('parking');
  if (stars >= 4 && rnd.chance(0.6)) f.add('airport_shuttle');
  if (religious && rnd.chance(0.7)) f.add('shrine_shuttle');
  if ((religious || city.country === 'IQ' || city.profile === 'gulf') && rnd.chance(0.7)) f.add('prayer_room');
  if (types.includes('family')) f.add('family_rooms');
  const resort = city.profile === 'beach';
  if (resort || (stars === 5 && rnd.chance(0.8)) || (stars === 4 && !religious && rnd.chance(0.4))) f.add('pool');
  if (stars >= 4 && rnd.chance(0.7)) f.add('gym');
  if ((stars === 5 && rnd.chance(0.7)) || (resort && stars >= 4)) f.add('spa');
  if (resort && stars >= 4) f.add('kids_club');
  if (resort || (city.profile === 'gulf' && ['marina', 'jumeirah', 'the-pearl', 'west-bay'].includes(district)))
    f.add('beach');
  if ((city.profile === 'mountain' || resort) && rnd.chance(0.6)) f.add('garden');
  if ((city.profile === 'city' || city.profile === 'gulf') && stars >= 4) f.add('business_center');
  if (stars === 5) f.add('concierge');
  if (stars >= 4 && rnd.chance(0.5)) f.add('currency_exchange');
  if (['summer', 'mountain', 'beach'].includes(city.profile) && rnd.chance(0.5)) f.add('tour_desk');
  return [...f];
}

function rulesFor(stars: number, city: CitySpec, rnd: Random): HotelRule[] {
  const religious = city.profile === 'pilgrim' || city.profile === 'holy';
  const r: HotelRule[] = ['id_at_check_in'];
  if (['IQ', 'IR', 'SA'].includes(city.country)) r.push('family_documents');
  if (rnd.chance(0.8)) r.push('no_smoking');
  if (rnd.chance(0.9)) r.push('no_pets');
  if (rnd.chance(0.4)) r.push('no_parties');
  if (religious || rnd.chance(0.4)) r.push('quiet_hours');
  if (religious) r.push('modest_dress', 'no_alcohol');
  if (rnd.chance(0.8)) r.push('children_welcome');
  if (stars >= 3) r.push('cots_on_request');
  if (stars >= 4 && rnd.chance(0.4)) r.push('deposit_at_check_in');
  return r;
}

function languagesFor(stars: number, city: CitySpec, rnd: Random): string[] {
  const langs = city.languages.filter((code, i) => i < 2 || stars >= 4 || rnd.chance(0.6));
  if (!langs.includes('ar') && (stars >= 4 || rnd.chance(0.4))) langs.push('ar');
  if (!langs.includes('en') && stars >= 3) langs.push('en');
  return langs;
}

function cityHotels(city: CitySpec): Omit<Inventory, 'destinations'> {
  const rnd = seeded(`hotels:${city.slug}`);
  const hotels: HotelSeed[] = [];
  const roomTypes: RoomTypeSeed[] = [];
  const ratePlans: RatePlanSeed[] = [];
  const seasons: SeasonSeed[] = [];
  const used = new Set<string>();
  const resortCity = city.profile === 'beach';

  for (let n = 0; n < city.hotels; n++) {
    const stars = rnd.weighted(city.starMix) + 1;
    const district = city.districts[n % city.districts.length]!;
    const styles = NAME_STYLES.filter((s) => stars >= s.minStars && stars - s.minStars <= 3);
    let style = rnd.pick(styles);
    for (let tries = 0; used.has(`${style.slug}-${district.slug}`) && tries < 50; tries++) style = rnd.pick(styles);
    if (used.has(`${style.slug}-${district.slug}`))
      style = styles.find((s) => !used.has(`${s.slug}-${district.slug}`))!;
    used.add(`${style.slug}-${district.slug}`);
    const resort = resortCity && stars >= 4;
    const word = HOTEL_WORD[resort ? 'resort' : 'hotel'];
    const name: LocalizedText = {
      en: `${style.name.en} ${district.name.en} ${word.en}`,
      ar: `${word.ar} ${style.name.ar} ${district.name.ar}`,
      de: `${word.de} ${style.name.de} ${district.name.de}`,
    };
    const slug = `${style.slug}-${district.slug}-${city.slug}`;
    const id = derivedId('hotel', slug);

    // Within about 4 km of the centre (pilgrim hotels crowd around the shrine).
    const spread = city.profile === 'pilgrim' || city.profile === 'holy' ? 0.012 : 0.035;
    const lat = Number((city.lat + (rnd.next() - 0.5) * 2 * spread).toFixed(6));
    const lng = Number((city.lng + (rnd.next() - 0.5) * 2 * spread).toFixed(6));
    const distanceKm = Math.max(
      0.1,
      Math.hypot((lat - city.lat) * 111, (lng - city.lng) * 111 * Math.cos((city.lat * Math.PI) / 180)),
    );

    const types = roomTypesFor(stars, city, rnd);
    const facilities = facilitiesFor(stars, city, district.slug, types, rnd);
    const breakfast = facilities.includes('breakfast');
    const street = rnd.int(1, 120);
    const roomsTotal = rnd.int(stars * 12, stars * 45);
    const quality = 0.85 + rnd.next() * 0.35;
    const reviewScore = Math.min(9.8, Math.max(6, 5.4 + stars * 0.7 + (rnd.next() - 0.3) * 1.6));

    hotels.push({
      id,
      slug,
      destination: city.slug,
      name,
      stars,
      description: describeAll({
        name,
        stars,
        resort,
        district: district.name,
        city: city.name,
        landmark: city.landmark,
        distanceKm,
        rooms: roomsTotal,
        profile: city.profile,
        pool: facilities.includes('pool'),
        spa: facilities.includes('spa'),
        family: facilities.includes('family_rooms'),
        breakfast,
        view: stars >= 4,
      }),
      address: {
        ar: `شارع ${street}، ${district.name.ar}، ${city.name.ar}، ${city.countryName.ar}`,
        en: `Street ${street}, ${district.name.en}, ${city.name.en}, ${city.countryName.en}`,
        de: `Straße ${street}, ${district.name.de}, ${city.name.de}, ${city.countryName.de}`,
      },
      lat,
      lng,
      facilities,
      languages: languagesFor(stars, city, rnd),
      rules: rulesFor(stars, city, rnd),
      checkInTime: city.profile === 'holy' ? '16:00' : rnd.pick(['14:00', '14:00', '15:00', '13:00']),
      checkOutTime: city.profile === 'holy' ? '12:00' : rnd.pick(['12:00', '12:00', '11:00']),
      reviewScore: Math.round(reviewScore * 10) / 10,
      reviewCount: rnd.int(40, 300) * stars,
      bestseller: rnd.chance(0.18),
      featured: rnd.chance(0.12),
      rank: Math.round(quality * 100) + stars * 10,
      images: [`${slug}.webp`, ...[1, 2, 3, 4].map((i) => `${slug}-${i}.webp`)],
      taxBp: city.taxBp,
      cityFeeIqd: BigInt(city.cityFeeIqd * (stars >= 4 ? 2 : 1)),
      weekendBp: city.profile === 'pilgrim' || city.profile === 'holy' ? 10000 : 10000 + rnd.int(5, 15) * 100,
    });

    for (const season of seasonsFor(city)) seasons.push({ hotelId: id, ...season });

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
  }
  return { hotels, roomTypes, ratePlans, seasons };
}

export function generateInventory(): Inventory {
  const out: Inventory = { destinations: [], hotels: [], roomTypes: [], ratePlans: [], seasons: [] };
  for (const city of CITIES) {
    out.destinations.push({
      slug: city.slug,
      name: city.name,
      country: city.country,
      countryName: city.countryName,
      lat: city.lat,
      lng: city.lng,
      timeZone: city.timeZone,
      popularity: city.popularity,
    });
    const part = cityHotels(city);
    out.hotels.push(...part.hotels);
    out.roomTypes.push(...part.roomTypes);
    out.ratePlans.push(...part.ratePlans);
    out.seasons.push(...part.seasons);
  }
  return out;
}
