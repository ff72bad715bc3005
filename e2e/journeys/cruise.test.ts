/**
 * The cruise journey of issue 18 on the production build, in Arabic: a customer searches the Red Sea cruises
 * from Jeddah of up to five nights on the home page's cruise tab, opens one, reads its itinerary day by day,
 * chooses a balcony cabin for two, fills both passengers' passport data, pays from the IQD wallet, sees the
 * confirmation with the fares and port charges, and finds the booking under My Bookings' cruises. Screenshots
 * at 390 and 1280 px go to e2e/output.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { journeyPage, journeyPortal, journeyShots, logIn } from '../lib/journey.js';
import { bookingEntry } from '../lib/shell.js';

const PASSENGERS = [
  ['Ali', 'Alrubaie', '1984-03-12', 'A12345678'],
  ['Zainab', 'Alrubaie', '1988-11-02', 'A87654321'],
] as const;

const journey = journeyPortal();

describe('cruise journey', () => {
  it('ar: finds Red Sea cruises from Jeddah, books a balcony cabin for two, and sees it in My Bookings', async () => {
    const { context, page, errors } = await journeyPage(journey.browser, 'ar');

    await logIn(page, journey.portal.url, 'customer@demo.iq');

    // The home page's cruise tab: from Jeddah to the Red Sea, up to five nights.
    await page.getByRole('tab', { name: 'الرحلات البحرية' }).click();
    const form = page.getByRole('form', { name: 'ابحث عن رحلة بحرية' });
    await form.waitFor();
    await form.getByLabel('ميناء المغادرة').selectOption('jeddah');
    await form.getByLabel('الوجهة').selectOption('red-sea');
    await form.getByLabel('المدة').selectOption('1-5');
    await journeyShots(page, 'cruise', 'home-tab', 'ar');
    await form.getByRole('button', { name: 'ابحث عن رحلات بحرية' }).click();
    await page.waitForURL(/\/cruise-search\/depart=jeddah\/destination=red-sea\/duration=1-5/);
    await page.getByRole('heading', { level: 1, name: 'نتائج البحث عن الرحلات البحرية' }).waitFor();
    const cards = page.locator('main ul > li h2');
    await cards.first().waitFor();
    for (const title of await cards.allTextContents()) assert.match(title, /جدة/);
    await journeyShots(page, 'cruise', 'results', 'ar');

    // The cruise: its itinerary day by day, a balcony cabin for two adults.
    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/cruise-details\//);
    await page.getByRole('heading', { name: 'خط الرحلة' }).waitFor();
    assert.ok((await page.getByTestId('itinerary').locator('li').count()) >= 4);
    const aside = page.getByRole('complementary', { name: 'اختر كبائنك' });
    await aside.getByLabel('فئة الكابينة').selectOption('balcony');
    await aside.getByLabel('البالغون').selectOption('2');
    await journeyShots(page, 'cruise', 'details', 'ar');
    await aside.getByRole('button', { name: 'تابع إلى الحجز' }).click();
    await page.waitForURL(/\/cruise-booking\/[0-9a-f-]{36}$/);

    // Two passengers with passport data; the contact, the IQD wallet, the terms.
    await page.getByRole('heading', { level: 1, name: 'حجز رحلة بحرية' }).waitFor();
    const forms = page.getByTestId('passenger');
    await forms.nth(1).waitFor();
    for (const [i, [first, last, born, passport]] of PASSENGERS.entries()) {
      const fieldset = forms.nth(i);
      await fieldset.getByLabel('الاسم الأول (كما في جواز السفر)').fill(first);
      await fieldset.getByLabel('اسم العائلة (كما في جواز السفر)').fill(last);
      await fieldset.getByLabel('تاريخ الميلاد').fill(born);
      await fieldset.getByLabel('رقم جواز السفر').fill(passport);
    }
    await page.getByLabel('رقم الهاتف المحمول').fill('+964 770 123 4567');
    await page.getByRole('radio', { name: /IQD/ }).check();
    await page.getByLabel('أوافق على شروط الحجز والإلغاء لدى شركة الرحلات').check();
    await journeyShots(page, 'cruise', 'booking', 'ar');
    await page.getByRole('button', { name: /^تأكيد الحجز/ }).click();

    await page.getByRole('heading', { name: 'تم حجز رحلتك البحرية' }).waitFor();
    assert.match((await page.getByTestId('voucher-reference').textContent()) ?? '', /CR/);
    const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
    assert.ok(reference.length > 0);
    assert.equal(await page.getByTestId('passengers').locator('li').count(), 2);
    assert.equal(await page.getByTestId('cabin-line').count(), 1);
    await journeyShots(page, 'cruise', 'success', 'ar');

    // My Bookings' cruises tab has it.
    await page.goto(`${journey.portal.url}/my-bookings/cruises`, { waitUntil: 'networkidle' });
    const entry = bookingEntry(page, reference);
    await entry.waitFor();
    await entry.getByRole('link').first().click();
    await page.waitForURL(/\/my-bookings\/cruises\/[0-9a-f-]{36}/);
    const passengers = page.getByTestId('passengers').filter({ visible: true }).first();
    await passengers.waitFor();
    assert.equal(await passengers.locator('li').count(), 2);
    await journeyShots(page, 'cruise', 'my-booking', 'ar');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
