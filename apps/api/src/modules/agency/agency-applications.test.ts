import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { translate } from '@portal/contracts/messages';
import { agencySettings, auditLog } from '../../db/schema.js';
import { outboxMails } from '../../test/outbox.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { applyAsAgency, createOwner, createStaff, fund, TEST_PASSWORD, type TestUser } from '../../test/factories.js';
import { bookFlight, bookingBody, searchDirect } from '../../test/flights.js';

// Issue 22, item 1 (decision 074): agencies register, staff review them, and only approved agencies manage
// sub-users, markup and branding; everyone else gets 403.
let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, lang = 'en') =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...user.auth, _lang: lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const newSubUser = (email: string) => ({
  name: 'Hassan Ali',
  email,
  password: 'Agent1234',
  password_confirmation: 'Agent1234',
  permissions: ['book'],
});
const mailsTo = (to: string) => outboxMails(ctx, to);

describe('registering as an agency', () => {
  it('creates the owner, logged in, with a customer account and a pending application', async () => {
    const { owner } = await applyAsAgency(ctx, { agencyName: 'Tigris Wings Travel' });
    const me = (await call(owner, 'GET', '/me')).json().data;
    expect(me).toMatchObject({
      role: 'customer',
      account: {
        kind: 'customer',
        name: 'Zainab Kadhim',
        agency_application: { status: 'pending', agency_name: 'Tigris Wings Travel', refusal_reason: null },
      },
    });
    const queue = (await call(admin, 'GET', '/admin/agency-applications?status=pending')).json();
    expect(queue.data.find((a: { account_id: string }) => a.account_id === owner.accountId)).toMatchObject({
      agency_name: 'Tigris Wings Travel',
      phone: '+964 770 123 4567',
      city: 'Basra',
      licence_number: 'BSR-2024/118',
      lang: 'ar',
      status: 'pending',
      applicant: { email: owner.email, name: 'Zainab Kadhim' },
    });
  });

  it('needs the agency’s details, each checked on its own field, in the caller’s language', async () => {
    const base = {
      name: 'Omar',
      email: 'omar.agency@example.iq',
      password: 'Secret123',
      password_confirmation: 'Secret123',
    };
    const register = (payload: object, lang = 'en') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload,
        headers: { _lang: lang },
        remoteAddress: '10.90.0.1',
      });
    const missing = await register({ ...base, account_type: 'agency' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'agency', message: 'This field is required' }]);
    const bad = await register(
      { ...base, account_type: 'agency', agency: { name: ' ', phone: 'call me', city: '', licence_number: '#1' } },
      'ar',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'agency.name', message: translate('required', 'ar') },
      { field: 'agency.phone', message: translate('invalid_phone', 'ar') },
      { field: 'agency.city', message: translate('required', 'ar') },
      { field: 'agency.licence_number', message: translate('invalid_licence_number', 'ar') },
    ]);
    const customerWithAgency = await register({
      ...base,
      agency: { name: 'X Travel', phone: '+964 770 000 0000', city: 'Erbil', licence_number: 'E-1' },
    });
    expect(customerWithAgency.json().errors).toEqual([{ field: 'agency', message: 'Unknown field' }]);
  });

  it('until approved, books as a customer and gets 403 on sub-users, agency settings and logos', async () => {
    const { owner } = await applyAsAgency(ctx);
    for (const lang of ['ar', 'en', 'de']) {
      const res = await call(owner, 'POST', '/sub-users', newSubUser(`pending.${lang}@example.iq`), lang);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'agency_only', detail: translate('agency_only', lang as 'ar') });
    }
    expect((await call(owner, 'GET', '/sub-users')).statusCode).toBe(403);
    expect((await call(owner, 'GET', '/agency-settings')).statusCode).toBe(403);
    expect((await call(owner, 'PUT', '/agency-settings', { contact_line: 'Pending' })).statusCode).toBe(403);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('not read')], { type: 'image/png' }), 'logo.png');
    const logo = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads?purpose=logo',
      headers: owner.auth,
      payload: form,
    });
    expect(logo.statusCode).toBe(403);
    await fund(ctx, owner.accountId, 'IQD', 20_000_000n);
    const booking = await bookFlight(ctx, owner, bookingBody(await searchDirect(ctx, 'BGW', 'IST', 33)));
    expect(booking.statusCode).toBe(201);
    expect(booking.json().data.pricing.markup).toBe('0');
  });
});

describe('staff review', () => {
  it('approving makes the account an agency: the owner then creates sub-users and sets its branding', async () => {
    const { owner, applicationId } = await applyAsAgency(ctx, { lang: 'ar', agencyName: 'Ur Journeys' });
    const approved = await call(admin, 'POST', `/admin/agency-applications/${applicationId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', reviewed_by: { id: admin.id } });
    const me = (await call(owner, 'GET', '/me')).json().data;
    expect(me).toMatchObject({
      role: 'agency',
      account: { kind: 'agency', name: 'Ur Journeys', agency_application: { status: 'approved' } },
    });
    // The same session: nothing to log in again for.
    const sub = await call(owner, 'POST', '/sub-users', newSubUser(`ur.${applicationId.slice(-8)}@example.iq`));
    expect(sub.statusCode).toBe(201);
    expect((await call(owner, 'PUT', '/agency-settings', { contact_line: 'Ur Journeys · Basra' })).statusCode).toBe(
      200,
    );
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: sub.json().data.email, password: 'Agent1234' },
      remoteAddress: '10.91.0.1',
    });
    expect(login.json().data.user).toMatchObject({ role: 'sub_user', account: { kind: 'agency' } });
    // Told in Arabic, the language the agency registered in.
    // The last mail: the welcome came first.
    const mail = (await mailsTo(owner.email)).at(-1);
    expect(mail!.subject).toBe('تمت الموافقة على وكالتك Ur Journeys');
    expect(mail!.text).toContain('مرحبًا Zainab Kadhim،');
    expect(mail!.text).toContain('/sub-users');
    // And in the audit log, by whom.
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'agency_application'), eq(auditLog.entityId, applicationId)));
    expect(entry).toMatchObject({ action: 'agency.approve', actorId: admin.id, before: { status: 'pending' } });
  });

  it('refusing needs a reason, keeps the account a customer’s and mails the reason in the applicant’s language', async () => {
    const { owner, applicationId } = await applyAsAgency(ctx, { lang: 'de', agencyName: 'Nineveh Tours' });
    const noReason = await call(admin, 'POST', `/admin/agency-applications/${applicationId}/refuse`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ field: 'reason', message: translate('reason_required', 'en') }]);
    const reason = 'Die Lizenznummer passt nicht zum Handelsregister';
    const refused = await call(admin, 'POST', `/admin/agency-applications/${applicationId}/refuse`, { reason });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({ status: 'refused', refusal_reason: reason });
    const me = (await call(owner, 'GET', '/me')).json().data;
    expect(me).toMatchObject({
      role: 'customer',
      account: { kind: 'customer', agency_application: { status: 'refused', refusal_reason: reason } },
    });
    expect((await call(owner, 'POST', '/sub-users', newSubUser('nineveh.sub@example.iq'))).statusCode).toBe(403);
    const mail = (await mailsTo(owner.email)).at(-1);
    expect(mail!.subject).toBe('Ihr Antrag für das Reisebüro Nineveh Tours');
    expect(mail!.text).toContain(reason);
    expect(mail!.text).toContain('Ihr Konto bleibt als Kundenkonto bestehen');
    // Decided once: a second decision is refused and changes nothing.
    const again = await call(admin, 'POST', `/admin/agency-applications/${applicationId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('not_pending');
    expect((await call(owner, 'GET', '/me')).json().data.account.kind).toBe('customer');
  });

  it('two staff deciding at once: one decision wins, the other gets 409, and one audit entry is written', async () => {
    const other = await createStaff(ctx, 'admin');
    const { applicationId } = await applyAsAgency(ctx, { lang: 'en' });
    const answers = await Promise.all([
      call(admin, 'POST', `/admin/agency-applications/${applicationId}/approve`),
      call(other, 'POST', `/admin/agency-applications/${applicationId}/refuse`, { reason: 'Not a travel agency' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, applicationId));
    expect(entries).toHaveLength(1);
  });

  it('is for admins: the desk and editors get 403', async () => {
    const { applicationId } = await applyAsAgency(ctx);
    for (const role of ['desk', 'editor'] as const) {
      const staff = await createStaff(ctx, role);
      expect((await call(staff, 'GET', '/admin/agency-applications')).statusCode).toBe(403);
      expect((await call(staff, 'POST', `/admin/agency-applications/${applicationId}/approve`)).statusCode).toBe(403);
    }
  });
});

describe('a customer account (decision 074: agency settings are for approved agencies only)', () => {
  it('gets 403 on sub-users and on agency settings, reading and writing', async () => {
    const customer = await createOwner(ctx);
    const list = await call(customer, 'GET', '/sub-users');
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('agency_only');
    expect((await call(customer, 'POST', '/sub-users', newSubUser('family@example.iq'))).statusCode).toBe(403);
    expect((await call(customer, 'GET', '/agency-settings')).statusCode).toBe(403);
    const put = await call(customer, 'PUT', '/agency-settings', {
      markups: { flight: { type: 'percent', percent: '5' } },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().code).toBe('agency_only');
  });

  it('settings a customer saved before this rule add no markup to its bookings', async () => {
    const customer = await createOwner(ctx);
    await ctx.database.db
      .insert(agencySettings)
      .values({ accountId: customer.accountId, markups: { flight: { type: 'percent', percent: '10' } } });
    await fund(ctx, customer.accountId, 'IQD', 20_000_000n);
    const booking = await bookFlight(ctx, customer, bookingBody(await searchDirect(ctx, 'BGW', 'DXB', 34)));
    expect(booking.json().data.pricing.markup).toBe('0');
  });

  it('the demo-style agency (approved) keeps everything; its owner signs in as an agency', async () => {
    const agency = await createOwner(ctx, { kind: 'agency' });
    expect((await call(agency, 'GET', '/agency-settings')).statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: agency.email, password: TEST_PASSWORD },
      remoteAddress: '10.92.0.1',
    });
    expect(login.json().data.user).toMatchObject({
      role: 'agency',
      account: { kind: 'agency', agency_application: null },
    });
  });
});
