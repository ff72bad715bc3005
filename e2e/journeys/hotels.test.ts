/**
 * The hotel journey of issue 5 on the production build, in Arabic, English and German: an agent logs in,
 * searches Istanbul for two rooms from the home page's hotel tab, filters the list by 5 stars and breakfast,
 * pages through it, opens a hotel of the second page (its map degrades to address and coordinates when tiles
 * fail or hang), picks a rate with breakfast for each room, books with the guests' names, pays from the IQD
 * wallet and sees the confirmation with its voucher reference, the amount the wallet choice said it would take
 * and the lower balance. Screenshots of the results, the hotel, the booking and the confirmation at 390 and
 * 1280 px go to e2e/output.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext, OUTPUT_DIR, VIEWPORTS } from '../lib/browser.js';
import { startPortal, type Portal } from '../lib/server.js';
import { eventually } from '../lib/shell.js';

type Lang = 'ar' | 'en' | 'de';

/** The interface texts the journey looks for (from apps/web/src/features/hotels/locales and locales/*). */
const TEXT = {
  en: {
    tab: 'Hotels',
    form: 'Hotel search',
    destination: 'City or hotel',
    query: 'Istan',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    rooms: 'Rooms and guests',
    addRoom: 'Add a room',
    addAdult2: 'Add an adult to room 2',
    done: 'Done',
    search: 'Search hotels',
    found: /^\d+ hotels? found$/,
    fiveStars: /^5 stars/,
    breakfast: 'Breakfast',
    showing: (start: number, end: number, total: number) => `Showing ${start} - ${end} of ${total}`,
    next: 'Next',
    seeRooms: /^See rooms of /,
    showMap: 'Show the map',
    mapFailed: 'The map could not be loaded',
    continue: 'Continue to booking',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    terms: 'I accept the terms and conditions and the cancellation policy of these rates',
    confirm: /^Confirm booking/,
    booked: 'Your hotel is booked',
    confirmed: 'Confirmed',
    walletBalances: 'Wallet balances',
  },
  ar: {
    tab: 'فنادق',
    form: 'البحث عن فندق',
    destination: 'المدينة أو الفندق',
    query: 'إسطن',
    checkIn: 'تاريخ الوصول',
    checkOut: 'تاريخ المغادرة',
    rooms: 'الغرف والنزلاء',
    addRoom: 'إضافة غرفة',
    addAdult2: 'إضافة بالغ إلى الغرفة 2',
    done: 'تم',
    search: 'ابحث عن فنادق',
    found: /^تم العثور على/,
    fiveStars: /^5 نجوم/,
    breakfast: 'الإفطار',
    showing: (start: number, end: number, total: number) => `عرض ${start} - ${end} من ${total}`,
    next: 'التالي',
    seeRooms: /^عرض الغرف في /,
    showMap: 'إظهار الخريطة',
    mapFailed: 'تعذّر تحميل الخريطة',
    continue: 'متابعة الحجز',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    terms: 'أوافق على الشروط والأحكام وسياسة الإلغاء لهذه الأسعار',
    confirm: /^تأكيد الحجز/,
    booked: 'تم حجز فندقك',
    confirmed: 'مؤكد',
    walletBalances: 'أرصدة المحفظة',
  },
  de: {
    tab: 'Hotels',
    form: 'Hotelsuche',
    destination: 'Stadt oder Hotel',
    query: 'Istan',
    checkIn: 'Anreise',
    checkOut: 'Abreise',
    rooms: 'Zimmer und Gäste',
    addRoom: 'Zimmer hinzufügen',
    addAdult2: 'Einen Erwachsenen zu Zimmer 2 hinzufügen',
    done: 'Fertig',
    search: 'Hotels suchen',
    found: /^\d+ Hotels? gefunden$/,
    fiveStars: /^5 Sterne/,
    breakfast: 'Frühstück',
    showing: (start: number, end: number, total: number) => `Zeige ${start} - ${end} von ${total}`,
    next: 'Weiter',
    seeRooms: /^Zimmer ansehen: /,
    showMap: 'Karte anzeigen',
    mapFailed: 'Die Karte konnte nicht geladen werden',
    continue: 'Weiter zur Buchung',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    terms: 'Ich akzeptiere die Geschäftsbedingungen und die Stornobedingungen dieser Tarife',
    confirm: /^Buchung bestätigen/,
    booked: 'Ihr Hotel ist gebucht',
    confirmed: 'Bestätigt',
    walletBalances: 'Guthaben',
  },
} as const;

const GUESTS = [
  ['Ahmed', 'Hassan'],
  ['Zahra', 'Hassan'],
  ['Ali', 'Kareem'],
  ['Noor', 'Kareem'],
] as const;

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** "US$1,234.50", "IQD 3,000,000", "3,000,000 د.ع." or (German) "1.234,50 $" → 1234.5. */
function amountOf(text: string, lang: Lang): number {
  const plain = lang === 'de' ? text.replace(/\./g, '').replace(',', '.') : text;
  return Number(plain.replace(/[^\d.]/g, '').replace(/^\.+|\.+$/g, ''));
}

/** A small valid PNG, served in place of map tiles in English (no network here). */
function png(size: number): Buffer {
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
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0xe5)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const require = createRequire(import.meta.url);

/** axe-core's serious and critical violations, run through the DevTools protocol (the CSP does not govern it). */
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

/** The same state at phone and desktop width: one screen from the top and one at each given part. */
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
    await page.screenshot({ path: path.join(OUTPUT_DIR, `${name}-${width}.png`) });
    for (const [part, locator] of Object.entries(parts)) {
      await locator.evaluate((el) => {
        el.scrollIntoView({ block: 'start', behavior: 'instant' });
        window.scrollBy({ top: -120, behavior: 'instant' });
      });
      await page.waitForTimeout(250);
      await page.screenshot({ path: path.join(OUTPUT_DIR, `${name}-${width}-${part}.png`) });
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Types a date into React Aria's day/month/year segments (digits in the locale's order: d, m, y). */
async function typeDate(group: Locator, iso: string): Promise<void> {
  const [y, m, d] = iso.split('-');
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(`${d}${m}${y}`);
}

async function iqdBalance(page: Page, lang: Lang): Promise<number> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Ali Kareem/ })
    .click();
  const row = page
    .getByRole('list', { name: TEXT[lang].walletBalances })
    .getByRole('listitem')
    .filter({ hasText: 'IQD' });
  const balance = amountOf((await row.locator('bdi').textContent()) ?? '', lang);
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

describe('hotel journey', () => {
  for (const [lang, offset] of [
    ['ar', 21],
    ['en', 35],
    ['de', 49],
  ] as const) {
    it(`${lang}: searches Istanbul for 2 rooms, filters 5 stars and breakfast, pages, books both rooms and pays`, async () => {
      const text = TEXT[lang];
      const context = await newContext(browser, 'desktop', lang);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors: string[] = [];
      page.on('console', (m) => {
        // Map tiles that are refused on purpose (Arabic run) log a failed load; everything else is an error.
        if (m.type() === 'error' && !m.location().url.includes('tile.openstreetmap.org')) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      // No network here: tiles answer with a blank tile in English, fail in Arabic and never answer in German
      // (the map gives up after 8 s); both degrade to the address and coordinates.
      await page.route(/tile\.openstreetmap\.org/, (route) =>
        lang === 'en'
          ? route.fulfill({ status: 200, contentType: 'image/png', body: png(256) })
          : lang === 'ar'
            ? route.fulfill({ status: 503, body: '' })
            : new Promise<void>(() => undefined),
      );

      // Log in as the agency's owner (its IQD wallet pays for both runs).
      await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
      await page.locator('input[type=email]').fill('agency@demo.iq');
      await page.locator('input[type=password]').fill('Demo12345!');
      await page.locator('main form button[type=submit]').click();
      await page.waitForURL(`${portal.url}/`);
      const balanceBefore = await iqdBalance(page, lang);

      // The home page's hotel tab: Istanbul, the dates, two rooms of two adults.
      await page.getByRole('tab', { name: text.tab }).click();
      const form = page.getByRole('form', { name: text.form });
      await form.hover();
      const destination = page.getByRole('combobox', { name: text.destination });
      await destination.click();
      await destination.fill(text.query);
      await page
        .getByRole('option', { name: /Istanbul|إسطنبول/ })
        .first()
        .click();
      const checkIn = daysAhead(offset);
      const checkOut = daysAhead(offset + 3);
      await typeDate(form.getByRole('group', { name: text.checkIn }), checkIn);
      await typeDate(form.getByRole('group', { name: text.checkOut }), checkOut);
      await form.getByRole('button', { name: new RegExp(`^${text.rooms}`) }).click();
      await form.getByRole('button', { name: text.addRoom }).click();
      await form.getByRole('button', { name: text.addAdult2 }).click();
      await form.getByRole('button', { name: text.done }).click();
      await form.getByRole('button', { name: text.search }).click();

      await page.waitForURL(/\/hotel-search\//);
      const url = new URL(page.url());
      assert.equal(
        decodeURIComponent(url.pathname),
        `/hotel-search/from=istanbul/checkin=${checkIn}/checkout=${checkOut}/nationality=IQ/adult=4/child=0/infant=0/room=2/room-type=any`,
      );
      assert.equal(url.search, '?adults1=2&adults2=2');
      await page.getByRole('heading', { name: text.found }).waitFor();
      const cards = page.locator('main article[data-stars]');

      // Filters: 5 stars, then breakfast; the list holds only 5-star hotels priced with breakfast.
      await page.getByRole('checkbox', { name: text.fiveStars }).check();
      await eventually(async () => {
        const stars = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-stars')));
        assert.ok(stars.length > 0 && stars.every((s) => s === '5'), stars.join(','));
      });
      await page.getByRole('checkbox', { name: text.breakfast, exact: true }).check();
      await page.waitForURL(/facilities=breakfast/);
      await eventually(async () => {
        const boards = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-board')));
        assert.ok(boards.length > 0 && boards.every((b) => b !== 'room_only'), boards.join(','));
      });
      const total = Number(/(\d+)$/.exec((await page.getByTestId('showing').textContent())?.trim() ?? '')?.[1] ?? '0');
      assert.ok(total > 10, `more than one page of 5-star hotels with breakfast (${total})`);
      assert.equal(await page.getByTestId('showing').textContent(), text.showing(1, 10, total));
      assert.equal(await cards.count(), 10);
      assert.deepEqual(await axeViolations(page), [], 'the results page has no serious accessibility violation');
      await screenshots(page, `hotels-results-${lang}`, { list: cards.first() });

      // Page 2.
      const firstOfPage1 = await cards.first().getByRole('heading').textContent();
      await page.getByRole('button', { name: text.next, exact: true }).click();
      await page.waitForURL(/page=2/);
      await eventually(async () =>
        assert.equal(await page.getByTestId('showing').textContent(), text.showing(11, Math.min(20, total), total)),
      );
      await eventually(async () =>
        assert.notEqual(await cards.first().getByRole('heading').textContent(), firstOfPage1),
      );
      assert.equal(await cards.count(), Math.min(20, total) - 10);

      // Open the first hotel of page 2, once its list is settled (no earlier page's answer shown while loading).
      await page.locator('[aria-busy="true"]:has([data-testid="hotel-count"])').waitFor({ state: 'detached' });
      const hotelName = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
      await cards.first().getByRole('link', { name: text.seeRooms }).click();
      await page.waitForURL(/\/hotel-room-details\//);
      await page.getByRole('heading', { level: 1, name: hotelName }).waitFor();
      assert.match(page.url(), new RegExp(`checkin=${checkIn}&checkout=${checkOut}`));

      // The location: address and coordinates always; the map on request, or a note when its tiles fail.
      const location = page.locator('#hotel-location').locator('..');
      assert.match((await page.getByTestId('coordinates').textContent()) ?? '', /^\d+\.\d{5}° N, \d+\.\d{5}° E$/);
      await page.getByRole('button', { name: text.showMap }).click();
      if (lang === 'en') {
        await page.getByTestId('leaflet-map').locator('.leaflet-tile-loaded').first().waitFor();
        assert.ok(await page.locator('.leaflet-interactive').first().isVisible(), 'the hotel is marked on the map');
      } else {
        await page.getByRole('status').filter({ hasText: text.mapFailed }).waitFor({ timeout: 20_000 });
        assert.equal(await page.getByTestId('leaflet-map').count(), 0, 'the broken map is gone');
        assert.ok(await page.getByTestId('coordinates').isVisible());
      }

      // Pick a rate with breakfast for each room (the tab moves on to room 2 after room 1).
      const rates = page.locator('#hotel-rooms').locator('..');
      const breakfastRate = rates.locator('li[data-board=breakfast] button:not([disabled])').first();
      await breakfastRate.click();
      await breakfastRate.click();
      // Both rooms have their rate: the summary names a room type and board for each.
      await eventually(async () =>
        assert.equal(await page.locator('[data-testid=room-choice][data-chosen=true]').count(), 2),
      );
      assert.equal(await page.locator('[data-testid=room-choice]').count(), 2);
      await screenshots(page, `hotels-detail-${lang}`, {
        rooms: page.locator('#hotel-rooms'),
        location,
      });
      // After the screenshots: the chosen rates' buttons have finished their colour transition.
      assert.deepEqual(await axeViolations(page), [], 'the hotel page has no serious accessibility violation');
      await page.getByRole('button', { name: text.continue }).click();

      // Book: the lead guest, the guests of both rooms, payment from the IQD wallet.
      await page.waitForURL(/\/hotel-booking\//);
      const booking = page.locator('main form');
      await booking.getByLabel(text.firstName, { exact: true }).fill(GUESTS[0][0]);
      await booking.getByLabel(text.lastName, { exact: true }).fill(GUESTS[0][1]);
      await booking.getByLabel(text.email, { exact: true }).fill('ahmed.hassan@example.iq');
      await booking.getByLabel(text.phone, { exact: true }).fill('+964 770 123 4567');
      const rooms = booking.getByTestId('room-guests');
      assert.equal(await rooms.count(), 2);
      for (let r = 0; r < 2; r++) {
        const inputs = rooms.nth(r).locator('input');
        assert.equal(await inputs.count(), 4, 'two adults by first and last name');
        for (let g = 0; g < 2; g++) {
          const [first, last] = GUESTS[r * 2 + g]!;
          await inputs.nth(g * 2).fill(first);
          await inputs.nth(g * 2 + 1).fill(last);
        }
      }
      await booking.getByRole('radio', { name: /IQD/ }).check();
      await booking.getByLabel(text.terms).check();
      // What the IQD wallet choice says the booking takes: the confirmation must show the same amount paid.
      const takes = amountOf((await booking.getByTestId('takes-IQD').locator('bdi').textContent()) ?? '', lang);
      assert.ok(takes > 0, 'the IQD wallet choice shows what it takes');
      assert.deepEqual(await axeViolations(page), [], 'the booking page has no serious accessibility violation');
      await screenshots(page, `hotels-booking-${lang}`, {
        rooms: rooms.first(),
        payment: booking.getByRole('radio', { name: /IQD/ }),
      });
      await booking.getByRole('button', { name: text.confirm }).click();

      // The confirmation: voucher and booking references, status, guests, and the money gone from the wallet.
      await page.waitForURL(/\/booking\/success\/bookingId=/);
      await page.getByRole('heading', { name: text.booked }).waitFor();
      assert.match((await page.getByTestId('voucher-reference').textContent())?.trim() ?? '', /^HV[A-Z2-9]{8}$/);
      assert.match((await page.getByTestId('booking-reference').textContent())?.trim() ?? '', /^[A-Z2-9]{6}$/);
      assert.ok(await page.getByText(text.confirmed, { exact: true }).isVisible());
      for (const [first, last] of GUESTS) assert.ok(await page.getByText(`${first} ${last}`).first().isVisible());
      const paid = amountOf((await page.getByTestId('amount-paid').textContent()) ?? '', lang);
      assert.equal(paid, takes, 'the wallet paid what the payment choice said it would take');
      await eventually(async () =>
        assert.equal(
          amountOf((await page.getByTestId('remaining-balance').textContent()) ?? '', lang),
          balanceBefore - paid,
        ),
      );
      assert.deepEqual(await axeViolations(page), [], 'the confirmation has no serious accessibility violation');
      await screenshots(page, `hotels-success-${lang}`);
      assert.equal(await iqdBalance(page, lang), balanceBefore - paid, 'the user menu shows the lower balance');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
