/**
 * The back office (issue 7) against the production build on a fresh data folder. First the bundle check: the
 * visitor's initial JavaScript holds no back-office code. Then a content editor (added by the admin) adds a hotel
 * with its texts in three languages, a room type and a rate, and a visitor finds its card in the hotel search;
 * the customer books it and the desk cancels it with the refund, which lands in the customer's wallet. Then the
 * agent desk's day in Arabic: a desk member logs in through the login page, approves a customer's top-up and the
 * customer's balance rises; a customer's held flight booking is paid from their wallet and ticketed, and the
 * customer sees it in My Bookings. Then every back-office screen in ar, en and de at 390 and 1280 px (new-record
 * forms and an account's page included), with axe-core in ar and en.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../lib/browser.js';
import { startPortal, type Portal } from '../lib/server.js';
import {
  apiLogin,
  bookingEntry,
  describeViolations,
  horizontalOverflow,
  newAxeContext,
  open,
  seriousAxeViolations,
  storeSession,
  type ApiSession,
} from '../lib/shell.js';

const BUILT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/**
 * A private copy of the web build, served by this journey's portal and read by the bundle check: others rebuild
 * apps/web/dist at any time on a shared machine. A copy taken mid-build (index.html naming a missing script or
 * style sheet) is taken again.
 */
function copyBuild(): string {
  for (let attempt = 0; ; attempt++) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    cpSync(BUILT, dir, { recursive: true });
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
    if (existsSync(path.join(dir, '.vite', 'manifest.json')) && assets.every((a) => existsSync(path.join(dir, a))))
      return dir;
    rmSync(dir, { recursive: true, force: true });
    if (attempt > 20) throw new Error('the web build in apps/web/dist is incomplete');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
  }
}
let DIST = BUILT;

/** The texts the journey looks for (from apps/web/src/features/admin/locales and the account screens). */
const AR = {
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  login: 'تسجيل الدخول',
  dashboard: 'لوحة المتابعة',
  topups: 'طلبات الشحن',
  approve: 'موافقة',
  approved: (name: string) => `تمت الموافقة: شُحنت محفظة ${name}.`,
  desk: 'مكتب الحجوزات',
  search: 'المرجع أو الحساب أو المسافر',
  show: 'عرض',
  open: (reference: string) => `فتح الحجز ${reference}`,
  payHold: 'الدفع من محفظة العميل',
  paid: 'تم الدفع من محفظة العميل.',
  ticketFor: 'رقم تذكرة Ahmed Al-Rubaie',
  markTicketed: 'تأكيد إصدار التذاكر',
  issued: 'تم الإصدار. يرى العميل الأرقام في حجوزاتي.',
  ticketed: 'صدرت التذكرة',
};

let portal: Portal;
let browser: Browser;
before(async () => {
  DIST = copyBuild();
  process.env.WEB_DIST = DIST;
  portal = await startPortal();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await portal?.stop();
  if (DIST !== BUILT) rmSync(DIST, { recursive: true, force: true });
});

async function api<T>(url: string, token: string, init: { method?: string; body?: unknown; key?: string } = {}) {
  const response = await fetch(`${portal.url}/api/v1${url}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${init.method ?? 'GET'} ${url} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function loggedInPage(context: BrowserContext, session: ApiSession): Promise<Page> {
  const page = await context.newPage();
  await page.goto(portal.url, { waitUntil: 'domcontentloaded' });
  await storeSession(page, session);
  return page;
}

describe('the visitor’s initial bundle', () => {
  it('holds no back-office code: nothing of features/admin in the entry’s static imports (Vite’s manifest)', () => {
    const manifestFile = path.join(DIST, '.vite', 'manifest.json');
    assert.ok(existsSync(manifestFile), 'the web build writes its manifest (npm run build)');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; src?: string }
    >;
    const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
    assert.deepEqual(entries, ['index.html']);
    const initial = new Set<string>();
    const stack = [...entries];
    while (stack.length) {
      const key = stack.pop()!;
      if (initial.has(key)) continue;
      initial.add(key);
      stack.push(...(manifest[key]!.imports ?? []));
    }
    // No back-office module is a chunk of the first screen…
    assert.deepEqual(
      [...initial].filter((key) => key.includes('features/admin')),
      [],
    );
    // …nor inlined into one: its API paths and texts appear only in lazy chunks.
    const markers = ['/wallet-adjustments', '/ledger/accounts', 'Mark as ticketed', 'تأكيد إصدار التذاكر'];
    const read = (file: string) => readFileSync(path.join(DIST, file), 'utf8');
    for (const key of initial) {
      const code = read(manifest[key]!.file);
      for (const marker of markers) assert.ok(!code.includes(marker), `${marker} is in the initial chunk ${key}`);
    }
    const lazy = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js') && !initial.has(chunk.file));
    for (const marker of markers)
      assert.ok(
        lazy.some((chunk) => read(chunk.file).includes(marker)),
        `${marker} is in a lazy chunk (so the check above looks for what really ships)`,
      );
    // The admin screens are chunks the router loads on demand.
    const adminChunks = Object.keys(manifest).filter((key) => key.startsWith('src/features/admin/components/'));
    assert.ok(adminChunks.length >= 10, `the back office is split into its screens (${adminChunks.length})`);
    for (const key of adminChunks) assert.ok(!initial.has(key), `${key} is not loaded by the first screen`);
  });
});

describe('a content editor adds a hotel in three languages, in English', () => {
  let editor: ApiSession;
  let customer: ApiSession;
  let desk: ApiSession;
  let hotelId = '';
  const slug = `e2e-tigris-${Date.now()}`;

  before(async () => {
    const admin = await apiLogin(portal.url, 'admin@demo.iq');
    const email = `editor-${Date.now()}@rafidain.travel`;
    await api('/admin/staff', admin.token, {
      method: 'POST',
      body: {
        name: 'Huda Editor',
        email,
        staff_role: 'editor',
        password: 'Editor-2026!',
        password_confirmation: 'Editor-2026!',
      },
    });
    editor = await apiLogin(portal.url, email, 'Editor-2026!');
    customer = await apiLogin(portal.url, 'customer@demo.iq');
    const deskEmail = `desk2-${Date.now()}@rafidain.travel`;
    await api('/admin/staff', admin.token, {
      method: 'POST',
      body: {
        name: 'Omar Desk',
        email: deskEmail,
        staff_role: 'desk',
        password: 'Desk-2026-pass',
        password_confirmation: 'Desk-2026-pass',
      },
    });
    desk = await apiLogin(portal.url, deskEmail, 'Desk-2026-pass');
  });

  it('the editor adds the hotel, a room type and a rate; the hotel search finds it', async () => {
    const context = await newContext(browser, 'desktop', 'en');
    const page = await loggedInPage(context, editor);
    await open(page, `${portal.url}/admin/inventory/hotels/new`);
    await page.getByLabel('Destination').selectOption('istanbul');
    await page.getByLabel(/^Short name in links/).fill(slug);
    const texts: Array<[string, [string, string, string]]> = [
      ['Name', ['قصر دجلة', 'Tigris Palace', 'Tigris-Palast']],
      [
        'Description',
        ['فندق هادئ قرب ساحة تقسيم.', 'A quiet hotel near Taksim Square.', 'Ein ruhiges Hotel nahe dem Taksim-Platz.'],
      ],
      ['Address', ['شارع الاستقلال 10، إسطنبول', 'Istiklal Street 10, Istanbul', 'Istiklal-Straße 10, Istanbul']],
    ];
    for (const [label, [ar, en, de]] of texts) {
      const group = page.getByRole('group', { name: label, exact: true });
      await group.getByLabel(`${label} · العربية`).fill(ar);
      await group.getByLabel(`${label} · English`).fill(en);
      await group.getByLabel(`${label} · Deutsch`).fill(de);
    }
    await page.getByLabel('Latitude').fill('41.0369');
    await page.getByLabel('Longitude').fill('28.985');
    await page.getByRole('checkbox', { name: 'Breakfast', exact: true }).check();
    await page.getByRole('button', { name: 'Add the hotel' }).click();
    await page.waitForURL(/\/admin\/inventory\/hotels\/[0-9a-f-]{36}$/);
    hotelId = page.url().split('/').pop()!;

    const add = page.getByRole('region', { name: 'Add a room type' });
    await add.getByLabel('Room type').selectOption('double');
    const roomName = add.getByRole('group', { name: 'Name', exact: true });
    await roomName.getByLabel('Name · العربية').fill('غرفة مزدوجة');
    await roomName.getByLabel('Name · English').fill('Double room');
    await roomName.getByLabel('Name · Deutsch').fill('Doppelzimmer');
    await add.getByRole('button', { name: 'Add the room type' }).click();
    const room = page.getByRole('region', { name: 'Double room (Double)' });
    await room.waitFor();
    await room.getByLabel('Price per night (IQD)').fill('95000');
    await room.getByRole('button', { name: 'Add the rate' }).click();
    await room.getByText('Free until 3 days before; then 50 %').waitFor();
    await screenshot(page, 'admin-journey-hotel-en-1280');
    // The destination's seasons, which the new hotel was priced with.
    await open(page, `${portal.url}/admin/inventory/destinations`);
    await page.getByRole('button', { name: 'Edit Istanbul' }).click();
    await page
      .getByRole('region', { name: 'Seasons of Istanbul' })
      .getByRole('button', { name: 'Save the seasons' })
      .waitFor();
    await screenshot(page, 'admin-journey-seasons-en-1280');
    await context.close();

    // A visitor searches for the hotel on the site (its own short name searches that hotel alone) and finds its
    // card, in German: the name typed in the back office.
    const date = (days: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
        new Date(Date.now() + days * 86_400_000),
      );
    const visitor = await newContext(browser, 'phone', 'de');
    const search = await visitor.newPage();
    await open(
      search,
      `${portal.url}/hotel-search/from=${slug}/checkin=${date(20)}/checkout=${date(22)}/nationality=IQ/adult=2/child=0/infant=0/room=1/room-type=any?adults1=2`,
    );
    const card = search.locator('main article[data-stars]').filter({ hasText: 'Tigris-Palast' });
    await card.first().waitFor({ timeout: 15_000 });
    assert.equal(await card.count(), 1);
    await screenshot(search, 'admin-journey-hotel-in-search-de-390');
    await visitor.close();
  });

  it('the customer books it; the desk cancels it with the refund; the customer sees it in My Bookings', async () => {
    const date = (days: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad' }).format(new Date(Date.now() + days * 86_400_000));
    const stay = { check_in: date(25), check_out: date(27), nationality: 'IQ' };
    const rates = await api<{ room_types: Array<{ rates: Array<{ id: string }> }> }>(
      `/hotels/${hotelId}/rates`,
      customer.token,
      { method: 'POST', body: { ...stay, rooms: [{ adults: 2 }] } },
    );
    const rateId = rates.room_types[0]?.rates[0]?.id ?? '';
    assert.ok(rateId, 'the new room type has a rate to book');
    const selection = await api<{ ref_id: string; total: { iqd: string } }>('/hotel-rate-selections', customer.token, {
      method: 'POST',
      body: { hotel_id: hotelId, ...stay, rooms: [{ adults: 2, rate_id: rateId }] },
    });
    const booking = await api<{ id: string; reference: string; status: string }>('/hotel-bookings', customer.token, {
      method: 'POST',
      key: `e2e-hotel-${Date.now()}`,
      body: {
        ref_id: selection.ref_id,
        accepted_total_iqd: selection.total.iqd,
        lead_guest: {
          first_name: 'Zainab',
          last_name: 'Hashimi',
          email: 'zainab@example.iq',
          phone: '+964 770 123 4567',
          nationality: 'IQ',
        },
        rooms: [
          {
            guests: [
              { type: 'adult', first_name: 'Zainab', last_name: 'Hashimi' },
              { type: 'adult', first_name: 'Ali', last_name: 'Hashimi' },
            ],
          },
        ],
        terms_accepted: true,
        payment: { method: 'wallet', currency: 'IQD' },
      },
    });
    assert.equal(booking.status, 'confirmed');

    const iqdBalance = async () =>
      BigInt(
        (await api<Array<{ currency_name: string; balance_minor: string }>>('/user-wallets', customer.token)).find(
          (w) => w.currency_name === 'IQD',
        )!.balance_minor,
      );
    const paidBalance = await iqdBalance();
    const quote = await api<{ refund: { amount: string; currency: string } }>(
      `/admin/bookings/${booking.id}/cancellation-quote`,
      desk.token,
    );
    assert.equal(quote.refund.currency, 'IQD');
    assert.ok(BigInt(quote.refund.amount) > 0n, 'the refundable rate gives money back');

    const context = await newContext(browser, 'desktop', 'en');
    const page = await loggedInPage(context, desk);
    await open(page, `${portal.url}/admin/bookings/${booking.id}`);
    const cancel = page.getByRole('region', { name: 'Cancel for the customer' });
    await cancel.getByRole('button', { name: 'Show what a cancellation refunds' }).click();
    await cancel.getByRole('button', { name: 'Cancel and refund' }).click();
    await page.getByText('Cancelled; the refund went back to the wallet it was paid from.').waitFor();
    await screenshot(page, 'admin-journey-hotel-cancelled-en-1280');
    await context.close();

    const mine = await api<{ status: string }>(`/bookings/${booking.id}`, customer.token);
    assert.ok(['cancelled', 'refunded'].includes(mine.status), mine.status);
    // The quoted refund went back to the customer's dinar wallet (IQD has no minor units).
    assert.equal(await iqdBalance(), paidBalance + BigInt(quote.refund.amount));
    const customerContext = await newContext(browser, 'phone', 'en');
    const customerPage = await loggedInPage(customerContext, customer);
    await open(customerPage, `${portal.url}/my-bookings/hotels`);
    const entry = bookingEntry(customerPage, booking.reference);
    await entry.waitFor();
    assert.match((await entry.textContent()) ?? '', /Refunded|Cancelled/);
    await screenshot(customerPage, 'admin-journey-customer-hotel-cancelled-en-390');
    await customerContext.close();
  });
});

describe('the agent desk’s day, in Arabic', () => {
  let admin: ApiSession;
  let customer: ApiSession;
  let deskContext: BrowserContext;
  let desk: Page;
  let customerContext: BrowserContext;
  let customerPage: Page;
  const deskEmail = `desk-${Date.now()}@rafidain.travel`;
  const deskPassword = 'Desk-pass-2026';

  before(async () => {
    admin = await apiLogin(portal.url, 'admin@demo.iq');
    customer = await apiLogin(portal.url, 'customer@demo.iq');
    await api('/admin/staff', admin.token, {
      method: 'POST',
      body: {
        name: 'نور الهدى',
        email: deskEmail,
        staff_role: 'desk',
        password: deskPassword,
        password_confirmation: deskPassword,
      },
    });
    deskContext = await newContext(browser, 'desktop', 'ar');
    desk = await deskContext.newPage();
    customerContext = await newContext(browser, 'phone', 'ar');
    customerPage = await loggedInPage(customerContext, customer);
  });
  after(async () => {
    await deskContext?.close();
    await customerContext?.close();
  });

  it('the desk logs in through the login page and lands in the back office', async () => {
    await desk.goto(`${portal.url}/admin`, { waitUntil: 'networkidle' });
    await desk.waitForURL(/\/login\?redirect=/);
    await desk.getByLabel(AR.email).fill(deskEmail);
    await desk.getByLabel(AR.password, { exact: true }).fill(deskPassword);
    await desk.getByRole('main').getByRole('button', { name: AR.login }).click();
    await desk.waitForURL(`${portal.url}/admin`);
    await desk.getByRole('heading', { level: 1, name: AR.dashboard }).waitFor();
    assert.equal(await desk.evaluate(() => document.documentElement.dir), 'rtl');
    const menu = await desk.getByRole('navigation', { name: 'لوحة الإدارة' }).getByRole('link').allTextContents();
    assert.deepEqual(menu, ['لوحة المتابعة', 'مكتب الحجوزات', 'مكتب الطلبات', 'طلبات الشحن', 'الرسائل']);
  });

  it('the desk approves a top-up and the customer’s balance rises', async () => {
    const reference = `BT-${Date.now()}`;
    const before = await api<Array<{ currency_name: string; balance_minor: string }>>('/user-wallets', customer.token);
    const iqdBefore = BigInt(before.find((w) => w.currency_name === 'IQD')!.balance_minor);
    await api('/wallet-topups', customer.token, {
      method: 'POST',
      key: `e2e-topup-${reference}`,
      body: { currency: 'IQD', amount: '250000', method: 'bank_transfer', reference },
    });

    await open(desk, `${portal.url}/admin/topups`);
    const card = desk.getByRole('article', { name: `Zainab Al-Hashimi · ${reference}` });
    await card.waitFor();
    await screenshot(desk, 'admin-journey-topups-ar-1280');
    await card.getByRole('button', { name: AR.approve }).click();
    await desk.getByText(AR.approved('Zainab Al-Hashimi')).waitFor();

    const after = await api<Array<{ currency_name: string; balance_minor: string }>>('/user-wallets', customer.token);
    assert.equal(BigInt(after.find((w) => w.currency_name === 'IQD')!.balance_minor), iqdBefore + 250_000n);
    await open(customerPage, `${portal.url}/wallet`);
    const shown = (await customerPage.getByRole('main').textContent()) ?? '';
    const expected = new Intl.NumberFormat('en-US').format(Number(iqdBefore + 250_000n));
    assert.ok(shown.includes(expected), `the customer's wallet shows ${expected}`);
  });

  it('the desk pays a held flight booking from the customer’s wallet, tickets it, and the customer sees it', async () => {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad' }).format(
      new Date(Date.now() + 30 * 86_400_000),
    );
    const search = await api<{
      session_id: string;
      offers: Array<{
        id: string;
        slices: Array<{ stops: number }>;
        fares: Array<{ family: string; total: { iqd: string } }>;
      }>;
    }>('/flight-searches', customer.token, {
      method: 'POST',
      body: { trip: 'oneway', slices: [{ origin: 'BGW', destination: 'DXB', date }], adults: 1 },
    });
    const offer = search.offers.find((o) => o.slices[0]!.stops === 0)!;
    const fare = offer.fares[0]!;
    const booking = await api<{ id: string; reference: string; status: string }>('/flight-bookings', customer.token, {
      method: 'POST',
      key: `e2e-hold-${Date.now()}`,
      body: {
        session_id: search.session_id,
        offer_id: offer.id,
        fare_family: fare.family,
        accepted_total_iqd: fare.total.iqd,
        passengers: [
          {
            type: 'adult',
            first_name: 'Ahmed',
            last_name: 'Al-Rubaie',
            gender: 'male',
            date_of_birth: '1985-04-12',
            nationality: 'IQ',
            country: 'IQ',
            passport_number: 'A12345678',
            passport_expiry: '2031-01-01',
          },
        ],
        contact: { email: 'ahmed@example.iq', phone: '+964 770 555 1234' },
        billing: { address1: 'Karrada, Street 62', city: 'Baghdad', terms_accepted: true },
        payment: { method: 'hold' },
      },
    });
    assert.equal(booking.status, 'held');

    await open(desk, `${portal.url}/admin/bookings`);
    await desk.getByLabel(AR.search).fill(booking.reference);
    await desk.getByRole('button', { name: AR.show, exact: true }).click();
    await desk.getByRole('link', { name: AR.open(booking.reference) }).click();
    await desk.getByRole('button', { name: AR.payHold }).click();
    await desk.getByText(AR.paid).waitFor();
    const ticket = desk.getByLabel(AR.ticketFor);
    await ticket.fill('229-4455667788');
    await desk.getByRole('button', { name: AR.markTicketed }).click();
    await desk.getByText(AR.issued).waitFor();
    await screenshot(desk, 'admin-journey-booking-ticketed-ar-1280');

    await open(customerPage, `${portal.url}/my-bookings/flights`);
    const entry = bookingEntry(customerPage, booking.reference);
    await entry.waitFor();
    assert.match((await entry.textContent()) ?? '', new RegExp(AR.ticketed));
    await screenshot(customerPage, 'admin-journey-customer-my-bookings-ar-390');
    const mine = await api<{ status: string; history: Array<{ status: string; note: string | null }> }>(
      `/bookings/${booking.id}`,
      customer.token,
    );
    assert.equal(mine.status, 'fulfilled');
    assert.equal(mine.history.at(-1)?.note, '229-4455667788');
  });
});

describe('every back-office screen in ar, en and de, at 390 and 1280 px', () => {
  let admin: ApiSession;
  let bookingId: string;
  let walletLedgerId: string;
  let scheduleKey: string;
  let hotelId: string;
  let accountId: string;

  before(async () => {
    admin = await apiLogin(portal.url, 'admin@demo.iq');
    const bookings = await api<Array<{ id: string }>>('/admin/bookings', admin.token);
    assert.ok(bookings[0], 'the journey above left a booking');
    bookingId = bookings[0].id;
    const wallets = await api<Array<{ id: string }>>('/admin/ledger/accounts?kind=wallet&q=Zainab', admin.token);
    walletLedgerId = wallets[0]!.id;
    scheduleKey = (await api<Array<{ key: string }>>('/admin/flights/schedules?origin=BGW&per_page=1', admin.token))[0]!
      .key;
    hotelId = (await api<Array<{ id: string }>>('/admin/hotels?per_page=1', admin.token))[0]!.id;
    accountId = (await api<Array<{ id: string }>>('/admin/accounts?q=Zainab', admin.token))[0]!.id;
    // A visitor's message: the office is told by mail, which (no SMTP here) lands in the outbox the admin reads.
    const sent = await fetch(`${portal.url}/api/v1/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify({
        name: 'Hassan Ali',
        email: 'hassan@example.iq',
        subject: 'Umrah in March',
        message: 'Do you have family rooms near the Haram in March?',
      }),
    });
    assert.ok(sent.ok, `the contact form answered ${sent.status}`);
  });

  const screens = () => [
    ['dashboard', '/admin'],
    ['bookings', '/admin/bookings'],
    ['booking', `/admin/bookings/${bookingId}`],
    ['topups', '/admin/topups'],
    ['messages', '/admin/messages'],
    ['ledger', '/admin/ledger'],
    ['ledger-wallet', `/admin/ledger/${walletLedgerId}`],
    ['flights', '/admin/inventory/flights'],
    ['flight', `/admin/inventory/flights/${scheduleKey}`],
    ['flight-new', '/admin/inventory/flights/new'],
    ['airports', '/admin/inventory/airports'],
    ['carriers', '/admin/inventory/carriers'],
    ['hotels', '/admin/inventory/hotels'],
    ['hotel', `/admin/inventory/hotels/${hotelId}`],
    ['hotel-new', '/admin/inventory/hotels/new'],
    ['destinations', '/admin/inventory/destinations'],
    ['settings', '/admin/settings'],
    ['home', '/admin/home'],
    ['currencies', '/admin/currencies'],
    ['accounts', '/admin/accounts'],
    ['account', `/admin/accounts/${accountId}`],
    ['staff', '/admin/staff'],
    ['outbox', '/admin/outbox'],
    ['audit', '/admin/audit'],
  ];

  for (const lang of ['ar', 'en', 'de'] as const) {
    for (const viewport of ['phone', 'desktop'] as const) {
      it(`${lang} at ${viewport === 'phone' ? 390 : 1280} px: no sideways scrolling, no console errors`, async () => {
        const context = await newContext(browser, viewport, lang);
        const page = await loggedInPage(context, admin);
        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        page.on('pageerror', (e) => errors.push(e.message));
        for (const [name, url] of screens()) {
          await open(page, `${portal.url}${url}`);
          const { scrollWidth, width } = await horizontalOverflow(page);
          assert.ok(scrollWidth <= width, `${url} scrolls sideways in ${lang} (${scrollWidth} > ${width})`);
          await screenshot(page, `admin-${name}-${lang}-${viewport === 'phone' ? 390 : 1280}`);
        }
        assert.deepEqual(errors, []);
        await context.close();
      });
    }

    // German shares English's direction and layout: its pass is for sideways scrolling and console errors.
    if (lang === 'de') continue;
    it(`${lang}: axe-core finds no serious or critical violations`, async () => {
      const context = await newAxeContext(browser, 'desktop', lang);
      const page = await loggedInPage(context, admin);
      for (const [, url] of screens()) {
        await open(page, `${portal.url}${url}`);
        const violations = await seriousAxeViolations(page);
        assert.deepEqual(violations, [], `${url}:\n${describeViolations(violations)}`);
      }
      await context.close();
    });
  }
});
