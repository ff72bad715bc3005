/**
 * The car journey of issue 19 on the production build, in Arabic: the demo customer opens the home page's cars
 * tab, searches Najaf for three days, keeps the cars with a driver, opens the first, books it on the detail's
 * booking step with the renter's details, pays from the IQD wallet, sees the confirmation with its voucher, and
 * finds the rental in My Bookings' cars tab. Screenshots at 390 and 1280 px go to e2e/output.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dateGroup, daysAhead, screenshotsAtWidths as screenshots, typeDate } from '../lib/browser.js';
import { journeyPage, journeyPortal, logIn } from '../lib/journey.js';

/** The interface texts (apps/web/src/features/cars/locales/ar.ts, the registry's names). */
const TEXT = {
  tab: 'السيارات',
  form: 'البحث عن سيارة للإيجار',
  city: 'المدينة',
  pickup: 'تاريخ الاستلام',
  dropoff: 'تاريخ التسليم',
  search: 'ابحث عن سيارة',
  driver: 'السائق',
  withDriver: 'مع سائق',
  choose: 'عرض السيارة',
  book: 'احجز هذه السيارة',
  firstName: 'الاسم الأول (بالأحرف اللاتينية)',
  lastName: 'اسم العائلة (بالأحرف اللاتينية)',
  birth: 'تاريخ الميلاد',
  phone: 'الهاتف',
  terms: 'أوافق على شروط شركة التأجير وقواعد الإلغاء.',
  booked: 'تم حجز سيارتك',
};

const journey = journeyPortal();

describe('car journey', () => {
  it('ar: rents a car with a driver in Najaf for three days and finds it in My Bookings', async () => {
    const { context, page, errors } = await journeyPage(journey.browser, 'ar');

    await logIn(page, journey.portal.url, 'customer@demo.iq');

    // The home page's cars tab: Najaf, pick-up in 25 days, three days, driver aged 30 (the default).
    await page.getByRole('tab', { name: TEXT.tab }).click();
    const form = page.getByRole('form', { name: TEXT.form });
    await form.hover();
    await form.getByLabel(TEXT.city).selectOption('najaf');
    await typeDate(form.getByRole('group', { name: TEXT.pickup }), daysAhead(25));
    await typeDate(form.getByRole('group', { name: TEXT.dropoff }), daysAhead(28));
    await form.getByRole('button', { name: TEXT.search }).click();
    await page.waitForURL(/\/cars-search\/destination=najaf\?pickup=/);
    assert.match(page.url(), /age=30/);

    // Only cars with a driver; the filter goes into the shared link.
    await page.getByLabel(TEXT.driver, { exact: true }).selectOption('yes');
    await page.waitForURL(/with_driver=yes/);
    // The list before the filter stays on screen (dimmed) until the filtered one arrives.
    const cards = page.locator('main ol > li article');
    await cards.first().getByText(TEXT.withDriver).first().waitFor();
    await screenshots(page, 'cars-results-ar');
    await cards.first().getByRole('link', { name: TEXT.choose }).click();

    // The detail: the price for three days, then the booking step on the same route.
    await page.waitForURL(/\/car-details\//);
    await page.getByTestId('car-total').waitFor();
    await screenshots(page, 'cars-detail-ar');
    await page.getByRole('button', { name: TEXT.book }).click();
    await page.waitForURL(/step=book/);
    const booking = page.locator('main form');
    await booking.getByLabel(TEXT.firstName).fill('Hussein');
    await booking.getByLabel(TEXT.lastName).fill('Kadhim');
    await typeDate(await dateGroup(booking, TEXT.birth), '1985-03-14');
    await booking.getByLabel(TEXT.phone, { exact: true }).fill('+964 780 555 1234');
    await booking.getByRole('radio', { name: /IQD/ }).check();
    await booking.getByLabel(TEXT.terms).check();
    await screenshots(page, 'cars-booking-ar');
    await booking.locator('button[type=submit]').click();

    await page.waitForURL(/\/booking\/success\/bookingId=/);
    await page.getByRole('heading', { name: TEXT.booked }).waitFor();
    const voucher = (await page.getByTestId('voucher-reference').textContent())?.trim() ?? '';
    assert.match(voucher, /^CR[A-Z2-9]{8}$/);
    await screenshots(page, 'cars-success-ar');

    await page.goto(`${journey.portal.url}/my-bookings/cars`, { waitUntil: 'networkidle' });
    // The list's row for this rental (the phone's card and the desktop's row: the one shown).
    await page.getByText(/النجف/).filter({ visible: true }).first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
