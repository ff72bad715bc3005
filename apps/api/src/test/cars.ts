import { addDays, utcToLocal } from '../lib/time-zones.js';
import type { TestUser } from './factories.js';
import type { TestContext } from './harness.js';

/** A local date-time at a city's offices, `days` from today (Baghdad's calendar unless told). */
export const carAt = (days: number, time = '10:00', timeZone = 'Asia/Baghdad') =>
  `${addDays(utcToLocal(Date.now(), timeZone).date, days)}T${time}`;

export const searchCars = (
  ctx: TestContext,
  query: Record<string, string | number>,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    url: `/api/v1/car-search?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: { _currency: 'IQD', ...headers },
  });

export const carDetail = (ctx: TestContext, id: string, query: Record<string, string | number>) =>
  ctx.app.inject({
    url: `/api/v1/cars/${id}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: { _currency: 'IQD' },
  });

export const driver = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ali',
  last_name: 'Hassan',
  date_of_birth: '1990-04-12',
  email: 'ali@example.iq',
  phone: '+964 770 123 4567',
  licence_number: 'IQ123456',
  licence_country: 'IQ',
  licence_image_id: null,
  ...over,
});

export const bookCar = (ctx: TestContext, user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/car-bookings',
    headers: { ...user.auth, ...headers },
    payload: body as object,
  });
