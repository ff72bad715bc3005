/**
 * The server's documents (issue 20, decisions 136 and 137) on the production build: a flight booked through the
 * API by the demo customer, its itinerary receipt downloaded as a PDF in Arabic, English and German (the text read
 * back with pdftotext: names, reference, IATA codes, amount), the Arabic page drawn to PNG with pdftoppm (looked at;
 * kept in e2e/output), another account's 404, a shared link that opens the document without logging in (passport
 * masked) until it is withdrawn, and `/verify/{code}` telling its reference and validity and nothing personal.
 * One browser for the file: the portal's own renderer, and one page for the verify screen.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, OUTPUT_DIR } from '../lib/browser.js';
import { startPortal, type Portal } from '../lib/server.js';

let portal: Portal;
let browser: Browser;
let customer: string;
let agency: string;
let admin: string;
let booking: { id: string; reference: string; total: { amount: string } };
let topup: { id: string; reference: string; credited: string };
let visa: { id: string; reference: string };

/** A paid Turkish e-visa application of the customer, its papers small PDFs (a service without a document view). */
async function applyForVisa(): Promise<typeof visa> {
  const list = ((await (await api('/visas?to=TR&type=e_visa')).json()) as { data: Array<{ id: string }> }).data;
  const product = (
    (await (await api(`/visas/${list[0]!.id}`)).json()) as {
      data: { id: string; papers: string[]; price: { iqd: string } };
    }
  ).data;
  const documents: Record<string, string> = {};
  for (const paper of product.papers) {
    const form = new FormData();
    const pdf = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n';
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'paper.pdf');
    const res = await fetch(`${portal.url}/api/v1/uploads?purpose=application_document`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer}` },
      body: form,
    });
    assert.equal(res.status, 201, await res.clone().text());
    documents[paper] = ((await res.json()) as { data: { id: string } }).data.id;
  }
  const res = await api('/visa-bookings', {
    method: 'POST',
    token: customer,
    headers: { 'idempotency-key': `pdf-e2e-visa-${Date.now()}` },
    body: JSON.stringify({
      visa_id: product.id,
      travel_date: inDays(30),
      accepted_total_iqd: product.price.iqd,
      applicants: [
        {
          first_name: 'Ali',
          last_name: 'Hassan',
          name_ar: 'علي حسن',
          date_of_birth: '1990-04-12',
          nationality: 'IQ',
          passport_number: 'A7654321',
          passport_issued: '2022-01-10',
          passport_expires: inDays(1000),
          documents,
        },
      ],
      terms_accepted: true,
      payment: { method: 'wallet', currency: 'IQD' },
    }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  return ((await res.json()) as { data: typeof visa }).data;
}

async function api(pathname: string, init: RequestInit & { token?: string; lang?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.lang) headers.set('_lang', init.lang);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${portal.url}/api/v1${pathname}`, { ...init, headers });
}

async function login(email: string): Promise<string> {
  const res = await api('/auth/login', { method: 'POST', body: JSON.stringify({ email, password: 'Demo12345!' }) });
  assert.equal(res.status, 200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

before(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  customer = await login('customer@demo.iq');
  agency = await login('agency@demo.iq');
  admin = await login('admin@demo.iq');
  const search = await api('/flight-searches', {
    method: 'POST',
    headers: { _currency: 'USD' },
    body: JSON.stringify({
      trip: 'oneway',
      slices: [{ origin: 'BGW', destination: 'DXB', date: inDays(30) }],
      adults: 1,
      children: 0,
      infants: 0,
    }),
  });
  type Offer = {
    id: string;
    slices: Array<{ stops: number }>;
    fares: Array<{ family: string; total: { iqd: string } }>;
  };
  const found = ((await search.json()) as { data: { session_id: string; offers: Offer[] } }).data;
  const offer = found.offers.find((o) => o.slices[0]!.stops === 0) ?? found.offers[0];
  const fare = offer!.fares[0]!;
  const res = await api('/flight-bookings', {
    method: 'POST',
    token: customer,
    headers: { 'idempotency-key': `pdf-e2e-${Date.now()}` },
    body: JSON.stringify({
      session_id: found.session_id,
      offer_id: offer!.id,
      fare_family: fare.family,
      accepted_total_iqd: fare.total.iqd,
      passengers: [
        {
          type: 'adult',
          first_name: 'Ahmed',
          last_name: 'Al-Rubaie',
          gender: 'male',
          date_of_birth: '1985-04-12',
          nationality: 'IQ',
          country: 'IQ',
          passport_number: 'A12345678',
          passport_expiry: inDays(800),
        },
      ],
      contact: { email: 'ahmed@example.iq', phone: '+964 770 555 1234' },
      billing: { address1: 'Karrada, Street 62', city: 'Baghdad', terms_accepted: true },
      payment: { method: 'wallet', currency: 'IQD' },
    }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  booking = ((await res.json()) as { data: typeof booking }).data;

  const asked = await api('/wallet-topups', {
    method: 'POST',
    token: customer,
    headers: { 'idempotency-key': `pdf-e2e-topup-${Date.now()}` },
    body: JSON.stringify({ currency: 'IQD', amount: '250000', method: 'bank_transfer', reference: 'TRX-77881' }),
  });
  assert.equal(asked.status, 201, await asked.clone().text());
  topup = ((await asked.json()) as { data: typeof topup }).data;
  const approved = await api(`/admin/wallet-topups/${topup.id}/approve`, { method: 'POST', token: admin });
  assert.equal(approved.status, 200, await approved.clone().text());
  visa = await applyForVisa();
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('documents made by the server', () => {
  const expected = {
    ar: ['إيصال', 'Ahmed', 'AL-RUBAIE'],
    en: ['Itinerary receipt', 'Ahmed', 'AL-RUBAIE'],
    de: ['Reisebestätigung', 'Ahmed', 'AL-RUBAIE'],
  } as const;

  for (const lang of ['ar', 'en', 'de'] as const) {
    it(`${lang}: the itinerary receipt is a PDF with the names, reference, airports and amount`, async () => {
      const res = await api(`/bookings/${booking.id}/document.pdf?lang=${lang}`, { token: customer });
      assert.equal(res.status, 200, await res.clone().text());
      assert.equal(res.headers.get('content-type'), 'application/pdf');
      assert.match(res.headers.get('content-disposition') ?? '', new RegExp(`${booking.reference}-${lang}\\.pdf`));
      const pdf = Buffer.from(await res.arrayBuffer());
      assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
      await mkdir(OUTPUT_DIR, { recursive: true });
      const file = path.join(OUTPUT_DIR, `itinerary-receipt-${lang}.pdf`);
      await writeFile(file, pdf);
      const text = pdfText(pdf);
      await writeFile(path.join(OUTPUT_DIR, `itinerary-receipt-${lang}.txt`), text);
      assert.ok(text.includes(booking.reference), `reference in:\n${text}`);
      for (const word of expected[lang])
        assert.ok(text.toUpperCase().includes(word.toUpperCase()), `${word} in:\n${text}`);
      assert.ok(text.includes('BGW') && text.includes('DXB'), 'both airports');
      // The amount paid, its digits as written (any grouping of thousands).
      const digits = booking.total.amount.replace(/\D/g, '').replace(/0+$/, '');
      assert.ok(text.replace(/[^\d]/g, '').includes(digits.slice(0, 4)), `amount ${booking.total.amount}`);
      assert.ok(text.includes('/verify/'), 'the verification link');
      if (lang === 'ar') {
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '80',
          '-f',
          '1',
          '-l',
          '1',
          file,
          path.join(OUTPUT_DIR, 'itinerary-receipt-ar'),
        ]);
      }
    });
  }

  const statementWords = { ar: 'كشف حساب', en: 'Statement of account', de: 'Kontoauszug' } as const;
  const receiptWords = {
    ar: 'إيصال شحن المحفظة',
    en: 'Wallet recharge receipt',
    de: 'Beleg der Wallet-Aufladung',
  } as const;
  for (const lang of ['ar', 'en', 'de'] as const) {
    it(`${lang}: the IQD wallet statement and the top-up receipt are PDFs with their references and amounts`, async () => {
      const statement = await api(`/wallet-statement.pdf?currency=IQD&lang=${lang}`, { token: customer });
      assert.equal(statement.status, 200, await statement.clone().text());
      assert.match(statement.headers.get('content-disposition') ?? '', /statement-IQD-.*\.pdf/);
      const text = pdfText(Buffer.from(await statement.arrayBuffer()));
      await writeFile(path.join(OUTPUT_DIR, `statement-${lang}.txt`), text);
      assert.ok(text.includes(statementWords[lang]), `${statementWords[lang]} in:\n${text}`);
      assert.ok(text.includes(booking.reference), 'the booking paid from the wallet');
      assert.ok(text.includes('/verify/'));

      const receipt = await api(`/wallet-topups/${topup.id}/receipt.pdf?lang=${lang}`, { token: customer });
      assert.equal(receipt.status, 200, await receipt.clone().text());
      const pdf = Buffer.from(await receipt.arrayBuffer());
      const receiptText = pdfText(pdf);
      await writeFile(path.join(OUTPUT_DIR, `topup-receipt-${lang}.txt`), receiptText);
      assert.ok(receiptText.includes(receiptWords[lang]), `${receiptWords[lang]} in:\n${receiptText}`);
      assert.ok(receiptText.includes('TRX-77881'));
      assert.ok(receiptText.replace(/\D/g, '').includes('250000'), 'the amount sent');
      if (lang === 'ar') {
        const file = path.join(OUTPUT_DIR, 'topup-receipt-ar.pdf');
        await writeFile(file, pdf);
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '80',
          '-f',
          '1',
          '-l',
          '1',
          file,
          path.join(OUTPUT_DIR, 'topup-receipt-ar'),
        ]);
      }
    });
  }

  // pdftotext splits the Arabic title's ligature (تأ كيد), so in Arabic the reference's label is read instead.
  const confirmation = { ar: 'رقم الحجز', en: 'Booking confirmation', de: 'Buchungsbestätigung' } as const;
  for (const lang of ['ar', 'en', 'de'] as const) {
    it(`${lang}: a visa application (a service without a document view of its own) is a confirmation PDF`, async () => {
      const res = await api(`/bookings/${visa.id}/document.pdf?lang=${lang}`, { token: customer });
      assert.equal(res.status, 200, await res.clone().text());
      const pdf = Buffer.from(await res.arrayBuffer());
      const text = pdfText(pdf);
      await writeFile(path.join(OUTPUT_DIR, `visa-confirmation-${lang}.txt`), text);
      assert.ok(text.includes(confirmation[lang]), `${confirmation[lang]} in:\n${text}`);
      assert.ok(text.includes(visa.reference));
      assert.ok(/Ali/.test(text) && /Hassan/i.test(text), 'the applicant');
      if (lang === 'ar') {
        const file = path.join(OUTPUT_DIR, 'visa-confirmation-ar.pdf');
        await writeFile(file, pdf);
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '80',
          '-f',
          '1',
          '-l',
          '1',
          file,
          path.join(OUTPUT_DIR, 'visa-confirmation-ar'),
        ]);
      }
    });
  }

  it('attaches the itinerary receipt to the booking-confirmed mail, rendered when the mail is sent', async () => {
    const outbox = path.join(portal.dataDir, 'outbox');
    let attached: { filename: string; content_type: string; content_base64: string } | undefined;
    for (let i = 0; i < 80 && !attached; i++) {
      for (const name of await readdir(outbox).catch(() => [] as string[])) {
        const mail = JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as {
          subject: string;
          text: string;
          attachments?: Array<NonNullable<typeof attached>>;
        };
        if (`${mail.subject} ${mail.text}`.includes(booking.reference) && mail.attachments?.length)
          attached = mail.attachments[0];
      }
      if (!attached) await new Promise((r) => setTimeout(r, 250));
    }
    assert.ok(attached, 'a mail with an attachment');
    assert.equal(attached.content_type, 'application/pdf');
    assert.match(attached.filename, new RegExp(`^${booking.reference}-(ar|en|de)\\.pdf$`));
    const text = pdfText(Buffer.from(attached.content_base64, 'base64'));
    assert.ok(text.includes(booking.reference) && text.includes('BGW'));
  });

  it('is 404 for another account', async () => {
    const res = await api(`/bookings/${booking.id}/document.pdf`, { token: agency, lang: 'en' });
    assert.equal(res.status, 404);
    const problem = (await res.json()) as { code: string };
    assert.equal(problem.code, 'booking_not_found');
    assert.equal((await api(`/wallet-topups/${topup.id}/receipt.pdf`, { token: agency })).status, 404);
  });

  it('shares the document by a link that opens without logging in, masked, until it is withdrawn', async () => {
    const made = await api(`/bookings/${booking.id}/document-shares`, {
      method: 'POST',
      token: customer,
      body: JSON.stringify({ lang: 'en' }),
    });
    assert.equal(made.status, 201);
    const share = ((await made.json()) as { data: { id: string; token: string; url: string } }).data;
    const opened = await api(`/documents/${share.token}`);
    assert.equal(opened.status, 200);
    const view = JSON.stringify(await opened.json());
    assert.ok(!view.includes('A12345678'), 'the passport number is masked');
    assert.ok(view.includes('678'));

    const pdf = await api(`/documents/${share.token}/pdf?lang=en`);
    assert.equal(pdf.status, 200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    assert.ok(text.includes(booking.reference));
    assert.ok(!text.includes('A12345678'));

    const page = await (await newContext(browser, 'desktop', 'en')).newPage();
    await page.goto(new URL(new URL(share.url).pathname, portal.url).href);
    await page.getByTestId('document-view').waitFor();
    assert.ok((await page.getByTestId('document-view').innerText()).includes(booking.reference));

    const revoked = await api(`/bookings/${booking.id}/document-shares/${share.id}`, {
      method: 'DELETE',
      token: customer,
    });
    assert.equal(revoked.status, 204);
    assert.equal((await api(`/documents/${share.token}`)).status, 404);
    await page.reload();
    await page.getByTestId('document-missing').waitFor();
    await page.context().close();
  });

  it('verifies the document by its QR code link, telling nothing personal', async () => {
    const made = await api(`/bookings/${booking.id}/document-shares`, { method: 'POST', token: customer, body: '{}' });
    const share = ((await made.json()) as { data: { token: string } }).data;
    const view = (
      (await (await api(`/documents/${share.token}`)).json()) as { data: { verify: { url: string; code: string } } }
    ).data;
    const res = await api(`/verify/${view.verify.code}`);
    assert.equal(res.status, 200);
    const body = JSON.stringify(await res.json());
    assert.ok(body.includes(booking.reference) && body.includes('"valid":true'));
    for (const personal of ['Ahmed', 'Rubaie', 'A12345678', '678', 'ahmed@example.iq'])
      assert.ok(!body.includes(personal));

    const page = await (await newContext(browser, 'desktop', 'ar')).newPage();
    await page.goto(`${portal.url}/verify/${view.verify.code}`);
    await page.getByTestId('verify-result').waitFor();
    const shown = await page.locator('main').innerText();
    assert.ok(shown.includes(booking.reference) && shown.includes('هذا المستند صالح'));
    assert.ok(!/Ahmed|Rubaie|678/.test(shown));
    await page.context().close();
  });
});
