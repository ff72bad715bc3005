import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { Money } from '../../../components/ui/money';
import { ServiceBookingView } from '../../../kit/bookings/booking-views';
import { convertFromIqd, getStoredCurrency } from '../../../lib/currency';

export interface PriceSummaryProps {
  booking: Booking;
  /** Agencies and their agents see what the wallet paid, the markup and the customer's price. */
  showPricing: boolean;
}

/**
 * The price's parts (the booking's service's breakdown, a fare per passenger type for flights), the total in the
 * booking's currency (and the display currency), and how it was paid.
 */
export function PriceSummary({ booking, showPricing }: PriceSummaryProps) {
  const { t } = useTranslation();
  const display = getStoredCurrency();
  const { pricing } = booking;
  const showDisplay = display.name !== booking.total.currency;

  return (
    <div className="space-y-4">
      <ServiceBookingView booking={booking} kind="priceBreakdown" />
      <dl className="space-y-2 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-semibold text-slate-900">{t('bookings.price.total')}</dt>
          <dd className="text-end">
            <Money
              amount={booking.total.amount}
              currency={booking.total.currency}
              className="text-lg font-semibold text-slate-900 tabular-nums"
            />
            {showDisplay ? (
              <span className="block text-xs text-slate-600">
                ≈ <Money amount={convertFromIqd(booking.total.iqd, display)} currency={display.name} />
              </span>
            ) : null}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-600">{t('bookings.price.payment')}</dt>
          <dd className="text-end font-medium text-slate-900">
            {booking.payment.method === 'wallet'
              ? t('bookings.price.paid_wallet', { currency: booking.payment.currency })
              : t('bookings.price.on_hold')}
          </dd>
        </div>
      </dl>
      {showPricing ? (
        <div className="rounded-xl bg-brand-50 p-4">
          <h3 className="text-sm font-semibold text-brand-900">{t('bookings.price.agency_title')}</h3>
          <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
            <div>
              <dt className="text-slate-700">{t('bookings.price.net')}</dt>
              <dd className="font-semibold text-slate-900">
                <Money amount={pricing.net} currency={pricing.currency} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-700">{t('bookings.price.markup')}</dt>
              <dd className="font-semibold text-slate-900">
                <Money amount={pricing.markup} currency={pricing.currency} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-700">{t('bookings.price.gross')}</dt>
              <dd className="font-semibold text-slate-900">
                <Money amount={pricing.gross} currency={pricing.currency} />
              </dd>
            </div>
          </dl>
        </div>
      ) : null}
    </div>
  );
}
