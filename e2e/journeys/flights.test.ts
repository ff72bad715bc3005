/**
 * The flight journey of issue 4 on the production build, in Arabic and in English: a customer logs in,
 * searches BGW → IST round trip for 2 adults, 1 child and 1 infant from the home page's flight tab, filters and
 * sorts the results, opens a result's details, books it with passport and marriage-contract images, pays from
 * a wallet, sees the confirmation and the lower balance in the user menu. Screenshots of results, booking and
 * confirmation at 390 and 1280 px go to e2e/output.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { dateGroup, launchBrowser, newContext, OUTPUT_DIR, VIEWPORTS } from '../lib/browser.js';
import { startPortal, type Portal } from '../lib/server.js';

type Lang = 'ar' | 'en';

/** The interface texts the journey looks for (from apps/web/src/features/flights/locales and locales/*). */
const TEXT = {
  en: {
    from: 'From',
    to: 'To',
    departure: 'Departure',
    return: 'Return',
    roundTrip: 'Round trip',
    passengers: 'Passengers',
    addAdult: 'Add an adult',
    addChild: 'Add a child',
    addInfant: 'Add an infant',
    done: 'Done',
    search: 'Search flights',
    originQuery: 'Baghdad',
    destinationQuery: 'ist',
    results: /^\d+ Results? Found$/,
    nonStop: 'Non-stop',
    sortBy: 'Sort by',
    details: 'Flight details',
    aircraft: 'Aircraft:',
    select: 'Select',
    firstName: 'First name',
    lastName: 'Last name',
    male: 'Male',
    female: 'Female',
    dateOfBirth: 'Date of birth',
    passportNumber: 'Passport number',
    passportExpiry: 'Passport expiry date',
    phone: 'Phone',
    address: 'Address',
    city: 'City',
    terms: 'I accept the terms and conditions and the fare rules',
    confirm: /^Confirm booking/,
    booked: 'Your flight is booked',
    confirmed: 'Confirmed',
    walletBalances: 'Wallet balances',
    wallet: 'USD',
    uploaded: /\.png uploaded$/,
    itinerary: 'Itinerary',
    baghdad: 'Baghdad',
    istanbul: 'Istanbul',
    priceUntil: /^This price is guaranteed until .+\.$/,
    holdUntil: /^The seats are kept without payment until .+; pay from My bookings/,
  },
  ar: {
    from: 'من',
    to: 'إلى',
    departure: 'تاريخ الذهاب',
    return: 'تاريخ العودة',
    roundTrip: 'ذهاب وعودة',
    passengers: 'المسافرون',
    addAdult: 'إضافة بالغ',
    addChild: 'إضافة طفل',
    addInfant: 'إضافة رضيع',
    done: 'تم',
    search: 'ابحث عن رحلات',
    originQuery: 'بغداد',
    destinationQuery: 'إسطنبول',
    results: /^تم العثور على/,
    nonStop: 'بدون توقف',
    sortBy: 'الترتيب حسب',
    details: 'تفاصيل الرحلة',
    aircraft: 'الطائرة:',
    select: 'اختيار',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    male: 'ذكر',
    female: 'أنثى',
    dateOfBirth: 'تاريخ الميلاد',
    passportNumber: 'رقم جواز السفر',
    passportExpiry: 'تاريخ انتهاء جواز السفر',
    phone: 'الهاتف',
    address: 'العنوان',
    city: 'المدينة',
    terms: 'أوافق على الشروط والأحكام وقواعد السعر',
    confirm: /^تأكيد الحجز/,
    booked: 'تم حجز رحلتك',
    confirmed: 'مؤكد',
    walletBalances: 'أرصدة المحفظة',
    wallet: 'IQD',
    uploaded: /^تم رفع .+\.png$/,
    itinerary: 'مسار الرحلة',
    baghdad: 'بغداد',
    istanbul: 'إسطنبول',
    priceUntil: /^هذا السعر مضمون حتى .+\.$/,
    holdUntil: /^تُحجز المقاعد دون دفع حتى .+؛ ادفع من صفحة حجوزاتي/,
  },
} as const;

const TRAVELLERS = [
  { first: 'Ali', last: 'Hassan', gender: 'male', born: yearsAgo(41), passport: 'A1234567' },
  { first: 'Sara', last: 'Hassan', gender: 'female', born: yearsAgo(38), passport: 'A1234568' },
  { first: 'Omar', last: 'Hassan', gender: 'male', born: yearsAgo(7), passport: 'A1234569' },
  { first: 'Noor', last: 'Hassan', gender: 'female', born: yearsAgo(1), passport: 'A1234570' },
] as const;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysAhead(days: number): string {
  return isoDay(new Date(Date.now() + days * 86_400_000));
}

function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 10);
  return isoDay(d);
}

/** A small valid PNG (solid colour), so the upload passes the server's content check. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** "US$1,234.50", "IQD 3,000,000" or "د.ع.‏ 3,000,000" → 1234.5 (the portal writes Latin digits in Arabic too). */
function amountOf(text: string): number {
  return Number(text.replace(/[^\d.]/g, '').replace(/^\.+|\.+$/g, ''));
}

const require = createRequire(import.meta.url);

/** Retries an assertion until it holds (React renders after the event that changed the page). */
async function eventually(check: () => Promise<void>, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** axe-core's serious and critical violations; run through the DevTools protocol, which the CSP does not govern. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(await readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));
  }
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            c: Document,
            o: object,
          ): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Screenshots of the same state at phone and desktop width: the whole page when it is short, otherwise one
 * screen from the top and one at each of the given parts (long pages shrink to nothing in a full-page shot).
 */
async function screenshots(page: Page, name: string, parts: Record<string, Locator> = {}): Promise<void> {
  for (const viewport of ['phone', 'desktop'] as const) {
    const { width } = VIEWPORTS[viewport];
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `${name} is ${overflow}px wider than the ${viewport} screen`);
    const full = Object.keys(parts).length === 0;
    await page.screenshot({ path: path.join(OUTPUT_DIR, `${name}-${width}.png`), fullPage: full });
    for (const [part, locator] of Object.entries(parts)) {
      // Instant: the page scrolls smoothly otherwise, and the screenshot would catch it half-way.
      await locator.evaluate((el) => {
        el.scrollIntoView({ block: 'start', behavior: 'instant' });
        window.scrollBy({ top: -120, behavior: 'instant' });
      });
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(OUTPUT_DIR, `${name}-${width}-${part}.png`) });
    }
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Types a date into React Aria's day/month/year segments (they take digits in the locale's order: d, m, y). */
async function typeDate(group: Locator, iso: string): Promise<void> {
  const [y, m, d] = iso.split('-');
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(`${d}${m}${y}`);
}

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

async function walletBalance(page: Page, lang: Lang): Promise<number> {
  const text = TEXT[lang];
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Zainab/ })
    .click();
  const row = page
    .getByRole('list', { name: text.walletBalances })
    .getByRole('listitem')
    .filter({ hasText: text.wallet });
  const balance = amountOf((await row.locator('bdi').textContent()) ?? '');
  await page.keyboard.press('Escape');
  return balance;
}

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

describe('flight journey', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`${lang}: searches BGW → IST for 2 adults, 1 child, 1 infant, filters, sorts, books with uploads and pays from the wallet`, async () => {
      const text = TEXT[lang];
      const context = await newContext(browser, 'desktop', lang);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));

      // Log in.
      await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
      await page.locator('input[type=email]').fill('customer@demo.iq');
      await page.locator('input[type=password]').fill('Demo12345!');
      await page.locator('main form button[type=submit]').click();
      await page.waitForURL(`${portal.url}/`);
      const balanceBefore = await walletBalance(page, lang);
      assert.ok(balanceBefore > 0, `the ${text.wallet} wallet has money to pay with`);

      // Search from the home page's flight tab.
      await page.getByText(text.roundTrip, { exact: true }).click();
      await chooseAirport(page, text.from, text.originQuery, 'BGW');
      await chooseAirport(page, text.to, text.destinationQuery, 'IST');
      const depart = daysAhead(21);
      const back = daysAhead(28);
      await typeDate(page.getByRole('group', { name: text.departure }), depart);
      await typeDate(page.getByRole('group', { name: text.return }), back);
      await page.getByRole('button', { name: new RegExp(`^${text.passengers}`) }).click();
      for (const add of [text.addAdult, text.addChild, text.addInfant])
        await page.getByRole('button', { name: add }).click();
      await page.getByRole('button', { name: text.done }).click();
      await page.getByRole('button', { name: text.search }).click();

      await page.waitForURL(/\/search-flight\//);
      const url = new URL(page.url());
      assert.equal(
        decodeURIComponent(url.pathname),
        `/search-flight/origin=BGW/to=IST/type=round/depart=${depart}/return=${back}/adults=2/children=1/infants=1/class=economy`,
      );
      const count = page.getByRole('heading', { name: text.results });
      await count.waitFor();
      const cards = page.locator('main article');
      assert.ok((await cards.count()) > 0, 'results are listed');
      assert.deepEqual(await axeViolations(page), [], 'the results page has no serious accessibility violation');

      // Filter: non-stop only; every listed result flies both ways without stops.
      const allStops = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-stops')));
      assert.ok(
        allStops.some((s) => s !== '0,0'),
        'the unfiltered list has connections',
      );
      await page.getByRole('checkbox', { name: text.nonStop, exact: true }).check();
      await eventually(async () => {
        const stops = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-stops')));
        assert.ok(stops.length > 0);
        assert.ok(
          stops.every((s) => s === '0,0'),
          `only non-stop results: ${stops.join(' ')}`,
        );
      });

      // Sort: latest departure first, then cheapest first.
      await page.getByLabel(text.sortBy).selectOption('latest');
      await eventually(async () => {
        const departures = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-departure') ?? ''));
        assert.deepEqual(departures, [...departures].sort().reverse());
      });
      await page.getByLabel(text.sortBy).selectOption('cheapest');
      await eventually(async () => {
        const prices = await cards.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-total-iqd'))));
        assert.deepEqual(
          prices,
          [...prices].sort((a, b) => a - b),
        );
      });

      // Details of the cheapest: its flights with aircraft, and each fare's rules.
      const first = cards.first();
      await first.getByRole('button', { name: text.details }).click();
      assert.ok((await first.getByText(text.aircraft).count()) >= 2, 'each flight names its aircraft');
      await screenshots(page, `flights-results-${lang}`, { details: first });
      // Its main button selects the fare it is listed at ("Select Light for US$913.52").
      await first
        .getByRole('button', { name: new RegExp(`^${text.select} `) })
        .first()
        .click();

      // Book.
      await page.waitForURL(/\/flight-booking\//);
      const booking = page.locator('main form');
      const travellers = booking.locator('fieldset').filter({ has: page.getByLabel(text.firstName) });
      await travellers.first().waitFor();
      assert.equal(await travellers.count(), 4);
      for (const [i, traveller] of TRAVELLERS.entries()) {
        const form = travellers.nth(i);
        await form.getByLabel(text.firstName).fill(traveller.first);
        await form.getByLabel(text.lastName).fill(traveller.last);
        await form.getByLabel(traveller.gender === 'male' ? text.male : text.female, { exact: true }).check();
        await typeDate(await dateGroup(form, text.dateOfBirth), traveller.born);
        await form.getByLabel(text.passportNumber).fill(traveller.passport);
        await typeDate(await dateGroup(form, text.passportExpiry), daysAhead(5 * 365));
        const files = form.locator('input[type=file]');
        await files
          .first()
          .setInputFiles({ name: `passport-${i + 1}.png`, mimeType: 'image/png', buffer: png(24, 16, [20, 80, 120]) });
        if (i === 0) {
          await files
            .nth(1)
            .setInputFiles({ name: 'marriage.png', mimeType: 'image/png', buffer: png(16, 24, [200, 150, 40]) });
        }
      }
      await booking.getByLabel(text.phone, { exact: true }).fill('+964 770 123 4567');
      await booking.getByLabel(text.address, { exact: true }).fill('Karrada, street 62');
      await booking.getByLabel(text.city, { exact: true }).fill('Baghdad');
      await booking.getByRole('radio', { name: new RegExp(text.wallet) }).check();
      await booking.getByLabel(text.terms).check();
      // The offer's deadlines, as dates: until when the price holds, and until when a hold would keep the seats.
      assert.match((await booking.getByTestId('price-until').textContent()) ?? '', text.priceUntil);
      assert.equal(await booking.getByText(text.holdUntil).count(), 1, 'the hold option names its deadline');
      // Confirming waits for the uploads; each traveller's passport image (and the marriage contract) is stored.
      const confirm = booking.getByRole('button', { name: text.confirm });
      await (await confirm.elementHandle())!.waitForElementState('enabled');
      const uploaded = await booking.getByRole('status').filter({ hasText: /\.png/ }).allTextContents();
      assert.equal(uploaded.length, 5);
      assert.ok(
        uploaded.every((s) => text.uploaded.test(s)),
        uploaded.join(' | '),
      );
      await screenshots(page, `flights-booking-${lang}`, {
        traveller: travellers.nth(2),
        payment: booking.getByRole('radio', { name: new RegExp(text.wallet) }),
      });
      assert.deepEqual(await axeViolations(page), [], 'the booking page has no serious accessibility violation');
      await confirm.click();

      // Confirmation, and the money gone from the wallet.
      await page.waitForURL(/\/booking\/success\/bookingId=/);
      await page.getByRole('heading', { name: text.booked }).waitFor();
      const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
      assert.match(reference, /^[A-Z0-9]{6}$/);
      assert.ok(await page.getByText(text.confirmed, { exact: true }).isVisible());
      for (const traveller of TRAVELLERS) {
        assert.ok(await page.getByText(`${traveller.first} ${traveller.last}`).isVisible());
      }
      // The itinerary names the cities and the airline in the page's language, not only their codes.
      const itinerary = page.getByRole('region', { name: text.itinerary });
      const itineraryText = (await itinerary.textContent()) ?? '';
      assert.ok(itineraryText.includes(text.baghdad), 'the itinerary names Baghdad');
      assert.ok(itineraryText.includes(text.istanbul), 'the itinerary names Istanbul');
      const airlines = (await itinerary.locator('h2 + p').first().textContent()) ?? '';
      assert.doesNotMatch(airlines, /^[A-Z0-9]{2}( · [A-Z0-9]{2})*$/, `airline names, not codes: ${airlines}`);
      assert.doesNotMatch(itineraryText, /all economy/, 'aircraft names carry no English note');
      const paid = amountOf((await page.getByTestId('amount-paid').textContent()) ?? '');
      const remaining = amountOf((await page.getByTestId('remaining-balance').textContent()) ?? '');
      assert.ok(paid > 0);
      assert.equal(Math.round((balanceBefore - paid) * 1000), Math.round(remaining * 1000));
      await screenshots(page, `flights-success-${lang}`);
      assert.deepEqual(await axeViolations(page), [], 'the confirmation has no serious accessibility violation');
      assert.equal(await walletBalance(page, lang), remaining, 'the user menu shows the lower balance');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
