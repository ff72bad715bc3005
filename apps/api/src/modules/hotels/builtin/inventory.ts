import type { LocalizedText } from '@portal/contracts/i18n';
import { derivedId } from '../../../lib/ids.js';
import { describeAll } from './descriptions.js';
import { facilitiesFor, languagesFor, rulesFor } from './inventory-facts.js';
import { roomsAndRates, roomTypesFor, seasonsFor } from './inventory-rooms.js';
import type { HotelSeed, Inventory, RatePlanSeed, RoomTypeSeed, SeasonSeed } from './inventory-types.js';
import { seeded } from '../../../lib/random.js';
import { CITIES, HOTEL_WORD, NAME_STYLES, type CitySpec } from './reference-data.js';

/*
 * The built-in supplier's inventory, generated deterministically from the cities (a seeded PRNG per city):
 * the same hotels, rooms, rates and seasons on every machine, so tests and screenshots can rely on them.
 * Hotel facts are made here; rooms, rates and seasons in `inventory-rooms.ts`, facilities, rules and
 * languages in `inventory-facts.ts`, always in the same order of draws from the city's generator.
 */

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

    const rooms = roomsAndRates({ id, slug, stars, quality, breakfast, types }, city, rnd);
    roomTypes.push(...rooms.roomTypes);
    ratePlans.push(...rooms.ratePlans);
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
