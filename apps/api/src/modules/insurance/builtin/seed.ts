import type { Db } from '../../../db/client.js';
import { derivedId } from '../../../lib/ids.js';
import * as repo from '../insurance.repository.js';
import { PLAN_SPECS, planRow, rateTable } from './plans-data.js';

export const planIdOf = (code: string) => derivedId('insurance-plan', code);

/** The built-in plans and their rate tables, once (two statements). */
export async function seedInsurancePlans(db: Db) {
  if ((await repo.countPlans(db)) > 0) return;
  await repo.insertPlans(
    db,
    PLAN_SPECS.map((spec) => ({ id: planIdOf(spec.code), ...planRow(spec) })),
    PLAN_SPECS.flatMap((spec) => rateTable(spec).map((r) => ({ planId: planIdOf(spec.code), ...r }))),
  );
}
