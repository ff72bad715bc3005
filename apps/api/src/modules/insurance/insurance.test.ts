import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InsuranceBookingBody, InsuranceSearchBody } from '@portal/contracts/insurance';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, createSubUser, fund, type TestUser } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import { bookings } from '../../db/schema.js';
import { addDays, baghdadDate } from '../../lib/time-zones.js';
import { planIdOf } from './builtin/seed.js';

let ctx: TestContext;
let staff: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const day = (n: number) => addDays(baghdadDate(), n);
const SCHENGEN_BASIC = planIdOf('dijla-schengen-basic');
const UMRAH = planIdOf('takaful-umrah');

const search = (body: Partial<InsuranceSearchBody>, lang = 'en', currency = 'IQD') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/insurance-searches',
    headers: { 'accept-language': lang, _currency: currency },
    payload: { nationality: 'IQ', destination: 'DE', duration: 15, ages: [35], ...body },
  });

function traveller(first: string, birth: string) {
  return {
    first_name: first,
    last_name: 'Al-Tamimi',
    gender: 'female' as const,
    date_of_birth: birth,
    nationality: 'IQ',
    passport_number: 'A12345678',
    passport_expiry: day(900),
  };
}

function bookingBody(over: Partial<InsuranceBookingBody> = {}): InsuranceBookingBody {
  return {
    plan_id: SCHENGEN_BASIC,
    issue_date: day(30),
    nationality: 'IQ',
    destination: 'DE',
    duration: 15,
    // 29,000 IQD each for adults on the plan's 15-day band.
    accepted_total_iqd: '58000',
    travellers: [traveller('Zainab', '1990-04-12'), traveller('Ali', '1988-11-02')],
    contact: { email: 'zainab@example.iq', phone: '+964 770 123 4567' },
    terms_accepted: true,
    payment: { method: 'wallet', currency: 'IQD' },
    ...over,
  };
}

let keys = 0;
const book = (user: TestUser, body: InsuranceBookingBody, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/insurance-bookings',
    headers: { ...user.auth, 'accept-language': lang, 'idempotency-key': `insurance-test-${++keys}-${Date.now()}` },
    payload: body,
  });

async function funded(amount = 5_000_000n) {
  const user = await createOwner(ctx);
  await fund(ctx, user.accountId, 'IQD', amount);
  return user;
}

describe('POST /insurance-searches', () => {
  it('lists the plans that cover the destination, age and duration, cheapest first, with their price', async () => {
    const res = await search({ issue_date: day(10) });
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json();
    expect(data).toMatchObject({ zone: 'schengen', country: 'DE', start_date: day(10), end_date: day(24) });
    expect(data.none_reason).toBeNull();
    expect(meta.total).toBeGreaterThanOrEqual(8);
    const codes = data.plans.map((p: { code: string }) => p.code);
    expect(codes).toContain('dijla-schengen-basic');
    expect(codes).not.toContain('takaful-umrah'); // the Middle East only
    expect(codes).not.toContain('babylon-students'); // 90 days at least
    const totals = data.plans.map((p: { price: { total: { iqd: string } } }) => Number(p.price.total.iqd));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const basic = data.plans.find((p: { code: string }) => p.code === 'dijla-schengen-basic');
    expect(basic).toMatchObject({
      schengen_compliant: true,
      medical_limit_eur: 30_000,
      insurer: { code: 'dijla', name: { ar: 'دجلة للتأمين' } },
      price: {
        total: { iqd: '29000', amount: '29000', currency: 'IQD' },
        travellers: [{ age: 35, band: { min: 18, max: 64 } }],
      },
    });
    expect(new Set(data.insurers)).toEqual(new Set(['dijla', 'euroassist', 'babylon', 'furat']));
    // Each plan carries its coverage lines, the same as its detail's table (decision 129).
    expect(basic.coverage[0]).toEqual({ item: 'medical', limit: 30_000 });
    expect(basic.coverage.map((c: { item: string }) => c.item)).toEqual(basic.covers);
    const detail = (await ctx.app.inject({ url: `/api/v1/insurance-plans/${basic.id}` })).json().data;
    expect(basic.coverage).toEqual(detail.coverage);
  });

  it('prices in the display currency, filters, sorts by cover and pages', async () => {
    const usd = (
      await search(
        { filters: { insurers: ['euroassist'], kinds: [], cover_levels: [], schengen_only: true } },
        'en',
        'USD',
      )
    ).json();
    expect(usd.data.plans.every((p: { insurer: { code: string } }) => p.insurer.code === 'euroassist')).toBe(true);
    expect(usd.data.plans[0].price.total.currency).toBe('USD');
    const byCover = (await search({ sort: 'cover' }))
      .json()
      .data.plans.map((p: { medical_limit_eur: number }) => p.medical_limit_eur);
    expect(byCover).toEqual([...byCover].sort((a, b) => b - a));
    const all = (await search({})).json();
    const page2 = (await search({ page: 2, per_page: 3 })).json();
    expect(page2.meta).toEqual({ total: all.meta.total, page: 2, per_page: 3 });
    expect(page2.data.plans.map((p: { id: string }) => p.id)).toEqual(
      all.data.plans.slice(3, 6).map((p: { id: string }) => p.id),
    );
  });

  it('takes a zone slug: worldwide plans only for the USA, pilgrimage plans for the Middle East', async () => {
    const us = (await search({ destination: 'US' })).json().data;
    expect(us.zone).toBe('worldwide');
    expect(new Set(us.plans.map((p: { kind: string }) => p.kind))).toEqual(new Set(['worldwide']));
    const me = (await search({ destination: 'middle-east', duration: 14 })).json().data;
    expect(me.plans.map((p: { code: string }) => p.code)).toContain('takaful-umrah');
    const sa = (await search({ destination: 'sa', duration: 14 })).json().data;
    expect(sa).toMatchObject({ zone: 'middle-east', country: 'SA' });
  });

  it('prices age band × zone × duration: older travellers and longer trips cost more, a family less', async () => {
    const price = async (body: Partial<InsuranceSearchBody>) =>
      Number(
        (
          await search({
            filters: { insurers: ['dijla'], kinds: ['schengen'], cover_levels: ['basic'], schengen_only: false },
            ...body,
          })
        ).json().data.plans[0].price.total.iqd,
      );
    expect(await price({ ages: [35], duration: 15 })).toBe(29_000);
    expect(await price({ ages: [70], duration: 15 })).toBe(58_000);
    expect(await price({ ages: [35], duration: 31 })).toBe(47_000);
    expect(await price({ ages: [35, 33, 8], duration: 15 })).toBe(58_000); // 72,500 less 20% for a family
  });

  it('says why no plan applies among the chosen ones: the home country, the zone, the age, the duration, the filters', async () => {
    const only = (kinds: string[], insurers: string[] = []) => ({
      filters: { insurers, kinds, cover_levels: [], schengen_only: false },
    });
    expect((await search({ destination: 'IQ' })).json().data).toMatchObject({ plans: [], none_reason: 'home_country' });
    expect((await search({ destination: 'US', ...only(['pilgrimage']) } as never)).json().data.none_reason).toBe(
      'destination',
    );
    expect(
      (await search({ destination: 'US', ages: [84], ...only(['worldwide'], ['euroassist']) } as never)).json().data
        .none_reason,
    ).toBe('age');
    expect(
      (await search({ destination: 'SA', duration: 70, ...only(['pilgrimage']) } as never)).json().data.none_reason,
    ).toBe('duration');
    expect(
      (await search({ destination: 'SA', ...only(['student'], ['takaful']) } as never)).json().data.none_reason,
    ).toBe('filters');
    expect((await search({ destination: 'SA', ages: [84], duration: 20 })).json().data.plans.length).toBeGreaterThan(0);
  });

  it.each([
    ['a duration of 0', { duration: 0 }, 'duration', 'Enter a trip of 1 to 365 days'],
    ['a duration of 400', { duration: 400 }, 'duration', 'Enter a trip of 1 to 365 days'],
    ['an unknown zone', { destination: 'atlantis' }, 'destination', 'Choose a country or a region'],
    ['an age outside every band', { ages: [101] }, 'ages.0', 'Our plans insure travellers aged 0 to 85'],
    ['a start in the past', { issue_date: day(-1) }, 'issue_date', 'The cover cannot start before today'],
    ['an impossible date', { issue_date: '2026-02-30' }, 'issue_date', 'Enter a date as YYYY-MM-DD'],
    ['an unknown nationality', { nationality: 'XX' }, 'nationality', ''],
  ])('refuses %s with a field message', async (_label, body, field, message) => {
    const res = await search(body as Partial<InsuranceSearchBody>);
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json().errors.find((e: { field: string }) => e.field === field);
    expect(error, res.body).toBeDefined();
    expect(error.message).toContain(message);
  });

  it('answers in the caller’s language', async () => {
    const res = await search({ duration: 400 }, 'ar');
    expect(res.json().errors[0].message).toBe('أدخل مدة رحلة من 1 إلى 365 يومًا');
  });
});

describe('a plan and its quote', () => {
  it('GET /insurance-plans/:id shows the coverage table, exclusions and rate table; an unknown plan is a 404', async () => {
    const res = await ctx.app.inject({ url: `/api/v1/insurance-plans/${SCHENGEN_BASIC}` });
    expect(res.statusCode).toBe(200);
    const plan = res.json().data;
    expect(plan.coverage[0]).toEqual({ item: 'medical', limit: 30_000 });
    expect(plan.exclusions.length).toBeGreaterThan(2);
    expect(plan.rates).toContainEqual({ age_min: 18, age_max: 64, days_max: 15, price_iqd: '29000' });
    expect(plan).toMatchObject({ min_age: 0, max_age: 85, zones: ['schengen'], cancellation_fee_iqd: '5000' });
    const missing = await ctx.app.inject({ url: '/api/v1/insurance-plans/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('insurance_plan_not_found');
  });

  it('POST /insurance-quotes prices travellers by birth date on the first day of cover', async () => {
    const quote = (body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/insurance-quotes',
        headers: { 'accept-language': 'en' },
        payload: {
          plan_id: SCHENGEN_BASIC,
          issue_date: day(30),
          nationality: 'IQ',
          destination: 'FR',
          duration: 15,
          ...body,
        },
      });
    const birthday = day(31).slice(5); // turns 65 the day after the cover starts: still priced at 64
    const res = await quote({ birth_dates: [`${Number(day(30).slice(0, 4)) - 65}-${birthday}`, '2015-01-01'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.price.travellers.map((t: { age: number }) => t.age)).toEqual([64, expect.any(Number)]);
    expect(res.json().data.price.total.iqd).toBe(String(29_000 + 14_500 - 8_500)); // a family: 20% off 43,500 in 250s
    const umrah = await quote({ plan_id: UMRAH, ages: [30] });
    expect(umrah.statusCode).toBe(400);
    expect(umrah.json().errors[0]).toMatchObject({
      field: 'destination',
      message: 'This plan does not cover this destination',
    });
  });
});

describe('POST /insurance-bookings', () => {
  it('insures two travellers to Germany for 15 days: the wallet debited, a policy issued at once, the ledger balanced', async () => {
    const user = await funded();
    const res = await book(user, bookingBody());
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data;
    expect(booking).toMatchObject({
      service: 'insurance',
      status: 'confirmed',
      hold_expires_at: null,
      total: { iqd: '58000' },
      details: {
        start_date: day(30),
        end_date: day(44),
        country: 'DE',
        plan: { code: 'dijla-schengen-basic' },
        price: { total: { iqd: '58000' }, cancellation_fee: { iqd: '5000' } },
      },
    });
    expect(booking.details.policy_number).toMatch(/^DIJ-\d{4}-[A-Z2-9]{8}$/);
    expect(booking.travellers.map((t: { first_name: string; age: number }) => t.first_name)).toEqual(['Zainab', 'Ali']);
    expect((await walletMinor(ctx, user)).IQD).toBe(5_000_000n - 58_000n);
    expect((await ctx.app.services.ledger.invariants()).drift).toEqual([]);
    const mine = await ctx.app.inject({
      url: '/api/v1/bookings?service=insurance',
      headers: { ...user.auth, 'accept-language': 'en' },
    });
    expect(mine.json().data[0]).toMatchObject({
      id: booking.id,
      service: 'insurance',
      travel_date: day(30),
      travellers: 2,
    });
    expect(mine.json().data[0].title).toBe('Schengen Basic, Dijla Insurance');
  });

  it('pays in another currency at its rate, rounded up', async () => {
    const user = await createOwner(ctx);
    await fund(ctx, user.accountId, 'USD', 100_000n);
    const res = await book(user, bookingBody({ payment: { method: 'wallet', currency: 'USD' } }));
    expect(res.statusCode, res.body).toBe(201);
    const paid = BigInt(res.json().data.payment.amount.replace('.', ''));
    expect((await walletMinor(ctx, user)).USD).toBe(100_000n - paid);
  });

  it('refuses a changed price, a hold, a passport that expires during the cover and a traveller no plan covers', async () => {
    const user = await funded();
    const changed = await book(user, bookingBody({ accepted_total_iqd: '50000' }));
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'price_changed', price: { total: { iqd: '58000' } } });
    expect((await book(user, bookingBody({ payment: { method: 'hold' } }))).json().code).toBe('hold_unavailable');
    const expiring = await book(
      user,
      bookingBody({ travellers: [{ ...traveller('Zainab', '1990-04-12'), passport_expiry: day(40) }] }),
    );
    expect(expiring.statusCode).toBe(400);
    expect(expiring.json().errors).toEqual([
      { field: 'travellers.0.passport_expiry', message: 'The passport must be valid until the cover ends' },
    ]);
    const old = await book(user, bookingBody({ travellers: [traveller('Hassan', '1930-01-01')] }), 'de');
    expect(old.json().errors[0]).toMatchObject({
      field: 'travellers.0.date_of_birth',
      message: 'Unsere Tarife versichern Reisende von 0 bis 85 Jahren',
    });
    const unborn = await book(user, bookingBody({ travellers: [traveller('Baby', day(60))] }));
    expect(unborn.json().errors[0].field).toBe('travellers.0.date_of_birth');
    const latin = await book(user, bookingBody({ travellers: [{ ...traveller('زينب', '1990-04-12') }] }));
    expect(latin.json().errors[0].field).toBe('travellers.0.first_name');
    expect((await walletMinor(ctx, user)).IQD).toBe(5_000_000n);
  });

  it('refuses visitors, staff and sub-users without the book or wallet permission; a sub-user with both books', async () => {
    const owner = await funded();
    const visitor = await ctx.app.inject({ method: 'POST', url: '/api/v1/insurance-bookings', payload: bookingBody() });
    expect(visitor.statusCode).toBe(401);
    expect((await book(staff, bookingBody())).statusCode).toBe(403);
    const noBook = await createSubUser(ctx, owner, []);
    expect((await book(noBook, bookingBody())).json().code).toBe('permission_denied_book');
    const noWallet = await createSubUser(ctx, owner, ['book']);
    expect((await book(noWallet, bookingBody())).json().code).toBe('permission_denied_wallet');
    const payer = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    expect((await book(payer, bookingBody())).statusCode).toBe(201);
  });

  it('answers a retried request with the same booking, charging once', async () => {
    const user = await funded();
    const headers = { ...user.auth, 'idempotency-key': `insurance-retry-${Date.now()}` };
    const send = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/insurance-bookings', headers, payload: bookingBody() });
    const first = await send();
    const second = await send();
    expect(second.json().data.id).toBe(first.json().data.id);
    expect((await walletMinor(ctx, user)).IQD).toBe(5_000_000n - 58_000n);
  });

  it('parallel bookings never spend more than the wallet holds, and the ledger stays zero-sum', async () => {
    const user = await funded(100_000n); // enough for one policy of 58,000
    const results = await Promise.all([
      book(user, bookingBody()),
      book(user, bookingBody()),
      book(user, bookingBody()),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 201).every((r) => r.json().code === 'insufficient_funds')).toBe(true);
    expect((await walletMinor(ctx, user)).IQD).toBe(42_000n);
    expect((await ctx.app.services.ledger.invariants()).drift).toEqual([]);
  });
});

describe('cancelling a policy', () => {
  const quote = (user: TestUser, id: string) =>
    ctx.app.inject({ url: `/api/v1/bookings/${id}/cancellation-quote`, headers: user.auth });
  const cancel = (user: TestUser, id: string, refund: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${id}/cancel`,
      headers: user.auth,
      payload: { accepted_refund: refund },
    });

  it('before the cover starts refunds the price less the plan’s fee', async () => {
    const user = await funded();
    const booking = (await book(user, bookingBody())).json().data;
    const q = (await quote(user, booking.id)).json().data;
    expect(q).toMatchObject({
      allowed: true,
      rule: 'refundable',
      refund: { amount: '53000' },
      fees_kept: { amount: '5000' },
    });
    const res = await cancel(user, booking.id, q.refund.amount);
    expect(res.json().data.status).toBe('refunded');
    expect((await walletMinor(ctx, user)).IQD).toBe(5_000_000n - 5_000n);
    expect((await ctx.app.services.ledger.invariants()).drift).toEqual([]);
  });

  it('once the cover has started refunds nothing', async () => {
    const user = await funded();
    const booking = (await book(user, bookingBody({ issue_date: day(0) }))).json().data;
    const q = (await quote(user, booking.id)).json().data;
    expect(q).toMatchObject({ allowed: false, rule: 'non_refundable', refund: { amount: '0' } });
    expect((await cancel(user, booking.id, '0')).json().code).toBe('not_cancellable');
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('confirmed');
  });
});

describe('back office: plans and rate tables', () => {
  const admin = (method: string, url: string, payload?: object) =>
    ctx.app.inject({
      method: method as 'GET',
      url: `/api/v1/admin${url}`,
      headers: { ...staff.auth, 'accept-language': 'en' },
      payload,
    });

  it('lists, edits, archives and restores a plan; an archived plan leaves the search', async () => {
    const list = await admin('GET', '/insurance/plans?insurer=takaful');
    expect(list.json().meta.total).toBe(2);
    const edited = await admin('PATCH', `/insurance/plans/${UMRAH}`, { medical_limit_eur: 25_000 });
    expect(edited.json().data.medical_limit_eur).toBe(25_000);
    await admin('POST', `/insurance/plans/${UMRAH}/archive`);
    const gone = (await search({ destination: 'SA', duration: 10 })).json().data.plans.map((p: { id: string }) => p.id);
    expect(gone).not.toContain(UMRAH);
    await admin('POST', `/insurance/plans/${UMRAH}/restore`);
    const back = (await search({ destination: 'SA', duration: 10 }))
      .json()
      .data.plans.find((p: { id: string }) => p.id === UMRAH);
    expect(back.medical_limit_eur).toBe(25_000);
  });

  it('replaces a rate table, refusing one whose prices fall for more days', async () => {
    const rates = [
      { age_min: 0, age_max: 17, days_max: 30, price_iqd: '10000' },
      { age_min: 0, age_max: 17, days_max: 45, price_iqd: '12000' },
      { age_min: 18, age_max: 80, days_max: 30, price_iqd: '20000' },
      { age_min: 18, age_max: 80, days_max: 45, price_iqd: '24000' },
    ];
    const bad = await admin('PUT', `/insurance/plans/${UMRAH}/rates`, {
      rates: rates.map((r, i) => (i === 3 ? { ...r, price_iqd: '15000' } : r)),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'rates.3',
      message: 'A longer trip or an older age band must not cost less',
    });
    const ok = await admin('PUT', `/insurance/plans/${UMRAH}/rates`, { rates });
    expect(ok.statusCode, ok.body).toBe(200);
    const priced = (await search({ destination: 'SA', duration: 10, ages: [40] }))
      .json()
      .data.plans.find((p: { id: string }) => p.id === UMRAH);
    expect(priced.price.total.iqd).toBe('20000');
  });

  it('creates a plan, refusing a code that is taken; customers may not', async () => {
    const body = {
      code: 'furat-iran-ziyarah',
      insurer: 'furat',
      name: { ar: 'زيارة إيران', en: 'Iran Ziyarah', de: 'Iran-Ziyarah' },
      summary: {
        ar: 'لزوار مشهد وقم',
        en: 'For visitors to Mashhad and Qom',
        de: 'Für Besucher von Maschhad und Ghom',
      },
      kind: 'pilgrimage',
      cover_level: 'basic',
      medical_limit_eur: 10_000,
      deductible_eur: 0,
      schengen_compliant: false,
      zone_factors: { 'middle-east': 10_000 },
      min_days: 1,
      max_days: 30,
      family_discount_bp: 0,
      group_discount_bp: 0,
      cancellation_fee_iqd: '2500',
      coverage: [{ item: 'medical', limit: 10_000 }],
      exclusions: [],
    };
    const created = await admin('POST', '/insurance/plans', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ code: 'furat-iran-ziyarah', active: true, rates: [] });
    const again = await admin('POST', '/insurance/plans', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('code');
    const customer = await createOwner(ctx);
    const res = await ctx.app.inject({ url: '/api/v1/admin/insurance/plans', headers: customer.auth });
    expect(res.statusCode).toBe(403);
  });
});
