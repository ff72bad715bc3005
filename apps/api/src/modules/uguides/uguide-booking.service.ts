import type { Lang } from '@portal/contracts/i18n';
import type { UguideBookingBodySchema, UguideBookingDetails } from '@portal/contracts/uguides';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { ApplicationsService, SubmittedPaper } from '../applications/applications.service.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { Checkout } from '../bookings/checkout.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { priceFn } from '../currencies/display-price.js';
import type { Programme } from './builtin/catalog.js';
import type { StoredUguide } from './uguide-booking-handler.js';
import { totalOf, type UguideService } from './uguides.service.js';

type Body = z.output<typeof UguideBookingBodySchema>;
type FieldKey =
  | 'intake_unknown'
  | 'intake_closed'
  | 'birth_date_invalid'
  | 'student_too_young'
  | 'passport_expired'
  | 'paper_missing'
  | 'paper_not_required';

/** The date `years` years before a date (`YYYY-MM-DD`; 29 February read as 28). */
function yearsBefore(date: string, years: number) {
  const y = Number(date.slice(0, 4)) - years;
  const md = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${y}-${md}`;
}

/**
 * The intake, the student and the papers against the programme and today: an intake of the programme whose
 * deadline has not passed, a student of at least 16 with a passport valid on the first day of teaching, one upload
 * for each paper the programme asks for and none it does not. Every problem is a field message.
 */
export function checkApplication(body: Body, programme: Programme, today: string) {
  const fields: Array<{ field: string; key: FieldKey }> = [];
  const intake = programme.intakes.find((i) => i.start === body.intake);
  if (!intake) fields.push({ field: 'intake', key: 'intake_unknown' });
  else if (intake.deadline < today) fields.push({ field: 'intake', key: 'intake_closed' });
  const s = body.student;
  if (s.date_of_birth >= today) fields.push({ field: 'student.date_of_birth', key: 'birth_date_invalid' });
  else if (s.date_of_birth > yearsBefore(today, 16))
    fields.push({ field: 'student.date_of_birth', key: 'student_too_young' });
  if (s.passport_expires < (intake?.start ?? today))
    fields.push({ field: 'student.passport_expires', key: 'passport_expired' });
  for (const paper of programme.papers)
    if (!body.documents[paper]) fields.push({ field: `documents.${paper}`, key: 'paper_missing' });
  for (const paper of Object.keys(body.documents))
    if (!(programme.papers as string[]).includes(paper))
      fields.push({ field: `documents.${paper}`, key: 'paper_not_required' });
  if (fields.length) throw new AppError('validation_failed', { fields });
  return intake!;
}

/** A held (unpaid) application is kept a day; paid, it goes to the applications desk. */
const HOLD_MS = 24 * 3_600_000;

export function createUguideBookingService({
  uguides,
  applications,
  currencies,
  checkout,
}: {
  uguides: UguideService;
  applications: ApplicationsService;
  currencies: CurrencyService;
  checkout: Checkout;
}) {
  return {
    /**
     * An application to a programme through the checkout (decision 064): the programme as offered now, its
     * application and service fees, the intake, the student and the papers checked; inside the checkout's
     * transaction the application is opened with every paper's upload (decision 080).
     */
    book(ctx: AuthContext, body: Body, displayCurrency: string, idempotencyKey?: string, lang: Lang = 'ar') {
      return checkout(ctx, {
        service: 'uguide',
        payment: body.payment,
        displayCurrency,
        idempotencyKey,
        async prepare(currency) {
          const p = await uguides.forBooking(body.programme_id);
          const toPrice = await priceFn(currencies, currency);
          const total = totalOf(p);
          if (total.toString() !== body.accepted_total_iqd)
            throw new AppError('price_changed', {
              params: { price: `${toPrice(total).amount} ${toPrice.currency}` },
              extra: { total: toPrice(total) },
            });
          const intake = checkApplication(body, p, uguides.today());
          const uguide: UguideBookingDetails = {
            programme: {
              id: p.id,
              country: p.country,
              university: p.university,
              city: p.city,
              title: p.title,
              degree: p.degree,
              field: p.field,
              language: p.language,
              papers: p.papers,
              processing_days: p.processingDays,
            },
            intake: { start: intake.start, deadline: intake.deadline },
            tuition: toPrice(p.tuitionIqd),
            application_fee: toPrice(p.applicationFeeIqd),
            service_fee: toPrice(p.serviceFeeIqd),
            total: toPrice(total),
          };
          const papers: SubmittedPaper[] = p.papers.map((paper) => ({
            traveller_index: 0,
            paper,
            upload_id: body.documents[paper]!,
          }));
          return {
            totalIqd: total,
            holdUntil: new Date(Date.now() + HOLD_MS),
            details: () => ({ uguide, service_fee_iqd: p.serviceFeeIqd.toString() }) satisfies StoredUguide,
            travellers: [body.student],
            priceSnapshot: {
              application_fee_iqd: p.applicationFeeIqd.toString(),
              service_fee_iqd: p.serviceFeeIqd.toString(),
            },
            supplier: {
              code: 'builtin',
              transactional: true,
              book: (tx, bookingId) =>
                applications.open(tx, ctx, {
                  bookingId,
                  service: 'uguide',
                  lang,
                  processingDays: p.processingDays,
                  papers,
                  field: (_i, paper) => `documents.${paper.paper}`,
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
export type UguideBookingService = ReturnType<typeof createUguideBookingService>;
