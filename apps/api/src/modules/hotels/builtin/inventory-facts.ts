import type { HotelFacility, HotelRule, RoomTypeCode } from '@portal/contracts/hotel-constants';
import type { Random } from '../../../lib/random.js';
import type { CitySpec } from './reference-data.js';

/** What a generated hotel offers, asks of its guests and speaks, by stars and the city's profile. */

export function facilitiesFor(stars: number, city: CitySpec, district: string, types: RoomTypeCode[], rnd: Random) {
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

export function rulesFor(stars: number, city: CitySpec, rnd: Random): HotelRule[] {
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

export function languagesFor(stars: number, city: CitySpec, rnd: Random): string[] {
  const langs = city.languages.filter((code, i) => i < 2 || stars >= 4 || rnd.chance(0.6));
  if (!langs.includes('ar') && (stars >= 4 || rnd.chance(0.4))) langs.push('ar');
  if (!langs.includes('en') && stars >= 3) langs.push('en');
  return langs;
}
