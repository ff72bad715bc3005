/**
 * The tour guide journey of issue 19 on the production build, in Arabic: the demo customer opens the home page's
 * tour guide tab, searches Karbala for two days from 25 days ahead, opens the first guide free on both days,
 * books them with the trip's details (meeting point, notes) and the lead traveller, pays from the IQD wallet,
 * sees the confirmation with its voucher, and finds the trip in My Bookings' guides tab. Screenshots at 390 and
 * 1280 px go to e2e/output.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { daysAhead, screenshotsAtWidths as screenshots, typeDate } from '../lib/browser.js';
import { journeyPage, journeyPortal, logIn } from '../lib/journey.js';

/** The interface texts (apps/web/src/features/guides/locales/ar.ts, the registry's names). */
const TEXT = {
  tab: 'المرشد السياحي',
  form: 'البحث عن مرشد سياحي',
  city: 'المدينة',
  date: 'اليوم الأول',
  days: 'عدد الأيام',
  search: 'ابحث عن مرشد',
  choose: 'عرض المرشد',
  book: 'احجز هذا المرشد',
  meetingPoint: 'مكان اللقاء',
  notes: 'ملاحظات للمرشد',
  firstName: 'الاسم الأول (بالأحرف اللاتينية)',
  lastName: 'اسم العائلة (بالأحرف اللاتينية)',
  phone: 'الهاتف',
  terms: 'أوافق على شروط إلغاء المرشد وشروط الحجز.',
  booked: 'تم حجز مرشدك',
};

const journey = journeyPortal();

describe('tour guide journey', () => {
  it('ar: books a guide in Karbala for two days and finds the trip in My Bookings', async () => {
    const { context, page, errors } = await journeyPage(journey.browser, 'ar');

    await logIn(page, journey.portal.url, 'customer@demo.iq');

    // The home page's tour guide tab: Karbala, from 25 days ahead, two days.
    await page.getByRole('tab', { name: TEXT.tab }).click();
    const form = page.getByRole('form', { name: TEXT.form });
    await form.hover();
    await form.getByLabel(TEXT.city).selectOption('karbala');
    const start = daysAhead(25);
    await typeDate(form.getByRole('group', { name: TEXT.date }), start);
    await form.getByLabel(TEXT.days).selectOption('2');
    await form.getByRole('button', { name: TEXT.search }).click();
    await page.waitForURL(/\/guide-search\/city=karbala\?date=/);
    assert.match(page.url(), new RegExp(`date=${start}&days=2`));

    // Only guides free on both days are listed; open the first.
    const cards = page.locator('main ul > li');
    await cards.first().getByRole('link', { name: TEXT.choose }).waitFor();
    await screenshots(page, 'guides-results-ar');
    await cards.first().getByRole('link', { name: TEXT.choose }).click();

    // The detail: the price for two days, the calendar; then the booking page with the trip carried on.
    await page.waitForURL(/\/guide-details\//);
    await page.getByTestId('guide-total').waitFor();
    await screenshots(page, 'guides-detail-ar');
    await page.getByRole('link', { name: TEXT.book }).click();
    await page.waitForURL(/\/guide-book\/[0-9a-f-]{36}\?date=/);
    const booking = page.locator('main form');
    await booking.getByLabel(TEXT.meetingPoint).fill('Hotel Al-Kawthar lobby, Bab Al-Qibla street');
    await booking.getByLabel(TEXT.notes).fill('عائلة مع شخصين من كبار السن');
    await booking.getByLabel(TEXT.firstName).fill('Zainab');
    await booking.getByLabel(TEXT.lastName).fill('Kareem');
    await booking.getByLabel(TEXT.phone, { exact: true }).fill('+964 780 222 3344');
    await booking.getByRole('radio', { name: /IQD/ }).check();
    await booking.getByLabel(TEXT.terms).check();
    await screenshots(page, 'guides-booking-ar');
    await booking.locator('button[type=submit]').click();

    await page.waitForURL(/\/booking\/success\/bookingId=/);
    await page.getByRole('heading', { name: TEXT.booked }).waitFor();
    const voucher = (await page.getByTestId('voucher-reference').textContent())?.trim() ?? '';
    assert.match(voucher, /^GD[A-Z2-9]{8}$/);
    await screenshots(page, 'guides-success-ar');

    await page.goto(`${journey.portal.url}/my-bookings/guides`, { waitUntil: 'networkidle' });
    await page
      .getByText(/كربلاء/)
      .filter({ visible: true })
      .first()
      .waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
