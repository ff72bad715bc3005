import type { AdminInsurancePlan, InsurancePlanBodySchema, RateRow } from '@portal/contracts/insurance';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { auditedChanges } from '../admin/audited-change.js';
import type { AuthContext } from '../auth/auth.service.js';
import * as repo from './insurance.repository.js';
import { planDetail } from './insurance.service.js';

type Body = z.output<typeof InsurancePlanBodySchema>;

const exists = () =>
  new AppError('insurance_plan_exists', { fields: [{ field: 'code', key: 'insurance_plan_exists' }] });

function toRow(body: Partial<Body>): Partial<repo.PlanInsert> {
  const row: Partial<repo.PlanInsert> = {};
  if (body.code !== undefined) row.code = body.code;
  if (body.insurer !== undefined) row.insurer = body.insurer;
  if (body.name !== undefined) row.name = body.name;
  if (body.summary !== undefined) row.summary = body.summary;
  if (body.kind !== undefined) row.kind = body.kind;
  if (body.cover_level !== undefined) row.coverLevel = body.cover_level;
  if (body.medical_limit_eur !== undefined) row.medicalLimitEur = body.medical_limit_eur;
  if (body.deductible_eur !== undefined) row.deductibleEur = body.deductible_eur;
  if (body.schengen_compliant !== undefined) row.schengenCompliant = body.schengen_compliant;
  if (body.zone_factors !== undefined) row.zoneFactors = body.zone_factors as Record<string, number>;
  if (body.min_days !== undefined) row.minDays = body.min_days;
  if (body.max_days !== undefined) row.maxDays = body.max_days;
  if (body.family_discount_bp !== undefined) row.familyDiscountBp = body.family_discount_bp;
  if (body.group_discount_bp !== undefined) row.groupDiscountBp = body.group_discount_bp;
  if (body.cancellation_fee_iqd !== undefined) row.cancellationFeeIqd = BigInt(body.cancellation_fee_iqd);
  if (body.coverage !== undefined) row.coverage = body.coverage;
  if (body.exclusions !== undefined) row.exclusions = body.exclusions;
  if (body.rank !== undefined) row.rank = body.rank;
  return row;
}

function checkDays(min: number, max: number) {
  if (min > max)
    throw new AppError('validation_failed', {
      fields: [{ field: 'min_days', key: 'too_big_number', params: { max } }],
    });
}

/**
 * The back office's insurance plans and their rate tables (issue 19, decision 071's kit on the web): list, create,
 * edit, archive/restore, replace the rate table. Each change and its audit entry in one transaction; the search
 * reads the plans again afterwards.
 */
export function createInsuranceAdminService({ db, onChange }: { db: Db; onChange: () => void }) {
  const audited = auditedChanges({ db, onChange });
  const dto = async (tx: DbOrTx, row: repo.PlanRow): Promise<AdminInsurancePlan> => ({
    ...planDetail(row, await repo.ratesOf(tx, row.id)),
    active: row.active,
    rank: row.rank,
  });
  async function load(id: string) {
    const row = await repo.findPlan(db, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  return {
    async list(q: { q?: string; insurer?: string; status?: 'active' | 'archived'; page: number; per_page: number }) {
      const { rows, total } = await repo.listPlans(db, {
        q: q.q,
        insurer: q.insurer,
        active: q.status === undefined ? undefined : q.status === 'active',
        limit: q.per_page,
        offset: (q.page - 1) * q.per_page,
      });
      return {
        data: await Promise.all(rows.map((r) => dto(db, r))),
        meta: { total, page: q.page, per_page: q.per_page },
      };
    },

    async one(id: string) {
      return dto(db, await load(id));
    },

    async create(staff: AuthContext, body: Body) {
      checkDays(body.min_days, body.max_days);
      if (await repo.codeTaken(db, body.code)) throw exists();
      const id = newId();
      return audited.change(
        staff,
        { action: 'insurance_plan.create', entity: 'insurance_plan', entityId: id, before: null },
        async (tx) => {
          const row = await repo.insertPlan(tx, { ...(toRow(body) as repo.PlanInsert), id });
          if (!row) throw exists();
          return dto(tx, row);
        },
      );
    },

    async update(staff: AuthContext, id: string, body: Partial<Body>) {
      const before = await load(id);
      checkDays(body.min_days ?? before.minDays, body.max_days ?? before.maxDays);
      if (body.code !== undefined && (await repo.codeTaken(db, body.code, id))) throw exists();
      return audited.change(
        staff,
        { action: 'insurance_plan.update', entity: 'insurance_plan', entityId: id, before: await dto(db, before) },
        async (tx) => dto(tx, (await repo.updatePlan(tx, id, toRow(body)))!),
      );
    },

    async setActive(staff: AuthContext, id: string, active: boolean) {
      const before = await load(id);
      return audited.setActive(
        staff,
        { kind: 'insurance_plan', entity: 'insurance_plan', id, wasActive: before.active, active },
        async (tx) => dto(tx, (await repo.updatePlan(tx, id, { active }))!),
      );
    },

    /** Replaces the rate table (already checked: a full grid whose prices never fall with days or age). */
    async setRates(staff: AuthContext, id: string, rates: RateRow[]) {
      const before = await load(id);
      const beforeRates = await repo.ratesOf(db, id);
      return audited.change(
        staff,
        {
          action: 'insurance_plan.rates',
          entity: 'insurance_plan',
          entityId: id,
          before: planDetail(before, beforeRates).rates,
        },
        async (tx) => {
          await repo.replaceRates(
            tx,
            id,
            rates.map((r) => ({
              ageMin: r.age_min,
              ageMax: r.age_max,
              daysMax: r.days_max,
              priceIqd: BigInt(r.price_iqd),
            })),
          );
          return dto(tx, before);
        },
        (plan) => plan.rates,
      );
    },
  };
}
export type InsuranceAdminService = ReturnType<typeof createInsuranceAdminService>;
