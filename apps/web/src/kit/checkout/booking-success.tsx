import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { translate } from '@portal/contracts/messages';
import { parsePath } from '@portal/contracts/routes';
import { SERVICE_REGISTRY, serviceName } from '@portal/contracts/services';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { IconCheck, IconClock } from '../../components/ui/icons';
import { Money } from '../../components/ui/money';
import { useDocumentTitle } from '../../components/ui/page-heading';
import { Placeholder } from '../../components/ui/placeholder';
import { PriceAmount } from '../../components/ui/price';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useLang } from '../../lib/i18n';
import { maySeeWallets, useStoredUser } from '../../lib/session';
import { useWallets } from '../../lib/wallets';
import { bookingQuery } from '../bookings/booking-query';
import { BookingPdfActions } from '../documents/booking-pdf-actions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `booking.success` for every service: the booking read once (the booking page has put it in the query), an id
 * that is not one or a booking the server does not show this user as "Not Found Booking ..", and otherwise
 * `children` with the booking: the service's own confirmation, made of the parts below.
 */
export function BookingSuccessPage({ children }: { children: (booking: Booking) => ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const title = t('service_screens.booking.success');
  useDocumentTitle(title);
  const id = useMemo(() => parsePath('booking.success', location.pathname)?.bookingId ?? '', [location.pathname]);
  const wellFormed = UUID.test(id);
  const booking = useQuery({ ...bookingQuery(id), enabled: wellFormed });
  const notFound =
    !wellFormed ||
    (booking.error instanceof ApiError && (booking.error.status === 404 || booking.error.status === 400));

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {notFound ? (
        <div className="rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-xl font-semibold text-slate-900">
            {booking.error instanceof ApiError && booking.error.status === 404 && booking.error.problem?.detail
              ? booking.error.problem.detail
              : translate('booking_not_found', lang)}
          </p>
          <Link to="/my-bookings" className={buttonClass('secondary', 'mt-6')}>
            {t('checkout.success.my_bookings')}
          </Link>
        </div>
      ) : booking.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <Placeholder height="7rem" />
          <Placeholder height="14rem" />
        </div>
      ) : booking.isError ? (
        <Alert tone="error">
          <p>{errorMessage(booking.error, t)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void booking.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          {children(booking.data)}
          {booking.data.status === 'confirmed' || booking.data.status === 'held' ? (
            <div className="mt-6">
              <BookingPdfActions booking={booking.data} showLinks={false} />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

export interface SuccessReference {
  label: string;
  value: string;
  /** For the journeys and tests that read it (`booking-reference`, `voucher-reference`). */
  testId: string;
}

export interface SuccessOutcomeProps {
  booking: Booking;
  /** The service's words: "Your flight is booked" / "Your seats are held". */
  title: string;
  /** The references the traveller quotes (the booking's, a voucher's…), the booking's own last. */
  references: readonly SuccessReference[];
  /** For a hold: until when to pay, in the service's words. */
  payBy?: string | undefined;
}

/** The outcome at the top of every confirmation: booked or held, the references, the status, who booked when. */
export function SuccessOutcome({ booking, title, references, payBy }: SuccessOutcomeProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const held = booking.status === 'held';
  const columns = references.length > 1 ? 'sm:grid-cols-3' : 'sm:grid-cols-2';
  return (
    <section
      aria-labelledby="booking-outcome"
      className={`rounded-3xl p-6 ring-1 sm:p-8 ${held ? 'bg-amber-50 ring-amber-200' : 'bg-emerald-50 ring-emerald-200'}`}
    >
      <div className="flex items-start gap-4">
        <span
          className={`grid size-12 shrink-0 place-items-center rounded-full text-2xl text-white ${held ? 'bg-amber-600' : 'bg-emerald-700'}`}
        >
          {held ? <IconClock /> : <IconCheck />}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="booking-outcome" className="text-xl font-semibold text-slate-900">
            {title}
          </h2>
          <dl className={`mt-4 grid gap-4 ${columns}`}>
            {references.map((reference) => (
              <div key={reference.testId}>
                <dt className="text-sm font-semibold text-slate-700">{reference.label}</dt>
                <dd
                  className="text-2xl font-semibold tracking-widest text-slate-900 sm:text-3xl"
                  dir="ltr"
                  data-testid={reference.testId}
                >
                  {reference.value}
                </dd>
              </div>
            ))}
            <div>
              <dt className="text-sm font-semibold text-slate-700">{t('checkout.success.status')}</dt>
              <dd className="text-lg font-semibold text-slate-900">
                {t(`checkout.success.statuses.${booking.status}`)}
              </dd>
            </div>
          </dl>
          {held && payBy ? <p className="mt-4 font-semibold text-amber-900">{payBy}</p> : null}
          <p className="mt-2 text-sm text-slate-700">
            {t('checkout.success.booked_by', {
              name: booking.booked_by.name,
              date: formatDateTime(booking.created_at, lang, { dateStyle: 'long' }),
            })}
          </p>
        </div>
      </div>
    </section>
  );
}

/**
 * What was paid, from which wallet, and what that wallet holds now (for a user who may see it); for a hold, what
 * is due.
 */
export function SuccessPayment({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const wallets = useWallets();
  const seesWallets = maySeeWallets(useStoredUser());
  const paid = booking.payment.method === 'wallet';
  const currency = booking.payment.currency;
  const wallet = wallets.data?.find((w) => w.currency_name === currency);
  const row = 'flex items-baseline justify-between gap-4 py-2';
  return (
    <section
      aria-labelledby="booking-payment"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="booking-payment" className="mb-2 text-lg font-semibold text-slate-900">
        {t('checkout.success.payment')}
      </h2>
      <dl className="text-slate-800">
        <div className={row}>
          <dt>{t('checkout.success.total')}</dt>
          <dd className="font-semibold">
            <PriceAmount price={booking.total} />
          </dd>
        </div>
        <div className={row}>
          <dt>{paid ? t('checkout.success.paid') : t('checkout.success.due')}</dt>
          <dd className="font-semibold" data-testid={paid ? 'amount-paid' : 'amount-due'}>
            <Money amount={booking.payment.amount} currency={currency} />
          </dd>
        </div>
        {paid && seesWallets ? (
          <div className={row}>
            <dt>{t('checkout.success.remaining', { currency })}</dt>
            <dd className="font-semibold" data-testid="remaining-balance">
              {wallet ? (
                <Money amount={wallet.balance} currency={currency} />
              ) : wallets.isPending ? (
                <Placeholder width="6rem" />
              ) : (
                '—'
              )}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** The confirmation's way on: the service's links, then printing. */
export function SuccessActions({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      {children}
      <Button variant="ghost" onClick={() => window.print()}>
        {t('checkout.success.print')}
      </Button>
    </div>
  );
}

/** The confirmation of a booking whose service has no view of its own yet: the outcome and the payment. */
export function BasicBookingSuccess({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="space-y-6">
      <SuccessOutcome
        booking={booking}
        title={serviceName(booking.service, lang)}
        references={[{ label: t('checkout.success.reference'), value: booking.reference, testId: 'booking-reference' }]}
      />
      <SuccessPayment booking={booking} />
      <SuccessActions>
        <Link to={SERVICE_REGISTRY[booking.service].myBookings.path} className={buttonClass('primary')}>
          {t('checkout.success.my_bookings')}
        </Link>
      </SuccessActions>
    </div>
  );
}
