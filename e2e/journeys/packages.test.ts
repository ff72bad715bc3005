/**
 * The tour package journey of issue 18 on the production build, in Arabic: a customer searches packages from
 * Baghdad to Makkah on the home page's package tab, keeps the Umrah ones, opens one, chooses a departure in a
 * triple room for three adults, names the travellers with their passports, holds the seats to pay later, sees the
 * confirmation and finds the booking under My Bookings' packages. Screenshots at 390 and 1280 px go to
 * e2e/output.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { journeyPage, journeyPortal, journeyShots, logIn } from '../lib/journey.js';

const TRAVELLERS = [
  ['Ali', 'Alkadhimi', '1980-03-14', 'A1234567'],
  ['Zainab', 'Alkadhimi', '1984-07-02', 'A1234568'],
  ['Hassan', 'Alkadhimi', '2001-11-20', 'A1234569'],
] as const;

const journey = journeyPortal();

describe('tour package journey', () => {
  it('ar: searches Baghdad to Makkah, keeps Umrah, books three in a triple room and finds it in My Bookings', async () => {
    const { context, page, errors } = await journeyPage(journey.browser, 'ar');

    await logIn(page, journey.portal.url, 'customer@demo.iq');

    // The home page's package tab: from Baghdad to Makkah.
    await page.getByRole('tab', { name: 'البرامج السياحية' }).click();
    const form = page.getByRole('form', { name: 'ابحث عن برنامج سياحي' });
    await form.getByLabel('الوجهة').selectOption('makkah');
    await form.getByRole('button', { name: 'ابحث عن البرامج' }).click();
    await page.waitForURL(/\/tour-search\/from=baghdad\/to=makkah/);
    await page.getByTestId('showing').waitFor();

    // Umrah only: every card is an Umrah package.
    await page.getByRole('checkbox', { name: 'عمرة' }).check();
    await page.waitForURL(/kind=umrah/);
    const cards = page.locator('main ul > li h2');
    await cards.first().waitFor();
    for (const title of await cards.allTextContents()) assert.match(title, /عمرة/);
    await journeyShots(page, 'packages', 'results', 'ar');

    // The Economy Umrah: its itinerary, hotels with the distance to the Haram, and its departures.
    await page
      .getByRole('link', { name: /عمرة اقتصادية/ })
      .first()
      .click();
    await page.waitForURL(/\/tour-details\//);
    await page.getByRole('heading', { name: 'البرنامج يومًا بيوم' }).waitFor();
    assert.ok(
      await page
        .getByText(/م عن الحرم/)
        .first()
        .isVisible(),
    );
    const aside = page.getByRole('complementary', { name: 'مواعيد الانطلاق' });
    // A departure far enough ahead to be held (the first may leave tomorrow).
    await aside.getByRole('radio').nth(1).check();
    await aside.getByLabel('الغرفة').selectOption('triple');
    await aside.getByLabel('البالغون').selectOption('3');
    await journeyShots(page, 'packages', 'details', 'ar');
    await aside.getByRole('button', { name: 'احجز هذا الموعد' }).click();
    await page.waitForURL(/\/tour-booking\/refId=[^/]+\/adult=3\/child=0/);

    // Three travellers with passport data, the contact, the wallet, the terms.
    const travellers = page.getByTestId('traveller');
    await travellers.nth(2).waitFor();
    for (const [i, [first, last, birth, passport]] of TRAVELLERS.entries()) {
      const fieldset = travellers.nth(i);
      await fieldset.getByLabel('الاسم الأول (كما في الجواز)').fill(first);
      await fieldset.getByLabel('اسم العائلة (كما في الجواز)').fill(last);
      await fieldset.getByLabel('تاريخ الميلاد').fill(birth);
      await fieldset.getByLabel('رقم الجواز').fill(passport);
      await fieldset.getByLabel('تاريخ انتهاء الجواز').fill('2034-05-01');
      if (i === 1) await fieldset.getByLabel('الجنس', { exact: true }).selectOption('female');
    }
    await page.getByLabel('الهاتف', { exact: true }).fill('+964 770 123 4567');
    // Three Umrah seats cost more than the demo wallet holds: the seats are held and paid later.
    await page.getByRole('radio', { name: /احجز المقاعد وادفع لاحقًا/ }).check();
    await page.getByLabel('أوافق على شروط البرنامج ومراحل الإلغاء.').check();
    await journeyShots(page, 'packages', 'booking', 'ar');
    await page.getByRole('button', { name: /^تأكيد الحجز/ }).click();

    await page.getByRole('heading', { name: 'تم حجز مقاعدك' }).waitFor();
    const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
    assert.ok(reference.length > 0);
    assert.equal(await page.getByTestId('travellers').locator('li').count(), 3);
    await journeyShots(page, 'packages', 'success', 'ar');

    // My Bookings' packages tab lists it; its detail shows the trip.
    await page.getByRole('link', { name: 'فتح الحجز' }).click();
    await page.waitForURL(/\/my-bookings\/package\//);
    await page.getByTestId('trip-title').waitFor();
    assert.match((await page.getByTestId('trip-title').textContent()) ?? '', /عمرة اقتصادية/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
