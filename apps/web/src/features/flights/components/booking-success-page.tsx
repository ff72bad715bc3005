import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { translate } from '@portal/contracts/messages';
import { parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { IconCheck, IconClock } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Placeholder } from '../../../components/ui/placeholder';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/currency';
import { errorMessage } from '../../../lib/error-message';
import { useLang } from '../../../lib/i18n';
import { walletsQuery } from '../../../lib/wallets';
import { bookingQuery } from '../api/get-booking';
import { formatDate, formatInstant } from '../utils/format';
import { tripOf } from '../utils/trip';
import { FlightItinerary } from './flight-itinerary';
import { FlightPrice } from './flight-price';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `booking.success`: the booking as the server has it (reference, status, itinerary, travellers, what was
 * paid and what is left in that wallet). An unknown id, or another user's, is "Not Found Booking ..".
 */
export function BookingSuccessPage() {
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
            {t('flights.success.my_bookings')}
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
        <BookingDetails booking={booking.data} />
      )}
    </div>
  );
}

function BookingDetails({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const lang = useLang();
  const held = booking.status === 'held';
  const flight = booking.service === 'flight' ? booking.details : null;
  return (
    <div className="space-y-6">
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
              {held ? t('flights.success.title_held') : t('flights.success.title_confirmed')}
            </h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-slate-700">{t('flights.success.reference')}</dt>
                <dd
                  className="text-3xl font-semibold tracking-widest text-slate-900"
                  dir="ltr"
                  data-testid="booking-reference"
                >
                  {booking.reference}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-700">{t('flights.success.status')}</dt>
                <dd className="text-lg font-semibold text-slate-900">
                  {t(`flights.success.statuses.${booking.status}`)}
                </dd>
              </div>
            </dl>
            {held && booking.hold_expires_at ? (
              <p className="mt-4 font-semibold text-amber-900">
                {t('flights.success.pay_by', { date: formatInstant(booking.hold_expires_at, lang) })}
              </p>
            ) : null}
            <p className="mt-2 text-sm text-slate-700">
              {t('flights.success.booked_by', {
                name: booking.booked_by.name,
                date: formatDate(booking.created_at, lang, { dateStyle: 'long' }),
              })}
            </p>
          </div>
        </div>
      </section>

      <PaymentSection booking={booking} />

      {flight ? (
        <FlightItinerary
          offer={flight.offer}
          fare={flight.fare}
          trip={tripOf(flight.offer)}
          // Bookings made before the API stored their dictionaries show codes (see decision 027).
          dictionaries={flight.dictionaries as typeof flight.dictionaries | undefined}
          title={t('flights.success.itinerary')}
          expanded
        />
      ) : null}

      <section
        aria-labelledby="booking-travellers"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="booking-travellers" className="mb-3 text-lg font-semibold text-slate-900">
          {t('flights.success.travellers')}
        </h2>
        <ol className="divide-y divide-slate-100">
          {(booking.service === 'flight' ? booking.travellers : []).map((traveller, index) => (
            <li key={index} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <span>
                <span className="block font-semibold text-slate-900" dir="ltr">
                  {traveller.first_name} {traveller.last_name}
                </span>
                <span className="text-sm text-slate-700">
                  {t(`flights.passengers.${traveller.type}`)} ·{' '}
                  {formatDate(traveller.date_of_birth, lang, { dateStyle: 'medium' })}
                </span>
              </span>
              <span className="text-sm text-slate-700">
                {t('flights.success.passport', { number: traveller.passport_number })}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <div className="flex flex-wrap gap-3 print:hidden">
        <Link to="/my-bookings/flights" className={buttonClass('primary')}>
          {t('flights.success.my_bookings')}
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          {t('flights.success.new_search')}
        </Link>
        <Button variant="ghost" onClick={() => window.print()}>
          {t('flights.success.print')}
        </Button>
      </div>
    </div>
  );
}

/** What was paid, from which wallet, and what that wallet holds now (or, for a hold, what is due). */
function PaymentSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const lang = useLang();
  const wallets = useQuery(walletsQuery);
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
        {t('flights.success.payment')}
      </h2>
      <dl className="text-slate-800">
        <div className={row}>
          <dt>{t('flights.success.total')}</dt>
          <dd className="font-semibold">
            <FlightPrice price={booking.total} />
          </dd>
        </div>
        {!paid ? (
          <div className={row}>
            <dt>{t('flights.success.due')}</dt>
            <dd className="font-semibold">
              <bdi dir="ltr" className="tabular-nums">
                {formatMoney(booking.payment.amount, currency, lang)}
              </bdi>
            </dd>
          </div>
        ) : (
          <>
            <div className={row}>
              <dt>{t('flights.success.paid')}</dt>
              <dd className="font-semibold" data-testid="amount-paid">
                <bdi dir="ltr" className="tabular-nums">
                  {formatMoney(booking.payment.amount, currency, lang)}
                </bdi>
              </dd>
            </div>
            <div className={row}>
              <dt>{t('flights.success.remaining', { currency })}</dt>
              <dd className="font-semibold" data-testid="remaining-balance">
                {wallet ? (
                  <bdi dir="ltr" className="tabular-nums">
                    {formatMoney(wallet.balance, currency, lang)}
                  </bdi>
                ) : wallets.isPending ? (
                  <Placeholder width="6rem" />
                ) : (
                  '—'
                )}
              </dd>
            </div>
          </>
        )}
      </dl>
    </section>
  );
}
