import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { Button, buttonClass } from '../../../components/ui/button';
import { IconCheck, IconClock } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Placeholder } from '../../../components/ui/placeholder';
import { formatMoney } from '../../../lib/currency';
import { useLang } from '../../../lib/i18n';
import { walletsQuery } from '../../../lib/wallets';
import { formatInstant } from '../utils/format';
import { BIDI_TAGS } from './bidi-tags';
import { StaySummary } from './stay-summary';

/**
 * `booking.success` for a hotel booking: the voucher reference the hotel knows the stay by, the booking's
 * reference and status, the stay, the guests, and what was paid and is left in that wallet (or what is due).
 */
export function HotelBookingSuccess({ booking }: { booking: BookingOf<'hotel'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = t('service_screens.booking.success');
  useDocumentTitle(title);
  const wallets = useQuery(walletsQuery);
  const held = booking.status === 'held';
  const stay = booking.details;
  const paid = booking.payment.method === 'wallet';
  const wallet = wallets.data?.find((w) => w.currency_name === booking.payment.currency);
  const row = 'flex items-baseline justify-between gap-4 py-2';
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <section
        aria-labelledby="hotel-outcome"
        className={`rounded-3xl p-6 ring-1 sm:p-8 ${held ? 'bg-amber-50 ring-amber-200' : 'bg-emerald-50 ring-emerald-200'}`}
      >
        <div className="flex items-start gap-4">
          <span
            className={`grid size-12 shrink-0 place-items-center rounded-full text-2xl text-white ${held ? 'bg-amber-600' : 'bg-emerald-700'}`}
          >
            {held ? <IconClock /> : <IconCheck />}
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="hotel-outcome" className="text-xl font-semibold text-slate-900">
              {held ? t('hotels.success.title_held') : t('hotels.success.title_confirmed')}
            </h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              <div>
                <dt className="text-sm font-semibold text-slate-700">{t('hotels.success.voucher')}</dt>
                <dd
                  className="text-2xl font-semibold tracking-widest text-slate-900"
                  dir="ltr"
                  data-testid="voucher-reference"
                >
                  {stay.voucher}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-700">{t('hotels.success.reference')}</dt>
                <dd
                  className="text-2xl font-semibold tracking-widest text-slate-900"
                  dir="ltr"
                  data-testid="booking-reference"
                >
                  {booking.reference}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-700">{t('hotels.success.status')}</dt>
                <dd className="text-lg font-semibold text-slate-900">{t(`hotels.statuses.${booking.status}`)}</dd>
              </div>
            </dl>
            {held && booking.hold_expires_at ? (
              <p className="mt-4 font-semibold text-amber-900">
                {t('hotels.success.pay_by', { date: formatInstant(booking.hold_expires_at, lang) })}
              </p>
            ) : null}
          </div>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section
          aria-labelledby="hotel-stay"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="hotel-stay" className="mb-3 text-lg font-semibold text-slate-900">
            {t('hotels.success.stay')}
          </h2>
          <StaySummary stay={stay} />
        </section>
        <div className="space-y-6">
          <section aria-labelledby="hotel-guests" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="hotel-guests" className="mb-2 text-lg font-semibold text-slate-900">
              {t('hotels.success.guests')}
            </h2>
            <ol className="space-y-2 text-sm">
              {stay.rooms.map((room, i) => (
                <li key={i}>
                  <p className="font-semibold text-slate-900">{t('hotels.rooms.room', { number: i + 1 })}</p>
                  <ul className="text-slate-800">
                    {room.guests.map((g, j) => (
                      <li key={j}>
                        <bdi>
                          {g.first_name} {g.last_name}
                        </bdi>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="hotel-payment" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="hotel-payment" className="mb-2 text-lg font-semibold text-slate-900">
              {t('hotels.success.payment')}
            </h2>
            <dl className="text-sm text-slate-800">
              <div className={row}>
                <dt>{paid ? t('hotels.success.paid') : t('hotels.success.due')}</dt>
                <dd className="font-semibold" data-testid="amount-paid">
                  <Money amount={booking.payment.amount} currency={booking.payment.currency} />
                </dd>
              </div>
              {paid ? (
                <div className={row}>
                  <dt>
                    <Trans
                      i18nKey="hotels.success.remaining"
                      values={{ currency: booking.payment.currency }}
                      components={BIDI_TAGS}
                    />
                  </dt>
                  <dd className="font-semibold" data-testid="remaining-balance">
                    {wallet ? (
                      <bdi dir="ltr" className="tabular-nums">
                        {formatMoney(wallet.balance, wallet.currency_name, lang)}
                      </bdi>
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
        </div>
      </div>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Link
          to="/my-bookings/$tab/$bookingId"
          params={{ tab: 'hotels', bookingId: booking.id }}
          className={buttonClass('primary')}
        >
          {t('hotels.success.open_booking')}
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          {t('hotels.detail.new_search')}
        </Link>
        <Button variant="ghost" onClick={() => window.print()}>
          {t('hotels.success.print')}
        </Button>
      </div>
    </div>
  );
}
