/**
 * The travel insurance journey of issue 19 on the production build, in German: the agency's owner opens the
 * home page's insurance tab, insures two travellers (by date of birth) to Germany for 15 days, opens the cheapest
 * Schengen plan, enters both travellers' passport details, pays from the IQD wallet, sees the policy number at
 * once, finds the policy in My Bookings and prints the certificate (the print dialog's "Save as PDF").
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { journeyPage, journeyPortal, logIn } from '../lib/journey.js';

/** The interface texts the journey looks for (apps/web/src/features/insurance/locales/de.ts and the kit's). */
const TEXT = {
  tab: 'Versicherung',
  form: 'Reiseversicherung suchen',
  destination: 'Reiseziel',
  days: 'Tage',
  birth: (n: number) => `Geburtsdatum von Person ${n}`,
  addTraveller: 'Person hinzufügen',
  search: 'Schutz finden',
  view: /^Tarif ansehen: /,
  insure: 'Diese Reisenden versichern',
  person: (n: number) => `Person ${n}`,
  firstName: 'Vorname',
  lastName: 'Nachname',
  gender: 'Geschlecht',
  birthDate: 'Geburtsdatum',
  passport: 'Reisepassnummer',
  expiry: 'Reisepass gültig bis',
  phone: 'Telefon',
  terms: 'Ich habe gelesen, was der Tarif deckt und ausschließt, und stimme den Bedingungen zu.',
  confirm: /^Buchung bestätigen/,
  issued: 'Ihre Police ist ausgestellt',
  open: 'In Meine Buchungen öffnen',
  certificate: 'Versicherungsbestätigung (PDF)',
};

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const journey = journeyPortal();

describe('insurance journey', () => {
  it('de: insures two travellers to Germany for 15 days, pays, and prints the certificate', async () => {
    const { context, page, errors } = await journeyPage(journey.browser, 'de');

    await logIn(page, journey.portal.url, 'agency@demo.iq');

    // The home page's insurance tab: Germany, 15 days, two travellers by date of birth.
    await page.getByRole('tab', { name: TEXT.tab }).click();
    const form = page.getByRole('form', { name: TEXT.form });
    await form.getByRole('combobox', { name: TEXT.destination }).selectOption('DE');
    await form.getByRole('spinbutton', { name: TEXT.days }).fill('15');
    await form.getByLabel(TEXT.birth(1)).fill('1990-04-12');
    await form.getByRole('button', { name: TEXT.addTraveller }).click();
    await form.getByLabel(TEXT.birth(2)).fill('1988-11-02');
    await form.getByRole('button', { name: TEXT.search }).click();
    await page.waitForURL(/\/insurance-search\/issueDate=[\d-]+\/nationality=IQ\/destination=DE\/duration=15\?dob=/);

    // The plans that apply, cheapest first: open the first.
    const view = page.getByRole('link', { name: TEXT.view }).first();
    await view.waitFor();
    await view.click();
    await page.waitForURL(/\/insurance-details\/[0-9a-f-]{36}\?/);
    await page.getByRole('link', { name: TEXT.insure }).click();
    await page.waitForURL(/\/insurance-book\/[0-9a-f-]{36}\?/);

    // Both travellers as in their passports; the dates of birth come from the search.
    const travellers = [
      { first: 'Zainab', last: 'Al-Tamimi', gender: 'female', passport: 'A12345678' },
      { first: 'Ali', last: 'Al-Tamimi', gender: 'male', passport: 'A87654321' },
    ];
    for (const [i, tr] of travellers.entries()) {
      const group = page.getByRole('group', { name: TEXT.person(i + 1) });
      assert.notEqual(await group.getByLabel(TEXT.birthDate).inputValue(), '');
      await group.getByLabel(TEXT.firstName).fill(tr.first);
      await group.getByLabel(TEXT.lastName).fill(tr.last);
      await group.getByRole('combobox', { name: TEXT.gender }).selectOption(tr.gender);
      await group.getByLabel(TEXT.passport).fill(tr.passport);
      await group.getByLabel(TEXT.expiry).fill(iso(1500));
    }
    await page.getByLabel(TEXT.phone).fill('+964 770 123 4567');
    await page.getByLabel(TEXT.terms).check();
    await page.getByRole('button', { name: TEXT.confirm }).click();

    // Issued at once: the policy number on the confirmation.
    await page.getByRole('heading', { name: TEXT.issued }).waitFor();
    const policy = (await page.getByTestId('policy-number').first().textContent())?.trim() ?? '';
    assert.match(policy, /^[A-Z]{3}-\d{4}-[A-Z2-9]{8}$/);

    // My Bookings: the policy, and its certificate printed (saved as PDF from the print dialog).
    await page.getByRole('link', { name: TEXT.open }).click();
    await page.waitForURL(/\/my-bookings\/insurance\//);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: TEXT.certificate }).click();
    const certificate = page.getByTestId('print-document');
    await certificate.waitFor({ state: 'attached' });
    assert.ok(((await certificate.textContent()) ?? '').includes(policy));
    assert.ok(((await certificate.textContent()) ?? '').includes('Zainab'));
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
