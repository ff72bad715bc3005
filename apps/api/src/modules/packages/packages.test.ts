import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createOwner, createStaff, createSubUser, fund, type TestUser } from '../../test/factories.js';
import { walletMinor } from '../../test/flights.js';
import { bookTour, searchTours, selectTour, tourBookingBody, tourDetail, traveller } from '../../test/packages.js';
import { departureCategories, departures } from '../../db/schema.js';
import { addDays, baghdadDate } from '../../lib/time-zones.js';
import type { TourCard, TourDetail } from '@portal/contracts/tours';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createOwner(ctx);
  await fund(ctx, owner.accountId, 'IQD', 500_000_000n);
});
afterAll(() => ctx.close());

const today = baghdadDate();

/** A package's departure with at least `places` seats, `minDays` or more ahead, priced with occupancies. */
async function departureOf(slug: string, places = 1, minDays = 1) {
  const detail = (await tourDetail(ctx, slug)).json().data as TourDetail;
  const departure = detail.departures.find((d) => d.left >= places && d.starts_on >= addDays(today, minDays))!;
  return { detail, departure };
}

async function selection(slug: string, body: Record<string, unknown> = {}, minDays = 1) {
  const { departure, detail } = await departureOf(slug, 4, minDays);
  const res = await selectTour(ctx, {
    departure_id: departure.id,
    category: 'seats',
    option: detail.options[0],
    adults: 2,
    children: 0,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('tour package search', () => {
  it('finds packages from a city to a destination or anywhere, with the labels and a page', async () => {
    const all = await searchTours(ctx, { from: 'baghdad', to: 'all', per_page: 50 });
    expect(all.statusCode, all.body).toBe(200);
    const tours = all.json().data.tours as TourCard[];
    expect(all.json().meta.total).toBeGreaterThanOrEqual(15);
    expect(tours.every((t) => t.origin.slug === 'baghdad')).toBe(true);
    expect(new Set(tours.map((t) => t.kind))).toEqual(new Set(['umrah', 'hajj', 'ziyarat', 'holiday']));
    // 'Depart next 3 days' is on the packages that leave within three days, '10+ seats left' on the roomy ones.
    for (const t of tours) {
      expect(t.labels.includes('seats_10_plus')).toBe(t.next_departure.left >= 10);
      if (t.labels.includes('depart_next_3_days')) expect(t.next_departure.starts_on <= addDays(today, 3)).toBe(true);
    }
    expect(tours.some((t) => t.labels.includes('depart_next_3_days'))).toBe(true);

    const makkah = await searchTours(ctx, { from: 'baghdad', to: 'makkah' });
    const umrah = makkah.json().data.tours as TourCard[];
    expect(umrah.length).toBeGreaterThan(0);
    expect(umrah.every((t) => t.destination.slug === 'makkah')).toBe(true);

    const page2 = await searchTours(ctx, { from: 'baghdad', to: 'all', per_page: 5, page: 2 });
    expect(page2.json().data.tours).toHaveLength(5);
    expect(page2.json().data.tours.map((t: TourCard) => t.id)).toEqual(tours.slice(5, 10).map((t) => t.id));
  });

  it('filters by kind, duration, stars, price, departure window and label, and sorts', async () => {
    const body = { from: 'baghdad', to: 'all', per_page: 50 };
    const pick = async (extra: object) =>
      (await searchTours(ctx, { ...body, ...extra })).json().data.tours as TourCard[];
    expect((await pick({ kinds: ['umrah'] })).every((t) => t.kind === 'umrah')).toBe(true);
    expect((await pick({ durations: ['1-5'] })).every((t) => t.days <= 5)).toBe(true);
    expect((await pick({ stars: [5] })).every((t) => t.stars === 5)).toBe(true);
    const cheap = await pick({ price_max: 1_000_000 });
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((t) => BigInt(t.from_price.iqd) <= 1_000_000n)).toBe(true);
    const soon = await pick({ labels: ['depart_next_3_days'] });
    expect(soon.length).toBeGreaterThan(0);
    expect(soon.every((t) => t.labels.includes('depart_next_3_days'))).toBe(true);
    const going = addDays(today, 30);
    const coming = addDays(today, 45);
    const window = await pick({ going, coming });
    expect(window.every((t) => t.next_departure.starts_on >= going && t.next_departure.starts_on <= coming)).toBe(true);
    const byPrice = await pick({ sort: 'price' });
    const prices = byPrice.map((t) => Number(t.from_price.iqd));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byDuration = (await pick({ sort: 'duration' })).map((t) => t.days);
    expect(byDuration).toEqual([...byDuration].sort((a, b) => a - b));
  });

  it('explains an unknown city, dates in the wrong order and a bad date in the user’s language', async () => {
    const unknown = await searchTours(ctx, { from: 'atlantis', to: 'all' }, { 'accept-language': 'ar' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([{ field: 'from', message: 'اختر مدينة من القائمة' }]);
    const to = await searchTours(ctx, { from: 'baghdad', to: 'nowhere' });
    expect(to.statusCode).toBe(422);
    expect(to.json().errors[0].field).toBe('to');
    const order = await searchTours(ctx, { from: 'baghdad', to: 'all', going: '2027-03-10', coming: '2027-03-01' });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors[0]).toMatchObject({ field: 'coming' });
    const bad = await searchTours(ctx, { from: 'baghdad', to: 'all', going: '2027-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('going');
  });
});

describe('tour package detail', () => {
  it('shows the itinerary, places, inclusions, hotels with the distance to the Haram and occupancy prices', async () => {
    const res = await tourDetail(ctx, 'umrah-comfort-from-baghdad');
    expect(res.statusCode).toBe(200);
    const d = res.json().data as TourDetail;
    expect(d.itinerary).toHaveLength(d.days);
    expect(d.itinerary[0]!.title.ar).toBeTruthy();
    expect(d.places.length).toBeGreaterThan(2);
    expect(d.hotels.map((h) => h.haram_distance_m)).toEqual([350, 200]);
    expect(d.options).toEqual(['double', 'triple', 'quad']);
    const prices = d.departures[0]!.categories[0]!.prices;
    const adult = (o: string) => Number(prices.find((p) => p.option === o && p.traveller === 'adult')!.price.iqd);
    const child = (o: string) => Number(prices.find((p) => p.option === o && p.traveller === 'child')!.price.iqd);
    expect(adult('double')).toBeGreaterThan(adult('triple'));
    expect(adult('triple')).toBeGreaterThan(adult('quad'));
    expect(child('triple')).toBeLessThan(adult('triple'));
    expect((await tourDetail(ctx, d.id)).json().data.slug).toBe(d.slug);
    expect((await tourDetail(ctx, 'no-such-tour')).statusCode).toBe(404);
  });

  it('draws its pictures under /uploads/trips/', async () => {
    const res = await ctx.app.inject({ url: '/uploads/trips/umrah-comfort-from-baghdad.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await ctx.app.inject({ url: '/uploads/trips/nothing-here.webp' })).statusCode).toBe(404);
  });
});

describe('choosing a departure', () => {
  it('prices per occupancy and traveller type', async () => {
    const { detail, departure } = await departureOf('umrah-economy-from-baghdad', 3, 10);
    const triple = await selectTour(ctx, {
      departure_id: departure.id,
      category: 'seats',
      option: 'triple',
      adults: 2,
      children: 1,
    });
    expect(triple.statusCode, triple.body).toBe(201);
    const s = triple.json().data;
    const unit = (type: string) =>
      BigInt(departure.categories[0]!.prices.find((p) => p.option === 'triple' && p.traveller === type)!.price.iqd);
    expect(BigInt(s.total.iqd)).toBe(unit('adult') * 2n + unit('child'));
    expect(s.lines).toHaveLength(2);
    expect(s.product.slug).toBe(detail.slug);
    expect(s.hold.allowed).toBe(true);
    const repriced = await ctx.app.inject({
      url: `/api/v1/tour-selections/${s.ref_id}`,
      headers: { _currency: 'IQD' },
    });
    expect(repriced.json().data.quoted_total.iqd).toBe(s.total.iqd);
  });

  it('refuses a child alone, more travellers than seats, an unknown option and a past departure', async () => {
    const { departure } = await departureOf('istanbul-classic-from-baghdad', 1, 5);
    const base = { departure_id: departure.id, category: 'seats', option: 'double' };
    const alone = await selectTour(ctx, { ...base, adults: 0, children: 1 }, { 'accept-language': 'de' });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().errors).toEqual([
      { field: 'adults', message: 'Ein Kind reist mit mindestens einem Erwachsenen' },
    ]);
    const option = await selectTour(ctx, { ...base, option: 'penthouse', adults: 1, children: 0 });
    expect(option.statusCode).toBe(400);
    expect(option.json().errors[0].field).toBe('option');
    await ctx.database.db
      .update(departureCategories)
      .set({ left: 2 })
      .where(eq(departureCategories.departureId, departure.id));
    const many = await selectTour(ctx, { ...base, adults: 3, children: 0 });
    expect(many.statusCode).toBe(409);
    expect(many.json().code).toBe('departure_full');
    await ctx.database.db.update(departures).set({ startsOn: today }).where(eq(departures.id, departure.id));
    const past = await selectTour(ctx, { ...base, adults: 1, children: 0 });
    expect(past.statusCode).toBe(409);
    expect(past.json().code).toBe('departure_unavailable');
    const expired = await ctx.app.inject({ url: `/api/v1/tour-selections/${crypto.randomUUID()}` });
    expect(expired.statusCode).toBe(410);
  });
});

describe('booking a package', () => {
  it('books through the checkout: seats taken, wallet debited in its currency, the ledger balanced, My Bookings', async () => {
    const s = await selection('mashhad-air-from-baghdad', { option: 'triple', adults: 2, children: 1 }, 10);
    const before = (await departureOf('mashhad-air-from-baghdad')).detail.departures.find(
      (d) => d.id === s.departure.id,
    )!;
    const wallet = (await walletMinor(ctx, owner)).IQD!;
    const res = await bookTour(ctx, owner, tourBookingBody(s), { 'idempotency-key': crypto.randomUUID() });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data;
    expect(booking.service).toBe('package');
    expect(booking.status).toBe('confirmed');
    expect(booking.details.product.slug).toBe('mashhad-air-from-baghdad');
    expect(booking.travellers).toHaveLength(3);
    expect(booking.travellers[0].passport_number).toBe('A1234567');
    expect((await walletMinor(ctx, owner)).IQD).toBe(wallet - BigInt(s.total.iqd));
    const after = (await departureOf('mashhad-air-from-baghdad')).detail.departures.find(
      (d) => d.id === s.departure.id,
    )!;
    expect(after.left).toBe(before.left - 3);
    const list = await ctx.app.inject({ url: '/api/v1/bookings?service=package', headers: owner.auth });
    expect(list.json().data.map((b: { id: string }) => b.id)).toContain(booking.id);
    expect(list.json().data[0].title).toContain('مشهد');
    const { drift, sums } = await ctx.app.services.ledger.invariants();
    expect(drift).toEqual([]);
    for (const row of sums) expect(row.posted).toBe('0');
  });

  it('holds without paying and gives the seats back when the hold is cancelled', async () => {
    const s = await selection('tbilisi-mountains-from-erbil', { option: 'double', adults: 1 }, 10);
    const res = await bookTour(ctx, owner, tourBookingBody(s, { payment: { method: 'hold' } }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.status).toBe('held');
    const left = async () =>
      (await departureOf('tbilisi-mountains-from-erbil')).detail.departures.find((d) => d.id === s.departure.id)!.left;
    const held = await left();
    const quote = await ctx.app.inject({
      url: `/api/v1/bookings/${res.json().data.id}/cancellation-quote`,
      headers: owner.auth,
    });
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${res.json().data.id}/cancel`,
      headers: owner.auth,
      payload: { accepted_refund: quote.json().data.refund.amount },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await left()).toBe(held + 1);
  });

  it('refunds by the tier of days before departure', async () => {
    // Umrah: 10 % kept from 45 days before, 30 % from 21, 60 % from 7.
    const cases: Array<[number, number]> = [
      [50, 10],
      [30, 30],
      [10, 60],
    ];
    for (const [days, penalty] of cases) {
      const s = await selection('umrah-economy-from-basra', { option: 'quad', adults: 1 }, 1);
      await ctx.database.db
        .update(departures)
        .set({ startsOn: addDays(today, days), endsOn: addDays(today, days + 9) })
        .where(eq(departures.id, s.departure.id));
      const fresh = (
        await ctx.app.inject({ url: `/api/v1/tour-selections/${s.ref_id}`, headers: { _currency: 'IQD' } })
      ).json().data.selection;
      const res = await bookTour(ctx, owner, tourBookingBody(fresh));
      expect(res.statusCode, res.body).toBe(201);
      const quote = await ctx.app.inject({
        url: `/api/v1/bookings/${res.json().data.id}/cancellation-quote`,
        headers: owner.auth,
      });
      const total = BigInt(fresh.total.iqd);
      expect(quote.json().data.allowed).toBe(true);
      expect(BigInt(quote.json().data.penalty.iqd)).toBe((total * BigInt(penalty)) / 100n);
      const wallet = (await walletMinor(ctx, owner)).IQD!;
      const cancel = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${res.json().data.id}/cancel`,
        headers: owner.auth,
        payload: { accepted_refund: quote.json().data.refund.amount },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect((await walletMinor(ctx, owner)).IQD).toBe(wallet + BigInt(quote.json().data.refund.iqd));
    }
  });

  it('refuses travellers who do not match, a child too old, a short passport and a changed price, with field messages', async () => {
    const s = await selection('cairo-pyramids-from-basra', { option: 'triple', adults: 1, children: 1 }, 10);
    const count = await bookTour(ctx, owner, tourBookingBody(s, { travellers: [traveller('adult')] }));
    expect(count.statusCode).toBe(400);
    expect(count.json().errors[0].field).toBe('travellers');
    const old = await bookTour(
      ctx,
      owner,
      tourBookingBody(s, { travellers: [traveller('adult'), traveller('child', 0, { date_of_birth: '2005-01-01' })] }),
      { 'accept-language': 'en' },
    );
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toEqual([
      { field: 'travellers.1.date_of_birth', message: 'A child is 2 to 11 years old on the day of departure' },
    ]);
    const passport = await bookTour(
      ctx,
      owner,
      tourBookingBody(s, { travellers: [traveller('adult', 0, { passport_expiry: today }), traveller('child')] }),
    );
    expect(passport.json().errors[0].field).toBe('travellers.0.passport_expiry');
    const price = await bookTour(ctx, owner, tourBookingBody(s, { accepted_total_iqd: '1' }));
    expect(price.statusCode).toBe(409);
    expect(price.json().code).toBe('price_changed');
    const junk = await bookTour(ctx, owner, { ref_id: 'x', travellers: 'none' });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['ref_id', 'travellers', 'contact', 'payment']),
    );
  });

  it('lets visitors browse but only customers book: staff and sub-users without the right are refused', async () => {
    const s = await selection('baku-gabala-from-najaf', { option: 'double', adults: 1 }, 10);
    const body = tourBookingBody(s);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/tour-bookings', payload: body })).statusCode).toBe(
      401,
    );
    expect((await bookTour(ctx, await createStaff(ctx), body)).statusCode).toBe(403);
    const viewer = await createSubUser(ctx, owner, []);
    expect((await bookTour(ctx, viewer, body)).json().code).toBe('permission_denied_book');
    const agent = await createSubUser(ctx, owner, ['book', 'pay_wallet']);
    const res = await bookTour(ctx, agent, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.booked_by.id).toBe(agent.id);
  });
});
