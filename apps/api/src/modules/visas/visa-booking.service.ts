import type { Lang } from '@portal/contracts/i18n';
import type { VisaBookingBodySchema, VisaBookingDetails } from '@portal/contracts/visas';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { baghdadDate } from '../../lib/time-zones.js';
import type { ApplicationsService, SubmittedPaper } from '../applications/applications.service.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { Checkout } from '../bookings/checkout.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { priceFn } from '../currencies/display-price.js';
import type { StoredVisa } from './visa-booking-handler.js';
import type { VisaService } from './visas.service.js';

type Body = z.output<typeof VisaBookingBodySchema>;
type Field = { field: string; key: Parameters<typeof fieldError>[1] };
function fieldError(
  field: string,
  key:
    | 'invalid_date'
    | 'date_in_past'
    | 'birth_date_invalid'
    | 'passport_issued_after'
    | 'passport_expires_before_travel'
    | 'paper_missing'
    | 'paper_not_required',
) {
  return { field, key };
}

/** Six calendar months after a date (`YYYY-MM-DD`), the day clamped to the month's end. */
export function sixMonthsAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = m - 1 + 6;
  const year = y + Math.floor(month / 12);
  const last = new Date(Date.UTC(year, (month % 12) + 1, 0)).getUTCDate();
  return `${year}-${String((month % 12) + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The applicants against the product and the travel date: born before today; the passport issued after birth
 * and not in the future, and valid six months after the travel date; one upload for each paper the visa
 * requires and none it does not. Every problem is a field message.
 */
export function checkApplicants(body: Body, papers: string[], today: string) {
  const fields: Field[] = [];
  if (body.travel_date < today) fields.push(fieldError('travel_date', 'date_in_past'));
  body.applicants.forEach((a, i) => {
    const at = (f: string) => `applicants.${i}.${f}`;
    if (a.date_of_birth >= today) fields.push(fieldError(at('date_of_birth'), 'birth_date_invalid'));
    if (a.passport_issued <= a.date_of_birth || a.passport_issued > today)
      fields.push(fieldError(at('passport_issued'), 'passport_issued_after'));
    if (a.passport_expires < sixMonthsAfter(body.travel_date))
      fields.push(fieldError(at('passport_expires'), 'passport_expires_before_travel'));
    for (const paper of papers)
      if (!a.documents[paper]) fields.push(fieldError(at(`documents.${paper}`), 'paper_missing'));
    for (const paper of Object.keys(a.documents))
      if (!papers.includes(paper)) fields.push(fieldError(at(`documents.${paper}`), 'paper_not_required'));
  });
  if (fields.length) throw new AppError('validation_failed', { fields });
}

/** A held (unpaid) application is kept a day; paid, it goes to the applications desk. */
const HOLD_MS = 24 * 3_600_000;

export function createVisaBookingService({
  visas,
  applications,
  currencies,
  checkout,
}: {
  visas: VisaService;
  applications: ApplicationsService;
  currencies: CurrencyService;
  checkout: Checkout;
}) {
  return {
    /**
     * An application through the checkout (decision 064): the product as on sale now, its price per person times
     * the applicants, the applicants and their papers checked; inside the checkout's transaction the application
     * is opened with every paper's upload (the account's own, for an application, unused), so a booking never
     * exists without its application.
     */
    book(ctx: AuthContext, body: Body, displayCurrency: string, idempotencyKey?: string, lang: Lang = 'ar') {
      return checkout(ctx, {
        service: 'visa',
        payment: body.payment,
        displayCurrency,
        idempotencyKey,
        async prepare(currency) {
          const product = await visas.forBooking(body.visa_id);
          const toPrice = await priceFn(currencies, currency);
          const persons = BigInt(body.applicants.length);
          const government = product.governmentFeeIqd * persons;
          const service = product.serviceFeeIqd * persons;
          const total = government + service;
          if (total.toString() !== body.accepted_total_iqd)
            throw new AppError('price_changed', {
              params: { price: `${toPrice(total).amount} ${toPrice.currency}` },
              extra: { total: toPrice(total) },
            });
          checkApplicants(body, product.papers, baghdadDate());
          const visa: VisaBookingDetails = {
            visa: {
              id: product.id,
              country: product.country,
              type: product.type as VisaBookingDetails['visa']['type'],
              title: product.title,
              processing_days: product.processingDays,
              validity_days: product.validityDays,
              stay_days: product.stayDays,
              entries: product.entries as VisaBookingDetails['visa']['entries'],
              papers: product.papers as VisaBookingDetails['visa']['papers'],
            },
            travel_date: body.travel_date,
            persons: body.applicants.length,
            government_fees: toPrice(government),
            service_fees: toPrice(service),
            total: toPrice(total),
          };
          const papers: SubmittedPaper[] = body.applicants.flatMap((a, i) =>
            product.papers.map((paper) => ({ traveller_index: i, paper, upload_id: a.documents[paper]! })),
          );
          return {
            totalIqd: total,
            holdUntil: new Date(Date.now() + HOLD_MS),
            details: () => ({ visa, service_fees_iqd: service.toString() }) satisfies StoredVisa,
            travellers: body.applicants.map(({ documents: _documents, ...a }) => a),
            priceSnapshot: { per_person_iqd: (product.governmentFeeIqd + product.serviceFeeIqd).toString() },
            supplier: {
              code: 'builtin',
              transactional: true,
              book: (tx, bookingId) =>
                applications.open(tx, ctx, {
                  bookingId,
                  service: 'visa',
                  lang,
                  processingDays: product.processingDays,
                  papers,
                  field: (_i, p) => `applicants.${p.traveller_index}.documents.${p.paper}`,
                }),
              cancel: async () => undefined,
              changed: () => undefined,
            },
          };
        },
      });
    },
  };
}
export type VisaBookingService = ReturnType<typeof createVisaBookingService>;
