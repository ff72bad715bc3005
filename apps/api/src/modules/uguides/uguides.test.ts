import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, createSubUser, fund, type TestUser } from '../../test/factories.js';
import { inDays, walletMinor } from '../../test/flights.js';
import { issuedFile, uploadPaper } from '../../test/visas.js';
import { addDays } from '../../lib/time-zones.js';
import { intakesAround } from './builtin/catalog.js';

let ctx: TestContext;
let staff: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createStaff(ctx, 'desk');
});
afterAll(() => ctx.close());

type Intake = { start: string; deadline: string; open: boolean };
type Card = {
  id: string;
  country: string;
  degree: string;
  field: string;
  language: string;
  tuition: { iqd: string };
  next_intake: Intake | null;
};
type Detail = Card & {
  papers: string[];
  intakes: Intake[];
  total: { iqd: string };
  service_fee: { iqd: string };
};

const get = (url: string, user?: TestUser, lang = 'en') =>
  ctx.app.inject({ url: `/api/v1${url}`, headers: { ...(user?.auth ?? {}), _lang: lang } });
const send = (user: TestUser, url: string, payload: object, lang = 'en') =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...user.auth, _lang: lang }, payload });
const search = (query: string) => get(`/uguides?${query}`);

const upload = (user: TestUser, bytes?: Buffer) => uploadPaper(ctx, user, bytes);
async function uploadId(user: TestUser) {
  const res = await upload(user);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

/** A programme in Malaysia taught in English (five papers, a spring and an autumn intake). */
async function malaysian(): Promise<Detail> {
  const list = (await search('country=MY&degree=master&language=en')).json().data as Card[];
  return (await get(`/uguides/${list[0]!.id}`)).json().data as Detail;
}

const student = (over: Record<string, unknown> = {}) => ({
  first_name: 'Zahra',
  last_name: 'Kadhim',
  name_ar: 'زهراء كاظم',
  date_of_birth: '2001-03-09',
  nationality: 'IQ',
  passport_number: 'B7654321',
  passport_expires: addDays(inDays(0), 4 * 365),
  email: 'zahra@example.iq',
  phone: '+964 770 123 4567',
  previous_school: 'University of Baghdad, BSc Computer Science',
  grade_percent: 82,
  ...over,
});

async function papersOf(user: TestUser, p: Detail) {
  const documents: Record<string, string> = {};
  for (const paper of p.papers) documents[paper] = await uploadId(user);
  return documents;
}

async function body(user: TestUser, p: Detail, over: Record<string, unknown> = {}, papers?: Record<string, string>) {
  const documents = papers ?? (await papersOf(user, p));
  return {
    programme_id: p.id,
    intake: p.intakes.find((i) => i.open)!.start,
    accepted_total_iqd: p.total.iqd,
    student: student(),
    documents,
    terms_accepted: true,
    payment: { method: 'wallet', currency: 'IQD' },
    ...over,
  };
}

async function funded() {
  const user = await createOwner(ctx, { kind: 'customer' });
  await fund(ctx, user.accountId, 'IQD', 10_000_000n);
  return user;
}

async function apply(user: TestUser, p?: Detail) {
  const programme = p ?? (await malaysian());
  const res = await send(user, '/uguide-bookings', await body(user, programme));
  expect(res.statusCode, res.body).toBe(201);
  return { booking: res.json().data, programme };
}

const decide = (id: string, payload: object, by: TestUser = staff) =>
  send(by, `/admin/applications/${id}/decisions`, payload);

describe('study programmes', () => {
  it('offers at least 120 programmes at 30+ universities in the countries Iraqi students go to', async () => {
    const countries = (await get('/uguide-countries')).json().data as Array<{ country: string; programmes: number }>;
    for (const c of ['TR', 'MY', 'IR', 'JO', 'EG', 'LB', 'CY', 'DE', 'GB', 'IN', 'RU', 'HU'])
      expect(countries.map((x) => x.country)).toContain(c);
    expect(countries.reduce((n, c) => n + c.programmes, 0)).toBeGreaterThanOrEqual(120);
    const all = (await search('per_page=50&page=1')).json();
    expect(all.meta.total).toBeGreaterThanOrEqual(120);
    const pages = await Promise.all([1, 2, 3].map((page) => search(`per_page=50&page=${page}`)));
    const universities = new Set(
      pages.flatMap((r) => r.json().data.map((c: { university: { en: string } }) => c.university.en)),
    );
    expect(universities.size).toBeGreaterThanOrEqual(30);
  });

  it('filters by country, degree, field, language, tuition and intake, sorts and pages', async () => {
    const tr = (await search('country=tr&per_page=50')).json();
    expect(tr.data.every((c: Card) => c.country === 'TR')).toBe(true);
    expect(tr.meta.degrees).toEqual(expect.arrayContaining(['bachelor', 'master', 'phd']));
    const medicine = (await search('field=medicine&degree=bachelor&language=en&per_page=50')).json().data as Card[];
    expect(medicine.length).toBeGreaterThan(3);
    for (const c of medicine) expect(c).toMatchObject({ field: 'medicine', degree: 'bachelor', language: 'en' });
    const cheap = (await search('tuition_max=3000000&sort=-tuition&per_page=50')).json().data as Card[];
    expect(cheap.length).toBeGreaterThan(0);
    for (const c of cheap) expect(BigInt(c.tuition.iqd)).toBeLessThanOrEqual(3_000_000n);
    const sorted = cheap.map((c) => BigInt(c.tuition.iqd));
    expect([...sorted].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(sorted);
    const intake = tr.meta.intakes[0] as string;
    const byIntake = (await search(`country=TR&intake=${intake}&per_page=50`)).json().data as Card[];
    expect(byIntake.length).toBeGreaterThan(0);
    const first = (await search('per_page=10&page=1')).json();
    const second = (await search('per_page=10&page=2')).json();
    expect(first.data).toHaveLength(10);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    expect(second.meta).toMatchObject({ page: 2, per_page: 10, total: first.meta.total });
  });

  it('answers bad filters with a field message and an unknown programme with 404', async () => {
    const bad = await search('country=XX&degree=diploma&intake=2027-13');
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['country', 'degree', 'intake']));
    const missing = await get('/uguides/018f0000-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('uguide_not_found');
  });

  it('shows a programme with its intakes, papers, requirements and scholarships in the reader’s language', async () => {
    const p = await malaysian();
    expect(p.papers).toEqual(['passport', 'photo', 'certificate', 'transcript', 'language_test']);
    expect(p.intakes.length).toBeGreaterThan(1);
    const ar = (await get(`/uguides/${p.id}`, undefined, 'ar')).json().data;
    expect(ar.title.ar).toMatch(/ماجستير/);
    expect(ar.requirements.length).toBeGreaterThan(1);
  });

  it('places intakes around today, a started intake closed', () => {
    const intakes = intakesAround(
      [
        [9, 7, 31],
        [2, 12, 15],
      ],
      '2026-11-27',
    );
    expect(intakes[0]).toEqual({ start: '2026-09-15', deadline: '2026-07-31' });
    expect(intakes[1]).toEqual({ start: '2027-02-15', deadline: '2026-12-15' });
  });
});

describe('applying to a programme', () => {
  it('applies from the wallet: the application and service fees debited, the application submitted with every paper', async () => {
    const user = await funded();
    const before = await walletMinor(ctx, user);
    const { booking, programme } = await apply(user);
    expect(booking).toMatchObject({ service: 'uguide', status: 'confirmed' });
    expect(booking.details.programme.id).toBe(programme.id);
    const after = await walletMinor(ctx, user);
    expect(before.IQD! - after.IQD!).toBe(BigInt(programme.total.iqd));
    const app = (await get(`/applications/${booking.id}`, user)).json().data;
    expect(app).toMatchObject({ service: 'uguide', status: 'submitted' });
    expect(app.documents).toHaveLength(programme.papers.length);
  });

  it('refuses every bad input with a field message and books nothing', async () => {
    const user = await funded();
    const p = await malaysian();
    const closed = p.intakes.find((i) => !i.open);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ student: student({ date_of_birth: addDays(inDays(0), -365 * 10) }) }, 'student.date_of_birth', 'at least 16'],
      [{ student: student({ passport_expires: inDays(5) }) }, 'student.passport_expires', 'valid on'],
      [{ student: student({ first_name: 'زهراء' }) }, 'student.first_name', 'Latin'],
      [{ student: student({ grade_percent: 30 }) }, 'student.grade_percent', '50 to 100'],
      [{ intake: '2031-09-15' }, 'intake', 'intakes'],
      [{ documents: {} }, 'documents.passport', 'Upload'],
    ];
    if (closed) cases.push([{ intake: closed.start }, 'intake', 'deadline']);
    // The uploads are not used by a refused application: one set serves every case.
    const papers = await papersOf(user, p);
    for (const [over, field, text] of cases) {
      const res = await send(user, '/uguide-bookings', await body(user, p, over, papers));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      const error = res.json().errors.find((e: { field: string }) => e.field === field);
      expect(error?.message, field).toContain(text);
    }
    const ar = await send(user, '/uguide-bookings', await body(user, p, { intake: '2031-09-15' }, papers), 'ar');
    expect(ar.json().errors[0].message).toBe('اختر أحد مواعيد القبول في البرنامج');
    const price = await send(user, '/uguide-bookings', await body(user, p, { accepted_total_iqd: '1' }, papers));
    expect(price.statusCode).toBe(409);
    expect(price.json().code).toBe('price_changed');
    expect((await get('/bookings?service=uguide', user)).json().data).toHaveLength(0);
  });

  it('refuses a PDF that is really HTML', async () => {
    const user = await funded();
    const html = await upload(user, Buffer.from('<html><body>%PDF-1.7 %%EOF</body></html>'));
    expect(html.statusCode).toBe(422);
  });

  it('does not take a past deadline even for an intake the list shows closed (Turkey’s autumn intake)', async () => {
    const list = (await search('country=TR&per_page=1')).json().data as Card[];
    const p = (await get(`/uguides/${list[0]!.id}`)).json().data as Detail;
    const closed = p.intakes.find((i) => !i.open);
    if (!closed) return;
    const user = await funded();
    const res = await send(user, '/uguide-bookings', await body(user, p, { intake: closed.start }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'intake' });
  });
});

describe('the study application pipeline', () => {
  it('goes submitted → documents requested → resubmitted → documents checked → sent → offer → enrolled, recorded and audited', async () => {
    const user = await funded();
    const { booking } = await apply(user);
    const id = booking.id;
    const wrong = await decide(id, { status: 'approved' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('application_transition');
    expect((await decide(id, { status: 'offer_received' })).statusCode).toBe(409);

    const asked = await decide(id, {
      status: 'documents_requested',
      papers: [{ traveller_index: 0, paper: 'language_test' }],
      note: 'The IELTS report is older than two years',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const resent = await send(user, `/applications/${id}/resubmit`, {
      documents: [{ traveller_index: 0, paper: 'language_test', upload_id: await uploadId(user) }],
    });
    expect(resent.statusCode, resent.body).toBe(200);
    for (const status of ['documents_checked', 'sent_to_university', 'offer_received'])
      expect((await decide(id, { status })).statusCode, status).toBe(200);

    const fileId = await issuedFile(ctx, staff, id, 'offer.pdf');
    const enrolled = await decide(id, { status: 'enrolled', file_ids: [fileId] });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect(enrolled.json().data).toMatchObject({ status: 'enrolled', booking_status: 'fulfilled', moves: [] });

    const app = (await get(`/applications/${id}`, user)).json().data;
    expect(app.timeline.map((e: { status: string }) => e.status)).toEqual([
      'submitted',
      'documents_requested',
      'resubmitted',
      'documents_checked',
      'sent_to_university',
      'offer_received',
      'enrolled',
    ]);
    const letter = app.documents.find((d: { kind: string }) => d.kind === 'issued');
    expect((await get(`/applications/${id}/files/${letter.id}`, user)).statusCode).toBe(200);
    const audit = (await get(`/admin/audit?entity=application&q=${id}`, await createStaff(ctx))).json().data;
    expect(audit.map((e: { action: string }) => e.action)).toContain('application.enrolled');
    const queue = (await get('/admin/applications?service=uguide', staff)).json();
    expect(queue.data.every((a: { service: string }) => a.service === 'uguide')).toBe(true);
  });

  it('declines with a reason: the application fee back to the wallet, the service fee kept, the ledger zero-sum', async () => {
    const user = await funded();
    const before = await walletMinor(ctx, user);
    const { booking, programme } = await apply(user);
    expect((await decide(booking.id, { status: 'declined', note: '' })).statusCode).toBe(400);
    const declined = await decide(booking.id, { status: 'declined', note: 'The programme is full for this intake' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', booking_status: 'refunded' });
    const after = await walletMinor(ctx, user);
    expect(before.IQD! - after.IQD!).toBe(BigInt(programme.service_fee.iqd));
    const summary = (await get('/admin/ledger/summary', await createStaff(ctx))).json().data;
    for (const c of summary.currencies) expect(c.balanced).toBe(true);
  });

  it('lets two staff deciding one application at once: one wins, the other gets 409', async () => {
    const user = await funded();
    const { booking } = await apply(user);
    const other = await createStaff(ctx, 'desk');
    const [a, b] = await Promise.all([
      decide(booking.id, { status: 'documents_checked' }),
      decide(booking.id, { status: 'documents_checked', note: 'Complete' }, other),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const app = (await get(`/applications/${booking.id}`, user)).json().data;
    expect(app.timeline).toHaveLength(2);
  });

  it('keeps the application and its papers private: 404 to another account and a sub-user without see-all', async () => {
    const owner = await funded();
    const { booking } = await apply(owner);
    const app = (await get(`/applications/${booking.id}`, owner)).json().data;
    const fileId = app.documents[0].id as string;
    const stranger = await funded();
    const sub = await createSubUser(ctx, owner, ['book']);
    for (const who of [stranger, sub]) {
      expect((await get(`/applications/${booking.id}`, who)).statusCode).toBe(404);
      expect((await get(`/applications/${booking.id}/files/${fileId}`, who)).statusCode).toBe(404);
      expect((await get(`/uploads/${fileId}`, who)).statusCode).toBe(404);
    }
  });
});
