import type { TestContext } from './harness.js';
import type { TestUser } from './factories.js';

/** Medical conference helpers for API tests. */
export const searchConferences = (ctx: TestContext, body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/conference-searches',
    headers: { _currency: 'IQD', ...headers },
    payload: body,
  });

export const conferenceDetail = (ctx: TestContext, id: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/v1/conferences/${id}`, headers: { _currency: 'IQD', ...headers } });

export const selectConference = (ctx: TestContext, body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/conference-selections',
    headers: { _currency: 'IQD', ...headers },
    payload: body,
  });

export const bookConference = (ctx: TestContext, user: TestUser, body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/conference-bookings',
    headers: { ...user.auth, ...headers },
    payload: body,
  });

export const counts = (over: Record<string, number> = {}) => ({
  specialist: 0,
  resident: 0,
  student: 0,
  accompanying: 0,
  ...over,
});

const FIRST = ['Ali', 'Zainab', 'Hassan', 'Maryam', 'Omar', 'Noor'];

export function attendee(category: string, i = 0, over: Record<string, string> = {}) {
  const professional = category === 'specialist' || category === 'resident';
  return {
    category,
    title: professional ? 'dr' : i % 2 ? 'ms' : 'mr',
    first_name: FIRST[i % FIRST.length]!,
    last_name: 'Alrubaie',
    institution: category === 'accompanying' ? '' : 'Baghdad Medical City',
    licence_number: professional ? `IQ-${40210 + i}` : '',
    ...over,
  };
}

/** A booking body for a selection: one attendee per place of each of its lines. */
export function conferenceBookingBody(
  selection: { ref_id: string; total: { iqd: string }; lines: Array<{ category: string; count: number }> },
  over: Record<string, unknown> = {},
) {
  let i = 0;
  return {
    ref_id: selection.ref_id,
    accepted_total_iqd: selection.total.iqd,
    attendees: selection.lines.flatMap((line) =>
      Array.from({ length: line.count }, () => attendee(line.category, i++)),
    ),
    contact: { email: 'ali@example.iq', phone: '+964 770 123 4567' },
    terms_accepted: true,
    payment: { method: 'wallet', currency: 'IQD' },
    ...over,
  };
}
