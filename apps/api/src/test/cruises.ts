import type { TestContext } from './harness.js';
import type { TestUser } from './factories.js';

/** Cruise helpers for API tests. */
export const searchCruises = (ctx: TestContext, body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/cruise-searches',
    headers: { _currency: 'IQD', ...headers },
    payload: { depart: 'all', destination: 'all', duration: 'any', ...body },
  });

export const cruiseDetail = (ctx: TestContext, id: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/v1/cruises/${id}`, headers: { _currency: 'IQD', ...headers } });

export const selectCruise = (ctx: TestContext, body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/cruise-selections',
    headers: { _currency: 'IQD', ...headers },
    payload: body,
  });

export const bookCruise = (ctx: TestContext, user: TestUser, body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/cruise-bookings',
    headers: { ...user.auth, ...headers },
    payload: body,
  });

const FIRST = ['Ali', 'Zainab', 'Hassan', 'Maryam', 'Omar', 'Noor', 'Yusuf', 'Huda'];

export function passenger(cabin: number, type: 'adult' | 'child', i = 0, over: Record<string, unknown> = {}) {
  return {
    cabin,
    type,
    first_name: FIRST[i % FIRST.length]!,
    last_name: 'Alsaadi',
    date_of_birth: type === 'adult' ? `19${80 + (i % 10)}-04-12` : '2018-06-01',
    nationality: 'IQ',
    passport_number: `A${String(1234567 + i)}`,
    ...over,
  };
}

/** A booking body for a selection: one passenger per adult and child of each cabin. */
export function cruiseBookingBody(
  selection: { ref_id: string; total: { iqd: string }; cabins: Array<{ adults: number; children: number }> },
  over: Record<string, unknown> = {},
) {
  let i = 0;
  return {
    ref_id: selection.ref_id,
    accepted_total_iqd: selection.total.iqd,
    passengers: selection.cabins.flatMap((cabin, c) => [
      ...Array.from({ length: cabin.adults }, () => passenger(c, 'adult', i++)),
      ...Array.from({ length: cabin.children }, () => passenger(c, 'child', i++)),
    ]),
    contact: { email: 'ali@example.iq', phone: '+964 770 123 4567' },
    terms_accepted: true,
    payment: { method: 'wallet', currency: 'IQD' },
    ...over,
  };
}
