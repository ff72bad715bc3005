import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { translate } from '@portal/contracts/messages';
import type { Lang } from '@portal/contracts/i18n';
import { createTestApp, type TestContext } from './harness.js';
import { createOwner, createStaff, fund, type TestUser } from './factories.js';
import { bookFlight, bookingBody, searchDirect } from './flights.js';

// Issue 21, hole 2: a lone UTF-16 surrogate ("x\ud800y") passes every string schema, then fails in
// PostgreSQL's JSON input (a 500) or is stored as "x\ufffdy" by a text column. It is refused at validation,
// as a NUL is (decision 041), with its own message on each field. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
let ctx: TestContext;
let owner: TestUser;
let desk: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createOwner(ctx, { kind: 'agency' });
  desk = await createStaff(ctx, 'desk');
  await fund(ctx, owner.accountId, 'IQD', 50_000_000n);
});
afterAll(() => ctx.close());

const LANGS: Lang[] = ['ar', 'en', 'de'];
const LONE = 'x\ud800y';

/** JSON.stringify writes a lone surrogate as the escape `\ud800`, exactly as a hostile client would send it. */
const send = (method: 'POST' | 'PATCH', url: string, body: unknown, headers: Record<string, string>) =>
  ctx.app.inject({
    method,
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

function expectRefused(res: LightMyRequestResponse, lang: Lang, fields: string[]) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  const problem = res.json();
  expect(problem.code).toBe('validation_failed');
  expect(problem.errors).toEqual(fields.map((field) => ({ field, message: translate('broken_characters', lang) })));
}

describe('an unpaired surrogate in otherwise valid input', () => {
  it("a flight booking's passenger note and billing comment: 400 naming both, in ar, en and de", async () => {
    const search = await searchDirect(ctx, 'BGW', 'IST', 30);
    const body = bookingBody(search);
    const passengers = [{ ...body.passengers[0], note: `Wheelchair ${LONE}` }];
    for (const lang of LANGS) {
      const res = await send(
        'POST',
        '/api/v1/flight-bookings',
        { ...body, passengers, billing: { ...body.billing, comment: `Invoice ${LONE}` } },
        { ...owner.auth, _lang: lang, 'idempotency-key': `surrogate-${lang}-${Date.now()}` },
      );
      expectRefused(res, lang, ['passengers.0.note', 'billing.comment']);
    }
    // The same booking without the broken character goes through: nothing else was wrong with it.
    expect((await bookFlight(ctx, owner, body)).statusCode).toBe(201);
  });

  it('an admin booking note: 400 on text', async () => {
    const booking = (await bookFlight(ctx, owner, bookingBody(await searchDirect(ctx, 'BGW', 'DXB', 31)))).json().data;
    for (const lang of LANGS) {
      const res = await send(
        'POST',
        `/api/v1/admin/bookings/${booking.id}/notes`,
        { text: LONE },
        {
          ...desk.auth,
          _lang: lang,
        },
      );
      expectRefused(res, lang, ['text']);
    }
    const fine = await send('POST', `/api/v1/admin/bookings/${booking.id}/notes`, { text: 'Called 🙂' }, desk.auth);
    expect(fine.statusCode).toBe(200);
    expect(JSON.stringify(fine.json().data.notes)).toContain('Called 🙂');
  });

  it('a top-up rejection reason: 400 on reason, and the top-up stays pending', async () => {
    const created = await send(
      'POST',
      '/api/v1/wallet-topups',
      { currency: 'IQD', amount: '250000', method: 'zaincash', reference: 'ZC-55102' },
      owner.auth,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    for (const lang of LANGS) {
      const res = await send(
        'POST',
        `/api/v1/admin/wallet-topups/${id}/reject`,
        { reason: `No ${LONE} transfer` },
        {
          ...desk.auth,
          _lang: lang,
        },
      );
      expectRefused(res, lang, ['reason']);
    }
    const mine = await ctx.app.inject({ url: '/api/v1/wallet-topups', headers: owner.auth });
    expect(mine.json().data.find((t: { id: string }) => t.id === id).status).toBe('pending');
  });

  it('a low surrogate alone, a high one at the end, and one in an object key are refused too', async () => {
    for (const text of ['\udc00abc', 'abc\udbff', 'a\udc00\ud800b']) {
      const res = await send(
        'POST',
        '/api/v1/contact-messages',
        {
          name: 'Ali',
          email: 'ali@example.iq',
          subject: 'A question',
          message: `Hello ${text} about visas`,
        },
        { _lang: 'en' },
      );
      expectRefused(res, 'en', ['message']);
    }
    const key = await send(
      'POST',
      '/api/v1/contact-messages',
      {
        name: 'Ali',
        email: 'ali@example.iq',
        subject: 'A question',
        message: 'Hello, about visas',
        ['k\ud800']: 1,
      },
      { _lang: 'en' },
    );
    expect(key.statusCode).toBe(400);
  });

  it('a well-formed pair (an emoji) is kept as it is', async () => {
    const res = await send(
      'POST',
      '/api/v1/contact-messages',
      {
        name: 'Ali 🙂',
        email: 'ali@example.iq',
        subject: 'A question 🧳',
        message: 'Hello 👋🏽, a question about visas',
      },
      { _lang: 'en' },
    );
    expect(res.statusCode).toBe(201);
  });
});
