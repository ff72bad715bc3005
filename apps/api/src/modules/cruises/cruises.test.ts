import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CruiseCard, CruiseDetail, CruiseSelection } from '@portal/contracts/cruises';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, fund, type TestUser } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import {
  bookCruise,
  cruiseBookingBody,
  cruiseDetail,
  passenger,
  searchCruises,
  selectCruise,
} from '../../test/cruises.js';
import { departureCategories, departures } from '../../db/schema.js';
import { addDays, baghdadDate } from '../../lib/time-zones.js';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createOwner(ctx);
  await fund(ctx, owner.accountId, 'IQD', 2_000_000_000n);
});
afterAll(() => ctx.close());

const today = baghdadDate();
const detailOf = async (slug: string) => {
  const res = await cruiseDetail(ctx, slug);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CruiseDetail;
};
const cards = async (body: object) => {
  const res = await searchCruises(ctx, { per_page: 50, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.cruises as CruiseCard[];
};

async function selection(slug: string, grade: string, cabins: Array<{ adults: number; children: number }>, n = 0) {
  const d = await detailOf(slug);
  const res = await selectCruise(ctx, { departure_id: d.sailing_list[n]!.id, grade, cabins });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as CruiseSelection;
}

describe('cruise search', () => {
  it('lists at least 25 cruises from the home ports, soonest first, in pages', async () => {
    const res = await searchCruises(ctx, { per_page: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.cruises as CruiseCard[];
    expect(res.json().meta.total).toBeGreaterThanOrEqual(25);
    expect(list.map((c) => c.next_sailing.starts_on)).toEqual([...list.map((c) => c.next_sailing.starts_on)].sort());
    expect(new Set(list.map((c) => c.depart_port.slug)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(list.map((c) => c.region.slug))).toEqual(
      new Set(['mediterranean', 'arabian-gulf', 'red-sea', 'northern-europe', 'asia']),
    );
    for (const c of list) {
      expect(c.sailings).toBeGreaterThan(0);
      expect(c.image_url).toBeNull();
      expect(BigInt(c.port_charges.iqd)).toBeGreaterThan(0n);
    }
    const page2 = (await searchCruises(ctx, { per_page: 5, page: 2 })).json();
    expect(page2.data.cruises.map((c: CruiseCard) => c.id)).toEqual(list.slice(5, 10).map((c) => c.id));
    expect(page2.meta.total).toBe(list.length);
  });

  it('filters by port, region, sailing dates and night range', async () => {
    const istanbul = await cards({ depart: 'istanbul' });
    expect(istanbul.length).toBeGreaterThanOrEqual(2);
    expect(istanbul.every((c) => c.depart_port.slug === 'istanbul')).toBe(true);
    const gulf = await cards({ destination: 'arabian-gulf' });
    expect(gulf.length).toBe(6);
    expect(gulf.every((c) => c.region.slug === 'arabian-gulf')).toBe(true);
    const dubaiGulf = await cards({ depart: 'dubai', destination: 'arabian-gulf' });
    expect(dubaiGulf.map((c) => c.slug).sort()).toEqual(['gulf-gems-from-dubai', 'oman-emirates-from-dubai']);
    expect(await cards({ depart: 'singapore', destination: 'red-sea' })).toEqual([]);

    for (const [duration, min, max] of [
      ['1-5', 1, 5],
      ['6-9', 6, 9],
      ['10-14', 10, 14],
      ['15-plus', 15, 99],
    ] as const) {
      const found = await cards({ duration });
      expect(found.length, duration).toBeGreaterThan(0);
      for (const c of found) expect(c.nights >= min && c.nights <= max, `${duration} ${c.nights}`).toBe(true);
    }

    const from = addDays(today, 60);
    const to = addDays(today, 120);
    const dated = await cards({ depart_date: from, return_date: to });
    expect(dated.length).toBeGreaterThan(0);
    for (const c of dated) {
      expect(c.next_sailing.starts_on >= from).toBe(true);
      expect(c.next_sailing.ends_on <= to).toBe(true);
    }
  });

  it('filters by line, grade and price, sorts by price, and lists the lines found', async () => {
    const res = await searchCruises(ctx, { per_page: 50, sort: 'price' });
    const byPrice = res.json().data.cruises as CruiseCard[];
    const prices = byPrice.map((c) => BigInt(c.from_price.iqd));
    expect(prices).toEqual([...prices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const lines = res.json().data.lines as Array<{ slug: string; count: number }>;
    expect(lines.map((l) => l.slug)).toContain('aroya');
    const msc = await cards({ line: 'msc' });
    expect(msc.length).toBe(lines.find((l) => l.slug === 'msc')!.count);
    expect(msc.every((c) => c.line.slug === 'msc')).toBe(true);
    const cap = prices[5]!;
    const cheap = await cards({ max_price_iqd: cap.toString() });
    expect(cheap.length).toBeGreaterThanOrEqual(6);
    expect(cheap.every((c) => BigInt(c.from_price.iqd) <= cap)).toBe(true);
    const suites = await cards({ grade: 'suite' });
    for (const c of suites)
      expect(BigInt(c.from_price.iqd)).toBeGreaterThan(BigInt(byPrice.find((x) => x.id === c.id)!.from_price.iqd));
  });

  it('explains each bad input on its field, in the user’s language', async () => {
    const port = await searchCruises(ctx, { depart: 'basra' }, { 'accept-language': 'en' });
    expect(port.statusCode).toBe(422);
    expect(port.json().errors).toEqual([{ field: 'depart', message: 'Choose a departure port from the list' }]);
    const region = await searchCruises(ctx, { destination: 'antarctica' }, { 'accept-language': 'de' });
    expect(region.statusCode).toBe(422);
    expect(region.json().errors).toEqual([
      { field: 'destination', message: 'Wählen Sie ein Fahrtgebiet aus der Liste' },
    ]);
    const duration = await searchCruises(ctx, { duration: '3-4' }, { 'accept-language': 'ar' });
    expect(duration.statusCode).toBe(422);
    expect(duration.json().errors).toEqual([{ field: 'duration', message: 'اختر مدة الرحلة من القائمة' }]);
    const order = await searchCruises(
      ctx,
      { depart_date: addDays(today, 90), return_date: addDays(today, 30) },
      { 'accept-language': 'en' },
    );
    expect(order.statusCode).toBe(422);
    expect(order.json().errors).toEqual([
      { field: 'return_date', message: 'The latest return must not be before the earliest departure' },
    ]);
    const line = await searchCruises(ctx, { line: 'titanic' });
    expect(line.statusCode).toBe(422);
    expect(line.json().errors[0].field).toBe('line');
    const date = await searchCruises(ctx, { depart_date: '2030-02-30' });
    expect(date.statusCode).toBe(400);
    expect(date.json().errors[0].field).toBe('depart_date');
  });
});

describe('cruise detail', () => {
  it('shows the ship, line, day-by-day ports (at sea too), sailings with grades, fares per occupancy and cabins left', async () => {
    const res = await cruiseDetail(ctx, 'greek-isles-from-istanbul', { 'accept-language': 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as CruiseDetail;
    expect(d.ship).toBe('MSC Musica');
    for (const lang of ['ar', 'en', 'de'] as const) {
      expect(d.description[lang]).toContain(lang === 'en' ? 'Istanbul' : lang === 'ar' ? 'إسطنبول' : 'Istanbul');
      expect(d.description[lang]).not.toMatch(/object/);
    }
    expect(d.line).toEqual({ slug: 'msc', name: 'MSC Cruises' });
    expect(d.nights).toBe(7);
    expect(d.itinerary).toHaveLength(8);
    expect(d.itinerary[0]).toEqual({
      day: 1,
      port: { slug: 'istanbul', name: { ar: 'إسطنبول', en: 'Istanbul', de: 'Istanbul' } },
    });
    expect(d.itinerary[1]).toEqual({ day: 2, port: null });
    expect(d.sailing_list.length).toBe(4);
    for (const s of d.sailing_list) {
      expect(s.grades.map((g) => g.grade)).toEqual(['inside', 'oceanview', 'balcony', 'suite']);
      const inside = s.grades[0]!;
      expect(inside.max_occupancy).toBe(2);
      expect(inside.fares.map((f) => f.occupancy)).toEqual(['single', 'double']);
      const balcony = s.grades[2]!;
      expect(balcony.fares.map((f) => f.occupancy)).toEqual(['single', 'double', 'shared']);
      const [single, double, shared] = balcony.fares.map((f) => BigInt(f.price.iqd));
      expect(single! > double! && double! > shared!).toBe(true);
      expect(balcony.left).toBeLessThanOrEqual(balcony.capacity);
    }
    expect(d.cancellation[0]).toEqual({ days_before: 90, penalty_percent: 0 });
    const missing = await cruiseDetail(ctx, 'no-such-cruise', { 'accept-language': 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('cruise_not_found');
  });

  it('has a sailing with a single balcony cabin left', async () => {
    const d = await detailOf('western-med-from-barcelona');
    expect(d.sailing_list[0]!.grades.find((g) => g.grade === 'balcony')!.left).toBe(1);
  });
});

describe('booking cabins', () => {
  it('prices each cabin per person by its occupancy, plus port charges per passenger, exactly', async () => {
    const first = await detailOf('aegean-gems-from-piraeus');
    await ctx.database.db
      .update(departureCategories)
      .set({ left: 10 })
      .where(
        and(eq(departureCategories.departureId, first.sailing_list[1]!.id), eq(departureCategories.code, 'balcony')),
      );
    const d = await detailOf('aegean-gems-from-piraeus');
    const fares = d.sailing_list[1]!.grades.find((g) => g.grade === 'balcony')!.fares;
    const fare = (o: string) => BigInt(fares.find((f) => f.occupancy === o)!.price.iqd);
    const port = BigInt(d.port_charges.iqd);
    const s = await selection(
      'aegean-gems-from-piraeus',
      'balcony',
      [
        { adults: 1, children: 0 },
        { adults: 2, children: 0 },
        { adults: 2, children: 1 },
      ],
      1,
    );
    expect(s.cabins.map((c) => c.occupancy)).toEqual(['single', 'double', 'shared']);
    expect(s.cabins.map((c) => BigInt(c.total.iqd))).toEqual([
      fare('single') + port,
      2n * (fare('double') + port),
      3n * (fare('shared') + port),
    ]);
    expect(BigInt(s.fares.iqd)).toBe(fare('single') + 2n * fare('double') + 3n * fare('shared'));
    expect(BigInt(s.port_charges.iqd)).toBe(6n * port);
    expect(BigInt(s.total.iqd)).toBe(BigInt(s.fares.iqd) + 6n * port);
  });

  it('refuses a cabin without an adult, too many for the grade, too many cabins and a past sailing', async () => {
    const d = await detailOf('red-sea-from-jeddah');
    const ask = (grade: string, cabins: object[], lang = 'en') =>
      selectCruise(ctx, { departure_id: d.sailing_list[0]!.id, grade, cabins }, { 'accept-language': lang });
    const alone = await ask('balcony', [{ adults: 0, children: 2 }]);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().errors).toEqual([{ field: 'cabins.0.adults', message: 'Each cabin needs at least one adult' }]);
    const crowded = await ask(
      'inside',
      [
        { adults: 2, children: 0 },
        { adults: 2, children: 1 },
      ],
      'de',
    );
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().errors).toEqual([
      { field: 'cabins.1.adults', message: 'Eine Kabine dieser Kategorie fasst höchstens 2 Passagiere' },
    ]);
    const many = await ask(
      'inside',
      Array.from({ length: 5 }, () => ({ adults: 1, children: 0 })),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().errors[0].field).toBe('cabins');
    const grade = await ask('penthouse', [{ adults: 1, children: 0 }]);
    expect(grade.statusCode).toBe(400);
    expect(grade.json().errors[0].field).toBe('grade');
    await ctx.database.db
      .update(departures)
      .set({ startsOn: addDays(today, -1), endsOn: addDays(today, 4) })
      .where(eq(departures.id, d.sailing_list[0]!.id));
    const past = await ask('inside', [{ adults: 1, children: 0 }]);
    expect(past.statusCode).toBe(409);
    expect(past.json().code).toBe('departure_unavailable');
  });

  it('refuses more cabins than are left with departure_full', async () => {
    const d = await detailOf('oman-emirates-from-dubai');
    const sailing = d.sailing_list[2]!;
    await ctx.database.db
      .update(departureCategories)
      .set({ left: 1 })
      .where(and(eq(departureCategories.departureId, sailing.id), eq(departureCategories.code, 'suite')));
    const res = await selectCruise(ctx, {
      departure_id: sailing.id,
      grade: 'suite',
      cabins: [
        { adults: 2, children: 0 },
        { adults: 2, children: 0 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('departure_full');
  });

  it('books two balcony cabins through the checkout: cabins taken, wallet debited, the ledger balanced', async () => {
    const before = (await detailOf('baltic-capitals-from-copenhagen')).sailing_list[0]!.grades[2]!.left;
    const s = await selection('baltic-capitals-from-copenhagen', 'balcony', [
      { adults: 2, children: 0 },
      { adults: 1, children: 1 },
    ]);
    const wallet = (await walletMinor(ctx, owner)).IQD!;
    const res = await bookCruise(ctx, owner, cruiseBookingBody(s));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data;
    expect(booking.service).toBe('cruise');
    expect(booking.status).toBe('confirmed');
    expect(booking.details.confirmation).toMatch(/^CR/);
    expect(booking.details.grade).toBe('balcony');
    expect(booking.travellers.map((t: { cabin: number; type: string }) => `${t.cabin}${t.type}`)).toEqual([
      '0adult',
      '0adult',
      '1adult',
      '1child',
    ]);
    expect((await detailOf('baltic-capitals-from-copenhagen')).sailing_list[0]!.grades[2]!.left).toBe(before - 2);
    expect((await walletMinor(ctx, owner)).IQD).toBe(wallet - BigInt(s.total.iqd));
    expect((await ctx.app.services.ledger.invariants()).drift).toEqual([]);
    const mine = await ctx.app.inject({ url: '/api/v1/bookings?service=cruise', headers: owner.auth });
    expect(mine.json().data.map((b: { id: string }) => b.id)).toContain(booking.id);
  });

  it('refuses passengers who do not fill the cabins, an adult under 18, a changed price, an expired selection', async () => {
    const s = await selection('arabian-nights-from-doha', 'oceanview', [{ adults: 2, children: 1 }]);
    const wrong = await bookCruise(ctx, owner, cruiseBookingBody(s, { passengers: [passenger(0, 'adult')] }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('passengers');
    const young = await bookCruise(
      ctx,
      owner,
      cruiseBookingBody(s, {
        passengers: [
          passenger(0, 'adult', 0),
          passenger(0, 'adult', 1, { date_of_birth: '2015-01-01' }),
          passenger(0, 'child', 2, { date_of_birth: '1990-01-01' }),
        ],
      }),
      { 'accept-language': 'en' },
    );
    expect(young.statusCode).toBe(400);
    expect(young.json().errors).toEqual([
      { field: 'passengers.1.date_of_birth', message: 'An adult passenger is 18 or older on the day of sailing' },
      { field: 'passengers.2.date_of_birth', message: 'A child passenger is under 18 on the day of sailing' },
    ]);
    const price = await bookCruise(ctx, owner, cruiseBookingBody(s, { accepted_total_iqd: '1' }));
    expect(price.statusCode).toBe(409);
    expect(price.json().code).toBe('price_changed');
    const expired = await bookCruise(
      ctx,
      owner,
      cruiseBookingBody({ ...s, ref_id: '0190a6d2-0000-7000-8000-000000000099' }),
    );
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('departure_selection_expired');
    expect((await bookCruise(ctx, await createStaff(ctx), cruiseBookingBody(s))).statusCode).toBe(403);
  });

  it('refunds a cancellation by the tier of days before sailing through the ledger, giving the cabin back; a hold expires', async () => {
    const slug = 'italy-greece-from-rome';
    const cases: Array<[number, number]> = [
      [100, 0],
      [70, 25],
      [40, 50],
    ];
    const sailingId = (await detailOf(slug)).sailing_list[0]!.id;
    const choose = async (adults: number) => {
      const res = await selectCruise(ctx, {
        departure_id: sailingId,
        grade: 'inside',
        cabins: [{ adults, children: 0 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as CruiseSelection;
    };
    for (const [days, penalty] of cases) {
      await ctx.database.db
        .update(departures)
        .set({ startsOn: addDays(today, days), endsOn: addDays(today, days + 7) })
        .where(eq(departures.id, sailingId));
      const s = await choose(2);
      const wallet = (await walletMinor(ctx, owner)).IQD!;
      const res = await bookCruise(ctx, owner, cruiseBookingBody(s));
      expect(res.statusCode, res.body).toBe(201);
      const left = (await detailOf(slug)).sailing_list.find((x) => x.id === s.sailing.id)!.grades[0]!.left;
      const quote = await ctx.app.inject({
        url: `/api/v1/bookings/${res.json().data.id}/cancellation-quote`,
        headers: owner.auth,
      });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json().data.allowed).toBe(true);
      const kept = (BigInt(s.total.iqd) * BigInt(penalty)) / 100n;
      expect(BigInt(quote.json().data.penalty.iqd)).toBe(kept);
      const cancel = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${res.json().data.id}/cancel`,
        headers: owner.auth,
        payload: { accepted_refund: quote.json().data.refund.amount },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect((await walletMinor(ctx, owner)).IQD).toBe(wallet - kept);
      expect((await detailOf(slug)).sailing_list.find((x) => x.id === s.sailing.id)!.grades[0]!.left).toBe(left + 1);
      expect((await ctx.app.services.ledger.invariants()).drift).toEqual([]);
    }
    const s = await choose(1);
    const held = await bookCruise(ctx, owner, cruiseBookingBody(s, { payment: { method: 'hold' } }));
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().data.status).toBe('held');
    const left = (await detailOf(slug)).sailing_list.find((x) => x.id === s.sailing.id)!.grades[0]!.left;
    await ctx.app.services.bookings.expireHolds({ now: new Date(Date.now() + 2 * 86_400_000) });
    const expired = await ctx.app.inject({ url: `/api/v1/bookings/${held.json().data.id}`, headers: owner.auth });
    expect(expired.json().data.status).toBe('expired');
    expect((await detailOf(slug)).sailing_list.find((x) => x.id === s.sailing.id)!.grades[0]!.left).toBe(left + 1);
  });
});
