import { addDays } from '@portal/contracts/dates';
import {
  COVER_ITEMS,
  INSURANCE_ZONES,
  INSURERS,
  MAX_DAYS_AHEAD,
  resolveDestination,
  type CoverItem,
  type InsurancePlanCard,
  type InsurancePlanDetail,
  type InsurancePrice,
  type InsuranceQuote,
  type InsuranceSearch,
  type InsuranceSearchResult,
  type InsuranceZone,
  type InsurerCode,
  type NoneReason,
  type PlanKind,
  type CoverLevel,
  ageOn,
} from '@portal/contracts/insurance';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { baghdadDate } from '../../lib/time-zones.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { priceFn, type ToPrice } from '../currencies/display-price.js';
import * as repo from './insurance.repository.js';
import { ageRange, priceTrip, type Rate, type TripPrice } from './pricing.js';

/** A plan on sale with its rate table, as searches and bookings price it. */
export interface Plan {
  row: repo.PlanRow;
  rates: Rate[];
}

/** What a trip is: where, from when, how long, for whom. */
export interface Trip {
  issue_date: string | null;
  nationality: string;
  destination: string;
  duration: number;
}

export function planCard(row: repo.PlanRow): InsurancePlanCard {
  const zones = INSURANCE_ZONES.filter((z) => row.zoneFactors[z] !== undefined);
  return {
    id: row.id,
    code: row.code,
    insurer: { code: row.insurer as InsurerCode, name: INSURERS[row.insurer as InsurerCode] },
    name: row.name,
    summary: row.summary,
    kind: row.kind as PlanKind,
    cover_level: row.coverLevel as CoverLevel,
    medical_limit_eur: row.medicalLimitEur,
    deductible_eur: row.deductibleEur,
    schengen_compliant: row.schengenCompliant,
    zones,
    min_age: 0,
    max_age: 0,
    min_days: row.minDays,
    max_days: row.maxDays,
    covers: row.coverage.map((c) => c.item as CoverItem).filter((i) => COVER_ITEMS.includes(i)),
  };
}

/** A plan's coverage lines as stored: each item and its limit in euros (null: covered, no limit of its own). */
const coverageOf = (row: repo.PlanRow) => row.coverage.map((c) => ({ item: c.item as CoverItem, limit: c.limit }));

function cardOf(plan: Plan): InsurancePlanCard {
  const range = plan.rates.length ? ageRange(plan.rates) : { min: 0, max: 0 };
  return { ...planCard(plan.row), min_age: range.min, max_age: range.max };
}

export function planDetail(row: repo.PlanRow, rates: repo.RateRow[]): InsurancePlanDetail {
  const range = rates.length ? ageRange(rates) : { min: 0, max: 0 };
  return {
    ...planCard(row),
    min_age: range.min,
    max_age: range.max,
    coverage: coverageOf(row),
    exclusions: row.exclusions,
    zone_factors: row.zoneFactors,
    family_discount_bp: row.familyDiscountBp,
    group_discount_bp: row.groupDiscountBp,
    cancellation_fee_iqd: row.cancellationFeeIqd.toString(),
    rates: rates.map((r) => ({
      age_min: r.ageMin,
      age_max: r.ageMax,
      days_max: r.daysMax,
      price_iqd: r.priceIqd.toString(),
    })),
  };
}

export function rulesOf(plan: Plan) {
  const r = plan.row;
  return {
    zoneFactors: r.zoneFactors,
    minDays: r.minDays,
    maxDays: r.maxDays,
    familyDiscountBp: r.familyDiscountBp,
    groupDiscountBp: r.groupDiscountBp,
    rates: plan.rates,
  };
}

export function priceDto(price: TripPrice, zone: InsuranceZone, feeIqd: bigint, toPrice: ToPrice): InsurancePrice {
  return {
    zone,
    travellers: price.travellers.map((t) => ({ age: t.age, band: t.band, price: toPrice(t.priceIqd) })),
    subtotal: toPrice(price.subtotalIqd),
    discount: price.discount
      ? { kind: price.discount.kind, percent: price.discount.bp / 100, amount: toPrice(price.discount.iqd) }
      : null,
    total: toPrice(price.totalIqd),
    cancellation_fee: toPrice(feeIqd < price.totalIqd ? feeIqd : price.totalIqd),
  };
}

/** The trip's first and last day of cover; the first must be today or later (Baghdad calendar), within a year. */
export function coverDates(trip: Trip, field = 'issue_date') {
  const today = baghdadDate();
  const start = trip.issue_date ?? today;
  if (start < today) throw new AppError('validation_failed', { fields: [{ field, key: 'insurance_start_past' }] });
  if (start > addDays(today, MAX_DAYS_AHEAD))
    throw new AppError('validation_failed', {
      fields: [{ field, key: 'insurance_start_far', params: { days: MAX_DAYS_AHEAD } }],
    });
  return { start, end: addDays(start, trip.duration - 1) };
}

/**
 * Travel insurance (issue 19): the plans on sale (kept in memory, read again after a back-office change), a search
 * that prices every plan for the trip and says why none applies, a plan's detail and a quote for given travellers.
 */
export function createInsuranceService({ db, currencies }: { db: Db; currencies: CurrencyService }) {
  let cached: Promise<Plan[]> | null = null;

  function plans(): Promise<Plan[]> {
    cached ??= repo.loadActive(db).then(({ plans: rows, rates }) => {
      const byPlan = new Map<string, Rate[]>();
      for (const r of rates) {
        const list = byPlan.get(r.planId) ?? [];
        list.push({ ageMin: r.ageMin, ageMax: r.ageMax, daysMax: r.daysMax, priceIqd: r.priceIqd });
        byPlan.set(r.planId, list);
      }
      return rows.map((row) => ({ row, rates: byPlan.get(row.id) ?? [] })).filter((p) => p.rates.length > 0);
    });
    cached.catch(() => (cached = null));
    return cached;
  }

  /** Ages no plan on sale covers are a mistake of the search, not an empty list (issue 19). */
  function checkAges(all: Plan[], ages: number[], field: (i: number) => string) {
    const ranges = all.map((p) => ageRange(p.rates));
    const min = Math.min(...ranges.map((r) => r.min));
    const max = Math.max(...ranges.map((r) => r.max));
    const fields = ages.flatMap((age, i) =>
      age < min || age > max
        ? [{ field: field(i), key: 'insurance_age_uncovered' as const, params: { min, max } }]
        : [],
    );
    if (fields.length) throw new AppError('validation_failed', { fields });
  }

  async function planOrRefuse(id: string): Promise<Plan> {
    const plan = (await plans()).find((p) => p.row.id === id);
    if (!plan) throw new AppError('insurance_plan_not_found');
    return plan;
  }

  /** A plan priced for the trip; refused with the reason when it does not apply. */
  function priceOrRefuse(plan: Plan, trip: Trip, ages: number[]) {
    const where = resolveDestination(trip.destination)!;
    if (where.country && where.country === trip.nationality)
      throw new AppError('insurance_not_applicable', { params: { reason: 'home_country' } });
    const priced = priceTrip(rulesOf(plan), where.zone, ages, trip.duration);
    if (!priced.ok) {
      const field = { destination: 'destination', age: 'ages', duration: 'duration' }[priced.reason];
      throw new AppError('validation_failed', { fields: [{ field, key: `insurance_plan_${priced.reason}` }] });
    }
    return { where, price: priced.price };
  }

  return {
    plans,
    invalidate() {
      cached = null;
    },
    planOrRefuse,
    priceOrRefuse,
    checkAges: async (ages: number[], field: (i: number) => string) => checkAges(await plans(), ages, field),

    async search(
      q: InsuranceSearch,
      currency: string,
    ): Promise<{ data: InsuranceSearchResult; meta: { total: number; page: number; per_page: number } }> {
      const { start, end } = coverDates(q);
      const all = await plans();
      checkAges(all, q.ages, (i) => `ages.${i}`);
      const where = resolveDestination(q.destination)!;
      const toPrice = await priceFn(currencies, currency);
      const home = where.country !== null && where.country === q.nationality;
      const f = q.filters;
      const chosen = (row: repo.PlanRow) =>
        (!f.insurers.length || f.insurers.includes(row.insurer as InsurerCode)) &&
        (!f.kinds.length || f.kinds.includes(row.kind as PlanKind)) &&
        (!f.cover_levels.length || f.cover_levels.includes(row.coverLevel as CoverLevel)) &&
        (!f.schengen_only || row.schengenCompliant);
      // Every plan is priced (the insurers that apply are offered as a filter); the list keeps the chosen ones.
      const applicable: Array<{ plan: Plan; price: TripPrice }> = [];
      const refused = new Set<NoneReason>();
      const filtered = all.filter((p) => chosen(p.row));
      if (!home)
        for (const plan of all) {
          const priced = priceTrip(rulesOf(plan), where.zone, q.ages, q.duration);
          if (priced.ok) applicable.push({ plan, price: priced.price });
          else if (chosen(plan.row)) refused.add(priced.reason);
        }
      const shown = applicable.filter(({ plan }) => chosen(plan.row));
      shown.sort((a, b) =>
        q.sort === 'cover'
          ? b.plan.row.medicalLimitEur - a.plan.row.medicalLimitEur || Number(a.price.totalIqd - b.price.totalIqd)
          : Number(a.price.totalIqd - b.price.totalIqd) || b.plan.row.rank - a.plan.row.rank,
      );
      // Why nothing applies, among the chosen plans: the home country, no plan for the zone, a traveller's age,
      // the trip's length; none chosen at all: the filters.
      const zoneCovered = filtered.some((p) => p.row.zoneFactors[where.zone] !== undefined);
      const noneReason: NoneReason | null = shown.length
        ? null
        : home
          ? 'home_country'
          : !filtered.length
            ? 'filters'
            : !zoneCovered
              ? 'destination'
              : refused.has('age')
                ? 'age'
                : 'duration';
      const startAt = (q.page - 1) * q.per_page;
      return {
        data: {
          start_date: start,
          end_date: end,
          zone: where.zone,
          country: where.country,
          plans: shown.slice(startAt, startAt + q.per_page).map(({ plan, price }) => ({
            ...cardOf(plan),
            coverage: coverageOf(plan.row),
            price: priceDto(price, where.zone, plan.row.cancellationFeeIqd, toPrice),
          })),
          none_reason: noneReason,
          insurers: [...new Set(applicable.map((a) => a.plan.row.insurer as InsurerCode))],
        },
        meta: { total: shown.length, page: q.page, per_page: q.per_page },
      };
    },

    /** A plan on sale, its coverage table, exclusions and rate table. */
    async detail(id: string): Promise<InsurancePlanDetail> {
      const plan = await planOrRefuse(id);
      return planDetail(plan.row, await repo.ratesOf(db, id));
    },

    /** One plan priced for a trip and travellers by age or birth date (ages on the first day of cover). */
    async quote(
      body: Trip & { plan_id: string; ages: number[]; birth_dates: string[] },
      currency: string,
    ): Promise<InsuranceQuote> {
      const { start, end } = coverDates(body);
      const plan = await planOrRefuse(body.plan_id);
      const byBirth = body.birth_dates.length > 0;
      const ages = byBirth ? body.birth_dates.map((b) => ageOn(b, start)) : body.ages;
      const bad = byBirth ? body.birth_dates.findIndex((b) => b > start) : -1;
      if (bad >= 0)
        throw new AppError('validation_failed', {
          fields: [{ field: `birth_dates.${bad}`, key: 'insurance_birth_future' }],
        });
      checkAges(await plans(), ages, (i) => (byBirth ? `birth_dates.${i}` : `ages.${i}`));
      const { where, price } = priceOrRefuse(plan, body, ages);
      const toPrice = await priceFn(currencies, currency);
      return {
        plan: cardOf(plan),
        start_date: start,
        end_date: end,
        country: where.country,
        price: priceDto(price, where.zone, plan.row.cancellationFeeIqd, toPrice),
      };
    },
  };
}
export type InsuranceService = ReturnType<typeof createInsuranceService>;
