/**
 * The account area against the production build on a fresh data folder (issue 6), in Arabic: an agency owner
 * sets a 10 % flight markup and registers a sub-user; the sub-user logs in and books a flight on the flight
 * screens (search, results, booking page, paid from the agency's wallet); the owner sees
 * the booking in My Bookings and Reports (net, markup, gross), cancels it once however often the button is
 * clicked, and finds the refund in the wallet statement; a recharge request with a receipt image, approved by
 * staff in the back office's top-ups screen, shows up in the user menu's balance. Then every account screen in ar and en at 390 and 1280 px,
 * with axe-core, and the printed documents.
 *
 * The journey is one agency's day in order: each step starts where the previous one left off.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync, crc32 } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { dateGroup, launchBrowser, newContext, screenshot, typeDate } from '../lib/browser.js';
import { startPortal, type Portal } from '../lib/server.js';
import {
  apiLogin,
  describeViolations,
  eventually,
  horizontalOverflow,
  newAxeContext,
  open,
  seriousAxeViolations,
  settle,
  storeSession,
  type ApiSession,
} from '../lib/shell.js';

/** The interface texts the journey looks for (from apps/web/src/features/*\/locales). */
const AR = {
  agencySection: 'الهوية وهامش الربح',
  flights: 'الطيران',
  percent: 'النسبة من السعر الصافي',
  contactLine: 'سطر التواصل',
  logo: 'الشعار',
  saveAgency: 'حفظ الهوية وهامش الربح',
  saved: /تم الحفظ\./,
  name: 'الاسم الكامل',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  confirmation: 'تأكيد كلمة المرور',
  payWallet: /^الدفع من المحفظة/,
  seeWallet: /^الاطلاع على المحفظة/,
  register: 'تسجيل المستخدم الفرعي',
  login: 'تسجيل الدخول',
  bookingsTable: 'الحجوزات، الأحدث أولًا',
  openBooking: (reference: string) => `فتح الحجز ${reference}`,
  agencyPricing: 'تسعير الوكالة',
  totals: 'الإجماليات',
  byUser: 'المبيعات حسب المستخدم (IQD)',
  cancel: 'إلغاء الحجز',
  cancelPanel: (reference: string) => `إلغاء الحجز ${reference}`,
  confirmCancel: 'تأكيد الإلغاء',
  cancelled: /تم إلغاء الحجز وإعادة/,
  walletCurrency: 'عملة المحفظة',
  statement: 'كشف حساب محفظة IQD',
  refundEntry: 'استرداد حجز',
  topup: 'شحن محفظة IQD',
  zaincash: /زين كاش/,
  amount: 'المبلغ (IQD)',
  zaincashReference: 'رقم عملية زين كاش',
  receipt: 'صورة الوصل (اختياري)',
  credited: 'يُضاف إلى محفظتك',
  send: 'إرسال الطلب',
  sent: /تم إرسال الطلب/,
  balances: 'أرصدة المحفظة',
  customerCopy: 'نسخة العميل (PDF)',
  statementPrint: 'طباعة',
  // the flight screens (features/flights/locales/ar.ts)
  oneWay: 'ذهاب فقط',
  from: 'من',
  to: 'إلى',
  departure: 'تاريخ الذهاب',
  searchFlights: 'ابحث عن رحلات',
  flightDetails: 'تفاصيل الرحلة',
  selectFlex: /^اختيار سعر فليكس/,
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  male: 'ذكر',
  dateOfBirth: 'تاريخ الميلاد',
  passportNumber: 'رقم جواز السفر',
  passportExpiry: 'تاريخ انتهاء جواز السفر',
  phone: 'الهاتف',
  address: 'العنوان',
  city: 'المدينة',
  terms: 'أوافق على الشروط والأحكام وقواعد السعر',
  confirmBooking: /^تأكيد الحجز/,
  booked: 'تم حجز رحلتك',
  // the back office (features/admin/locales/ar.ts)
  approve: 'موافقة',
  showReceipt: 'عرض الوصل',
  approved: (name: string) => `تمت الموافقة: شُحنت محفظة ${name}.`,
};

let portal: Portal;
let browser: Browser;

before(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await portal?.stop();
});

async function api<T>(path: string, token: string, init: { method?: string; body?: unknown; key?: string } = {}) {
  const response = await fetch(`${portal.url}/api/v1${path}`, {
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
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A small PNG (two bands of the brand colours), for the receipt and the agency logo. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push(...(y < height / 2 ? [11, 79, 108] : [246, 183, 60]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const digits = (value: string | number) => new Intl.NumberFormat('en-US').format(Number(value));

/** A day `days` ahead in Baghdad, `YYYY-MM-DD`. */
const baghdadDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad' }).format(new Date(Date.now() + days * 86_400_000));

async function chooseAirport(page: Page, label: string, query: string, code: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(query);
  await page
    .getByRole('option', { name: new RegExp(code) })
    .first()
    .click();
  assert.match(await input.inputValue(), new RegExp(`\\(${code}\\)`));
}

async function loggedInPage(context: BrowserContext, session: ApiSession): Promise<Page> {
  const page = await context.newPage();
  await page.goto(portal.url, { waitUntil: 'domcontentloaded' });
  await storeSession(page, session);
  return page;
}

/** The user menu's balance of one currency, as the header shows it. */
async function menuBalance(page: Page, name: string, currency: string): Promise<string> {
  await page.getByRole('banner').getByRole('button', { name }).click();
  const list = page.getByRole('list', { name: AR.balances });
  await list.waitFor();
  const text = (await list.getByRole('listitem').filter({ hasText: currency }).textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

describe('an agency’s day, in Arabic', () => {
  let owner: ApiSession;
  let context: BrowserContext;
  let page: Page;
  const agentEmail = `agent-${Date.now()}@dijla.example`;
  const agentPassword = 'Agent-pass-2026';
  let booking: { id: string; reference: string; pricing: { net: string; markup: string; gross: string } };

  before(async () => {
    owner = await apiLogin(portal.url, 'agency@demo.iq');
    context = await newContext(browser, 'desktop', 'ar');
    page = await loggedInPage(context, owner);
  });
  after(async () => {
    await context?.close();
  });

  it('the owner sets a 10 % flight markup, a contact line and a logo', async () => {
    await open(page, `${portal.url}/sub-users`);
    const section = page.getByRole('region', { name: AR.agencySection });
    await section.getByLabel(AR.flights, { exact: true }).selectOption('percent');
    await section.getByLabel(AR.percent).fill('10');
    await section.getByLabel(AR.contactLine).fill('دجلة للسياحة · 0770 111 2222');
    await section.getByLabel(AR.logo, { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: png(160, 48),
    });
    await section.getByRole('button', { name: AR.saveAgency }).click();
    await section.getByText(AR.saved).waitFor();
    const settings = await api<{ markups: Record<string, unknown>; logo_upload_id: string | null }>(
      '/agency-settings',
      owner.token,
    );
    assert.deepEqual(settings.markups.flight, { type: 'percent', percent: '10' });
    assert.ok(settings.logo_upload_id, 'the logo was saved');
    // Stored as a logo: a PNG stays a PNG (a receipt would have become a JPEG, its transparency black).
    const logo = await fetch(`${portal.url}/api/v1/uploads/${settings.logo_upload_id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    assert.equal(logo.headers.get('content-type'), 'image/png');
  });

  it('the owner registers a sub-user who may book and pay from the wallet, without seeing it', async () => {
    await open(page, `${portal.url}/register-sub-user`);
    await page.getByLabel(AR.name).fill('عمر جاسم');
    await page.getByLabel(AR.email).fill(agentEmail);
    await page.getByLabel(AR.password, { exact: true }).fill(agentPassword);
    await page.getByLabel(AR.confirmation).fill(agentPassword);
    await page.getByRole('checkbox', { name: AR.payWallet }).check();
    // Paying from the wallet does not need seeing it (issue 22, item 2): the balances stay the owner's.
    assert.equal(await page.getByRole('checkbox', { name: AR.seeWallet }).isChecked(), false);
    await page.getByRole('button', { name: AR.register }).click();
    await page.getByText(agentEmail).waitFor();
  });

  it('the sub-user logs in and books a flight on the flight screens, paying from the agency’s wallet', async () => {
    const agentContext = await newContext(browser, 'desktop', 'ar');
    const agentPage = await agentContext.newPage();
    agentPage.setDefaultTimeout(20_000);
    // Nothing on any page asks for what this sub-user may not see: no 403, no error in the console.
    const refused: string[] = [];
    const consoleErrors: string[] = [];
    agentPage.on('response', (r) => r.status() === 403 && refused.push(r.url()));
    agentPage.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await open(agentPage, `${portal.url}/login`);
    await agentPage.getByLabel(AR.email).fill(agentEmail);
    await agentPage.getByLabel(AR.password, { exact: true }).fill(agentPassword);
    await agentPage.getByRole('main').getByRole('button', { name: AR.login }).click();
    await agentPage.waitForURL(`${portal.url}/`);
    const token = await agentPage.evaluate(
      () => sessionStorage.getItem('authToken') ?? localStorage.getItem('authToken'),
    );
    assert.ok(token, 'the sub-user is logged in');

    // Search from the home page's flight tab: Baghdad → Dubai, one way, in 30 days.
    await agentPage.getByText(AR.oneWay, { exact: true }).click();
    await chooseAirport(agentPage, AR.from, 'بغداد', 'BGW');
    await chooseAirport(agentPage, AR.to, 'دبي', 'DXB');
    const depart = baghdadDay(30);
    await typeDate(await dateGroup(agentPage.locator('body'), AR.departure), depart);
    await agentPage.getByRole('button', { name: AR.searchFlights }).click();
    await agentPage.waitForURL(/\/search-flight\//);
    assert.match(decodeURIComponent(agentPage.url()), new RegExp(`origin=BGW/to=DXB/type=oneway/depart=${depart}/`));

    // The first result's details list every fare with its refund rule; the flexible one refunds.
    const first = agentPage.locator('main article').first();
    await first.waitFor();
    await first.getByRole('button', { name: AR.flightDetails }).click();
    await first.getByRole('button', { name: AR.selectFlex }).first().click();

    await agentPage.waitForURL(/\/flight-booking\//);
    const form = agentPage.locator('main form');
    const traveller = form
      .locator('fieldset')
      .filter({ has: agentPage.getByLabel(AR.firstName) })
      .first();
    await traveller.waitFor();
    await traveller.getByLabel(AR.firstName).fill('Ahmed');
    await traveller.getByLabel(AR.lastName).fill('Al-Rubaie');
    await traveller.getByLabel(AR.male, { exact: true }).check();
    await typeDate(await dateGroup(traveller, AR.dateOfBirth), '1985-04-12');
    await traveller.getByLabel(AR.passportNumber).fill('A12345678');
    await typeDate(await dateGroup(traveller, AR.passportExpiry), baghdadDay(5 * 365));
    await form.getByLabel(AR.phone, { exact: true }).fill('+964 770 555 1234');
    await form.getByLabel(AR.address, { exact: true }).fill('Karrada, Street 62');
    await form.getByLabel(AR.city, { exact: true }).fill('Baghdad');
    // The wallets that can pay are offered with what the booking takes from each, not with their balances.
    const iqd = form.getByRole('radio', { name: /IQD/ });
    assert.doesNotMatch((await iqd.locator('xpath=ancestor::label').textContent()) ?? '', /الرصيد/);
    await iqd.check();
    await form.getByLabel(AR.terms).check();
    await screenshot(agentPage, 'account-journey-sub-user-booking-ar-1280');
    await form.getByRole('button', { name: AR.confirmBooking }).click();

    await agentPage.waitForURL(/\/booking\/success\/bookingId=/);
    await agentPage.getByRole('heading', { name: AR.booked }).waitFor();
    const id = /bookingId=([0-9a-f-]{36})/.exec(decodeURIComponent(agentPage.url()))?.[1];
    assert.ok(id, 'the confirmation names the booking');
    booking = await api(`/bookings/${id}`, owner.token);
    assert.equal((booking as unknown as { status: string }).status, 'confirmed');
    // The agency's wallet paid the net price; the markup is 10 % of it.
    assert.equal(Number(booking.pricing.markup), Math.floor(Number(booking.pricing.net) / 10));
    // The confirmation says what was paid, not what is left in the agency's wallet.
    await agentPage.getByTestId('amount-paid').waitFor();
    assert.equal(await agentPage.getByTestId('remaining-balance').count(), 0);
    assert.deepEqual(refused, []);
    assert.deepEqual(consoleErrors, []);
    await agentContext.close();
  });

  it('the owner sees it in My Bookings, booked by the sub-user, with net, markup and gross', async () => {
    await open(page, `${portal.url}/my-bookings`);
    await page.waitForURL(`${portal.url}/my-bookings/flights`);
    const row = page
      .getByRole('table', { name: AR.bookingsTable })
      .getByRole('row')
      .filter({ hasText: booking.reference });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /عمر جاسم/);
    await screenshot(page, 'account-journey-my-bookings-ar-1280');

    await row.getByRole('link', { name: AR.openBooking(booking.reference) }).click();
    await page.getByText(AR.agencyPricing).waitFor();
    await settle(page);
    const pricing = (await page.getByText(AR.agencyPricing).locator('..').textContent()) ?? '';
    for (const amount of [booking.pricing.net, booking.pricing.markup, booking.pricing.gross])
      assert.ok(pricing.includes(digits(amount)), `${digits(amount)} in "${pricing}"`);
    await screenshot(page, 'account-journey-booking-detail-ar-1280');
  });

  it('the customer copy of the itinerary prints with the agency’s logo, contact line and gross price', async () => {
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: AR.customerCopy }).click();
    await eventually(async () =>
      assert.equal(await page.evaluate(() => (window as unknown as { printed: number }).printed), 1),
    );
    await page.emulateMedia({ media: 'print' });
    const document_ = page.getByTestId('print-document');
    assert.ok(await document_.isVisible(), 'only the document is shown when printing');
    assert.equal(await page.getByRole('banner').isVisible(), false);
    const text = (await document_.textContent()) ?? '';
    assert.match(text, /دجلة للسياحة/);
    assert.ok(text.includes(digits(booking.pricing.gross)), 'the customer sees the gross price');
    assert.ok(!text.includes(digits(booking.pricing.net)), 'and not the net price');
    assert.ok(
      await document_.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      'the agency logo is shown',
    );
    await screenshot(page, 'account-journey-itinerary-customer-copy-ar');
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  });

  it('the owner sees it in Reports: net, markup and gross by sub-user', async () => {
    await open(page, `${portal.url}/reports`);
    const table = page.getByRole('table', { name: AR.byUser });
    const row = table.getByRole('row').filter({ hasText: 'عمر جاسم' });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    for (const amount of [booking.pricing.net, booking.pricing.markup, booking.pricing.gross])
      assert.ok(text.includes(digits(amount)), `${digits(amount)} in "${text}"`);
    await screenshot(page, 'account-journey-reports-ar-1280');
  });

  it('the owner cancels it with a double click: one cancellation, one refund', async () => {
    await open(page, `${portal.url}/my-bookings/flights/${booking.id}`);
    await page.getByRole('button', { name: AR.cancel, exact: true }).click();
    const panel = page.getByRole('region', { name: AR.cancelPanel(booking.reference) });
    await panel.getByRole('button', { name: AR.confirmCancel }).dblclick();
    await page.getByText(AR.cancelled).waitFor();
    const after = await api<{ status: string; history: Array<{ status: string }> }>(
      `/bookings/${booking.id}`,
      owner.token,
    );
    assert.equal(after.status, 'refunded');
    assert.deepEqual(
      after.history.map((e) => e.status),
      ['confirmed', 'cancelled', 'refunded'],
    );
  });

  it('the refund is in the IQD wallet statement, once', async () => {
    await open(page, `${portal.url}/wallet`);
    await page.getByLabel(AR.walletCurrency).selectOption('IQD');
    const statement = page.getByRole('region', { name: AR.statement });
    const refunds = statement
      .getByRole('row')
      .filter({ hasText: AR.refundEntry })
      .filter({ hasText: booking.reference });
    await refunds.first().waitFor();
    assert.equal(await refunds.count(), 1);
    const fromApi = await api<{ entries: Array<{ kind: string; reference: string | null }> }>(
      '/wallet-statement?currency=IQD',
      owner.token,
    );
    assert.equal(fromApi.entries.filter((e) => e.kind === 'refund' && e.reference === booking.reference).length, 1);
  });

  it('a recharge request with a receipt, approved by staff, shows in the user menu’s balance', async () => {
    const reference = `ZC-${Date.now()}`;
    const form = page.getByRole('region', { name: AR.topup });
    await form.getByRole('radio', { name: AR.zaincash }).check();
    await form.getByLabel(AR.amount).fill('100000');
    await form.getByText(AR.credited).waitFor();
    await form.getByLabel(AR.zaincashReference).fill(reference);
    await form
      .getByLabel(AR.receipt)
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png(40, 40) });
    await form.getByRole('button', { name: AR.send }).click();
    await form.getByText(AR.sent).waitFor();
    await screenshot(page, 'account-journey-wallet-ar-1280');

    const before = await menuBalance(page, owner.user.name, 'IQD');
    // Staff decide in the back office's top-ups screen.
    const admin = await apiLogin(portal.url, 'admin@demo.iq');
    const me = await api<{ account: { name: string } }>('/me', owner.token);
    const staffContext = await newContext(browser, 'desktop', 'ar');
    const desk = await loggedInPage(staffContext, admin);
    await open(desk, `${portal.url}/admin/topups`);
    const card = desk.getByRole('article', { name: `${me.account.name} · ${reference}` });
    await card.waitFor();
    await card.getByRole('button', { name: AR.showReceipt }).waitFor();
    await screenshot(desk, 'account-journey-staff-topups-ar-1280');
    await card.getByRole('button', { name: AR.approve }).click();
    await desk.getByText(AR.approved(me.account.name)).waitFor();
    await staffContext.close();
    const decided = await api<Array<{ reference: string; status: string; has_receipt: boolean }>>(
      '/wallet-topups',
      owner.token,
    );
    const request = decided.find((r) => r.reference === reference);
    assert.equal(request?.status, 'approved');
    assert.ok(request.has_receipt, 'with its receipt');

    const wallets = await api<Array<{ currency_name: string; balance: string }>>('/user-wallets', owner.token);
    const iqd = wallets.find((w) => w.currency_name === 'IQD')!;
    await page.reload({ waitUntil: 'networkidle' });
    const now = await menuBalance(page, owner.user.name, 'IQD');
    assert.ok(now.includes(digits(iqd.balance)), `the menu shows ${digits(iqd.balance)}: "${now}"`);
    assert.notEqual(now, before);
  });

  it('the statement prints as a PDF in Arabic, right to left', async () => {
    await page.getByLabel(AR.walletCurrency).selectOption('IQD');
    const statement = page.getByRole('region', { name: AR.statement });
    await statement.getByRole('row').filter({ hasText: AR.refundEntry }).first().waitFor();
    await page.evaluate(() => {
      window.print = () => {};
    });
    await statement.getByRole('button', { name: AR.statementPrint, exact: true }).click();
    const document_ = page.getByTestId('print-document');
    await document_.waitFor({ state: 'attached' });
    assert.equal(await document_.getAttribute('dir'), 'rtl');
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'account-journey-statement-print-ar');
    const pdf = await page.pdf({ format: 'A4' });
    assert.ok(pdf.length > 10_000, 'Chromium prints it to a PDF');
    await page.emulateMedia({ media: 'screen' });
  });
});

describe('every account screen in ar and en, at 390 and 1280 px', () => {
  let owner: ApiSession;
  let bookingId: string;

  before(async () => {
    owner = await apiLogin(portal.url, 'agency@demo.iq');
    const list = await api<Array<{ id: string }>>('/bookings?service=flight', owner.token);
    assert.ok(list[0], 'the journey above left a booking');
    bookingId = list[0].id;
  });

  const screens = () => [
    ['my-bookings', '/my-bookings/flights'],
    ['my-bookings-visa', '/my-bookings/visa'],
    ['booking-detail', `/my-bookings/flights/${bookingId}`],
    ['wallet', '/wallet'],
    ['reports', '/reports'],
    ['my-users', '/sub-users'],
    ['register-sub-user', '/register-sub-user'],
  ];

  for (const lang of ['ar', 'en'] as const) {
    for (const viewport of ['phone', 'desktop'] as const) {
      it(`${lang} at ${viewport === 'phone' ? 390 : 1280} px: no sideways scrolling, no console errors`, async () => {
        const context = await newContext(browser, viewport, lang);
        const page = await loggedInPage(context, owner);
        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        page.on('pageerror', (e) => errors.push(e.message));
        for (const [name, path] of screens()) {
          await open(page, `${portal.url}${path}`);
          const { scrollWidth, width } = await horizontalOverflow(page);
          assert.ok(scrollWidth <= width, `${path} scrolls sideways in ${lang} (${scrollWidth} > ${width})`);
          await screenshot(page, `account-${name}-${lang}-${viewport === 'phone' ? 390 : 1280}`);
        }
        assert.deepEqual(errors, []);
        await context.close();
      });
    }

    it(`${lang}: axe-core finds no serious or critical violations`, async () => {
      const context = await newAxeContext(browser, 'desktop', lang);
      const page = await loggedInPage(context, owner);
      for (const [, path] of screens()) {
        await open(page, `${portal.url}${path}`);
        const violations = await seriousAxeViolations(page);
        assert.deepEqual(violations, [], `${path}:\n${describeViolations(violations)}`);
      }
      await context.close();
    });
  }
});
