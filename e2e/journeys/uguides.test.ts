/**
 * The study-abroad journey of issue 17 on the production build, in English: the customer picks Malaysia and a
 * master's on the home page's study tab, opens a programme, applies to its next intake with every paper uploaded
 * and pays the fees from the IQD wallet; the desk checks the papers, sends the application to the university,
 * records the offer and enrols the student with the university's letter, which the customer downloads.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { journeyPage, journeyPortal } from '../lib/journey.js';
import { apiLogin, eventually, storeSession } from '../lib/shell.js';
import { decideApplication, paper, uploadIssuedFile } from '../lib/applications.js';

const journey = journeyPortal();

describe('study abroad journey', () => {
  it('en: finds a master’s in Malaysia, applies with papers, follows the application to enrolment', async () => {
    const { context, page, errors } = await journeyPage(journey.browser, 'en', { console: false });
    await page.goto(journey.portal.url, { waitUntil: 'networkidle' });
    await storeSession(page, await apiLogin(journey.portal.url, 'customer@demo.iq'));
    await page.reload({ waitUntil: 'networkidle' });

    await page.getByRole('tab', { name: 'University guide' }).click();
    const form = page.getByRole('form', { name: 'Find a study programme' });
    const country = form.getByRole('combobox', { name: 'Country' });
    await country.click();
    await country.fill('Malay');
    await page.getByRole('option', { name: 'Malaysia' }).click();
    await form.getByLabel('Degree').selectOption('master');
    await form.getByRole('button', { name: 'Find programmes' }).click();
    await page.waitForURL(/\/uguide-search\/country=MY\?degree=master$/);
    await page.getByTestId('showing').waitFor();
    assert.match((await page.getByTestId('showing').textContent()) ?? '', /^Showing 1 - \d+ of \d+$/);

    await page.getByRole('link', { name: 'View programme' }).first().click();
    await page.getByRole('heading', { name: 'Intakes and deadlines' }).waitFor();
    await page.getByRole('link', { name: 'Apply to this programme' }).click();
    await page.waitForURL(/\/uguide-book\/[0-9a-f-]+$/);

    await page.getByLabel('First name (as in the passport)').fill('Zahra');
    await page.getByLabel('Last name (as in the passport)').fill('Kadhim');
    await page.getByLabel('Full name in Arabic').fill('زهراء كاظم');
    await page.getByLabel('Date of birth').fill('2001-03-09');
    await page.getByLabel('Passport number').fill('B7654321');
    await page.getByLabel('Passport expiry date').fill('2031-06-30');
    await page.getByLabel('E-mail').fill('zahra@example.iq');
    await page.getByLabel('Phone').fill('+964 770 123 4567');
    await page.getByLabel('Final grade (%)').fill('84');
    await page.getByLabel('Last school or university and qualification').fill('University of Baghdad, BSc');
    const inputs = page.locator('input[type=file]');
    const count = await inputs.count();
    assert.equal(count, 5);
    for (let p = 0; p < count; p++) {
      await inputs.nth(p).setInputFiles(paper(`paper-${p}`));
      await eventually(async () => assert.equal(await page.getByText('Uploaded', { exact: true }).count(), p + 1));
    }
    await page.getByLabel(/I confirm the details and papers are true/).check();
    await page.locator('main form button[type=submit]').click();
    await page.getByRole('heading', { name: 'Your application is submitted' }).waitFor();

    await page.getByRole('link', { name: 'Follow the application' }).click();
    await page.waitForURL(/\/my-bookings\/uguides\/[0-9a-f-]+$/);
    const bookingId = page.url().split('/').pop()!;
    await page.getByTestId('application-status').filter({ hasText: 'Submitted' }).waitFor();

    const admin = await apiLogin(journey.portal.url, 'admin@demo.iq');
    for (const status of ['documents_checked', 'sent_to_university', 'offer_received'])
      await decideApplication(journey.portal.url, admin.token, bookingId, { status });
    const fileId = await uploadIssuedFile(journey.portal.url, admin.token, bookingId, 'offer.pdf');
    await decideApplication(journey.portal.url, admin.token, bookingId, { status: 'enrolled', file_ids: [fileId] });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('application-status').filter({ hasText: 'Enrolled' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).last().click(),
    ]);
    assert.equal(download.suggestedFilename(), `${fileId}.pdf`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
