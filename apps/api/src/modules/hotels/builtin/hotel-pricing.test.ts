import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { hotelDay, hotelRates, selectionFor } from '../../../test/hotels.js';
import { hotelRatePlans } from '../../../db/schema.js';
import { addDays, localToUtc } from '../../../lib/time-zones.js';
import type { CatalogHotel, CatalogRate } from './hotel-catalog.js';
import { hijriOf, lunarFactorBp, nightlyPrice, ratePolicy, seasonFactorBp } from './pricing.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A hotel and rate of our own, to check the arithmetic without the generated inventory. */
function fixture(over: { seasons?: CatalogHotel['seasons']; profile?: 'city' | 'pilgrim' | 'holy' } = {}) {
  const hotel = {
    row: { weekendBp: 11_000, taxBp: 1000, cityFeeIqd: 2000n },
    destination: { profile: over.profile ?? 'city', weekendNights: [4, 5], timeZone: 'Asia/Baghdad' },
    seasons: over.seasons ?? [],
    checkInMinutes: 14 * 60,
  } as unknown as CatalogHotel;
  const rate = {
    nightlyIqd: 100_000n,
    childNightlyIqd: 10_000n,
    refundable: true,
    freeCancelDays: 3,
    penaltyBp: 5000,
    roomType: { hotel },
  } as unknown as CatalogRate;
  return { hotel, rate };
}

/** The next date from today (up to a year ahead) that passes a test. */
function nextDate(test: (date: string) => boolean, from = hotelDay(1)): string {
  for (let i = 0; i < 400; i++) {
    const d = addDays(from, i);
    if (test(d)) return d;
  }
  throw new Error('no such date');
}

describe('prices across seasons (unit)', () => {
  const seasons = [
    { code: 'low', start: 1115, end: 315, factorBp: 8500 },
    { code: 'summer', start: 615, end: 915, factorBp: 13_500 },
    { code: 'new-year', start: 1224, end: 102, factorBp: 13_000 },
  ];

  it('takes the highest season containing the night, across the new year, else the base price', () => {
    const { hotel } = fixture({ seasons });
    expect(seasonFactorBp(hotel, '2027-07-01')).toBe(13_500);
    expect(seasonFactorBp(hotel, '2027-09-15')).toBe(13_500);
    expect(seasonFactorBp(hotel, '2027-09-16')).toBe(10_000);
    expect(seasonFactorBp(hotel, '2027-02-10')).toBe(8500);
    // 31 December is in both the low season and the new-year peak: the peak wins.
    expect(seasonFactorBp(hotel, '2026-12-31')).toBe(13_000);
    expect(seasonFactorBp(hotel, '2027-01-02')).toBe(13_000);
    expect(seasonFactorBp(hotel, '2027-01-03')).toBe(8500);
  });

  it('adds the local weekend in city hotels and children’s supplements, rounded to 250 dinars', () => {
    const { rate } = fixture({ seasons });
    // 2027-07-01 is a Thursday (a weekend night in Baghdad): 100,000 × 1.35 × 1.10
    expect(nightlyPrice(rate, '2027-07-01', 0)).toBe(148_500n);
    // Wednesday: 135,000; a child adds 10,000 × 1.35 = 13,500
    expect(nightlyPrice(rate, '2027-06-30', 0)).toBe(135_000n);
    expect(nightlyPrice(rate, '2027-06-30', 2)).toBe(162_000n);
    // Low season Monday: 85,000
    expect(nightlyPrice(rate, '2027-02-08', 0)).toBe(85_000n);
  });

  it('raises shrine cities at Ashura and Arbaeen, and Makkah in Ramadan and the Hajj days (Hijri calendar)', () => {
    const arbaeen = nextDate((d) => hijriOf(d).month === 2 && hijriOf(d).day === 20);
    const ashura = nextDate((d) => hijriOf(d).month === 1 && hijriOf(d).day === 10);
    const ramadan = nextDate((d) => hijriOf(d).month === 9 && hijriOf(d).day === 27);
    const hajj = nextDate((d) => hijriOf(d).month === 12 && hijriOf(d).day === 9);
    const ordinary = nextDate((d) => hijriOf(d).month === 4 && hijriOf(d).day === 5);
    expect(lunarFactorBp('pilgrim', arbaeen)).toBe(20_000);
    expect(lunarFactorBp('pilgrim', ashura)).toBe(15_000);
    expect(lunarFactorBp('holy', ramadan)).toBe(18_000);
    expect(lunarFactorBp('holy', hajj)).toBe(22_000);
    expect(lunarFactorBp('pilgrim', ordinary)).toBe(10_000);
    expect(lunarFactorBp('city', arbaeen)).toBe(10_000);
    // The lunar peak wins over a lower Gregorian season; outside it the season stands.
    const { hotel } = fixture({
      profile: 'pilgrim',
      seasons: [{ code: 'all', start: 101, end: 1231, factorBp: 9000 }],
    });
    expect(seasonFactorBp(hotel, arbaeen)).toBe(20_000);
    expect(seasonFactorBp(hotel, ordinary)).toBe(9000);
  });

  it('puts the free-cancellation deadline N days before check-in at the hotel’s check-in time, local', () => {
    const { rate } = fixture();
    const now = Date.parse('2027-03-01T00:00:00Z');
    const policy = ratePolicy(rate, '2027-03-20', now);
    // 17 March, 14:00 in Baghdad (UTC+3) = 11:00 UTC
    expect(new Date(policy.freeUntil!).toISOString()).toBe('2027-03-17T11:00:00.000Z');
    expect(new Date(policy.checkInAt).toISOString()).toBe('2027-03-20T11:00:00.000Z');
    // The deadline has passed: no free period, the penalty applies at once.
    expect(ratePolicy(rate, '2027-03-20', Date.parse('2027-03-18T00:00:00Z')).freeUntil).toBeNull();
    const nonRefundable = { ...rate, refundable: false, freeCancelDays: null } as CatalogRate;
    expect(ratePolicy(nonRefundable, '2027-03-20', now)).toMatchObject({
      refundable: false,
      freeUntil: null,
      penaltyBp: 10_000,
    });
  });
});

describe('prices and policies through the API', () => {
  it('prices each night of a stay over a change of season from the rate’s base price', async () => {
    // Istanbul's summer season ends on 15 September; a stay from 13 to 18 September spans the change.
    const start = nextDate((d) => d.slice(5) === '09-13', hotelDay(2));
    const stay = { check_in: start, check_out: addDays(start, 5), nationality: 'IQ' };
    const hotel = (await ctx.app.inject({ url: '/api/v1/hotels/palace-sultanahmet-istanbul' })).json().data;
    const rates = await hotelRates(ctx, hotel.id, { ...stay, rooms: [{ adults: 2 }] });
    const double = rates.json().data.room_types.find((rt: { code: string }) => rt.code === 'double');
    const rate = double.rates[0];
    const selection = await selectionFor(ctx, hotel.id, stay, [{ adults: 2, rate_id: rate.id }]);
    const [plan] = await ctx.database.db.select().from(hotelRatePlans).where(eq(hotelRatePlans.id, rate.id));
    const weekend = (d: string) => [5, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay());
    const cat = await ctx.app.services.hotelCatalog.get();
    const weekendBp = BigInt(cat.hotels.get(hotel.id)!.row.weekendBp);
    const nightly = (
      selection as unknown as { rooms: Array<{ nightly: Array<{ date: string; price: { iqd: string } }> }> }
    ).rooms[0]!.nightly;
    expect(nightly.map((n) => n.date)).toEqual([0, 1, 2, 3, 4].map((i) => addDays(start, i)));
    for (const n of nightly) {
      const season = n.date.slice(5) <= '09-15' ? 13_500n : 10_000n;
      const exact = (plan!.nightlyIqd * season * (weekend(n.date) ? weekendBp : 10_000n)) / 100_000_000n;
      expect(BigInt(n.price.iqd), n.date).toBe(((exact + 125n) / 250n) * 250n);
    }
    const summer = BigInt(nightly.find((n) => n.date.slice(5) === '09-14' && !weekend(n.date))?.price.iqd ?? '0');
    const autumn = BigInt(nightly.find((n) => n.date.slice(5) >= '09-16' && !weekend(n.date))?.price.iqd ?? '0');
    if (summer && autumn) expect(summer).toBeGreaterThan(autumn);
    // Taxes (12 % in Istanbul) and the city fee per room and night make up the total.
    const sel = selection as unknown as {
      subtotal: { iqd: string };
      taxes: { iqd: string };
      fees: { iqd: string };
      total: { iqd: string };
    };
    const subtotal = nightly.reduce((s, n) => s + BigInt(n.price.iqd), 0n);
    expect(BigInt(sel.subtotal.iqd)).toBe(subtotal);
    expect(BigInt(sel.taxes.iqd)).toBe((subtotal * 1200n + 5000n) / 10_000n);
    expect(BigInt(sel.fees.iqd)).toBe(6000n * 5n);
    expect(BigInt(sel.total.iqd)).toBe(subtotal + BigInt(sel.taxes.iqd) + BigInt(sel.fees.iqd));
  });

  it('states each rate’s deadline in UTC and at the hotel, and the penalty after it', async () => {
    const hotel = (await ctx.app.inject({ url: '/api/v1/hotels/palace-sultanahmet-istanbul' })).json().data;
    const checkIn = hotelDay(40);
    const res = await hotelRates(ctx, hotel.id, {
      check_in: checkIn,
      check_out: hotelDay(42),
      nationality: 'IQ',
      rooms: [{ adults: 2 }],
    });
    const rates = res.json().data.room_types.flatMap((rt: { rates: unknown[] }) => rt.rates) as Array<{
      id: string;
      holdable: boolean;
      cancellation: {
        refundable: boolean;
        free_until: string | null;
        free_until_local: string | null;
        penalty_percent: number;
        steps: Array<{ from: string | null; penalty: { iqd: string } }>;
      };
      rooms: Array<{ total: { iqd: string } } | null>;
    }>;
    const plans = await ctx.database.db.select().from(hotelRatePlans).where(eq(hotelRatePlans.hotelId, hotel.id));
    for (const rate of rates) {
      const plan = plans.find((p) => p.id === rate.id)!;
      if (!plan.refundable) {
        expect(rate.cancellation).toMatchObject({ refundable: false, free_until: null, penalty_percent: 100 });
        expect(rate.holdable).toBe(false);
        continue;
      }
      const deadline = addDays(checkIn, -plan.freeCancelDays!);
      const [hh, mm] = (hotel.check_in_time as string).split(':').map(Number) as [number, number];
      expect(rate.cancellation.free_until).toBe(
        new Date(localToUtc(deadline, hh * 60 + mm, 'Europe/Istanbul')).toISOString(),
      );
      expect(rate.cancellation.free_until_local).toBe(`${deadline}T${hotel.check_in_time}`);
      expect(rate.cancellation.penalty_percent).toBe(plan.penaltyBp / 100);
      expect(rate.holdable).toBe(true);
      // A room type too small for two adults has no price for them (and no penalty in money).
      if (!rate.rooms[0]) continue;
      const total = BigInt(rate.rooms[0].total.iqd);
      expect(rate.cancellation.steps).toEqual([
        { from: null, penalty: expect.objectContaining({ iqd: '0' }) },
        {
          from: rate.cancellation.free_until,
          penalty: expect.objectContaining({ iqd: String((total * BigInt(plan.penaltyBp)) / 10_000n) }),
        },
      ]);
    }
  });
});
