import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../test/outbox.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, createSubUser, fund, type TestUser } from '../../test/factories.js';
import { inDays, walletMinor } from '../../test/flights.js';
import { solidPng } from '../../test/images.js';
import { addDays } from '../../lib/time-zones.js';
import { sixMonthsAfter } from './visa-booking.service.js';
import { issuedFile, TEST_PDF, uploadPaper } from '../../test/visas.js';

let ctx: TestContext;
let staff: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createStaff(ctx, 'desk');
});
afterAll(() => ctx.close());

type Card = { id: string; country: string; type: string; processing_days: number; price: { iqd: string } };
type Detail = Card & { papers: string[] };

const get = (url: string, user?: TestUser, lang = 'en') =>
  ctx.app.inject({ url: `/api/v1${url}`, headers: { ...(user?.auth ?? {}), _lang: lang } });
const send = (user: TestUser, method: 'POST' | 'PATCH', url: string, payload: object, lang = 'en') =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: { ...user.auth, _lang: lang }, payload });
const search = async (query: string) => get(`/visas?${query}`);

const PDF = TEST_PDF;
const upload = (user: TestUser, bytes: Buffer = PDF, type = 'application/pdf') => uploadPaper(ctx, user, bytes, type);
async function uploadId(user: TestUser, bytes?: Buffer) {
  const res = await upload(user, bytes, bytes ? 'image/png' : 'application/pdf');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

/** A Turkish visa with few papers (the e-visa), to keep the uploads per test small. */
async function turkishVisa(): Promise<Detail> {
  const list = (await search('from=IQ&to=TR&type=e_visa')).json().data as Card[];
  return (await get(`/visas/${list[0]!.id}`)).json().data as Detail;
}

const applicant = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ali',
  last_name: 'Hassan',
  name_ar: 'علي حسن',
  date_of_birth: '1990-04-12',
  nationality: 'IQ',
  passport_number: 'A1234567',
  passport_issued: '2022-01-10',
  passport_expires: addDays(inDays(0), 3 * 365),
  documents: {} as Record<string, string>,
  ...over,
});

async function applicationBody(user: TestUser, visa: Detail, persons = 2, over: Record<string, unknown> = {}) {
  const applicants = [];
  for (let i = 0; i < persons; i++) {
    const documents: Record<string, string> = {};
    for (const paper of visa.papers)
      documents[paper] = await uploadId(user, paper === 'photo' ? solidPng(40, 50) : undefined);
    applicants.push(applicant({ first_name: i === 0 ? 'Ali' : 'Zahra', documents }));
  }
  return {
    visa_id: visa.id,
    travel_date: inDays(30),
    accepted_total_iqd: (BigInt(visa.price.iqd) * BigInt(persons)).toString(),
    applicants,
    terms_accepted: true,
    payment: { method: 'wallet', currency: 'IQD' },
    ...over,
  };
}

async function funded(kind: 'customer' | 'agency' = 'customer') {
  const user = await createOwner(ctx, { kind });
  await fund(ctx, user.accountId, 'IQD', 10_000_000n);
  return user;
}

async function apply(user: TestUser, visa?: Detail, persons = 2) {
  const v = visa ?? (await turkishVisa());
  const res = await send(user, 'POST', '/visa-bookings', await applicationBody(user, v, persons));
  expect(res.statusCode, res.body).toBe(201);
  return { booking: res.json().data, visa: v };
}

const decide = (id: string, body: object, by: TestUser = staff) =>
  send(by, 'POST', `/admin/applications/${id}/decisions`, body);

const mailsTo = (to: string) => outboxMails(ctx, to);

describe('visa inventory and search', () => {
  it('offers at least 40 products to at least 20 countries for Iraqi passport holders', async () => {
    const destinations = (await get('/visa-destinations')).json().data as Array<{ country: string; visas: number }>;
    expect(destinations.length).toBeGreaterThanOrEqual(20);
    expect(destinations.reduce((n, d) => n + d.visas, 0)).toBeGreaterThanOrEqual(40);
    for (const code of [
      'TR',
      'AE',
      'JO',
      'LB',
      'EG',
      'IR',
      'GE',
      'AZ',
      'AM',
      'SA',
      'DE',
      'FR',
      'IT',
      'GB',
      'MY',
      'IN',
      'CN',
      'RU',
      'TH',
    ])
      expect(destinations.map((d) => d.country)).toContain(code);
  });

  it('pages all destinations with the total, and filters by destination, type, processing time and price', async () => {
    const first = (await search('from=IQ&to=all&per_page=10')).json();
    expect(first.meta.total).toBeGreaterThanOrEqual(40);
    expect(first.data).toHaveLength(10);
    const last = (await search(`to=all&per_page=10&page=${Math.ceil(first.meta.total / 10)}`)).json();
    expect(last.data.length).toBe(first.meta.total - 10 * (Math.ceil(first.meta.total / 10) - 1));

    const turkey = (await search('from=IQ&to=tr')).json();
    expect(turkey.data.length).toBeGreaterThan(1);
    expect(turkey.data.every((v: Card) => v.country === 'TR')).toBe(true);
    expect(turkey.meta.types).toEqual(expect.arrayContaining(['tourist', 'e_visa']));

    const evisas = (await search('to=all&type=e_visa&per_page=50')).json().data as Card[];
    expect(evisas.length).toBeGreaterThan(3);
    expect(evisas.every((v) => v.type === 'e_visa')).toBe(true);

    const quick = (await search('to=all&max_days=3&per_page=50')).json().data as Card[];
    expect(quick.length).toBeGreaterThan(0);
    expect(quick.every((v) => v.processing_days <= 3)).toBe(true);

    const cheap = (await search('to=all&price_max=100000&sort=price&per_page=50')).json().data as Card[];
    expect(cheap.every((v) => Number(v.price.iqd) <= 100_000)).toBe(true);
    const prices = cheap.map((v) => Number(v.price.iqd));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = (await search('to=all&sort=-price&per_page=3')).json().data as Card[];
    expect(Number(dear[0]!.price.iqd)).toBeGreaterThanOrEqual(Number(dear[2]!.price.iqd));
  });

  it('prices in the display currency with the IQD amounts apart', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/visas?to=AE', headers: { 'x-currency': 'USD' } });
    const card = res.json().data[0];
    expect(BigInt(card.price.iqd)).toBe(BigInt(card.government_fee.iqd) + BigInt(card.service_fee.iqd));
  });

  it('explains an unknown country code, a bad filter and an unknown product in the caller’s language', async () => {
    const res = await get('/visas?from=IQ&to=ZZ');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'to', message: 'Choose a country' }));
    const ar = await get('/visas?from=XX&to=TR', undefined, 'ar');
    expect(ar.json().errors).toContainEqual(expect.objectContaining({ field: 'from', message: 'اختر دولة' }));
    expect((await search('to=TR&type=space')).statusCode).toBe(400);
    expect((await search('to=TR&sort=cheap')).statusCode).toBe(400);
    const missing = await get('/visas/0190a0c2-1111-7aaa-8aaa-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('visa_not_found');
  });

  it('answers an empty list for a nationality with no products', async () => {
    const res = await search('from=DE&to=TR');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBe(0);
  });

  it('shows a product with its papers, rules and requirements, and draws its thumbnail', async () => {
    const visa = await turkishVisa();
    expect(visa.papers).toContain('passport');
    const full = (await get(`/visas/${visa.id}`)).json().data;
    expect(full.rules.length).toBeGreaterThan(0);
    expect(full.requirements[0].ar).toMatch(/جواز/);
    const thumb = await ctx.app.inject({ url: full.thumbnail });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await ctx.app.inject({ url: '/uploads/visa/thumb/IQ-ZZ-NONE-1.webp' })).statusCode).toBe(404);
  });
});

describe('applying for a visa', () => {
  it('books two applicants from the wallet: debited the total in IQD, the application submitted with every paper', async () => {
    const user = await funded();
    const before = await walletMinor(ctx, user);
    const { booking, visa } = await apply(user);
    expect(booking).toMatchObject({ service: 'visa', status: 'confirmed' });
    expect(booking.details.persons).toBe(2);
    expect(booking.travellers[1]).toMatchObject({ first_name: 'Zahra', name_ar: 'علي حسن' });
    const after = await walletMinor(ctx, user);
    expect(before.IQD! - after.IQD!).toBe(BigInt(visa.price.iqd) * 2n);

    const app = (await get(`/applications/${booking.id}`, user)).json().data;
    expect(app.status).toBe('submitted');
    expect(app.documents).toHaveLength(visa.papers.length * 2);
    expect(app.timeline[0]).toMatchObject({ status: 'submitted', by: { staff: false } });
    const list = (await get('/bookings?service=visa', user)).json().data;
    expect(list[0]).toMatchObject({ id: booking.id, travellers: 2 });
  });

  it('holds an application unpaid; the desk does not work it until it is paid', async () => {
    const user = await funded();
    const visa = await turkishVisa();
    const res = await send(user, 'POST', '/visa-bookings', {
      ...(await applicationBody(user, visa, 1)),
      payment: { method: 'hold' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.status).toBe('held');
    const held = await decide(res.json().data.id, { status: 'in_review' });
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe('application_unpaid');
  });

  it('refuses every bad input with a field message and books nothing', async () => {
    const user = await funded();
    const visa = await turkishVisa();
    const body = await applicationBody(user, visa, 1);
    const post = (over: Record<string, unknown>) => send(user, 'POST', '/visa-bookings', { ...body, ...over });
    const field = async (over: Record<string, unknown>, name: string, message?: string) => {
      const res = await post(over);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const error = (res.json().errors as Array<{ field: string; message: string }>).find((e) => e.field === name);
      expect(error, res.body).toBeDefined();
      if (message) expect(error!.message).toBe(message);
    };
    await field({ applicants: [] }, 'applicants', 'Apply for 1 to 9 persons');
    await field({ applicants: Array.from({ length: 10 }, () => body.applicants[0]) }, 'applicants');
    const expiring = applicant({
      documents: body.applicants[0]!.documents,
      passport_expires: addDays(sixMonthsAfter(inDays(30)), -1),
    });
    await field(
      { applicants: [expiring] },
      'applicants.0.passport_expires',
      'The passport must be valid for at least six months after the travel date',
    );
    const { passport: _passport, ...withoutPassport } = body.applicants[0]!.documents as Record<string, string>;
    await field(
      { applicants: [{ ...body.applicants[0], documents: withoutPassport }] },
      'applicants.0.documents.passport',
      'Upload this document',
    );
    await field({ applicants: [{ ...body.applicants[0], first_name: 'علي' }] }, 'applicants.0.first_name');
    await field(
      { applicants: [{ ...body.applicants[0], name_ar: 'Ali' }] },
      'applicants.0.name_ar',
      'Write the name in Arabic letters',
    );
    await field({ travel_date: inDays(-1) }, 'travel_date');
    // Another account's upload is not one of this account's papers.
    const other = await funded();
    const foreign = await uploadId(other);
    await field(
      { applicants: [{ ...body.applicants[0], documents: { ...body.applicants[0]!.documents, passport: foreign } }] },
      'applicants.0.documents.passport',
    );
    const stale = await post({ accepted_total_iqd: '1' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('price_changed');
    expect((await get('/bookings?service=visa', user)).json().data).toHaveLength(0);
  });

  it('refuses a PDF that is really HTML and an oversized file, with the field message', async () => {
    const user = await funded();
    const html = await upload(user, Buffer.from('<html><body>%PDF-1.7 %%EOF</body></html>'));
    expect(html.statusCode).toBe(422);
    expect(html.json().errors[0]).toMatchObject({
      field: 'file',
      message: 'Upload a JPEG, PNG or PDF file of at most 5 MB',
    });
    const big = await upload(user, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 10)]));
    expect(big.statusCode).toBeGreaterThanOrEqual(400);
    expect(big.statusCode).toBeLessThan(500);
    const png = await upload(user, solidPng(20, 20), 'image/png');
    expect(png.statusCode).toBe(201);
    expect(png.json().data.content_type).toBe('image/jpeg');
  });

  it('refuses visitors and staff', async () => {
    const visa = await turkishVisa();
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/visa-bookings',
      payload: { visa_id: visa.id },
    });
    expect(visitor.statusCode).toBe(401);
    const user = await funded();
    const body = await applicationBody(user, visa, 1);
    const admin = await createStaff(ctx);
    expect((await send(admin, 'POST', '/visa-bookings', body)).statusCode).toBe(403);
  });
});

describe('the application pipeline', () => {
  it('goes submitted → in review → documents requested → resubmitted → approved → issued, each change recorded, mailed and audited', async () => {
    const user = await funded();
    const { booking } = await apply(user);
    const id = booking.id;

    const skip = await decide(id, { status: 'issued', file_ids: [booking.id] });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe('application_transition');

    expect((await decide(id, { status: 'in_review' })).statusCode).toBe(200);
    const asked = await decide(id, {
      status: 'documents_requested',
      papers: [{ traveller_index: 1, paper: 'passport' }],
      note: 'The passport scan is blurred',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.requested).toEqual([{ traveller_index: 1, paper: 'passport' }]);

    const empty = await send(user, 'POST', `/applications/${id}/resubmit`, {
      documents: [{ traveller_index: 0, paper: 'photo', upload_id: await uploadId(user) }],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual(expect.objectContaining({ field: 'requested.0' }));
    const again = await uploadId(user);
    const resent = await send(user, 'POST', `/applications/${id}/resubmit`, {
      documents: [{ traveller_index: 1, paper: 'passport', upload_id: again }],
      note: 'A clearer scan',
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data).toMatchObject({ status: 'resubmitted', requested: [] });

    expect((await decide(id, { status: 'approved', note: 'Consulate approved' })).statusCode).toBe(200);
    const fileId = await issuedFile(ctx, staff, id, 'visa.pdf');
    const issued = await decide(id, { status: 'issued', file_ids: [fileId] });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toMatchObject({ status: 'issued', booking_status: 'fulfilled', moves: [] });

    const app = (await get(`/applications/${id}`, user)).json().data;
    expect(app.timeline.map((e: { status: string }) => e.status)).toEqual([
      'submitted',
      'in_review',
      'documents_requested',
      'resubmitted',
      'approved',
      'issued',
    ]);
    expect(app.timeline[2]).toMatchObject({
      note: 'The passport scan is blurred',
      by: { name: 'Staff member', staff: true },
    });
    const visaFile = app.documents.find((d: { kind: string }) => d.kind === 'issued');
    const download = await get(`/applications/${id}/files/${visaFile.id}`, user);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(download.headers['content-type']).toMatch(/application\/pdf/);

    const audit = (await get(`/admin/audit?entity=application&q=${id}`, await createStaff(ctx))).json().data;
    expect(audit.map((e: { action: string }) => e.action).sort()).toEqual(
      ['application.approved', 'application.documents_requested', 'application.in_review', 'application.issued'].sort(),
    );
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Your application ${booking.reference}: documents needed`,
        `Your document for ${booking.reference} is ready`,
      ]),
    );
  });

  it('mails the applicant in the language they applied in', async () => {
    const user = await funded();
    const visa = await turkishVisa();
    const res = await send(user, 'POST', '/visa-bookings', await applicationBody(user, visa, 1), 'ar');
    expect(res.statusCode).toBe(201);
    await decide(res.json().data.id, { status: 'in_review' });
    // The last mail: the booking's confirmation came first.
    const mail = (await mailsTo(user.email)).at(-1);
    expect(mail!.subject).toBe(`طلبك ${res.json().data.reference} قيد المراجعة`);
  });

  it('refuses with a reason and refunds all but the service fees, the ledger still summing to zero', async () => {
    const user = await funded();
    const before = await walletMinor(ctx, user);
    const { booking, visa } = await apply(user);
    const noReason = await decide(booking.id, { status: 'rejected', note: '' });
    expect(noReason.statusCode).toBe(400);
    const refused = await decide(booking.id, { status: 'rejected', note: 'Travel history insufficient' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data).toMatchObject({ status: 'rejected', booking_status: 'refunded' });
    const after = await walletMinor(ctx, user);
    const serviceFee = BigInt((await get(`/visas/${visa.id}`)).json().data.service_fee.iqd);
    expect(before.IQD! - after.IQD!).toBe(serviceFee * 2n);
    const summary = (await get('/admin/ledger/summary', await createStaff(ctx))).json().data;
    for (const c of summary.currencies) expect(c.balanced).toBe(true);
    expect((await decide(booking.id, { status: 'approved' })).statusCode).toBe(409);
    const [mail] = (await mailsTo(user.email)).filter((m) => m.subject.includes('refused'));
    expect(mail!.text).toContain('Travel history insufficient');
  });

  it('lets two staff deciding one application at once: one wins, the other gets 409 and writes nothing', async () => {
    const user = await funded();
    const { booking } = await apply(user, undefined, 1);
    const other = await createStaff(ctx, 'desk');
    const [a, b] = await Promise.all([
      decide(booking.id, { status: 'approved' }),
      decide(booking.id, { status: 'rejected', note: 'Refused by the consulate' }, other),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const app = (await get(`/applications/${booking.id}`, user)).json().data;
    expect(app.timeline).toHaveLength(2);
    const bookingNow = (await get(`/bookings/${booking.id}`, user)).json().data;
    expect(bookingNow.status).toBe(app.status === 'rejected' ? 'refunded' : 'confirmed');
  });

  it('shows the queue by service and status with the age against the processing days', async () => {
    const user = await funded();
    const { booking } = await apply(user, undefined, 1);
    const queue = (await get('/admin/applications?service=visa&status=submitted&per_page=100', staff)).json();
    const item = queue.data.find((i: { booking_id: string }) => i.booking_id === booking.id);
    expect(item).toMatchObject({ status: 'submitted', age_days: 0, overdue: false, travellers: 1 });
    const detail = (await get(`/admin/applications/${booking.id}`, staff)).json().data;
    expect(detail.moves).toEqual(['in_review', 'documents_requested', 'rejected']);
    const paper = detail.documents[0];
    const file = await get(`/admin/applications/${booking.id}/files/${paper.id}`, staff);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    const editor = await createStaff(ctx, 'editor');
    expect((await get('/admin/applications', editor)).statusCode).toBe(403);
  });
});

describe('document privacy', () => {
  it('answers 404 for the application and each file to another account and to a sub-user without see-all', async () => {
    const owner = await funded('agency');
    const { booking } = await apply(owner, undefined, 1);
    const app = (await get(`/applications/${booking.id}`, owner)).json().data;
    const fileId = app.documents[0].id;
    const stranger = await funded();
    const agent = await createSubUser(ctx, owner, ['book']);
    const seesAll = await createSubUser(ctx, owner, ['book', 'see_all_bookings']);
    for (const who of [stranger, agent]) {
      expect((await get(`/applications/${booking.id}`, who)).statusCode).toBe(404);
      expect((await get(`/applications/${booking.id}/files/${fileId}`, who)).statusCode).toBe(404);
      expect((await get(`/uploads/${fileId}`, who)).statusCode).toBe(404);
      expect(
        (
          await send(who, 'POST', `/applications/${booking.id}/resubmit`, {
            documents: [{ traveller_index: 0, paper: 'passport', upload_id: fileId }],
          })
        ).statusCode,
      ).toBe(404);
    }
    expect((await get(`/applications/${booking.id}`, seesAll)).statusCode).toBe(200);
    expect((await get(`/applications/${booking.id}/files/${fileId}`, seesAll)).statusCode).toBe(200);
    // A file of another application is not found through this one.
    const { booking: second } = await apply(stranger, undefined, 1);
    const foreign = (await get(`/applications/${second.id}`, stranger)).json().data.documents[0].id;
    expect((await get(`/applications/${booking.id}/files/${foreign}`, owner)).statusCode).toBe(404);
  });

  it('lets a sub-user apply and read its own application', async () => {
    const owner = await funded('agency');
    const agent = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const { booking } = await apply(agent, undefined, 1);
    expect((await get(`/applications/${booking.id}`, agent)).statusCode).toBe(200);
    expect((await get(`/applications/${booking.id}`, owner)).statusCode).toBe(200);
  });
});
