import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INSURANCE_ZONES, rateTableProblems } from '@portal/contracts/insurance';
import { PLAN_SPECS, planRow, rateTable } from './builtin/plans-data.js';
import { ageRange, isFamily, priceTraveller, priceTrip, type PricingRules } from './pricing.js';

/** Every built-in plan's pricing rules, as the service reads them from the database. */
const PLANS: Array<{ code: string; rules: PricingRules }> = PLAN_SPECS.map((spec) => {
  const row = planRow(spec);
  return {
    code: spec.code,
    rules: {
      zoneFactors: row.zoneFactors,
      minDays: row.minDays,
      maxDays: row.maxDays,
      familyDiscountBp: row.familyDiscountBp,
      groupDiscountBp: row.groupDiscountBp,
      rates: rateTable(spec),
    },
  };
});
const plan = fc.constantFrom(...PLANS);
const zone = fc.constantFrom(...INSURANCE_ZONES);

describe('insurance pricing rules', () => {
  it('the built-in rate tables are full grids whose prices never fall with days or age', () => {
    for (const spec of PLAN_SPECS) {
      const rows = rateTable(spec).map((r) => ({
        age_min: r.ageMin,
        age_max: r.ageMax,
        days_max: r.daysMax,
        price_iqd: r.priceIqd.toString(),
      }));
      expect(rateTableProblems(rows), spec.code).toEqual([]);
    }
  });

  it('a traveller’s price never falls for a longer trip (property)', () => {
    fc.assert(
      fc.property(plan, zone, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 364 }), (p, z, age, days) => {
        const shorter = priceTraveller(p.rules, z, age, days);
        const longer = priceTraveller(p.rules, z, age, days + 1);
        if (shorter && longer) expect(longer.priceIqd).toBeGreaterThanOrEqual(shorter.priceIqd);
      }),
      { numRuns: 2000 },
    );
  });

  it('a traveller’s price never falls for an older traveller (property)', () => {
    fc.assert(
      fc.property(plan, zone, fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 365 }), (p, z, age, days) => {
        const younger = priceTraveller(p.rules, z, age, days);
        const older = priceTraveller(p.rules, z, age + 1, days);
        if (younger && older) expect(older.priceIqd).toBeGreaterThanOrEqual(younger.priceIqd);
      }),
      { numRuns: 2000 },
    );
  });

  it('prices are exact IQD in 250s; the total is the travellers’ prices less a discount within the plan’s share (property)', () => {
    fc.assert(
      fc.property(
        plan,
        zone,
        fc.array(fc.integer({ min: 0, max: 90 }), { minLength: 1, maxLength: 9 }),
        fc.integer({ min: 1, max: 365 }),
        (p, z, ages, days) => {
          const priced = priceTrip(p.rules, z, ages, days);
          if (!priced.ok) return;
          const { travellers, subtotalIqd, discount, totalIqd } = priced.price;
          expect(travellers).toHaveLength(ages.length);
          for (const t of travellers) {
            expect(typeof t.priceIqd).toBe('bigint');
            expect(t.priceIqd % 250n).toBe(0n);
            expect(t.priceIqd).toBeGreaterThan(0n);
          }
          expect(subtotalIqd).toBe(travellers.reduce((s, t) => s + t.priceIqd, 0n));
          expect(totalIqd % 250n).toBe(0n);
          const off = discount?.iqd ?? 0n;
          expect(totalIqd).toBe(subtotalIqd - off);
          const bp = BigInt(Math.max(p.rules.familyDiscountBp, p.rules.groupDiscountBp));
          expect(off * 10_000n).toBeLessThanOrEqual(subtotalIqd * bp);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('a plan does not apply outside its zones, ages and durations, and says which', () => {
    const schengen = PLANS.find((p) => p.code === 'dijla-schengen-basic')!.rules;
    expect(priceTrip(schengen, 'middle-east', [30], 10)).toEqual({ ok: false, reason: 'destination' });
    expect(priceTrip(schengen, 'schengen', [30, 86], 10)).toEqual({ ok: false, reason: 'age' });
    expect(priceTrip(schengen, 'schengen', [30], 93)).toEqual({ ok: false, reason: 'duration' });
    const students = PLANS.find((p) => p.code === 'babylon-students')!.rules;
    expect(ageRange(students.rates)).toEqual({ min: 16, max: 35 });
    expect(priceTrip(students, 'schengen', [20], 60)).toEqual({ ok: false, reason: 'duration' });
  });

  it('prices by age band × zone × duration band: 15 days in Schengen, an adult and a child', () => {
    const basic = PLANS.find((p) => p.code === 'dijla-schengen-basic')!.rules;
    // The 15-day band: adult 29,000 IQD, child (0–17) half of it.
    const priced = priceTrip(basic, 'schengen', [40, 40], 15);
    expect(priced).toMatchObject({ ok: true, price: { subtotalIqd: 58_000n, discount: null, totalIqd: 58_000n } });
    expect(priceTraveller(basic, 'schengen', 10, 15)!.priceIqd).toBe(14_500n);
    expect(priceTraveller(basic, 'schengen', 70, 15)!.priceIqd).toBe(58_000n);
    expect(priceTraveller(basic, 'schengen', 40, 16)!.priceIqd).toBe(47_000n); // the 31-day band
    // Europe costs the plan's zone factor more: Schengen Plus, 11,500 bp.
    const plus = PLANS.find((p) => p.code === 'dijla-schengen-plus')!.rules;
    const inSchengen = priceTraveller(plus, 'schengen', 40, 15)!.priceIqd;
    expect(priceTraveller(plus, 'europe', 40, 15)!.priceIqd).toBe(
      (((inSchengen * 11_500n) / 10_000n + 249n) / 250n) * 250n,
    );
  });

  it('a family (one or two adults and their children) gets the family discount, five others the group discount', () => {
    expect(isFamily([40, 38, 10, 7])).toBe(true);
    expect(isFamily([40, 38, 20])).toBe(false);
    expect(isFamily([40, 38, 39, 10])).toBe(false);
    const basic = PLANS.find((p) => p.code === 'dijla-schengen-basic')!.rules;
    const family = priceTrip(basic, 'schengen', [40, 38, 10], 15);
    // 29,000 + 29,000 + 14,500 = 72,500; 20% = 14,500.
    expect(family).toMatchObject({
      ok: true,
      price: { subtotalIqd: 72_500n, discount: { kind: 'family', iqd: 14_500n }, totalIqd: 58_000n },
    });
    const group = priceTrip(basic, 'schengen', [30, 31, 32, 33, 34], 15);
    // 5 × 29,000 = 145,000; 10% = 14,500.
    expect(group).toMatchObject({ ok: true, price: { discount: { kind: 'group', iqd: 14_500n }, totalIqd: 130_500n } });
  });
});
