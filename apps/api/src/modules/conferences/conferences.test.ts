import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ConferenceCard, ConferenceDetail } from '@portal/contracts/conferences';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import {
  attendee,
  bookConference,
  conferenceBookingBody,
  conferenceDetail,
  counts,
  searchConferences,
  selectConference,
} from '../../test/conferences.js';
import { departures } from '../../db/schema.js';
import { addDays, baghdadDate } from '../../lib/time-zones.js';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createOwner(ctx);
  await fund(ctx, owner.accountId, 'IQD', 500_000_000n);
});
afterAll(() => ctx.close());

const today = baghdadDate();
const detailOf = async (slug: string) => (await conferenceDetail(ctx, slug)).json().data as ConferenceDetail;

async function selection(slug: string, attendees: Record<string, number>) {
  const detail = await detailOf(slug);
  const res = await selectConference(ctx, { departure_id: detail.departure_id, attendees: counts(attendees) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('conference search', () => {
  it('lists every conference soonest first, by specialty, by country and both, in pages', async () => {
    const all = await searchConferences(ctx, { per_page: 50 });
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json().data.conferences as ConferenceCard[];
    expect(all.json().meta.total).toBeGreaterThanOrEqual(40);
    expect(list.map((c) => c.starts_on)).toEqual([...list.map((c) => c.starts_on)].sort());
    expect(new Set(list.map((c) => c.country.code)).size).toBeGreaterThanOrEqual(8);
    for (const c of list) {
      expect(c.cme_hours).toBeGreaterThan(0);
      expect(c.early_bird_until < c.starts_on).toBe(true);
      expect(c.period).toBe(today <= c.early_bird_until ? 'early' : 'regular');
      expect(c.fees.map((f) => f.category)).toEqual(['specialist', 'resident', 'student', 'accompanying']);
    }

    const cardio = (await searchConferences(ctx, { specialty: 'cardiology' })).json().data.conferences;
    expect(cardio.length).toBe(3);
    expect(cardio.every((c: ConferenceCard) => c.specialty.slug === 'cardiology')).toBe(true);
    const iraq = (await searchConferences(ctx, { country: 'iq', per_page: 50 })).json().data.conferences;
    expect(iraq.length).toBe(16);
    expect(iraq.every((c: ConferenceCard) => c.country.code === 'IQ')).toBe(true);
    const both = (await searchConferences(ctx, { specialty: 'cardiology', country: 'IQ' })).json().data.conferences;
    expect(both.map((c: ConferenceCard) => c.slug)).toEqual(['cardiology-iraqi-baghdad']);

    const page2 = await searchConferences(ctx, { per_page: 5, page: 2 });
    expect(page2.json().data.conferences.map((c: ConferenceCard) => c.id)).toEqual(list.slice(5, 10).map((c) => c.id));
  });

  it('explains an unknown specialty or country in the user’s language', async () => {
    const specialty = await searchConferences(ctx, { specialty: 'astrology' }, { 'accept-language': 'en' });
    expect(specialty.statusCode).toBe(422);
    expect(specialty.json().errors).toEqual([{ field: 'specialty', message: 'Choose a specialty from the list' }]);
    const country = await searchConferences(ctx, { country: 'ZZ' }, { 'accept-language': 'de' });
    expect(country.statusCode).toBe(422);
    expect(country.json().errors).toEqual([{ field: 'country', message: 'Wählen Sie ein Land aus der Liste' }]);
    const bad = await searchConferences(ctx, { country: 'Iraq' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('country');
  });
});

describe('conference detail', () => {
  it('shows the venue, organiser, CME hours, early-bird and regular fees per category and the tiers', async () => {
    const res = await conferenceDetail(ctx, 'cardiology-international-dubai', { 'accept-language': 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as ConferenceDetail;
    expect(d.city).toMatchObject({ slug: 'dubai', airport: 'DXB' });
    expect(d.venue.ar).toBe('مركز دبي التجاري العالمي');
    expect(d.organiser.en).toBe('Emirates Medical Association');
    const fee = (list: ConferenceDetail['fees'], c: string) => BigInt(list.find((f) => f.category === c)!.price.iqd);
    for (const c of ['specialist', 'resident', 'student', 'accompanying'])
      expect(fee(d.early_fees, c)).toBeLessThan(fee(d.regular_fees, c));
    expect(fee(d.regular_fees, 'student')).toBeLessThan(fee(d.regular_fees, 'resident'));
    expect(d.cancellation.length).toBeGreaterThan(0);
    expect((await conferenceDetail(ctx, 'no-such-conference')).statusCode).toBe(404);
  });
});

describe('registering', () => {
  it('prices each category for today’s fee period, early-bird before the deadline and regular after', async () => {
    const early = await detailOf('cardiology-international-dubai');
    expect(early.period).toBe('early');
    const s = await selection('cardiology-international-dubai', { specialist: 1, resident: 1, accompanying: 1 });
    const unit = (c: string) => BigInt(early.early_fees.find((f) => f.category === c)!.price.iqd);
    expect(s.period).toBe('early');
    expect(BigInt(s.total.iqd)).toBe(unit('specialist') + unit('resident') + unit('accompanying'));
    const late = await detailOf('cardiology-iraqi-baghdad');
    expect(late.period).toBe('regular');
    const r = await selection('cardiology-iraqi-baghdad', { specialist: 2 });
    expect(r.total.iqd).toBe(String(2n * BigInt(late.regular_fees[0]!.price.iqd)));
  });

  it('refuses no attendee, an accompanying person alone, more than places left and a past conference', async () => {
    const d = await detailOf('oncology-arab-doha');
    const ask = (attendees: Record<string, number>, lang = 'en') =>
      selectConference(
        ctx,
        { departure_id: d.departure_id, attendees: counts(attendees) },
        { 'accept-language': lang },
      );
    const none = await ask({});
    expect(none.statusCode).toBe(400);
    const alone = await ask({ accompanying: 1 });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().errors).toEqual([
      {
        field: 'attendees.accompanying',
        message: 'An accompanying person comes with at least one registered attendee',
      },
    ]);
    const many = await ask({ specialist: 10 });
    expect(many.statusCode).toBe(400);
    await ctx.database.db
      .update(departures)
      .set({ startsOn: addDays(today, -1), endsOn: addDays(today, 1) })
      .where(eq(departures.id, d.departure_id));
    const past = await ask({ specialist: 1 });
    expect(past.statusCode).toBe(409);
    expect(past.json().code).toBe('departure_unavailable');
  });

  it('books two doctors through the checkout: places taken, wallet debited, the ledger balanced', async () => {
    const before = await detailOf('pediatrics-iraqi-basra');
    const s = await selection('pediatrics-iraqi-basra', { specialist: 1, resident: 1 });
    const wallet = (await walletMinor(ctx, owner)).IQD!;
    const res = await bookConference(ctx, owner, conferenceBookingBody(s));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data;
    expect(booking.service).toBe('conference');
    expect(booking.status).toBe('confirmed');
    expect(booking.details.badge).toMatch(/^MC/);
    expect(booking.details.conference.city.slug).toBe('basra');
    expect(booking.travellers.map((t: { category: string }) => t.category)).toEqual(['specialist', 'resident']);
    expect((await detailOf('pediatrics-iraqi-basra')).left).toBe(before.left - 2);
    expect((await walletMinor(ctx, owner)).IQD).toBe(wallet - BigInt(s.total.iqd));
    const { drift } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    const mine = await ctx.app.inject({ url: '/api/v1/bookings?service=conference', headers: owner.auth });
    expect(mine.json().data.map((b: { id: string }) => b.id)).toContain(booking.id);
  });

  it('refuses attendees who do not match, a doctor without a syndicate number or workplace, a changed price', async () => {
    const s = await selection('neurology-iraqi-baghdad', { specialist: 1, student: 1 });
    const wrong = await bookConference(ctx, owner, conferenceBookingBody(s, { attendees: [attendee('specialist')] }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('attendees');
    const missing = await bookConference(
      ctx,
      owner,
      conferenceBookingBody(s, {
        attendees: [attendee('specialist', 0, { licence_number: '' }), attendee('student', 1, { institution: '' })],
      }),
      { 'accept-language': 'ar' },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'attendees.0.licence_number', message: 'اكتب رقم القيد في نقابة الأطباء' },
      { field: 'attendees.1.institution', message: 'اكتب المستشفى أو الجامعة أو الكلية' },
    ]);
    const price = await bookConference(ctx, owner, conferenceBookingBody(s, { accepted_total_iqd: '1' }));
    expect(price.statusCode).toBe(409);
    expect(price.json().code).toBe('price_changed');
    const junk = await bookConference(ctx, owner, { ref_id: 'x', attendees: 'none' });
    expect(junk.statusCode).toBe(400);
    expect((await bookConference(ctx, await createStaff(ctx), conferenceBookingBody(s))).statusCode).toBe(403);
  });

  it('refunds a cancellation by the tier of days before the conference, giving the places back; a hold expires', async () => {
    const cases: Array<[number, number]> = [
      [70, 0],
      [40, 10],
      [20, 50],
    ];
    for (const [days, penalty] of cases) {
      const d = await detailOf('dermatology-iraqi-basra');
      await ctx.database.db
        .update(departures)
        .set({ startsOn: addDays(today, days), endsOn: addDays(today, days + 2) })
        .where(eq(departures.id, d.departure_id));
      const s = await selection('dermatology-iraqi-basra', { resident: 1 });
      const res = await bookConference(ctx, owner, conferenceBookingBody(s));
      expect(res.statusCode, res.body).toBe(201);
      const left = (await detailOf('dermatology-iraqi-basra')).left;
      const quote = await ctx.app.inject({
        url: `/api/v1/bookings/${res.json().data.id}/cancellation-quote`,
        headers: owner.auth,
      });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json().data.allowed).toBe(true);
      expect(BigInt(quote.json().data.penalty.iqd)).toBe((BigInt(s.total.iqd) * BigInt(penalty)) / 100n);
      const cancel = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${res.json().data.id}/cancel`,
        headers: owner.auth,
        payload: { accepted_refund: quote.json().data.refund.amount },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect((await detailOf('dermatology-iraqi-basra')).left).toBe(left + 1);
    }
    const s = await selection('dermatology-iraqi-basra', { specialist: 1 });
    const held = await bookConference(ctx, owner, conferenceBookingBody(s, { payment: { method: 'hold' } }));
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().data.status).toBe('held');
    // An unpaid hold past its deadline expires through the shared sweep and gives its place back.
    const left = (await detailOf('dermatology-iraqi-basra')).left;
    await ctx.app.services.bookings.expireHolds({ now: new Date(Date.now() + 2 * 86_400_000) });
    const expired = await ctx.app.inject({ url: `/api/v1/bookings/${held.json().data.id}`, headers: owner.auth });
    expect(expired.json().data.status).toBe('expired');
    expect((await detailOf('dermatology-iraqi-basra')).left).toBe(left + 1);
  });
});
