import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { bookingsSegmentOf } from '@portal/contracts/services';
import { buttonClass } from '../../components/ui/button';
import { formatDateTime } from '../../lib/dates';
import { useLang } from '../../lib/i18n';
import { SuccessActions, SuccessOutcome, SuccessPayment } from '../checkout/booking-success';

/**
 * `booking.success` for an application (visas, study abroad): submitted or held (with the day to pay by), its
 * reference, the service's summary beside what was paid, then its application in My Bookings or a new search.
 * `texts` is the service's success section (`visas.success`): title_held, title_confirmed, reference, pay_by,
 * open_booking, new_search.
 */
export function ApplicationSuccess({
  booking,
  texts,
  summary,
  searchHref,
}: {
  booking: Booking;
  texts: string;
  summary: ReactNode;
  searchHref: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  // The service names its section; its keys are the same in every service.
  const lookup = t as unknown as (key: string, values?: Record<string, string>) => string;
  const text = (key: string, values?: Record<string, string>) => lookup(`${texts}.${key}`, values);
  const held = booking.status === 'held';
  return (
    <div className="space-y-6">
      <SuccessOutcome
        booking={booking}
        title={held ? text('title_held') : text('title_confirmed')}
        references={[{ label: text('reference'), value: booking.reference, testId: 'booking-reference' }]}
        payBy={
          booking.hold_expires_at ? text('pay_by', { date: formatDateTime(booking.hold_expires_at, lang) }) : undefined
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">{summary}</section>
        <SuccessPayment booking={booking} />
      </div>
      <SuccessActions>
        <Link
          to="/my-bookings/$tab/$bookingId"
          params={{ tab: bookingsSegmentOf(booking.service), bookingId: booking.id }}
          className={buttonClass('primary')}
        >
          {text('open_booking')}
        </Link>
        <Link to={searchHref} className={buttonClass('secondary')}>
          {text('new_search')}
        </Link>
      </SuccessActions>
    </div>
  );
}
