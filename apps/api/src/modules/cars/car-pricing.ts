import { CAR_LENGTH_DISCOUNTS, MAX_RENTAL_DAYS } from '@portal/contracts/cars';
import { AppError } from '../../lib/app-error.js';
import { localToUtc } from '../../lib/time-zones.js';
import type { OfferRow } from './builtin/cars.repository.js';

/** The extras chosen for a rental. */
export interface CarExtras {
  childSeats: number;
  extraDriver: boolean;
  fullCover: boolean;
}

/** A rental's price in exact IQD: the parts the detail, the booking and the voucher show. */
export interface RentalPrice {
  days: number;
  daily: bigint;
  base: bigint;
  discountPercent: number;
  discount: bigint;
  oneWayFee: bigint;
  extras: Array<{ code: 'child_seat' | 'extra_driver' | 'full_cover'; count: number; total: bigint }>;
  total: bigint;
}

const minutesOf = (at: string) => Number(at.slice(11, 13)) * 60 + Number(at.slice(14, 16));

/** Whole days charged: each started 24 hours of the rental (local times of the same city). */
export function rentalDays(pickup: string, dropoff: string): number {
  const ms = Date.parse(`${dropoff}:00Z`) - Date.parse(`${pickup}:00Z`);
  return Math.max(1, Math.ceil(ms / 86_400_000));
}

/** The UTC instant of a local `YYYY-MM-DDTHH:MM` at an office. */
export function instantAt(at: string, timeZone: string): number {
  return localToUtc(at.slice(0, 10), minutesOf(at), timeZone);
}

/** The share of the daily rate a rental of `days` saves. */
export function discountPercent(days: number): number {
  let percent = 0;
  for (const tier of CAR_LENGTH_DISCOUNTS) if (days >= tier.days) percent = tier.percent;
  return percent;
}

/**
 * Refuses a rental that cannot be booked: a pick-up already past at the office (or more than a year ahead), one
 * longer than the longest rental. Drop-off before pick-up is the contract's (`dropoff_before_pickup`).
 */
export function checkRental(pickup: string, dropoff: string, timeZone: string, now: number) {
  const at = instantAt(pickup, timeZone);
  if (at < now) throw new AppError('validation_failed', { fields: [{ field: 'pickup', key: 'pickup_in_past' }] });
  if (at > now + 366 * 86_400_000)
    throw new AppError('validation_failed', { fields: [{ field: 'pickup', key: 'pickup_too_far' }] });
  if (rentalDays(pickup, dropoff) > MAX_RENTAL_DAYS)
    throw new AppError('validation_failed', {
      fields: [{ field: 'dropoff', key: 'rental_too_long', params: { max: MAX_RENTAL_DAYS } }],
    });
}

/** The price of renting an offer for `days`, dropped at another office or not, with the extras chosen. */
export function priceRental(offer: OfferRow, days: number, oneWay: boolean, extras: CarExtras): RentalPrice {
  const base = offer.dailyIqd * BigInt(days);
  const percent = discountPercent(days);
  const discount = (base * BigInt(percent)) / 100n;
  const oneWayFee = oneWay ? offer.oneWayFeeIqd : 0n;
  const parts: RentalPrice['extras'] = [];
  const d = BigInt(days);
  if (extras.childSeats > 0)
    parts.push({
      code: 'child_seat',
      count: extras.childSeats,
      total: offer.childSeatDailyIqd * d * BigInt(extras.childSeats),
    });
  if (extras.extraDriver && !offer.withDriver)
    parts.push({ code: 'extra_driver', count: 1, total: offer.extraDriverDailyIqd * d });
  if (extras.fullCover) parts.push({ code: 'full_cover', count: 1, total: offer.fullCoverDailyIqd * d });
  const total = base - discount + oneWayFee + parts.reduce((s, p) => s + p.total, 0n);
  return { days, daily: offer.dailyIqd, base, discountPercent: percent, discount, oneWayFee, extras: parts, total };
}

/** Free cancellation until 48 hours before pick-up; then, until pick-up, this share is kept; after, nothing back. */
export const FREE_CANCELLATION_HOURS = 48;
export const LATE_PENALTY_PERCENT = 30;
