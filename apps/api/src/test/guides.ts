import { addDays } from '../lib/time-zones.js';
import type { TestUser } from './factories.js';
import type { TestContext } from './harness.js';

const query = (q: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]));

export const searchGuides = (
  ctx: TestContext,
  q: Record<string, string | number>,
  headers: Record<string, string> = {},
) => ctx.app.inject({ url: `/api/v1/guide-search?${query(q)}`, headers: { _currency: 'IQD', ...headers } });

export const guideDetail = (
  ctx: TestContext,
  id: string,
  q: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) => ctx.app.inject({ url: `/api/v1/guides/${id}?${query(q)}`, headers: { _currency: 'IQD', ...headers } });

export const bookGuide = (ctx: TestContext, user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/guide-bookings',
    headers: { ...user.auth, ...headers },
    payload: body as object,
  });

/** The first day from `after` days past the first bookable one that starts `count` free days in a row. */
export function freeRun(detail: { first_day: string; unavailable: string[] }, count: number, after = 0): string {
  const off = new Set(detail.unavailable);
  for (let i = after; i < 170; i++) {
    const start = addDays(detail.first_day, i);
    if (Array.from({ length: count }, (_, k) => addDays(start, k)).every((d) => !off.has(d))) return start;
  }
  throw new Error('no free run');
}

export const guideContact = (over: Record<string, unknown> = {}) => ({
  first_name: 'Zainab',
  last_name: 'Kareem',
  email: 'zainab@example.iq',
  phone: '+964 780 222 3344',
  ...over,
});
