import type { TestContext } from './harness.js';
import type { TestUser } from './factories.js';
import { addDays, baghdadDate } from '../lib/time-zones.js';

/** Flight-search and booking helpers for tests that need a real booking. */
export const inDays = (n: number) => addDays(baghdadDate(), n);

export async function searchDirect(
  ctx: TestContext,
  origin = 'BGW',
  destination = 'DXB',
  days = 25,
  pax: { adults?: number; children?: number; infants?: number } = {},
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/flight-searches',
    headers: { _currency: 'USD' },
    payload: {
      trip: 'oneway',
      slices: [{ origin, destination, date: inDays(days) }],
      adults: pax.adults ?? 1,
      children: pax.children ?? 0,
      infants: pax.infants ?? 0,
    },
  });
  const data = res.json().data;
  const offer = data.offers.find((o: { slices: Array<{ stops: number }> }) => o.slices[0]!.stops === 0);
  return { sessionId: data.session_id as string, offer, fare: offer.fares[0], date: inDays(days) };
}
export type DirectSearch = Awaited<ReturnType<typeof searchDirect>>;

export const adultPassenger = (over: Record<string, unknown> = {}) => ({
  type: 'adult',
  first_name: 'Ahmed',
  last_name: 'Al-Rubaie',
  gender: 'male',
  date_of_birth: '1985-04-12',
  nationality: 'IQ',
  country: 'IQ',
  passport_number: 'A12345678',
  passport_expiry: inDays(800),
  ...over,
});
export const testBilling = { address1: 'Karrada, Street 62', city: 'Baghdad', terms_accepted: true };

export function bookingBody(s: DirectSearch, over: Record<string, unknown> = {}) {
  return {
    session_id: s.sessionId,
    offer_id: s.offer.id,
    fare_family: s.fare.family,
    accepted_total_iqd: s.fare.total.iqd,
    passengers: [adultPassenger()],
    contact: { email: 'ahmed@example.iq', phone: '+964 770 555 1234' },
    billing: testBilling,
    payment: { method: 'wallet', currency: 'IQD' },
    ...over,
  };
}

export const bookFlight = (ctx: TestContext, user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/flight-bookings',
    headers: { ...user.auth, ...headers },
    payload: body as object,
  });

export async function walletMinor(ctx: TestContext, user: TestUser): Promise<Record<string, bigint>> {
  const res = await ctx.app.inject({ url: '/api/v1/user-wallets', headers: user.auth });
  return Object.fromEntries(
    (res.json().data as Array<{ currency_name: string; balance_minor: string }>).map((w) => [
      w.currency_name,
      BigInt(w.balance_minor),
    ]),
  );
}
