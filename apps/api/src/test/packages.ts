import type { TestContext } from './harness.js';
import type { TestUser } from './factories.js';

/** Tour package helpers for API tests. */
export const searchTours = (ctx: TestContext, body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/tour-searches',
    headers: { _currency: 'IQD', ...headers },
    payload: body,
  });

export const tourDetail = (ctx: TestContext, id: string) =>
  ctx.app.inject({ url: `/api/v1/tours/${id}`, headers: { _currency: 'IQD' } });

export const selectTour = (ctx: TestContext, body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/tour-selections',
    headers: { _currency: 'IQD', ...headers },
    payload: body,
  });

export const bookTour = (ctx: TestContext, user: TestUser, body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/tour-bookings',
    headers: { ...user.auth, ...headers },
    payload: body,
  });

export function traveller(type: 'adult' | 'child', i = 0, over: Record<string, string> = {}) {
  return {
    type,
    first_name: type === 'adult' ? ['Ali', 'Zainab', 'Hassan', 'Maryam'][i % 4]! : 'Sara',
    last_name: 'Alkadhimi',
    gender: i % 2 ? 'female' : 'male',
    date_of_birth: type === 'adult' ? `198${i % 10}-03-14` : '2019-06-01',
    nationality: 'IQ',
    passport_number: `A${1234567 + i}`,
    passport_expiry: '2035-01-01',
    ...over,
  };
}

export function tourBookingBody(
  selection: { ref_id: string; total: { iqd: string }; adults: number; children: number },
  over: Record<string, unknown> = {},
) {
  return {
    ref_id: selection.ref_id,
    accepted_total_iqd: selection.total.iqd,
    travellers: [
      ...Array.from({ length: selection.adults }, (_, i) => traveller('adult', i)),
      ...Array.from({ length: selection.children }, (_, i) => traveller('child', i)),
    ],
    contact: { email: 'ali@example.iq', phone: '+964 770 123 4567' },
    terms_accepted: true,
    payment: { method: 'wallet', currency: 'IQD' },
    ...over,
  };
}
