import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import type { TestContext } from '../../test/harness.js';
import { createOwner, fund, type TestUser } from '../../test/factories.js';
import { adultPassenger, bookFlight, bookingBody, searchDirect } from '../../test/flights.js';
import { uploadImage } from '../../test/images.js';
import { createSmtpTestApp, type TestSmtp } from '../../test/smtp.js';

// An agency that chose to mail its customers (decision 146): the traveller's booking mail comes under the agency's
// name, logo and contact line, through a real SMTP server on 127.0.0.1, in the booker's language.

let ctx: TestContext;
let smtp: TestSmtp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, smtp, close } = await createSmtpTestApp());
});
afterAll(() => close());

const CONTACT_LINE = 'Dijla Tours · Karrada, Baghdad · +964 770 111 2222';

async function agency(name: string, lang: 'ar' | 'en' | 'de', settings: Record<string, unknown>): Promise<TestUser> {
  const owner = await createOwner(ctx, { kind: 'agency', name });
  await ctx.database.db.update(users).set({ lang }).where(eq(users.id, owner.id));
  await fund(ctx, owner.accountId, 'IQD', 50_000_000n);
  const logo = await uploadImage(ctx, owner.auth, 'logo');
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/agency-settings',
    headers: owner.auth,
    payload: { contact_line: CONTACT_LINE, logo_upload_id: logo, ...settings },
  });
  expect(res.statusCode, res.body).toBe(200);
  return owner;
}

async function bookFor(owner: TestUser, customerEmail: string) {
  const search = await searchDirect(ctx);
  const res = await bookFlight(
    ctx,
    owner,
    bookingBody(search, {
      passengers: [adultPassenger({ first_name: 'Huda', last_name: 'Al-Saadi' })],
      contact: { email: customerEmail, phone: '+964 770 555 9911' },
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; reference: string };
}

describe("an agency's mails to its customers (decision 146)", () => {
  it.each([
    ['ar', 'تم تأكيد حجزك', 'مرحبًا Huda Al-Saadi', 'rtl'],
    ['en', 'Your booking {ref} is confirmed', 'Hello Huda Al-Saadi', 'ltr'],
    ['de', 'Ihre Buchung {ref} ist bestätigt', 'Hallo Huda Al-Saadi', 'ltr'],
  ])(
    '%s: the confirmation reaches the traveller under the agency’s name, logo and contact line',
    async (lang, subject, hello, dir) => {
      const owner = await agency(`Dijla Tours ${lang}`, lang as 'ar', { mail_customers: true });
      const customer = `huda.${lang}.${Date.now()}@example.iq`;
      const booking = await bookFor(owner, customer);
      const [mail, ...more] = await smtp.waitFor(customer);
      expect(mail, 'a mail to the traveller').toBeTruthy();
      expect(more).toEqual([]);
      expect(mail!.subject).toContain(subject.replace('{ref}', booking.reference));
      expect(mail!.subject).toContain(booking.reference);
      // The agency's name over the portal's address; answers go to the agent who booked.
      expect(mail!.from).toBe(`"Dijla Tours ${lang}" <no-reply@rafidain.travel>`);
      expect(mail!.replyTo).toBe(owner.email);
      expect(mail!.text).toContain(hello);
      expect(mail!.text).toContain(CONTACT_LINE);
      expect(mail!.text).not.toMatch(/Rafidain|الرافدين/);
      expect(mail!.html).toContain(`dir="${dir}"`);
      expect(mail!.html).toContain(`Dijla Tours ${lang}`);
      expect(mail!.html).toContain(CONTACT_LINE);
      // The logo travels inside the mail (mailparser turns its cid: reference into the image's data).
      expect(mail!.html).toMatch(/<img src="(cid:agency-logo|data:image\/png;base64,[^"]+)"/);
      expect(mail!.attachments).toEqual([expect.objectContaining({ cid: 'agency-logo', contentType: 'image/png' })]);
      // The agent still has the portal's own notice.
      const [notice] = await smtp.waitFor(owner.email);
      expect(notice!.subject).toContain(booking.reference);
      expect(notice!.from).toContain('Rafidain Travel');
    },
  );

  it.each([
    ['ar', 'تم إلغاء حجزك', 'مرحبًا Huda Al-Saadi', 'rtl'],
    ['en', 'Your booking {ref} is cancelled', 'Hello Huda Al-Saadi', 'ltr'],
    ['de', 'Ihre Buchung {ref} ist storniert', 'Hallo Huda Al-Saadi', 'ltr'],
  ])(
    '%s: the cancellation reaches the traveller under the agency’s name, logo and contact line',
    async (lang, subject, hello, dir) => {
      const owner = await agency(`Sumer Tours ${lang}`, lang as 'ar', { mail_customers: true });
      const customer = `huda.cancel.${lang}.${Date.now()}@example.iq`;
      const booking = await bookFor(owner, customer);
      expect(await smtp.waitFor(customer), 'the confirmation first').toHaveLength(1);
      const quote = await ctx.app.inject({
        url: `/api/v1/bookings/${booking.id}/cancellation-quote`,
        headers: owner.auth,
      });
      expect(quote.statusCode, quote.body).toBe(200);
      const cancel = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.id}/cancel`,
        headers: owner.auth,
        payload: { accepted_refund: quote.json().data.refund.amount },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const mails = await smtp.waitFor(customer, 2);
      expect(mails, 'the confirmation, then the cancellation, once each').toHaveLength(2);
      const mail = mails[1]!;
      expect(mail.subject).toContain(subject.replace('{ref}', booking.reference));
      expect(mail.subject).toContain(booking.reference);
      expect(mail.from).toBe(`"Sumer Tours ${lang}" <no-reply@rafidain.travel>`);
      expect(mail.replyTo).toBe(owner.email);
      expect(mail.text).toContain(hello);
      expect(mail.text).toContain(CONTACT_LINE);
      expect(mail.text).not.toMatch(/Rafidain|الرافدين/);
      expect(mail.html).toContain(`dir="${dir}"`);
      expect(mail.html).toContain(`Sumer Tours ${lang}`);
      expect(mail.html).toContain(CONTACT_LINE);
      expect(mail.html).toMatch(/<img src="(cid:agency-logo|data:image\/png;base64,[^"]+)"/);
      // Nothing but the logo: a cancelled booking's document is not sent.
      expect(mail.attachments).toEqual([expect.objectContaining({ cid: 'agency-logo', contentType: 'image/png' })]);
      // The agent has the portal's own notice of the cancellation.
      const notices = await smtp.waitFor(owner.email, 2);
      expect(notices.map((n) => n.subject).filter((s) => s.includes(booking.reference))).toHaveLength(2);
      expect(notices[1]!.from).toContain('Rafidain Travel');
    },
  );

  it('sends the traveller nothing when the agency does not mail its customers, or the contact is the agent', async () => {
    const quiet = await agency('Babil Tours', 'en', { mail_customers: false });
    const customer = `quiet.${Date.now()}@example.iq`;
    const booking = await bookFor(quiet, customer);
    const [notice] = await smtp.waitFor(quiet.email);
    expect(notice!.subject).toContain(booking.reference);

    const self = await agency('Ur Tours', 'en', { mail_customers: true });
    const own = await bookFor(self, self.email);
    const mails = await smtp.waitFor(self.email, 2);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(own.reference);
    expect(smtp.received.filter((m) => m.to === customer)).toEqual([]);
  });
});
