import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { AdminUguideProgramme } from '@portal/contracts/admin-uguides';
import { auditLog, uguideProgrammes } from '../../db/schema.js';
import { addDays } from '../../lib/time-zones.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../test/factories.js';
import { inDays } from '../../test/flights.js';
import { uploadPaper } from '../../test/visas.js';

/* The back office's study programmes (issue 17, decision 140), through HTTP. */

let ctx: TestContext;
let editor: TestUser;
let desk: TestUser;
let customer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await createStaff(ctx, 'editor');
  desk = await createStaff(ctx, 'desk');
  customer = await createOwner(ctx, { kind: 'customer' });
  await fund(ctx, customer.accountId, 'IQD', 50_000_000n);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, who = editor, lang = 'en') =>
  ctx.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: { ...who.auth, 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const list = async (query: string) => {
  const res = await call('GET', `/uguide-programmes?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: AdminUguideProgramme[]; meta: { total: number; page: number; per_page: number } };
};
const publicGet = (url: string) => ctx.app.inject({ url: `/api/v1${url}`, headers: { _lang: 'en', _currency: 'IQD' } });
const lastAudit = async (id: string) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1)
  )[0];

const text = (en: string) => ({ ar: `${en} بالعربية`, en, de: `${en} (de)` });
const newProgramme = (over: Record<string, unknown> = {}) => ({
  country: 'MY',
  university: 'UM',
  title: text('Master of Data Science'),
  description: text('Two years of statistics, machine learning and data engineering, taught in English.'),
  degree: 'master',
  field: 'computer_science',
  language: 'en',
  duration_years: 2,
  tuition_iqd: '9170000',
  application_fee_iqd: '131000',
  service_fee_iqd: '250000',
  intakes: [
    { start: addDays(inDays(0), 200), deadline: addDays(inDays(0), 120) },
    { start: addDays(inDays(0), 20), deadline: addDays(inDays(0), -10) },
  ],
  ...over,
});

describe('who may keep the programmes', () => {
  it('answers the inventory staff and refuses the desk, customers and visitors', async () => {
    const { data } = await list('per_page=1');
    const id = data[0]!.id;
    for (const [method, url, payload] of [
      ['GET', '/uguide-programmes', undefined],
      ['GET', '/uguide-programme-choices', undefined],
      ['GET', `/uguide-programmes/${id}`, undefined],
      ['POST', '/uguide-programmes', newProgramme()],
      ['PATCH', `/uguide-programmes/${id}`, { duration_years: 3 }],
      ['POST', `/uguide-programmes/${id}/archive`, undefined],
      ['POST', `/uguide-programmes/${id}/restore`, undefined],
    ] as const) {
      expect((await call(method, url, payload, desk)).statusCode, `${method} ${url} desk`).toBe(403);
      expect((await call(method, url, payload, customer)).statusCode, `${method} ${url} customer`).toBe(403);
      const visitor = await ctx.app.inject({ method, url: `/api/v1/admin${url}`, payload: payload as never });
      expect(visitor.statusCode, `${method} ${url} visitor`).toBe(401);
    }
    expect(await ctx.database.db.select().from(uguideProgrammes)).toEqual([]);
  });
});

describe('the list of programmes', () => {
  it('pages the whole catalogue, by country, degree, field and state, and searches in any script', async () => {
    const first = await list('per_page=25');
    expect(first.meta.total).toBeGreaterThanOrEqual(120);
    expect(first.data).toHaveLength(25);
    const second = await list('per_page=25&page=2');
    expect(second.data.map((p) => p.id)).not.toContain(first.data[0]!.id);

    const tr = await list('country=tr&degree=master&per_page=100');
    expect(tr.data.length).toBeGreaterThan(0);
    expect(tr.data.every((p) => p.country === 'TR' && p.degree === 'master')).toBe(true);
    const medicine = await list('field=medicine&per_page=100');
    expect(medicine.data.every((p) => p.field === 'medicine')).toBe(true);
    expect((await list('status=archived')).meta.total).toBe(0);
    expect((await list('status=active')).meta.total).toBe(first.meta.total);

    const istanbul = await list(`q=${encodeURIComponent('جامعة إسطنبول')}&per_page=100`);
    expect(istanbul.data.length).toBeGreaterThan(0);
    expect(istanbul.data.every((p) => p.university.name.ar.includes('جامعة إسطنبول'))).toBe(true);
    expect(istanbul.data.map((p) => p.university.code)).toContain('ISTANBUL');
    expect((await list('q=tr-istanbul-1')).data.map((p) => p.code)).toEqual(['TR-ISTANBUL-1']);
    expect(istanbul.data.find((p) => p.code === 'TR-ISTANBUL-1')).toMatchObject({
      university: { name: { en: 'Istanbul University' } },
      city: { en: 'Istanbul' },
      own: false,
      active: true,
      intakes: expect.arrayContaining([{ start: expect.any(String), deadline: expect.any(String) }]),
    });
  });

  it('offers the countries and their universities', async () => {
    const res = await call('GET', '/uguide-programme-choices');
    expect(res.statusCode).toBe(200);
    const { countries } = res.json().data as {
      countries: Array<{ code: string; universities: Array<{ code: string; name: { en: string } }> }>;
    };
    expect(countries.length).toBeGreaterThanOrEqual(12);
    const { degrees, fields, languages } = res.json().data;
    expect(degrees).toContainEqual({ code: 'phd', name: { ar: 'دكتوراه', en: 'PhD', de: 'Promotion' } });
    expect(fields).toHaveLength(11);
    expect(languages.map((l: { code: string }) => l.code)).toContain('tr');
    expect(countries.find((c) => c.code === 'TR')!.universities).toContainEqual(
      expect.objectContaining({ code: 'ISTANBUL', name: expect.objectContaining({ en: 'Istanbul University' }) }),
    );
  });

  it('refuses bad filters with the field named', async () => {
    for (const [query, field] of [
      ['degree=diploma', 'degree'],
      ['field=alchemy', 'field'],
      ['status=gone', 'status'],
      ['country=Iraq', 'country'],
      ['page=0', 'page'],
      ['per_page=500', 'per_page'],
    ]) {
      const res = await call('GET', `/uguide-programmes?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe('adding, changing and archiving programmes', () => {
  it('adds a programme at a university of the catalogue: searched, shown and applied to at once', async () => {
    const res = await call('POST', '/uguide-programmes', newProgramme());
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().data as AdminUguideProgramme;
    expect(p).toMatchObject({
      country: 'MY',
      university: { code: 'UM', name: { en: expect.stringContaining('Malaya') } },
      title: text('Master of Data Science'),
      own: true,
      active: true,
      tuition_iqd: '9170000',
      service_fee_iqd: '250000',
    });
    expect(p.code).toMatch(/^MY-UM-S[0-9A-F]{6}$/);
    // Intakes in order.
    expect(p.intakes.map((i) => i.start)).toEqual([addDays(inDays(0), 20), addDays(inDays(0), 200)]);
    expect(await lastAudit(p.id)).toMatchObject({
      actorId: editor.id,
      action: 'uguide_programme.create',
      entity: 'uguide_programme',
      after: { code: p.code, country: 'MY', university: 'UM', tuition_iqd: '9170000' },
    });

    const found = (await publicGet('/uguides?country=MY&q=Data%20Science')).json().data as Array<{ id: string }>;
    expect(found.map((c) => c.id)).toContain(p.id);
    const detail = (await publicGet(`/uguides/${p.id}`)).json().data;
    expect(detail).toMatchObject({
      title: text('Master of Data Science'),
      papers: ['passport', 'photo', 'certificate', 'transcript', 'language_test'],
      total: { iqd: '381000' },
      intakes: [
        { start: addDays(inDays(0), 20), open: false },
        { start: addDays(inDays(0), 200), open: true },
      ],
    });
    expect(detail.scholarships.length).toBeGreaterThan(0);

    // A student applies to it through the checkout.
    const documents: Record<string, string> = {};
    for (const paper of detail.papers as string[])
      documents[paper] = (await uploadPaper(ctx, customer)).json().data.id as string;
    const application = {
      programme_id: p.id,
      intake: addDays(inDays(0), 200),
      accepted_total_iqd: '381000',
      student: {
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
      },
      documents,
      terms_accepted: true,
      payment: { method: 'wallet', currency: 'IQD' },
    };
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uguide-bookings',
      headers: { ...customer.auth, 'idempotency-key': `uguide-admin-${p.id}` },
      payload: application,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    // The intake whose deadline has passed is refused on its field.
    const closed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uguide-bookings',
      headers: { ...customer.auth, 'idempotency-key': `uguide-admin-closed-${p.id}` },
      payload: { ...application, intake: addDays(inDays(0), 20) },
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().errors.map((e: { field: string }) => e.field)).toContain('intake');
  });

  it('refuses bad programmes with a message on the field, in the caller’s language; nothing is kept', async () => {
    const before = (await ctx.database.db.select().from(uguideProgrammes)).length;
    const start = addDays(inDays(0), 100);
    for (const [payload, field, message] of [
      [newProgramme({ university: 'NOWHERE' }), 'university', 'Choose a university of this country'],
      [newProgramme({ country: 'FR' }), 'country', 'Choose one of the allowed values'],
      [newProgramme({ service_fee_iqd: '500' }), 'service_fee_iqd', 'A service fee is at least 1,000 IQD'],
      [
        newProgramme({ intakes: [{ start, deadline: addDays(start, 1) }] }),
        'intakes.0.deadline',
        'The deadline must be on or before the start',
      ],
      [
        newProgramme({
          intakes: [
            { start, deadline: start },
            { start, deadline: addDays(start, -5) },
          ],
        }),
        'intakes.1.start',
        'This start is already listed',
      ],
      [newProgramme({ intakes: [{ start: '2027-02-30', deadline: start }] }), 'intakes.0.start', undefined],
      [newProgramme({ intakes: [] }), 'intakes', undefined],
      [newProgramme({ duration_years: 9 }), 'duration_years', 'Must be at most 8'],
      [newProgramme({ degree: 'diploma' }), 'degree', undefined],
      [newProgramme({ tuition_iqd: '12.5' }), 'tuition_iqd', undefined],
      [newProgramme({ title: { ar: 'x', en: '', de: 'y' } }), 'title.en', 'This field is required'],
      [newProgramme({ colour: 'red' }), '', undefined],
    ] as const) {
      const res = await call('POST', '/uguide-programmes', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const errors = res.json().errors as Array<{ field: string; message: string }>;
      if (field) expect(errors.find((e) => e.field === field)?.message, field).toBeTruthy();
      if (message) expect(errors.find((e) => e.field === field)?.message).toBe(message);
    }
    const ar = await call('POST', '/uguide-programmes', newProgramme({ university: 'NOWHERE' }), editor, 'ar');
    expect(ar.json().errors).toEqual([{ field: 'university', message: 'اختر جامعة من هذا البلد' }]);
    const de = await call('POST', '/uguide-programmes', newProgramme({ service_fee_iqd: '1' }), editor, 'de');
    expect(de.json().errors[0].message).toBe('Eine Servicegebühr beträgt mindestens 1.000 IQD');
    expect((await ctx.database.db.select().from(uguideProgrammes)).length).toBe(before);
  });

  it('changes a built-in programme’s texts, fees and intakes, audited; its page and search follow', async () => {
    const [p] = (await list('q=TR-ANKARA-1')).data;
    const intakes = [{ start: addDays(inDays(0), 150), deadline: addDays(inDays(0), 60) }];
    const res = await call('PATCH', `/uguide-programmes/${p!.id}`, {
      title: text('Pharmacy (revised)'),
      tuition_iqd: '5500000',
      intakes,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: p!.id,
      code: 'TR-ANKARA-1',
      own: false,
      title: text('Pharmacy (revised)'),
      tuition_iqd: '5500000',
      intakes,
      description: p!.description,
    });
    expect(await lastAudit(p!.id)).toMatchObject({
      action: 'uguide_programme.update',
      before: { tuition_iqd: p!.tuition_iqd, title: p!.title, intakes: p!.intakes },
      after: { tuition_iqd: '5500000', title: text('Pharmacy (revised)'), intakes },
    });
    const detail = (await publicGet(`/uguides/${p!.id}`)).json().data;
    expect(detail).toMatchObject({
      title: text('Pharmacy (revised)'),
      tuition: { iqd: '5500000' },
      intakes: [{ start: intakes[0]!.start, deadline: intakes[0]!.deadline, open: true }],
    });
    // Still one programme of that code, not two.
    expect((await list('q=TR-ANKARA-1')).meta.total).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(uguideProgrammes)
      .where(and(eq(uguideProgrammes.id, p!.id), eq(uguideProgrammes.builtin, true)));
    expect(rows).toHaveLength(1);

    const bad = await call('PATCH', `/uguide-programmes/${p!.id}`, { university: 'ANKARA', tuition_iqd: '-1' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('PATCH', '/uguide-programmes/00000000-0000-4000-8000-000000000000', { duration_years: 2 }))
        .statusCode,
    ).toBe(404);
    expect((await call('PATCH', '/uguide-programmes/not-an-id', { duration_years: 2 })).statusCode).toBe(400);
  });

  it('archiving takes a programme out of the search, its page and applications; restoring brings it back', async () => {
    const [p] = (await list('q=TR-ISTANBUL-2')).data;
    const archived = await call('POST', `/uguide-programmes/${p!.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.active).toBe(false);
    expect(await lastAudit(p!.id)).toMatchObject({
      action: 'uguide_programme.archive',
      before: { active: true },
      after: { active: false },
    });
    expect((await publicGet(`/uguides/${p!.id}`)).statusCode).toBe(404);
    const all = (await publicGet('/uguides?country=TR&per_page=50')).json().data as Array<{ id: string }>;
    expect(all.map((c) => c.id)).not.toContain(p!.id);
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uguide-bookings',
      headers: customer.auth,
      payload: { programme_id: p!.id },
    });
    expect(applied.statusCode).toBeGreaterThanOrEqual(400);
    expect(applied.statusCode).toBeLessThan(500);
    expect((await list('status=archived')).data.map((x) => x.id)).toEqual([p!.id]);

    const restored = await call('POST', `/uguide-programmes/${p!.id}/restore`);
    expect(restored.json().data).toMatchObject({ active: true, title: p!.title, tuition_iqd: p!.tuition_iqd });
    expect((await lastAudit(p!.id))?.action).toBe('uguide_programme.restore');
    expect((await publicGet(`/uguides/${p!.id}`)).statusCode).toBe(200);
  });
});
