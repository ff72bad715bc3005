/**
 * The visa journey of issue 17 on the production build, in Arabic: the customer searches Turkey from the home
 * page's visa tab, opens a visa, applies for two persons with every paper uploaded and pays from the IQD wallet;
 * the visa desk asks for the second applicant's passport again, the customer uploads it from My Bookings, the
 * desk approves and issues the visa with a file, and the customer downloads it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { journeyPage, journeyPortal } from '../lib/journey.js';
import { apiLogin, eventually, storeSession } from '../lib/shell.js';
import { decideApplication, paper, uploadIssuedFile } from '../lib/applications.js';

const journey = journeyPortal();

describe('visa journey', () => {
  it('ar: searches Turkey, applies for two with papers, sends a requested paper, downloads the issued visa', async () => {
    const { context, page, errors } = await journeyPage(journey.browser, 'ar', { console: false });
    await page.goto(journey.portal.url, { waitUntil: 'networkidle' });
    await storeSession(page, await apiLogin(journey.portal.url, 'customer@demo.iq'));
    await page.reload({ waitUntil: 'networkidle' });

    // The home page's visa tab: Iraqi nationality (the default), Turkey.
    await page.getByRole('tab', { name: 'التأشيرات' }).click();
    const form = page.getByRole('form', { name: 'ابحث عن تأشيرة' });
    const destination = form.getByRole('combobox', { name: 'الوجهة' });
    await destination.click();
    await destination.fill('ترك');
    await page.getByRole('option', { name: 'تركيا' }).click();
    await form.getByRole('button', { name: 'ابحث عن التأشيرات' }).click();
    await page.waitForURL(/\/visa-search\/from=IQ\/to=TR$/);
    await assert.doesNotReject(page.getByTestId('showing').waitFor());
    assert.match((await page.getByTestId('showing').textContent()) ?? '', /^عرض 1 - \d+ من \d+$/);

    // The first visa, for two applicants.
    await page.getByRole('link', { name: 'اعرض التفاصيل' }).first().click();
    await page.getByText('المستندات المطلوبة من كل متقدم').waitFor();
    await page.getByLabel('المتقدمون').selectOption('2');
    await page.getByRole('link', { name: 'قدّم الطلب الآن' }).click();
    await page.waitForURL(/\/visa-booking\/visa=.+\/person=2$/);

    const applicants = [
      { first: 'Ali', last: 'Hassan', ar: 'علي حسن', passport: 'A1234567' },
      { first: 'Zahra', last: 'Hassan', ar: 'زهراء حسن', passport: 'A7654321' },
    ];
    for (const [i, a] of applicants.entries()) {
      const set = page.locator('fieldset').filter({ has: page.locator('legend', { hasText: `المتقدم ${i + 1}` }) });
      await set.getByLabel('الاسم الأول (كما في الجواز، بحروف لاتينية)').fill(a.first);
      await set.getByLabel('اسم العائلة (كما في الجواز، بحروف لاتينية)').fill(a.last);
      await set.getByLabel('الاسم الكامل بالعربية').fill(a.ar);
      await set.getByLabel('تاريخ الميلاد').fill('1990-04-12');
      await set.getByLabel('رقم الجواز').fill(a.passport);
      await set.getByLabel('تاريخ إصدار الجواز').fill('2022-01-10');
      await set.getByLabel('تاريخ انتهاء الجواز').fill('2031-01-09');
      const inputs = set.locator('input[type=file]');
      const count = await inputs.count();
      for (let p = 0; p < count; p++) {
        await inputs.nth(p).setInputFiles(paper(`paper-${i}-${p}`));
        await eventually(async () => assert.equal(await set.getByText('تم الرفع').count(), p + 1));
      }
    }
    await page.getByLabel(/أؤكد أن البيانات مطابقة للجوازات/).check();
    await page.locator('main form button[type=submit]').click();
    await page.getByRole('heading', { name: 'تم تقديم طلبك' }).waitFor();
    const reference = (await page.getByTestId('booking-reference').textContent())?.trim();
    assert.ok(reference);

    // My Bookings follows the application.
    await page.getByRole('link', { name: 'تابع الطلب' }).click();
    await page.waitForURL(/\/my-bookings\/visa\/[0-9a-f-]+$/);
    const bookingId = page.url().split('/').pop()!;
    await assert.doesNotReject(page.getByTestId('application-status').filter({ hasText: 'مقدَّم' }).waitFor());

    // The desk takes it into review and asks for the second applicant's passport again.
    const admin = await apiLogin(journey.portal.url, 'admin@demo.iq');
    await decideApplication(journey.portal.url, admin.token, bookingId, { status: 'in_review' });
    await decideApplication(journey.portal.url, admin.token, bookingId, {
      status: 'documents_requested',
      papers: [{ traveller_index: 1, paper: 'passport' }],
      note: 'صورة الجواز غير واضحة',
    });
    await page.reload({ waitUntil: 'networkidle' });
    const requested = page.locator('form').filter({ hasText: 'نحتاج منك هذه المستندات' });
    await requested.locator('input[type=file]').setInputFiles(paper('passport-again'));
    await requested.getByRole('button', { name: 'أرسل المستندات' }).click();
    await page.getByTestId('application-status').filter({ hasText: 'أُعيد إرسال المستندات' }).waitFor();

    // Approved and issued with a file; the applicant downloads it.
    await decideApplication(journey.portal.url, admin.token, bookingId, { status: 'approved' });
    const fileId = await uploadIssuedFile(journey.portal.url, admin.token, bookingId, 'visa.pdf');
    await decideApplication(journey.portal.url, admin.token, bookingId, { status: 'issued', file_ids: [fileId] });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('application-status').filter({ hasText: 'صدر' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'تنزيل', exact: true }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `${fileId}.pdf`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
