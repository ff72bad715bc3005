import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { buttonClass } from '../../../components/ui/button';
import { BookingDocument, ReferenceLine } from '../../../kit/bookings/document-parts';
import { BookingSection } from '../../../kit/bookings/booking-section';
import { SuccessActions, SuccessOutcome, SuccessPayment } from '../../../kit/checkout/booking-success';
import type { DocumentViewProps } from '../../../kit/service-module';
import { formatCalendarDate, formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { CoverageTable } from '../components/coverage-table';
import { PriceLines } from '../components/price-lines';
import { InsuredList, PolicyFacts } from './insurance-policy';

type Policy = BookingOf<'insurance'>;

/** `booking.success` for a policy: issued at once, its number, the insured, what was paid. */
export function InsuranceBookingSuccess({ booking }: { booking: Policy }) {
  const { t } = useTranslation();
  const lang = useLang();
  const d = booking.details;
  return (
    <div className="space-y-6">
      <SuccessOutcome
        booking={booking}
        title={t('insurance.policy.issued_heading')}
        references={[
          { label: t('insurance.policy.number'), value: d.policy_number, testId: 'policy-reference' },
          { label: t('checkout.success.reference'), value: booking.reference, testId: 'booking-reference' },
        ]}
      />
      <p className="text-slate-800">
        {t('insurance.policy.issued_text', {
          number: d.policy_number,
          travellers: t('insurance.results.travellers', { count: booking.travellers.length }),
          start: formatCalendarDate(d.start_date, lang),
          end: formatCalendarDate(d.end_date, lang),
        })}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <PolicyFacts booking={booking} />
          <InsuredList booking={booking} />
        </section>
        <SuccessPayment booking={booking} />
      </div>
      <SuccessActions>
        <Link
          to="/my-bookings/$tab/$bookingId"
          params={{ tab: 'insurance', bookingId: booking.id }}
          className={buttonClass('primary')}
        >
          {t('insurance.policy.open_booking')}
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          {t('insurance.detail.new_search')}
        </Link>
      </SuccessActions>
    </div>
  );
}

/** My Bookings' detail and the printed quote: the policy, the insured and the coverage. */
export function InsuranceBookingSummary({ booking, variant }: { booking: Policy; variant: 'screen' | 'print' }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <BookingSection title={t('insurance.policy.title')}>
        <PolicyFacts booking={booking} />
      </BookingSection>
      <BookingSection title={t('insurance.policy.insured')}>
        <InsuredList booking={booking} />
      </BookingSection>
      {variant === 'screen' ? <CoverageTable plan={booking.details.plan} /> : null}
    </div>
  );
}

/** The premium's parts above the total: each insured person, the discount. */
export function InsurancePriceBreakdown({ booking }: { booking: Policy }) {
  return <PriceLines price={booking.details.price} />;
}

/** The back office desk's view of a policy. */
export function InsuranceDesk({ booking }: { booking: Policy }) {
  return (
    <div className="space-y-4">
      <PolicyFacts booking={booking} />
      <InsuredList booking={booking} />
    </div>
  );
}

/**
 * The insurance certificate, in the page's language, printed (or saved as PDF) at once from My Bookings: the
 * policy number, insurer, plan, period, the insured persons, the coverage table and, for a Schengen-compliant
 * plan, the statement a visa application needs.
 */
export function InsuranceCertificate({ booking, ...copy }: DocumentViewProps & { booking: Policy }) {
  const { t } = useTranslation();
  const issued = formatDateTime(booking.details.issued_at, useLang());
  return (
    <BookingDocument
      title={t('insurance.policy.title')}
      booking={booking}
      {...copy}
      header={
        <>
          <p className="text-slate-700">
            {t('insurance.policy.number')}{' '}
            <bdi dir="ltr" className="font-mono font-semibold">
              {booking.details.policy_number}
            </bdi>
          </p>
          <ReferenceLine reference={booking.reference} />
        </>
      }
      footer={
        <p>
          {t('insurance.policy.issued')}: {issued}
        </p>
      }
    >
      <div className="space-y-4">
        <PolicyFacts booking={booking} />
        <InsuredList booking={booking} />
        <CoverageTable plan={booking.details.plan} />
        {booking.details.plan.schengen_compliant ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm font-medium text-slate-900">
            {t('insurance.policy.schengen_note')}
          </p>
        ) : null}
      </div>
    </BookingDocument>
  );
}
