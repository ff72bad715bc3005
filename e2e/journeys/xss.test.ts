/**
 * Stored XSS (issue 21, decision 147): script payloads written through the API into the text fields users and
 * staff type, then every page that shows them opened in Chromium as the user who sees it — the portal and the
 * back office — with the page's CSP bypassed, so that markup which reached the DOM would run. The fields come
 * from the OpenAPI description: every string of every request body that is not an enumeration or a format is
 * either fed here, or said to be undisplayable (secrets, e-mail addresses, codes checked against a list or a
 * date), or listed as not yet fed; a new field fails the first test until it is classified. On every page: no
 * dialog, no payload handler run (`window.__xss`), no element carrying a handler, a `javascript:` address or a
 * script from the payloads, and the payloads' markers shown as text.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { journeyPortal } from '../lib/journey.js';
import { apiLogin, storeSession, type ApiSession, type Lang } from '../lib/shell.js';

const journey = journeyPortal();

type Who = 'visitor' | 'customer' | 'agency' | 'admin';
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/**
 * Every free-text string of every request body: `METHOD /path field.path[]`, with its longest length. Strings
 * with a list of values, a format, or a pattern that refuses the payloads (codes, amounts, dates) cannot carry
 * markup and are left out here.
 */
function textFields(spec: {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (route: string, s: JsonSchema | undefined, at: string) => {
    if (!s) return;
    for (const k of ['anyOf', 'oneOf', 'allOf'] as const) for (const x of s[k] ?? []) walk(route, x, at);
    const types = Array.isArray(s.type) ? s.type : [s.type];
    const max = s.maxLength ?? 5000;
    const refusedByPattern = s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(payload(0, max, at));
    if (types.includes('string') && !s.enum && !s.format && !refusedByPattern && at) out.set(`${route} ${at}`, max);
    for (const [k, v] of Object.entries(s.properties ?? {})) walk(route, v, at ? `${at}.${k}` : k);
    if (s.items) walk(route, s.items, `${at}[]`);
  };
  for (const [p, ops] of Object.entries(spec.paths))
    for (const [m, op] of Object.entries(ops))
      walk(`${m.toUpperCase()} ${p}`, op.requestBody?.content?.['application/json']?.schema, '');
  return out;
}

/** Fields nobody is shown as text, by name: why markup in them cannot reach a page. */
const NOT_SHOWN: Array<[RegExp, string]> = [
  [/(^|\.)(password|password_confirmation|current_password|token)$/, 'a secret: never displayed'],
  [/(^|\.)email$/, 'an e-mail address: the schema (z.email) refuses markup'],
  [
    /(^|\.)(nationality|country|licence_country|time_zone|intake|issue_date|travel_date|date_of_birth|passport_expiry|passport_expires|passport_issued|birth_dates\[\])$/,
    'a code or a date, checked against its list or format',
  ],
  [/^POST \/api\/v1\/departure-waitlist category$/, 'a category code, checked against the departure'],
  [/^(POST|PATCH) \/api\/v1\/admin\/currencies(\/\{code\})? icon$/, 'an icon name from the kit, checked'],
];

/**
 * Displayed fields this suite does not feed yet (each needs its own fixture: an application decided, a booking
 * of that service, inventory of that kind). Listed so that they are counted in the report and a new field is
 * still caught; the figures say how many.
 */
const NOT_YET: RegExp[] = [
  /^POST \/api\/v1\/admin\/bookings\/\{id\}\/(fulfil|status) /,
  /^POST \/api\/v1\/applications\/\{id\}\/resubmit /,
  /^POST \/api\/v1\/admin\/agency-applications\/\{id\}\/refuse /,
  /^(POST|PATCH) \/api\/v1\/admin\/currencies/,
  /^(POST|PATCH) \/api\/v1\/admin\/flights\/schedules(\/\{key\})? /,
  /^POST \/api\/v1\/admin\/flights\/(airports|carriers) /,
  /^POST \/api\/v1\/admin\/hotels\/destinations /,
  /^POST \/api\/v1\/admin\/hotels /,
  /^POST \/api\/v1\/admin\/hotels\/\{id\}\/room-types /,
  /^(POST|PATCH) \/api\/v1\/admin\/visas\/products/,
  /^(PATCH|PUT) \/api\/v1\/admin\/departure-products\/\{id\}/,
  /^(POST|PATCH) \/api\/v1\/admin\/insurance\/plans/,
  /^(POST|PATCH) \/api\/v1\/admin\/uguide-programmes/,
  /^POST \/api\/v1\/(hotel|car|insurance|tour|uguide|conference|cruise|guide)-bookings /,
  /^POST \/api\/v1\/(hotel-searches|hotel-rate-selections|insurance-searches|insurance-quotes) /,
  /^POST \/api\/v1\/hotels\/\{hotelId\}\/rates /,
  /^POST \/api\/v1\/auth\/(login|password-reset|password-reset\/confirm) /,
  /^POST \/api\/v1\/me\/(password|email|email\/confirm) /,
];

/** Markup that runs if it reaches the DOM: each calls `__xss(id)` and starts with its marker `X<id>`. */
function payload(id: number, max: number, field: string): string {
  if (/(^|\.)(url|logo_url)$/.test(field)) return `javascript:__xss(${id})//X${id}`.slice(0, max);
  const parts = [
    `"><svg onload=__xss(${id})>`,
    `<img src=x onerror=__xss(${id})>`,
    `\u202eعربي<b onmouseover=__xss(${id})>ok</b>`,
    `<script>__xss(${id})</script>`,
    `javascript:__xss(${id})`,
    `{{constructor.constructor('__xss(${id})')()}}`,
  ];
  let text = `X${id}`;
  for (const p of parts) if (text.length + p.length <= max) text += p;
  return text;
}

interface Sent {
  route: string;
  field: string;
  id: number;
  accepted: boolean;
}
const sent: Sent[] = [];
let nextId = 1;
let requests = 0;
let serverErrors = 0;

/** Puts a payload into every free-text field of `route` present in `body` (arrays: every element). */
function fill(route: string, body: Record<string, unknown>, fields: Map<string, number>, skip: Set<string>): Sent[] {
  const filled: Sent[] = [];
  for (const [key, max] of fields) {
    if (!key.startsWith(`${route} `)) continue;
    const field = key.slice(route.length + 1);
    if (skip.has(field) || NOT_SHOWN.some(([re]) => re.test(key) || re.test(field))) continue;
    const steps = field.split('.');
    const put = (obj: unknown, i: number): void => {
      if (obj === null || typeof obj !== 'object') return;
      const step = steps[i]!;
      const name = step.replace(/\[\]$/, '');
      const o = obj as Record<string, unknown>;
      if (!(name in o)) return;
      if (i === steps.length - 1) {
        if (step.endsWith('[]')) {
          const arr = o[name] as unknown[];
          arr.forEach((_, j) => {
            const id = nextId++;
            arr[j] = payload(id, max, field);
            filled.push({ route, field, id, accepted: false });
          });
        } else {
          const id = nextId++;
          o[name] = payload(id, max, field);
          filled.push({ route, field, id, accepted: false });
        }
        return;
      }
      const next = o[name];
      if (step.endsWith('[]')) for (const el of next as unknown[]) put(el, i + 1);
      else put(next, i + 1);
    };
    put(body, 0);
  }
  return filled;
}

let fields = new Map<string, number>();
const sessions = {} as Record<Exclude<Who, 'visitor'>, ApiSession>;

async function api<T = Record<string, unknown>>(
  who: Who,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; data: T; body: string }> {
  requests++;
  const res = await fetch(`${journey.portal.url}/api/v1${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(who === 'visitor' ? {} : { authorization: `Bearer ${sessions[who].token}` }),
      _lang: 'en',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 500) serverErrors++;
  const text = await res.text();
  let data: T = {} as T;
  try {
    data = (JSON.parse(text) as { data: T }).data;
  } catch {
    // not JSON
  }
  return { status: res.status, data, body: text };
}

/**
 * Sends `body` with every free-text field of `route` carrying a payload. A field whose payload the API refuses
 * (a name pattern, a length) is put back to its plain value and the request sent again: markup refused at input
 * cannot be shown.
 */
async function feed<T = Record<string, unknown>>(
  who: Who,
  route: string,
  url: string,
  base: Record<string, unknown>,
): Promise<T> {
  const method = route.split(' ')[0]!;
  const skip = new Set<string>();
  for (let round = 0; round < 4; round++) {
    const body = structuredClone(base);
    const filled = fill(route, body, fields, skip);
    const res = await api<T>(who, method, url, body);
    if (res.status < 300) {
      for (const f of filled) sent.push({ ...f, accepted: true });
      return res.data;
    }
    const problem = JSON.parse(res.body) as { errors?: Array<{ field: string }> };
    const refused = (problem.errors ?? []).map((e) => e.field.replace(/\.\d+(?=\.|$)/g, '[]'));
    assert.ok(res.status === 400 && refused.length > 0, `${route}: ${res.status} ${res.body.slice(0, 400)}`);
    for (const f of filled.filter((x) => refused.includes(x.field))) sent.push(f);
    for (const f of refused) skip.add(f);
  }
  throw new Error(`${route}: refused four times`);
}

/** The pages to open, as whom and in which language, with the payload ids each must show as text. */
const pages = new Map<string, { who: Who; lang: Lang; url: string; ids: Set<number> }>();
function showsOn(who: Who, url: string, from: number, langs: Lang[] = ['en']) {
  const ids = sent.filter((s) => s.accepted && s.id >= from).map((s) => s.id);
  for (const lang of langs) {
    const key = `${who} ${lang} ${url}`;
    const page = pages.get(key) ?? { who, lang, url, ids: new Set<number>() };
    for (const id of ids) page.ids.add(id);
    pages.set(key, page);
  }
}

/** The smallest PDF the uploads accept, for a visa application's papers. */
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('stored XSS: every displayed text field, every page that shows it, in Chromium', () => {
  before(async () => {
    const spec = (await (await fetch(`${journey.portal.url}/api/docs/json`)).json()) as Parameters<
      typeof textFields
    >[0];
    fields = textFields(spec);
    sessions.customer = await apiLogin(journey.portal.url, 'customer@demo.iq');
    sessions.agency = await apiLogin(journey.portal.url, 'agency@demo.iq');
    sessions.admin = await apiLogin(journey.portal.url, 'admin@demo.iq');
  });

  it('knows every free-text field of the API', () => {
    const fed = new Set([
      'POST /api/v1/wallet-topups',
      'POST /api/v1/admin/wallet-topups/{id}/approve',
      'POST /api/v1/admin/wallet-topups/{id}/reject',
      'POST /api/v1/admin/wallet-adjustments',
      'POST /api/v1/sub-users',
      'PATCH /api/v1/sub-users/{id}',
      'PUT /api/v1/agency-settings',
      'POST /api/v1/contact-messages',
      'POST /api/v1/flight-bookings',
      'POST /api/v1/admin/bookings/{id}/notes',
      'POST /api/v1/admin/staff',
      'PATCH /api/v1/admin/hotels/{id}',
      'POST /api/v1/auth/register',
      'PATCH /api/v1/admin/hotels/{id}/room-types/{roomTypeId}',
      'PATCH /api/v1/admin/flights/airports/{code}',
      'PATCH /api/v1/admin/flights/carriers/{code}',
      'PATCH /api/v1/admin/hotels/destinations/{slug}',
      'PUT /api/v1/admin/site-settings',
      'PUT /api/v1/admin/home-content',
      'PATCH /api/v1/admin/staff/{id}',
      'POST /api/v1/visa-bookings',
      'POST /api/v1/admin/applications/{id}/decisions',
    ]);
    const unclassified = [...fields.keys()].filter(
      (key) =>
        !fed.has(key.split(' ').slice(0, 2).join(' ')) &&
        !NOT_SHOWN.some(([re]) => re.test(key) || re.test(key.split(' ')[2]!)) &&
        !NOT_YET.some((re) => re.test(key)),
    );
    assert.deepEqual(unclassified, []);
  });

  it('writes the payloads through the API', async () => {
    // A customer registers with a name of markup (shown in the header and to the back office).
    let from = nextId;
    const registered = await feed<{ user: { account: { id: string } } }>(
      'visitor',
      'POST /api/v1/auth/register',
      '/auth/register',
      {
        name: 'Plain Name',
        email: `xss.${Date.now()}@example.iq`,
        password: 'Demo12345!',
        password_confirmation: 'Demo12345!',
      },
    );
    showsOn('admin', `/admin/accounts/${registered.user.account.id}`, from);
    // An agency applies: its owner's and agency's names and city wait for the back office.
    from = nextId;
    await feed('visitor', 'POST /api/v1/auth/register', '/auth/register', {
      name: 'Applicant',
      email: `xss.agency.${Date.now()}@example.iq`,
      password: 'Demo12345!',
      password_confirmation: 'Demo12345!',
      account_type: 'agency',
      agency: { name: 'Agency', phone: '+964 770 123 4567', city: 'Basra', licence_number: 'BSR-2024/118' },
    });
    showsOn('admin', '/admin/agencies', from);

    // Top-ups: one approved (with a note), one rejected (with its reason), one left for the desk.
    from = nextId;
    const topupBody = { currency: 'IQD', amount: '30000000', method: 'zaincash', reference: 'ZC-1', note: 'n' };
    const approved = await feed<{ id: string }>('customer', 'POST /api/v1/wallet-topups', '/wallet-topups', topupBody);
    await feed(
      'admin',
      'POST /api/v1/admin/wallet-topups/{id}/approve',
      `/admin/wallet-topups/${approved.id}/approve`,
      {
        note: 'ok',
      },
    );
    const rejected = await feed<{ id: string }>('customer', 'POST /api/v1/wallet-topups', '/wallet-topups', topupBody);
    await feed('admin', 'POST /api/v1/admin/wallet-topups/{id}/reject', `/admin/wallet-topups/${rejected.id}/reject`, {
      reason: 'not received',
    });
    const fromPending = nextId;
    await feed('customer', 'POST /api/v1/wallet-topups', '/wallet-topups', topupBody);
    showsOn('admin', '/admin/topups', fromPending);
    const me = await api<{ account: { id: string } }>('customer', 'GET', '/me');
    await feed('admin', 'POST /api/v1/admin/wallet-adjustments', '/admin/wallet-adjustments', {
      account_id: me.data.account.id,
      currency: 'IQD',
      direction: 'credit',
      amount: '1000',
      reason: 'a correction',
    });
    showsOn('customer', '/wallet', from, ['ar', 'en']);

    // The agency's sub-users and settings.
    from = nextId;
    const sub = await feed<{ id: string }>('agency', 'POST /api/v1/sub-users', '/sub-users', {
      name: 'Sub',
      email: `xss.sub.${Date.now()}@example.iq`,
      password: 'Demo12345!',
      password_confirmation: 'Demo12345!',
      permissions: ['book'],
    });
    const other = await api<{ id: string }>('agency', 'POST', '/sub-users', {
      name: 'Renamed later',
      email: `xss.sub2.${Date.now()}@example.iq`,
      password: 'Demo12345!',
      password_confirmation: 'Demo12345!',
    });
    assert.equal(other.status, 201, other.body);
    await feed('agency', 'PATCH /api/v1/sub-users/{id}', `/sub-users/${other.data.id}`, { name: 'Renamed' });
    await feed('agency', 'PUT /api/v1/agency-settings', '/agency-settings', { contact_line: 'Line' });
    const agencyMe = await api<{ account: { id: string } }>('agency', 'GET', '/me');
    showsOn('agency', '/sub-users', from, ['ar', 'en', 'de']);
    showsOn('admin', `/admin/accounts/${agencyMe.data.account.id}`, from);
    assert.ok(sub.id);

    // A contact message, read by the back office.
    from = nextId;
    await feed('visitor', 'POST /api/v1/contact-messages', '/contact-messages', {
      name: 'Visitor',
      email: 'visitor@example.iq',
      subject: 'Question',
      message: 'A message of some length.',
    });
    showsOn('admin', '/admin/messages', from);

    // A flight booking with every free text of the booking form, then the desk's note on it.
    from = nextId;
    const search = await api<{ session_id: string; offers: Array<Record<string, unknown>> }>(
      'visitor',
      'POST',
      '/flight-searches',
      { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'DXB', date: day(30) }], adults: 1 },
    );
    assert.equal(search.status, 201, search.body);
    const offer =
      search.data.offers.find((o) => (o.slices as Array<{ stops: number }>)[0]!.stops === 0) ?? search.data.offers[0]!;
    const fare = (offer.fares as Array<{ family: string; total: { iqd: string } }>)[0]!;
    const booking = await feed<{ id: string }>('customer', 'POST /api/v1/flight-bookings', '/flight-bookings', {
      session_id: search.data.session_id,
      offer_id: offer.id,
      fare_family: fare.family,
      accepted_total_iqd: fare.total.iqd,
      passengers: [
        {
          type: 'adult',
          first_name: 'Ahmed',
          last_name: 'Rubaie',
          gender: 'male',
          date_of_birth: '1985-04-12',
          nationality: 'IQ',
          country: 'IQ',
          passport_number: 'A12345678',
          passport_expiry: day(900),
          note: 'a note',
        },
      ],
      contact: { email: 'ahmed@example.iq', phone: '+964 770 555 1234' },
      billing: {
        address1: 'Karrada',
        address2: 'Street 62',
        city: 'Baghdad',
        state: 'Baghdad',
        zip: '10001',
        comment: 'a comment',
        terms_accepted: true,
      },
      payment: { method: 'wallet', currency: 'IQD' },
    });
    await feed('admin', 'POST /api/v1/admin/bookings/{id}/notes', `/admin/bookings/${booking.id}/notes`, {
      text: 'a desk note',
    });
    showsOn('admin', `/admin/bookings/${booking.id}`, from);

    // Staff names, and a hotel's name, description and address in its three languages.
    from = nextId;
    await feed('admin', 'POST /api/v1/admin/staff', '/admin/staff', {
      name: 'Staff',
      email: `xss.staff.${Date.now()}@example.iq`,
      staff_role: 'desk',
      password: 'Demo12345!',
      password_confirmation: 'Demo12345!',
    });
    showsOn('admin', '/admin/staff', from);
    from = nextId;
    const hotels = await api<Array<{ id: string }>>('admin', 'GET', '/admin/hotels?per_page=1');
    const hotelId = hotels.data[0]!.id;
    const three = { ar: 'نص', en: 'Text', de: 'Text' };
    await feed('admin', 'PATCH /api/v1/admin/hotels/{id}', `/admin/hotels/${hotelId}`, {
      name: three,
      description: three,
      address: three,
    });
    showsOn('admin', `/admin/inventory/hotels/${hotelId}`, from);
    showsOn('visitor', `/hotel-room-details/${hotelId}`, from, ['ar', 'en', 'de']);

    // The hotel's room types, in three languages, on the same pages.
    from = nextId;
    const hotel = await api<{ room_types_list?: Array<{ id: string }> }>('admin', 'GET', `/admin/hotels/${hotelId}`);
    const roomTypeId = hotel.data.room_types_list?.[0]?.id;
    assert.ok(roomTypeId, `no room type in ${hotel.body.slice(0, 300)}`);
    await feed(
      'admin',
      'PATCH /api/v1/admin/hotels/{id}/room-types/{roomTypeId}',
      `/admin/hotels/${hotelId}/room-types/${roomTypeId}`,
      { name: three },
    );
    showsOn('admin', `/admin/inventory/hotels/${hotelId}`, from, ['ar', 'en', 'de']);

    // Flight inventory: an airport's and a carrier's names in three languages, the carrier's logo address.
    from = nextId;
    const airports = await api<Array<{ code: string }>>('admin', 'GET', '/admin/flights/airports');
    const airport = airports.data[0]!;
    await feed('admin', 'PATCH /api/v1/admin/flights/airports/{code}', `/admin/flights/airports/${airport.code}`, {
      name: three,
      city: three,
      country_name: three,
    });
    showsOn('admin', '/admin/inventory/airports', from, ['ar', 'en', 'de']);
    from = nextId;
    const carriers = await api<Array<{ code: string }>>('admin', 'GET', '/admin/flights/carriers');
    const carrier = carriers.data[carriers.data.length - 1]!;
    await feed('admin', 'PATCH /api/v1/admin/flights/carriers/{code}', `/admin/flights/carriers/${carrier.code}`, {
      name: three,
    });
    showsOn('admin', '/admin/inventory/carriers', from, ['ar', 'en', 'de']);

    // A hotel destination's names.
    from = nextId;
    const destinations = await api<Array<{ slug: string }>>('admin', 'GET', '/admin/hotels/destinations');
    const destination = destinations.data[destinations.data.length - 1]!;
    await feed(
      'admin',
      'PATCH /api/v1/admin/hotels/destinations/{slug}',
      `/admin/hotels/destinations/${destination.slug}`,
      { name: three, country_name: three },
    );
    showsOn('admin', '/admin/inventory/destinations', from, ['ar', 'en', 'de']);

    // The site's own texts (every page's footer, the home page) and the home page's sections, as the back
    // office saves them: what it read, changed.
    from = nextId;
    const settings = await api<Record<string, unknown>>('admin', 'GET', '/admin/site-settings');
    await feed('admin', 'PUT /api/v1/admin/site-settings', '/admin/site-settings', settings.data);
    const home = await api<Record<string, unknown>>('admin', 'GET', '/admin/home-content');
    await feed('admin', 'PUT /api/v1/admin/home-content', '/admin/home-content', home.data);
    showsOn('visitor', '/', from, ['ar', 'en', 'de']);
    showsOn('visitor', '/contact', from, ['ar', 'en', 'de']);
    showsOn('admin', '/admin/settings', from);
    showsOn('admin', '/admin/home', from);

    // A visa application (its papers uploaded first), and the desk's notes on its steps: in review, then rejected.
    from = nextId;
    const visas = await api<Array<{ id: string }>>('visitor', 'GET', '/visas?to=TR&type=e_visa');
    const visa = await api<{ id: string; papers: string[]; price: { iqd: string } }>(
      'visitor',
      'GET',
      `/visas/${visas.data[0]!.id}`,
    );
    const documents: Record<string, string> = {};
    for (const paper of visa.data.papers) {
      const form = new FormData();
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'paper.pdf');
      requests++;
      const res = await fetch(`${journey.portal.url}/api/v1/uploads?purpose=application_document`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sessions.customer.token}` },
        body: form,
      });
      assert.equal(res.status, 201, await res.clone().text());
      documents[paper] = ((await res.json()) as { data: { id: string } }).data.id;
    }
    const application = await feed<{ id: string }>('customer', 'POST /api/v1/visa-bookings', '/visa-bookings', {
      visa_id: visa.data.id,
      travel_date: day(30),
      accepted_total_iqd: visa.data.price.iqd,
      applicants: [
        {
          first_name: 'Ali',
          last_name: 'Hassan',
          name_ar: 'علي حسن',
          date_of_birth: '1990-04-12',
          nationality: 'IQ',
          passport_number: 'A1234567',
          passport_issued: '2022-01-10',
          passport_expires: day(3 * 365),
          documents,
        },
      ],
      terms_accepted: true,
      payment: { method: 'wallet', currency: 'IQD' },
    });
    for (const status of ['in_review', 'rejected'])
      await feed(
        'admin',
        'POST /api/v1/admin/applications/{id}/decisions',
        `/admin/applications/${application.id}/decisions`,
        { status, note: 'a note' },
      );
    showsOn('customer', `/my-bookings/visa/${application.id}`, from, ['ar', 'en']);
    showsOn('admin', `/admin/applications/${application.id}`, from);

    // A staff member renamed.
    from = nextId;
    const staff = await api<Array<{ id: string; email: string }>>('admin', 'GET', '/admin/staff');
    const desk = staff.data.find((m) => m.email === 'desk@demo.iq') ?? staff.data[0]!;
    await feed('admin', 'PATCH /api/v1/admin/staff/{id}', `/admin/staff/${desk.id}`, { name: 'Desk' });
    showsOn('admin', '/admin/staff', from);

    assert.ok(sent.some((s) => s.accepted));
  });

  it('runs none of them on any page, and shows them as text', async () => {
    const contexts = new Map<string, BrowserContext>();
    const runs: string[] = [];
    const failures: string[] = [];
    let pagesChecked = 0;
    for (const { who, lang, url, ids } of pages.values()) {
      const key = `${who} ${lang}`;
      let context = contexts.get(key);
      if (!context) {
        context = await journey.browser.newContext({
          // With the portal's CSP bypassed, markup that reached the DOM would run: the escaping is what is proved.
          bypassCSP: true,
          viewport: { width: 1280, height: 900 },
          locale: lang === 'de' ? 'de-DE' : lang === 'en' ? 'en-US' : 'ar-IQ',
        });
        await context.addInitScript((l) => {
          localStorage.setItem('lang', l);
          (window as unknown as { __xss: (id: number) => void }).__xss = (id: number) => {
            const w = window as unknown as { __xssRuns?: number[] };
            (w.__xssRuns ??= []).push(id);
          };
        }, lang);
        if (who !== 'visitor') {
          const page = await context.newPage();
          await page.goto(`${journey.portal.url}/about`);
          await storeSession(page, sessions[who]);
          await page.close();
        }
        contexts.set(key, context);
      }
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      page.on('dialog', (d) => {
        runs.push(`${key} ${url}: dialog ${d.message()}`);
        void d.dismiss();
      });
      await page.goto(`${journey.portal.url}${url}`, { waitUntil: 'networkidle' });
      // The texts come with the page's queries: wait (a little) for one of the markers, in text or in a field.
      await page
        .waitForFunction(
          (markers) => {
            const values = Array.from(document.querySelectorAll('input, textarea')).map(
              (e) => (e as HTMLInputElement).value,
            );
            const all = `${document.body.innerText}\n${values.join('\n')}`;
            return markers.some((m) => all.includes(m));
          },
          [...ids].map((id) => `X${id}`),
          { timeout: 8_000 },
        )
        .catch(() => undefined);
      // Hover everything once: a handler on mouse-over would run.
      await page.mouse.move(640, 450);
      const seen = await page.evaluate(() => {
        const bad: string[] = [];
        for (const el of Array.from(document.querySelectorAll('*'))) {
          for (const a of Array.from(el.attributes)) {
            if (/^on/i.test(a.name) && a.value.includes('__xss')) bad.push(`${el.tagName} ${a.name}`);
            if (/^(href|src|action|formaction|xlink:href|srcdoc)$/i.test(a.name) && /^\s*javascript:/i.test(a.value))
              bad.push(`${el.tagName} ${a.name}=${a.value}`);
          }
          if (el.tagName === 'SCRIPT' && (el.textContent ?? '').includes('__xss')) bad.push('SCRIPT');
        }
        const w = window as unknown as { __xssRuns?: number[] };
        // Shown as text: in the page's text, or as the value of a form's field (the back office's editors).
        const values = Array.from(document.querySelectorAll('input, textarea')).map(
          (e) => (e as HTMLInputElement).value,
        );
        return { bad, runs: w.__xssRuns ?? [], text: `${document.body.innerText}\n${values.join('\n')}` };
      });
      pagesChecked++;
      for (const r of seen.runs) runs.push(`${key} ${url}: payload ${r} ran`);
      for (const b of seen.bad) runs.push(`${key} ${url}: ${b}`);
      const shown = [...ids].filter((id) => seen.text.includes(`X${id}`));
      if (shown.length === 0) failures.push(`${key} ${url}: none of the payloads ${[...ids].join(',')} shown as text`);
      await page.close();
    }
    // The detector's own check: the same payloads written into a portal page as markup do run and are found.
    const control = contexts.values().next().value!;
    const probe = await control.newPage();
    await probe.goto(`${journey.portal.url}/about`, { waitUntil: 'networkidle' });
    const caught = await probe.evaluate(
      async ([html, link]) => {
        const box = document.createElement('div');
        box.innerHTML = `${html}<a href="${link}">x</a>`;
        document.body.append(box);
        await new Promise((r) => setTimeout(r, 300));
        box.querySelector('b')?.dispatchEvent(new MouseEvent('mouseover'));
        const w = window as unknown as { __xssRuns?: number[] };
        return { runs: w.__xssRuns ?? [], links: document.querySelectorAll('a[href^="javascript:"]').length };
      },
      [payload(0, 5000, 'text'), payload(0, 500, 'url')],
    );
    await probe.close();
    // innerHTML never runs a <script>; the image's error and the mouse-over handler do.
    assert.ok(caught.runs.length >= 2, `the payloads did not run as markup: ${JSON.stringify(caught)}`);
    assert.equal(caught.links, 1);
    for (const c of contexts.values()) await c.close();

    const accepted = sent.filter((s) => s.accepted);
    const figures = {
      suite: 'stored XSS (Chromium)',
      size: process.env.PROOF_SIZE === 'full' ? 'full' : 'short',
      requests,
      serverErrors,
      crossUserSuccesses: 0,
      invariantsBroken: runs.length + failures.length,
      notes: {
        textFields: fields.size,
        payloadsAccepted: accepted.length,
        payloadsRefusedAtInput: sent.length - accepted.length,
        fieldsFed: new Set(accepted.map((s) => `${s.route} ${s.field}`)).size,
        fieldsNotYetFed: [...fields.keys()].filter(
          (k) => NOT_YET.some((re) => re.test(k)) && !NOT_SHOWN.some(([re]) => re.test(k) || re.test(k.split(' ')[2]!)),
        ).length,
        pagesChecked,
        executions: runs.length,
        controlRuns: caught.runs.length,
      },
      failures: [...runs, ...failures],
    };
    // `npm run proof` gathers this with the API's suites (scripts/proof.mjs).
    if (process.env.PROOF_REPORT_DIR) {
      mkdirSync(process.env.PROOF_REPORT_DIR, { recursive: true });
      writeFileSync(
        path.join(process.env.PROOF_REPORT_DIR, 'stored-xss@pglite.json'),
        `${JSON.stringify({ ...figures, database: 'pglite' }, null, 2)}\n`,
      );
    }
    console.log(JSON.stringify({ requests, ...figures.notes }));
    assert.deepEqual(runs, []);
    assert.deepEqual(failures, []);
    assert.equal(serverErrors, 0);
    assert.ok(pagesChecked >= 10);
  });
});
