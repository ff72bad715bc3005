import type { AdminInsurancePlan, InsurancePlanBody, RateRow } from '@portal/contracts/insurance';
import { adminSend } from './admin-client';
import { adminResource } from './resource';

/** The insurance plans and their rate tables (issue 19). */
export const insurancePlans = adminResource<AdminInsurancePlan, InsurancePlanBody, Partial<InsurancePlanBody>>({
  path: '/insurance/plans',
  key: ['admin', 'insurance', 'plans'],
  perPage: 25,
  stale: ['admin', 'insurance'],
});

/** Replaces a plan's rate table. */
export function saveRates(id: string, rates: RateRow[]): Promise<AdminInsurancePlan> {
  return adminSend<AdminInsurancePlan>('PUT', `${insurancePlans.at(id)}/rates`, { rates });
}
