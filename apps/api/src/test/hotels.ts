import type { TestContext } from './harness.js';
import type { TestUser } from './factories.js';
import { addDays, utcToLocal } from '../lib/time-zones.js';

/** Hotel search, selection and booking helpers for tests that need real hotel bookings. */
export const hotelDay = (n: number, timeZone = 'Europe/Istanbul') => addDays(utcToLocal(Date.now(), timeZone).date, n);

export interface RoomInput {
  adults: number;
  children?: number;
  children_ages?: number[];
  infants?: number;
}

export const twoAdults: RoomInput = { adults: 2 };

export function searchBody(over: Record<string, unknown> = {}) {
  return {
    destination: 'istanbul',
    check_in: hotelDay(30),
    check_out: hotelDay(33),
    nationality: 'IQ',
    rooms: [twoAdults],
    ...over,
  };
}

export const searchHotels = (ctx: TestContext, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/hotel-searches',
    headers: { _currency: 'IQD', ...headers },
    payload: body as object,
  });

export const hotelRates = (ctx: TestContext, hotelId: string, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/hotels/${hotelId}/rates`,
    headers: { _currency: 'IQD', ...headers },
    payload: body as object,
  });

export const selectRooms = (ctx: TestContext, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/hotel-rate-selections',
    headers: { _currency: 'IQD', ...headers },
    payload: body as object,
  });

export interface RateRow {
  id: string;
  board: string;
  holdable: boolean;
  cancellation: { refundable: boolean; free_until: string | null; penalty_percent: number };
  rooms: Array<{ total: { iqd: string } } | null>;
}
export interface RoomTypeRow {
  id: string;
  code: string;
  available: number;
  max_adults: number;
  max_occupancy: number;
  rates: RateRow[];
}

/** The first hotel of a city search and its rates for the same stay. */
export async function firstHotelRates(
  ctx: TestContext,
  over: Record<string, unknown> = {},
): Promise<{ hotelId: string; stay: ReturnType<typeof searchBody>; roomTypes: RoomTypeRow[] }> {
  const stay = searchBody(over);
  const search = await searchHotels(ctx, stay);
  const hotelId = search.json().data.hotels[0].id as string;
  const { destination: _d, ...rest } = stay;
  const rates = await hotelRates(ctx, hotelId, rest);
  return { hotelId, stay, roomTypes: rates.json().data.room_types };
}

/** Chooses one rate for every room and answers the selection (its ref_id and total). */
export async function selectionFor(
  ctx: TestContext,
  hotelId: string,
  stay: { check_in: string; check_out: string; nationality: string },
  rooms: Array<RoomInput & { rate_id: string }>,
  currency = 'IQD',
) {
  const res = await selectRooms(ctx, { hotel_id: hotelId, ...stay, rooms }, { _currency: currency });
  if (res.statusCode !== 201) throw new Error(`selection failed: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    ref_id: string;
    total: { iqd: string; amount: string; currency: string };
    hold: { allowed: boolean; until: string | null };
    rooms: Array<{ adults: number; children_ages: number[] }>;
  };
}

export function guestsFor(rooms: Array<{ adults: number; children_ages: number[] }>) {
  return rooms.map((room, r) => ({
    guests: [
      ...Array.from({ length: room.adults }, (_, i) => ({
        type: 'adult',
        first_name: i === 0 ? 'Ahmed' : 'Zahra',
        last_name: `Room${'ABCDEFGH'[r]}`,
      })),
      ...room.children_ages.map(() => ({ type: 'child', first_name: 'Ali', last_name: `Room${'ABCDEFGH'[r]}` })),
    ],
  }));
}

export function hotelBookingBody(
  selection: { ref_id: string; total: { iqd: string }; rooms: Array<{ adults: number; children_ages: number[] }> },
  over: Record<string, unknown> = {},
) {
  return {
    ref_id: selection.ref_id,
    accepted_total_iqd: selection.total.iqd,
    lead_guest: {
      first_name: 'Ahmed',
      last_name: 'Al-Rubaie',
      email: 'ahmed@example.iq',
      phone: '+964 770 555 1234',
      nationality: 'IQ',
    },
    rooms: guestsFor(selection.rooms),
    special_requests: '',
    terms_accepted: true,
    payment: { method: 'wallet', currency: 'IQD' },
    ...over,
  };
}

export const bookHotel = (ctx: TestContext, user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/hotel-bookings',
    headers: { ...user.auth, ...headers },
    payload: body as object,
  });

/**
 * A two-adult stay of two nights at a built-in Istanbul hotel, `days` ahead, at its first rate that can be held,
 * booked by `user` with `payment` (wallet or hold); fails the test unless it is booked.
 */
export async function bookHoldableStay(ctx: TestContext, user: TestUser, days: number, payment: object) {
  const hotelId = (await ctx.app.inject({ url: '/api/v1/hotels/palace-sultanahmet-istanbul' })).json().data.id;
  const stay = { check_in: hotelDay(days), check_out: hotelDay(days + 2), nationality: 'IQ' };
  const roomTypes = (await hotelRates(ctx, hotelId, { ...stay, rooms: [{ adults: 2 }] })).json().data
    .room_types as RoomTypeRow[];
  const rate = roomTypes.flatMap((rt) => rt.rates).find((r) => r.holdable && r.rooms[0])!;
  const selection = await selectionFor(ctx, hotelId, stay, [{ adults: 2, rate_id: rate.id }]);
  const res = await bookHotel(ctx, user, hotelBookingBody(selection, { payment }));
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; total: { iqd: string } };
}
