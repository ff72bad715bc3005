import type { CityProfile } from './reference-data.js';
import type { CatalogHotel, CatalogRate, CatalogSeason } from './catalog-types.js';
import { addDays, localToUtc } from '../../../lib/time-zones.js';
import type { RatePolicy, RoomStayPrice } from '../hotel-prices.js';

export type { RatePolicy, RoomStayPrice } from '../hotel-prices.js';

/*
 * Prices of the built-in supplier. A rate's nightly price in IQD is scaled by the season of the night
 * (the highest factor among the hotel's seasons that contain it, and the lunar peaks of pilgrimage cities)
 * and, in city hotels, by the local weekend; it is rounded to 250 dinars. Children add a supplement per
 * night; taxes are a share of the room price and the city fee is per room and night.
 */

const hijriParts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  day: 'numeric',
  month: 'numeric',
  timeZone: 'UTC',
});
const hijriCache = new Map<string, { month: number; day: number }>();

/** The Umm al-Qura month (1 = Muharram) and day of a Gregorian date. */
export function hijriOf(date: string): { month: number; day: number } {
  let hit = hijriCache.get(date);
  if (!hit) {
    const parts = hijriParts.formatToParts(new Date(`${date}T12:00:00Z`));
    hit = {
      month: Number(parts.find((p) => p.type === 'month')!.value),
      day: Number(parts.find((p) => p.type === 'day')!.value),
    };
    if (hijriCache.size > 5000) hijriCache.clear();
    hijriCache.set(date, hit);
  }
  return hit;
}

/**
 * Pilgrimage peaks follow the Hijri calendar: Muharram's first days (Ashura), Arbaeen (20 Safar) and mid-
 * Sha'ban in the shrine cities; Ramadan (its last ten nights most) and the Hajj days in Makkah and Madinah.
 */
export function lunarFactorBp(profile: CityProfile, date: string): number {
  if (profile !== 'pilgrim' && profile !== 'holy') return 10_000;
  const { month, day } = hijriOf(date);
  if (profile === 'pilgrim') {
    if (month === 1 && day <= 12) return 15_000;
    if (month === 2 && day >= 12 && day <= 22) return 20_000;
    if (month === 8 && day >= 12 && day <= 16) return 14_000;
    return 10_000;
  }
  if (month === 9) return day >= 20 ? 18_000 : 14_000;
  if (month === 12 && day <= 13) return 22_000;
  return 10_000;
}

function inSeason(season: CatalogSeason, monthDay: number): boolean {
  return season.start <= season.end
    ? monthDay >= season.start && monthDay <= season.end
    : monthDay >= season.start || monthDay <= season.end;
}

/** The night's price factor in basis points: the highest matching season, else 1. */
export function seasonFactorBp(hotel: CatalogHotel, date: string): number {
  const monthDay = Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
  let factor = 0;
  for (const s of hotel.seasons) if (inSeason(s, monthDay) && s.factorBp > factor) factor = s.factorBp;
  const base = factor || 10_000;
  const lunar = lunarFactorBp(hotel.destination.profile, date);
  return lunar > 10_000 ? Math.max(base, lunar) : base;
}

function isWeekendNight(hotel: CatalogHotel, date: string): boolean {
  return hotel.destination.weekendNights.includes(new Date(`${date}T00:00:00Z`).getUTCDay());
}

/*
 * The arithmetic is done in whole numbers of the Number type: a nightly price (below 10^7 IQD) times two
 * factors in basis points stays below 2^53, so every step is exact, and the search avoids BigInt on its hot
 * path. Amounts leave as bigint.
 */
const round250 = (value: number) => Math.floor((value + 125) / 250) * 250;

/** The night's factors of a hotel (season × weekend, in basis points each), kept per hotel and date. */
const factorCache = new WeakMap<CatalogHotel, Map<string, { season: number; weekend: number }>>();
function factorsOf(hotel: CatalogHotel, date: string) {
  let byDate = factorCache.get(hotel);
  if (!byDate) factorCache.set(hotel, (byDate = new Map()));
  let f = byDate.get(date);
  if (!f) {
    f = { season: seasonFactorBp(hotel, date), weekend: isWeekendNight(hotel, date) ? hotel.row.weekendBp : 10_000 };
    if (byDate.size > 2000) byDate.clear();
    byDate.set(date, f);
  }
  return f;
}

function nightlyNumber(rate: CatalogRate, date: string, children: number): number {
  const { season, weekend } = factorsOf(rate.roomType.hotel, date);
  const room = round250(Math.floor((Number(rate.nightlyIqd) * season * weekend) / 100_000_000));
  const child = children ? round250(Math.floor((Number(rate.childNightlyIqd) * season) / 10_000)) * children : 0;
  return room + child;
}

/** The room's price for one night, with `children` children, in IQD. */
export function nightlyPrice(rate: CatalogRate, date: string, children: number): bigint {
  return BigInt(nightlyNumber(rate, date, children));
}

export function nightsOf(checkIn: string, checkOut: string): string[] {
  const out: string[] = [];
  for (let d = checkIn; d < checkOut; d = addDays(d, 1)) out.push(d);
  return out;
}

/** One room at one rate for the stay: nights, taxes (rounded half up to the dinar) and the city fee. */
export function priceRoomStay(rate: CatalogRate, nights: string[], children: number): RoomStayPrice {
  const nightly = nights.map((date) => ({ date, iqd: nightlyPrice(rate, date, children) }));
  const subtotal = nightly.reduce((sum, n) => sum + n.iqd, 0n);
  const hotel = rate.roomType.hotel.row;
  const taxes = (subtotal * BigInt(hotel.taxBp) + 5_000n) / 10_000n;
  const fees = hotel.cityFeeIqd * BigInt(nights.length);
  return { nightly, subtotal, taxes, fees, total: subtotal + taxes + fees };
}

/** The total only, without the nightly list: the search's hot path. */
export function roomStayTotal(rate: CatalogRate, nights: string[], children: number): bigint {
  let subtotal = 0;
  for (const date of nights) subtotal += nightlyNumber(rate, date, children);
  const hotel = rate.roomType.hotel.row;
  const taxes = Math.floor((subtotal * hotel.taxBp + 5_000) / 10_000);
  return BigInt(subtotal + taxes) + hotel.cityFeeIqd * BigInt(nights.length);
}

/**
 * A rate's cancellation policy for a stay: free until `freeCancelDays` days before check-in at the hotel's
 * check-in time (local), then the penalty share of the stay; non-refundable rates charge everything.
 */
export function ratePolicy(rate: CatalogRate, checkIn: string, now = Date.now()): RatePolicy {
  const hotel = rate.roomType.hotel;
  const checkInAt = localToUtc(checkIn, hotel.checkInMinutes, hotel.destination.timeZone);
  if (!rate.refundable || rate.freeCancelDays === null)
    return { refundable: false, freeUntil: null, checkInAt, penaltyBp: 10_000 };
  const deadline = localToUtc(addDays(checkIn, -rate.freeCancelDays), hotel.checkInMinutes, hotel.destination.timeZone);
  return { refundable: true, freeUntil: deadline > now ? deadline : null, checkInAt, penaltyBp: rate.penaltyBp };
}

/** A hold lasts until the free-cancellation deadline, and needs at least an hour of it. */
export const MIN_HOLD_MS = 3_600_000;
export function holdUntil(policy: RatePolicy, now = Date.now()): number | null {
  return policy.freeUntil !== null && policy.freeUntil - now >= MIN_HOLD_MS ? policy.freeUntil : null;
}
