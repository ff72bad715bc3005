import type { HotelBookingDetails } from '@portal/contracts/hotels';
import type { Lang } from '@portal/contracts/i18n';
import type { Tx } from '../../db/client.js';
import type { BookingRow } from '../bookings/bookings.repository.js';
import type { ServiceHandler } from '../bookings/bookings.service.js';
import * as repo from './hotels.repository.js';

/** What a hotel booking keeps besides what it shows: the rooms taken per type and night, and each room's policy. */
export interface HotelBookingStore {
  method: 'wallet' | 'hold';
  hotel: HotelBookingDetails;
  nights: string[];
  allotments: Array<{ roomTypeId: string; rooms: number }>;
  policies: Array<{
    refundable: boolean;
    freeUntil: number | null;
    checkInAt: number;
    penaltyBp: number;
    totalIqd: string;
  }>;
}

/** The penalty (IQD) for cancelling now: rooms past their free period (or never free) cost their penalty share. */
export function hotelPenaltyIqd(store: HotelBookingStore, now = Date.now()): bigint {
  return store.policies.reduce((sum, p) => {
    const free = p.refundable && p.freeUntil !== null && now < p.freeUntil;
    return sum + (free ? 0n : (BigInt(p.totalIqd) * BigInt(p.penaltyBp)) / 10_000n);
  }, 0n);
}

/** Gives every room back on every night of the stay (cancelled, or a hold that expired). */
export async function releaseHotelRooms(tx: Tx, store: HotelBookingStore) {
  for (const a of [...store.allotments].sort((x, y) => x.roomTypeId.localeCompare(y.roomTypeId)))
    await repo.releaseRooms(tx, { roomTypeId: a.roomTypeId, nights: store.nights, rooms: a.rooms });
}

/** Hotel bookings: refunds follow each room's rate until check-in; the rooms go back to sale per night. */
export function createHotelHandler(onChange: () => void): ServiceHandler {
  return {
    cancellationRule(row: BookingRow) {
      const store = row.details as HotelBookingStore;
      const now = Date.now();
      const penaltyIqd = hotelPenaltyIqd(store, now);
      const total = store.policies.reduce((sum, p) => sum + BigInt(p.totalIqd), 0n);
      const refundable = store.policies.filter((p) => p.refundable).length;
      return {
        allowed: store.policies.every((p) => now < p.checkInAt),
        penaltyPercent: total > 0n ? Number((penaltyIqd * 100n) / total) : 0,
        penaltyIqd,
        rule:
          refundable === store.policies.length ? 'refundable' : refundable === 0 ? 'non_refundable' : 'as_per_rules',
        feesIqd: 0n,
      };
    },

    async release(tx: Tx, row: BookingRow) {
      await releaseHotelRooms(tx, row.details as HotelBookingStore);
      onChange();
    },

    changed: onChange,

    title(row: BookingRow, lang: Lang = 'en') {
      const { hotel } = row.details as HotelBookingStore;
      const comma = lang === 'ar' ? '،' : ',';
      return { title: `${hotel.hotel.name[lang]}${comma} ${hotel.hotel.city[lang]}`, travelDate: hotel.check_in };
    },
  };
}
