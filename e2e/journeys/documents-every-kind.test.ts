/**
 * Every kind of booking document the server prints (issue 20, decisions 136 and 146), read back: a hotel voucher,
 * a package itinerary, a cruise ticket, a conference registration with its badge, a car rental voucher, a guide
 * confirmation, an insurance certificate and a study application's receipt — each booked through the API by the
 * demo customer, downloaded as a PDF in Arabic, English and German, its text extracted with pdftotext and checked
 * for its title, the traveller's Latin name, the reference and the amount paid (the names and references
 * unbroken inside the Arabic text, the amount's digits in their order, Latin digits only); the Arabic first page
 * drawn to PNG with pdftoppm (e2e/output/documents/<kind>-ar-1.png, looked at); and another account's copy is 404.
 * One table, one portal and the portal's one Chromium for every document (flights, visas, the wallet's statement
 * and the top-up receipt are read back by documents.test.ts).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OUTPUT_DIR } from '../lib/browser.js';
import { startPortal, type Portal } from '../lib/server.js';

let portal: Portal;
let customer: string;
let agency: string;
const DIR = path.join(OUTPUT_DIR, 'documents');
const LANGS = ['ar', 'en', 'de'] as const;
type Lang = (typeof LANGS)[number];

async function api(pathname: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body && typeof init.body === 'string') headers.set('content-type', 'application/json');
  headers.set('_currency', 'IQD');
  return fetch(`${portal.url}/api/v1${pathname}`, { ...init, headers });
}
async function json<T>(pathname: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await api(pathname, init);
  const text = await res.text();
  assert.ok(res.status < 300, `${init.method ?? 'GET'} ${pathname}: ${res.status} ${text.slice(0, 400)}`);
  return (JSON.parse(text) as { data: T }).data;
}
const post = <T>(pathname: string, body: unknown, token?: string) =>
  json<T>(pathname, {
    method: 'POST',
    body: JSON.stringify(body),
    ...(token ? { token, headers: { 'idempotency-key': `docs-${pathname}-${Date.now()}-${Math.random()}` } } : {}),
  });

async function login(email: string): Promise<string> {
  return (await post<{ token: string }>('/auth/login', { email, password: 'Demo12345!' })).token;
}

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const wallet = { method: 'wallet', currency: 'IQD' };
const contact = { email: 'zainab@example.iq', phone: '+964 770 123 4567' };

interface Booked {
  id: string;
  reference: string;
  total: { iqd: string; amount: string; currency: string };
  details: Record<string, unknown>;
}

/**
 * One booking of each kind: `name` is the traveller's Latin name as the document prints it (a guide's confirmation
 * its lead traveller); every document prints the booking's reference, and `number` is the number the supplier gave
 * it besides (a cruise's confirmation, a conference's badge number, an insurance policy).
 */
const KINDS: Array<{
  kind: string;
  /** The document's title in each language (in Arabic a word pdftotext keeps whole: it splits some ligatures). */
  title: Record<Lang, string>;
  name: string[];
  number?: (b: Booked) => string;
  book: () => Promise<Booked>;
}> = [
  {
    kind: 'hotel-voucher',
    title: { ar: 'قسيمة الفندق', en: 'Hotel voucher', de: 'Hotel-Voucher' },
    name: ['Ahmed', 'Al-Rubaie'],
    async book() {
      const hotel = await json<{ id: string }>('/hotels/palace-sultanahmet-istanbul');
      const stay = { check_in: inDays(40), check_out: inDays(42), nationality: 'IQ' };
      const rates = await post<{ room_types: Array<{ rates: Array<{ id: string; rooms: unknown[] }> }> }>(
        `/hotels/${hotel.id}/rates`,
        { ...stay, rooms: [{ adults: 1 }] },
      );
      const rate = rates.room_types.flatMap((t) => t.rates).find((r) => r.rooms.length)!;
      const selection = await post<{ ref_id: string; total: { iqd: string } }>('/hotel-rate-selections', {
        hotel_id: hotel.id,
        ...stay,
        rooms: [{ adults: 1, rate_id: rate.id }],
      });
      return post<Booked>(
        '/hotel-bookings',
        {
          ref_id: selection.ref_id,
          accepted_total_iqd: selection.total.iqd,
          lead_guest: { first_name: 'Ahmed', last_name: 'Al-Rubaie', nationality: 'IQ', ...contact },
          rooms: [{ guests: [{ type: 'adult', first_name: 'Ahmed', last_name: 'Al-Rubaie' }] }],
          special_requests: '',
          terms_accepted: true,
          payment: wallet,
        },
        customer,
      );
    },
  },
  {
    kind: 'package-itinerary',
    title: { ar: 'برنامج الرحلة', en: 'Package itinerary', de: 'Reiseprogramm' },
    name: ['Hassan', 'Alkadhimi'],
    async book() {
      const tours = (await post<{ tours: Array<{ id: string }> }>('/tour-searches', { from: 'baghdad', to: 'all' }))
        .tours;
      for (const tour of tours) {
        const detail = await json<{
          options: string[];
          departures: Array<{ id: string; left: number; starts_on: string }>;
        }>(`/tours/${tour.id}`);
        const departure = detail.departures.find((d) => d.left >= 1 && d.starts_on > addDays(today(), 3));
        if (!departure) continue;
        const selection = await post<{ ref_id: string; total: { iqd: string } }>('/tour-selections', {
          departure_id: departure.id,
          category: 'seats',
          option: detail.options[0],
          adults: 1,
          children: 0,
        });
        return post<Booked>(
          '/tour-bookings',
          {
            ref_id: selection.ref_id,
            accepted_total_iqd: selection.total.iqd,
            travellers: [
              {
                type: 'adult',
                first_name: 'Hassan',
                last_name: 'Alkadhimi',
                gender: 'male',
                date_of_birth: '1984-03-14',
                nationality: 'IQ',
                passport_number: 'A1234567',
                passport_expiry: '2035-01-01',
              },
            ],
            contact,
            terms_accepted: true,
            payment: wallet,
          },
          customer,
        );
      }
      throw new Error('no package departure with places');
    },
  },
  {
    kind: 'cruise-ticket',
    title: { ar: 'الرحلة البحرية', en: 'Cruise confirmation', de: 'Kreuzfahrtbestätigung' },
    name: ['Maryam', 'Alsaadi'],
    number: (b) => String(b.details.confirmation),
    async book() {
      const cruise = (
        await post<{ cruises: Array<{ id: string }> }>('/cruise-searches', {
          depart: 'all',
          destination: 'all',
          duration: 'any',
        })
      ).cruises[0]!;
      const detail = await json<{
        sailing_list: Array<{ id: string; grades: Array<{ grade: string; left: number }> }>;
      }>(`/cruises/${cruise.id}`);
      const sailing = detail.sailing_list.find((s) => s.grades.some((g) => g.left > 0))!;
      const grade = sailing.grades.find((g) => g.left > 0)!.grade;
      const selection = await post<{ ref_id: string; total: { iqd: string } }>('/cruise-selections', {
        departure_id: sailing.id,
        grade,
        cabins: [{ adults: 1, children: 0 }],
      });
      return post<Booked>(
        '/cruise-bookings',
        {
          ref_id: selection.ref_id,
          accepted_total_iqd: selection.total.iqd,
          passengers: [
            {
              cabin: 0,
              type: 'adult',
              first_name: 'Maryam',
              last_name: 'Alsaadi',
              date_of_birth: '1986-04-12',
              nationality: 'IQ',
              passport_number: 'A1234570',
            },
          ],
          contact,
          terms_accepted: true,
          payment: wallet,
        },
        customer,
      );
    },
  },
  {
    kind: 'conference-registration',
    title: { ar: 'رقم التسجيل', en: 'Registration confirmation', de: 'Anmeldebestätigung' },
    name: ['Omar', 'Alrubaie'],
    number: (b) => String(b.details.badge),
    async book() {
      const conference = (await post<{ conferences: Array<{ id: string }> }>('/conference-searches', {}))
        .conferences[0]!;
      const detail = await json<{ departure_id: string }>(`/conferences/${conference.id}`);
      const selection = await post<{ ref_id: string; total: { iqd: string } }>('/conference-selections', {
        departure_id: detail.departure_id,
        attendees: { specialist: 1, resident: 0, student: 0, accompanying: 0 },
      });
      return post<Booked>(
        '/conference-bookings',
        {
          ref_id: selection.ref_id,
          accepted_total_iqd: selection.total.iqd,
          attendees: [
            {
              category: 'specialist',
              title: 'dr',
              first_name: 'Omar',
              last_name: 'Alrubaie',
              institution: 'Baghdad Medical City',
              licence_number: 'IQ-40210',
            },
          ],
          contact,
          terms_accepted: true,
          payment: wallet,
        },
        customer,
      );
    },
  },
  {
    kind: 'car-voucher',
    title: { ar: 'قسيمة استئجار السيارة', en: 'Car rental voucher', de: 'Mietwagen-Voucher' },
    name: ['Ali', 'Hassan'],
    async book() {
      const pickup = `${inDays(20)}T10:00`;
      const dropoff = `${inDays(23)}T10:00`;
      // A car with its driver: no licence picture to upload.
      const query = new URLSearchParams({ destination: 'najaf', pickup, dropoff, age: '35', with_driver: 'yes' });
      const offer = (await json<{ offers: Array<{ id: string; office: { id: string } }> }>(`/car-search?${query}`))
        .offers[0]!;
      const priced = await json<{ price: { total: { iqd: string } } }>(
        `/cars/${offer.id}?${new URLSearchParams({ pickup, dropoff, age: '35', dropoff_office: offer.office.id })}`,
      );
      return post<Booked>(
        '/car-bookings',
        {
          offer_id: offer.id,
          pickup,
          dropoff,
          dropoff_office: offer.office.id,
          driver: {
            first_name: 'Ali',
            last_name: 'Hassan',
            date_of_birth: '1990-04-12',
            licence_number: 'IQ123456',
            licence_country: 'IQ',
            licence_image_id: null,
            ...contact,
          },
          accepted_total_iqd: priced.price.total.iqd,
          payment: wallet,
        },
        customer,
      );
    },
  },
  {
    kind: 'guide-confirmation',
    title: { ar: 'حجز المرشد', en: 'Guide booking confirmation', de: 'Bestätigung der Reiseführer-Buchung' },
    name: ['Zainab', 'Kareem'],
    async book() {
      const guide = (await json<{ guides: Array<{ id: string }> }>('/guide-search?city=karbala')).guides[0]!;
      const detail = await json<{
        guide: { id: string; languages: string[] };
        first_day: string;
        unavailable: string[];
      }>(`/guides/${guide.id}`);
      const off = new Set(detail.unavailable);
      let start = addDays(detail.first_day, 5);
      while (off.has(start)) start = addDays(start, 1);
      const quote = await json<{ price: { total: { iqd: string } } }>(
        `/guides/${guide.id}?${new URLSearchParams({ date: start, days: '1', group: '2' })}`,
      );
      return post<Booked>(
        '/guide-bookings',
        {
          guide_id: guide.id,
          start,
          days: 1,
          group_size: 2,
          language: detail.guide.languages[0],
          meeting_point: 'Hotel lobby, Bab Al-Qibla street',
          notes: '',
          contact: { first_name: 'Zainab', last_name: 'Kareem', ...contact },
          accepted_total_iqd: quote.price.total.iqd,
          payment: wallet,
        },
        customer,
      );
    },
  },
  {
    kind: 'insurance-certificate',
    title: { ar: 'رقم الوثيقة', en: 'Insurance certificate', de: 'Versicherungsbestätigung' },
    name: ['Noor', 'Al-Tamimi'],
    number: (b) => String(b.details.policy_number),
    async book() {
      const query = { nationality: 'IQ', destination: 'DE', duration: 15, ages: [35] };
      const plan = (
        await post<{ plans: Array<{ id: string; price: { total: { iqd: string } } }> }>('/insurance-searches', query)
      ).plans[0]!;
      return post<Booked>(
        '/insurance-bookings',
        {
          plan_id: plan.id,
          issue_date: inDays(30),
          nationality: 'IQ',
          destination: 'DE',
          duration: 15,
          accepted_total_iqd: plan.price.total.iqd,
          travellers: [
            {
              first_name: 'Noor',
              last_name: 'Al-Tamimi',
              gender: 'female',
              date_of_birth: '1990-04-12',
              nationality: 'IQ',
              passport_number: 'A12345678',
              passport_expiry: inDays(900),
            },
          ],
          contact,
          terms_accepted: true,
          payment: wallet,
        },
        customer,
      );
    },
  },
  {
    kind: 'study-application-receipt',
    title: { ar: 'رقم الحجز', en: 'Booking confirmation', de: 'Buchungsbestätigung' },
    name: ['Zahra', 'Kadhim'],
    async book() {
      const programme = (await json<Array<{ id: string }>>('/uguides?country=MY&degree=master&language=en'))[0]!;
      const detail = await json<{
        id: string;
        papers: string[];
        intakes: Array<{ start: string; open: boolean }>;
        total: { iqd: string };
      }>(`/uguides/${programme.id}`);
      const documents: Record<string, string> = {};
      for (const paper of detail.papers) {
        const form = new FormData();
        const pdf = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n';
        form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'paper.pdf');
        documents[paper] = (
          await json<{ id: string }>('/uploads?purpose=application_document', {
            method: 'POST',
            token: customer,
            body: form,
          })
        ).id;
      }
      return post<Booked>(
        '/uguide-bookings',
        {
          programme_id: detail.id,
          intake: detail.intakes.find((i) => i.open)!.start,
          accepted_total_iqd: detail.total.iqd,
          student: {
            first_name: 'Zahra',
            last_name: 'Kadhim',
            name_ar: 'زهراء كاظم',
            date_of_birth: '2001-03-09',
            nationality: 'IQ',
            passport_number: 'B7654321',
            passport_expires: inDays(4 * 365),
            email: 'zahra@example.iq',
            phone: '+964 770 123 4567',
            previous_school: 'University of Baghdad, BSc Computer Science',
            grade_percent: 82,
          },
          documents,
          terms_accepted: true,
          payment: wallet,
        },
        customer,
      );
    },
  },
];

const booked = new Map<string, Booked>();

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

/** Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits. */
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

/** The amount's digits as the document writes them, whatever grouping of thousands it uses. */
const digitsOf = (amount: string) => amount.replace(/\D/g, '').replace(/0+$/, '');

before(async () => {
  portal = await startPortal();
  customer = await login('customer@demo.iq');
  agency = await login('agency@demo.iq');
  const admin = await login('admin@demo.iq');
  // Enough in the customer's wallet for every booking below.
  const topup = await post<{ id: string }>(
    '/wallet-topups',
    { currency: 'IQD', amount: '90000000', method: 'bank_transfer', reference: 'TRX-DOCS-1' },
    customer,
  );
  await json(`/admin/wallet-topups/${topup.id}/approve`, { method: 'POST', token: admin });
  for (const { kind, book } of KINDS) booked.set(kind, await book());
  await mkdir(DIR, { recursive: true });
});

after(async () => {
  await portal?.stop();
});

describe('every kind of booking document, read back in three languages', () => {
  for (const { kind, title, name, number } of KINDS)
    for (const lang of LANGS)
      it(`${kind} (${lang}): its title, the traveller, the reference and the amount`, async () => {
        const booking = booked.get(kind)!;
        const res = await api(`/bookings/${booking.id}/document.pdf?lang=${lang}`, { token: customer });
        assert.equal(res.status, 200, await res.clone().text());
        assert.equal(res.headers.get('content-type'), 'application/pdf');
        assert.match(res.headers.get('content-disposition') ?? '', new RegExp(`${booking.reference}-${lang}\\.pdf`));
        const pdf = Buffer.from(await res.arrayBuffer());
        const text = pdfText(pdf);
        const file = path.join(DIR, `${kind}-${lang}`);
        await writeFile(`${file}.txt`, text);
        assert.ok(text.includes(booking.reference), `the reference ${booking.reference} in:\n${text}`);
        if (number) {
          const own = number(booking);
          assert.ok(own.length >= 6 && text.includes(own), `the supplier's number ${own} in:\n${text}`);
        }
        // The Latin name reads left to right inside the Arabic text (pdftotext writes it as drawn).
        for (const part of name) assert.ok(text.toUpperCase().includes(part.toUpperCase()), `${part} in:\n${text}`);
        assert.ok(
          text.replace(/\D/g, '').includes(digitsOf(booking.total.amount)),
          `the amount ${booking.total.amount} in:\n${text}`,
        );
        assert.ok(text.includes('/verify/'), 'the verification link');
        assert.ok(text.includes(title[lang]), `the title ${title[lang]} in:\n${text}`);
        // One digit system per document: the portal writes Latin digits in every language, Arabic included.
        assert.doesNotMatch(text, ARABIC_INDIC_DIGITS, `Arabic-Indic digits beside Latin ones in:\n${text}`);
        if (lang === 'ar') {
          await writeFile(`${file}.pdf`, pdf);
          execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', `${file}.pdf`, file]);
        }
      });

  it("is 404 for another account's user, for every kind", async () => {
    for (const { kind } of KINDS) {
      const res = await api(`/bookings/${booked.get(kind)!.id}/document.pdf?lang=en`, { token: agency });
      assert.equal(res.status, 404, kind);
      assert.equal(((await res.json()) as { code: string }).code, 'booking_not_found');
    }
  });
});
