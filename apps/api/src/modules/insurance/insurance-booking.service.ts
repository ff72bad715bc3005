import { ageOn, type InsuranceBookingBodySchema, type InsuranceBookingDetails } from '@portal/contracts/insurance';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { newReference } from '../../lib/ids.js';
import { baghdadDate, baghdadDayStart } from '../../lib/time-zones.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { Checkout } from '../bookings/checkout.js';
import { priceFn } from '../currencies/display-price.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { coverDates, planCard, planDetail, priceDto, type InsuranceService } from './insurance.service.js';
import type { StoredInsurance } from './insurance-booking-handler.js';
import { ISSUER } from './insurance-booking-handler.js';

type Body = z.output<typeof InsuranceBookingBodySchema>;

/** The policy number printed on the certificate: the insurer, the year and eight characters. */
export function policyNumber(insurer: string, at = new Date()): string {
  return `${insurer.slice(0, 3).toUpperCase()}-${baghdadDate(at).slice(0, 4)}-${newReference('', 8)}`;
}

/**
 * Travel insurance through the checkout (decision 064): the plan priced again for the travellers' ages on the
 * first day of cover, the accepted total checked, each passport valid to the cover's end; paid from a wallet only
 * (a policy is issued at once: no hold), the policy number issued inside the booking's transaction.
 */
export function createInsuranceBookingService({
  insurance,
  currencies,
  checkout,
}: {
  insurance: InsuranceService;
  currencies: CurrencyService;
  checkout: Checkout;
}) {
  return {
    book(ctx: AuthContext, body: Body, displayCurrency: string, idempotencyKey?: string) {
      return checkout<string>(ctx, {
        service: 'insurance',
        payment: body.payment,
        displayCurrency,
        idempotencyKey,
        async prepare(currency) {
          const { start, end } = coverDates(body);
          const plan = await insurance.planOrRefuse(body.plan_id);
          const fields: Array<{ field: string; key: 'insurance_birth_future' | 'insurance_passport_expiry' }> = [];
          body.travellers.forEach((t, i) => {
            if (t.date_of_birth > start)
              fields.push({ field: `travellers.${i}.date_of_birth`, key: 'insurance_birth_future' });
            if (t.passport_expiry < end)
              fields.push({ field: `travellers.${i}.passport_expiry`, key: 'insurance_passport_expiry' });
          });
          if (fields.length) throw new AppError('validation_failed', { fields });
          const ages = body.travellers.map((t) => ageOn(t.date_of_birth, start));
          await insurance.checkAges(ages, (i) => `travellers.${i}.date_of_birth`);
          const { where, price } = insurance.priceOrRefuse(plan, body, ages);
          const toPrice = await priceFn(currencies, currency);
          const shown = priceDto(price, where.zone, plan.row.cancellationFeeIqd, toPrice);
          if (price.totalIqd.toString() !== body.accepted_total_iqd)
            throw new AppError('price_changed', {
              params: { price: `${shown.total.amount} ${shown.total.currency}` },
              extra: { price: shown },
            });
          const detail = planDetail(plan.row, []);
          const insured = (policy: string): InsuranceBookingDetails => ({
            policy_number: policy,
            issued_at: new Date().toISOString(),
            plan: {
              ...planCard(plan.row),
              min_age: Math.min(...plan.rates.map((r) => r.ageMin)),
              max_age: Math.max(...plan.rates.map((r) => r.ageMax)),
              coverage: detail.coverage,
              exclusions: detail.exclusions,
            },
            start_date: start,
            end_date: end,
            duration: body.duration,
            country: where.country,
            nationality: body.nationality,
            price: shown,
            contact: body.contact,
          });
          const feeIqd = plan.row.cancellationFeeIqd < price.totalIqd ? plan.row.cancellationFeeIqd : price.totalIqd;
          return {
            totalIqd: price.totalIqd,
            holdUntil: null,
            details: (policy) =>
              ({
                insurance: insured(policy),
                cover_starts_at: baghdadDayStart(start).toISOString(),
                cancellation_fee_iqd: feeIqd.toString(),
              }) satisfies Omit<StoredInsurance, 'supplier'>,
            travellers: body.travellers.map((t, i) => ({ ...t, age: ages[i]! })),
            priceSnapshot: {
              plan: plan.row.code,
              zone: where.zone,
              travellers: price.travellers.map((t) => ({ age: t.age, iqd: t.priceIqd.toString() })),
              discount_iqd: (price.discount?.iqd ?? 0n).toString(),
            },
            supplier: {
              code: ISSUER,
              // The policy is the portal's own record: issued in the booking's transaction, gone if it rolls back.
              transactional: true,
              book: async () => policyNumber(plan.row.insurer),
              cancel: async () => {},
              changed: () => {},
            },
          };
        },
      });
    },
  };
}
export type InsuranceBookingService = ReturnType<typeof createInsuranceBookingService>;
