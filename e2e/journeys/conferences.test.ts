/**
 * The medical conference journey of issue 18 on the production build, in Arabic: a customer searches the
 * paediatrics conferences in Iraq on the home page's conference tab, opens one, registers two doctors (a
 * specialist and a resident) with their workplace and syndicate numbers, pays from the IQD wallet, sees the
 * confirmation with its links to hotels in the conference city for its dates and to flights there, follows the
 * hotel link, and finds the registration under My Bookings' conferences. Screenshots at 390 and 1280 px go to
 * e2e/output.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { journeyPage, journeyPortal, journeyShots, logIn } from '../lib/journey.js';
import { bookingEntry } from '../lib/shell.js';

const DOCTORS = [
  ['Ali', 'Alrubaie', 'Basra Teaching Hospital', 'IQ-40210'],
  ['Noor', 'Alsaadi', 'Al-Sadr Teaching Hospital', 'IQ-51877'],
] as const;

const journey = journeyPortal();

describe('medical conference journey', () => {
  it('ar: finds paediatrics conferences in Iraq, registers two doctors, and goes on to hotels there', async () => {
    const { context, page, errors } = await journeyPage(journey.browser, 'ar');

    await logIn(page, journey.portal.url, 'customer@demo.iq');

    // The home page's conference tab: paediatrics in Iraq.
    await page.getByRole('tab', { name: 'المؤتمرات الطبية' }).click();
    const form = page.getByRole('form', { name: 'ابحث عن مؤتمر طبي' });
    await form.getByLabel('التخصص').selectOption('pediatrics');
    await form.getByLabel('البلد').selectOption('IQ');
    await form.getByRole('button', { name: 'ابحث عن المؤتمرات' }).click();
    await page.waitForURL(/\/conference-search\/specialty=pediatrics\/country=iq/);
    const cards = page.locator('main ul > li h2');
    await cards.first().waitFor();
    for (const title of await cards.allTextContents()) assert.match(title, /طب الأطفال/);
    await journeyShots(page, 'conferences', 'results', 'ar');

    // The conference: its venue, CME hours and fees; a specialist and a resident.
    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/conference-details\//);
    await page.getByRole('heading', { name: 'رسوم التسجيل' }).waitFor();
    assert.ok(
      await page
        .getByText(/ساعة تعليم طبي مستمر/)
        .first()
        .isVisible(),
    );
    const aside = page.getByRole('complementary', { name: 'التسجيل' });
    await aside.getByLabel('طبيب اختصاص').selectOption('1');
    await aside.getByLabel('طبيب مقيم').selectOption('1');
    await journeyShots(page, 'conferences', 'details', 'ar');
    await aside.getByRole('button', { name: 'المتابعة إلى التسجيل' }).click();
    await page.waitForURL(/\/conference-book\/[0-9a-f-]{36}$/);

    // Two doctors: badge names, workplace, syndicate number; the contact, the IQD wallet, the terms.
    const forms = page.getByTestId('attendee');
    await forms.nth(1).waitFor();
    for (const [i, [first, last, institution, number]] of DOCTORS.entries()) {
      const fieldset = forms.nth(i);
      await fieldset.getByLabel('الاسم الأول (كما على البطاقة، بأحرف لاتينية)').fill(first);
      await fieldset.getByLabel('اسم العائلة (بأحرف لاتينية)').fill(last);
      await fieldset.getByLabel('المستشفى أو الجامعة أو الكلية').fill(institution);
      await fieldset.getByLabel('رقم القيد في نقابة الأطباء').fill(number);
    }
    await page.getByLabel('الهاتف المحمول').fill('+964 770 123 4567');
    await page.getByRole('radio', { name: /IQD/ }).check();
    await page.getByLabel('أوافق على شروط التسجيل والإلغاء الخاصة بالمؤتمر').check();
    await journeyShots(page, 'conferences', 'booking', 'ar');
    await page.getByRole('button', { name: /^تأكيد الحجز/ }).click();

    await page.getByRole('heading', { name: 'تم تأكيد تسجيلك' }).waitFor();
    assert.match((await page.getByTestId('voucher-reference').textContent()) ?? '', /MC/);
    const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
    assert.ok(reference.length > 0);
    assert.equal(await page.getByTestId('attendees').locator('li').count(), 2);
    const flights = page.getByRole('link', { name: /رحلات طيران إلى/ });
    assert.match((await flights.getAttribute('href')) ?? '', /\/search-flight\/origin=BGW\/to=[A-Z]{3}\/type=round\//);
    await journeyShots(page, 'conferences', 'success', 'ar');

    // One click to hotels in the conference city for its dates.
    const hotels = page.getByRole('link', { name: /فنادق في/ });
    const href = (await hotels.getAttribute('href')) ?? '';
    assert.match(
      href,
      /\/hotel-search\/from=[a-z-]+\/checkin=\d{4}-\d{2}-\d{2}\/checkout=\d{4}-\d{2}-\d{2}\/nationality=IQ\/adult=2/,
    );
    await hotels.click();
    await page.waitForURL(/\/hotel-search\//);
    await page.locator('main').waitFor();

    // My Bookings' conferences tab has it.
    await page.goto(`${journey.portal.url}/my-bookings/conferences`, { waitUntil: 'networkidle' });
    const entry = bookingEntry(page, reference);
    await entry.waitFor();
    await entry.getByRole('link').first().click();
    await page.waitForURL(/\/my-bookings\/conferences\/[0-9a-f-]{36}/);
    const attendees = page.getByTestId('attendees').filter({ visible: true }).first();
    await attendees.waitFor();
    assert.equal(await attendees.locator('li').count(), 2);
    await journeyShots(page, 'conferences', 'my-booking', 'ar');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
