import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import type { Price } from '@portal/contracts/flights';
import { Alert } from '../../../components/ui/alert';
import { IconArrow } from '../../../components/ui/icons';
import { Placeholder } from '../../../components/ui/placeholder';
import { formatMoney } from '../../../lib/currency';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useLang } from '../../../lib/i18n';
import { useStoredUser } from '../../../lib/session';
import { bookingQuery } from '../../../kit/bookings/booking-query';
import { BookingSection as Section } from '../../../kit/bookings/booking-section';
import { ServiceBookingView } from '../../../kit/bookings/booking-views';
import { bookingsQueryKey } from '../api/get-bookings';
import { tabPathOf } from '../utils/services';
import { BookingDocuments } from './booking-documents';
import { CancelBooking } from './cancel-booking';
import { PayBooking } from './pay-booking';
import { PriceSummary } from './price-summary';
import { StatusBadge } from './status-badge';
import { StatusHistory } from './status-history';

export interface BookingDetailProps {
  bookingId: string;
  tab: string;
  /** Balances changed (paid or refunded): the page refreshes the wallets it shows in the menu. */
  onMoneyMoved: () => void;
}

function BackLink({ tab }: { tab: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/my-bookings/${tab}`}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
    >
      <IconArrow className="rotate-180" />
      {t('bookings.detail.back')}
    </Link>
  );
}

/** Everything booked, the status history, documents and the actions the booking allows now. */
export function BookingDetail({ bookingId, tab, onMoneyMoved }: BookingDetailProps) {
  const { t } = useTranslation();
  const query = useQuery(bookingQuery(bookingId));

  if (query.isPending) {
    return (
      <div className="space-y-4 pt-6" aria-busy="true">
        <p className="sr-only">{t('common.loading')}</p>
        <Placeholder height="2rem" width="40%" />
        <Placeholder height="10rem" width="100%" className="rounded-2xl" />
        <Placeholder height="6rem" width="100%" className="rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-4 pt-6">
        <BackLink tab={tab} />
        <Alert tone="error">{errorMessage(query.error, t)}</Alert>
      </div>
    );
  }
  // A booking opened under another service's tab (a shared or mistyped link) moves to its own tab.
  const own = tabPathOf(query.data.service);
  if (own !== tab) return <Navigate to={`/my-bookings/${own}/${bookingId}`} replace />;
  return <BookingView booking={query.data} tab={tab} onMoneyMoved={onMoneyMoved} />;
}

function BookingView({ booking, tab, onMoneyMoved }: Omit<BookingDetailProps, 'bookingId'> & { booking: Booking }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const user = useStoredUser();
  const [done, setDone] = useState<{ kind: 'paid' | 'cancelled'; booking: Booking; refund?: Price } | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const [now] = useState(() => Date.now());
  // A sub-user allowed to see the account's bookings changes only its own (the API refuses the others).
  const mayAct = user?.role !== 'sub_user' || booking.booked_by.id === user.id;
  const payable =
    mayAct && booking.status === 'held' && !!booking.hold_expires_at && Date.parse(booking.hold_expires_at) > now;
  const cancellable = mayAct && (booking.status === 'confirmed' || booking.status === 'held');
  const showPricing = user?.role === 'agency' || user?.role === 'sub_user' || Number(booking.pricing.markup) > 0;

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  function handleChanged(kind: 'paid' | 'cancelled', updated: Booking, refund?: Price) {
    queryClient.setQueryData(bookingQuery(updated.id).queryKey, updated);
    void queryClient.invalidateQueries({ queryKey: [...bookingsQueryKey, 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['wallet-statement'] });
    void queryClient.invalidateQueries({ queryKey: ['reports'] });
    onMoneyMoved();
    setDone(refund ? { kind, booking: updated, refund } : { kind, booking: updated });
  }

  return (
    <div className="space-y-8 pt-6">
      <BackLink tab={tab} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-semibold text-slate-900">
            {t('bookings.detail.title')}{' '}
            <bdi dir="ltr" className="font-mono">
              {booking.reference}
            </bdi>
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {t('bookings.detail.booked_by_on', {
              name: booking.booked_by.name,
              date: formatDateTime(booking.created_at, lang),
            })}
          </p>
        </div>
        <StatusBadge status={booking.status} />
      </div>

      {done ? (
        <div ref={doneRef} tabIndex={-1} className="outline-none">
          <Alert tone="success">
            {done.kind === 'paid'
              ? t('bookings.pay.done', { currency: done.booking.payment.currency })
              : done.refund && Number(done.refund.amount) > 0
                ? t('bookings.cancel.done_refunded', {
                    amount: formatMoney(done.refund.amount, done.refund.currency, lang),
                    currency: done.refund.currency,
                  })
                : t('bookings.cancel.done')}
          </Alert>
        </div>
      ) : null}

      {payable ? (
        <PayBooking booking={booking} onPaid={(paid) => handleChanged('paid', paid)} />
      ) : booking.status === 'held' && mayAct ? (
        <Alert tone="info">{t('bookings.pay.deadline_passed')}</Alert>
      ) : null}

      {/* What was booked and who travels: the booking's service's own view. */}
      <ServiceBookingView
        booking={booking}
        kind="summary"
        variant="screen"
        fallback={<Placeholder height="10rem" width="100%" className="rounded-2xl" />}
        otherwise={
          <Section title={t('bookings.detail.travellers')}>
            <ul className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              {booking.travellers.map((traveller, i) => (
                <li key={i}>
                  <bdi>
                    {traveller.first_name} {traveller.last_name}
                  </bdi>
                </li>
              ))}
            </ul>
          </Section>
        }
      />

      <Section title={t('bookings.detail.price')}>
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
          <PriceSummary booking={booking} showPricing={showPricing} />
        </div>
      </Section>

      <div className="grid gap-8 lg:grid-cols-2">
        <Section title={t('bookings.detail.history')}>
          <StatusHistory history={booking.history} />
        </Section>
        <Section title={t('bookings.detail.documents')}>
          <BookingDocuments booking={booking} now={now} />
        </Section>
      </div>

      {cancellable ? (
        <Section title={t('bookings.detail.actions')}>
          <CancelBooking
            booking={booking}
            onCancelled={(cancelled, refund) => handleChanged('cancelled', cancelled, refund)}
          />
        </Section>
      ) : null}
    </div>
  );
}
