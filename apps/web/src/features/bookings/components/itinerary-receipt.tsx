import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { Money } from '../../../components/ui/money';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import type { Branding } from '../api/get-branding';
import type { FlightPlaces } from '../hooks/use-flight-places';
import { FareRules } from './fare-rules';
import { FlightItinerary } from './flight-itinerary';
import { TravellersTable } from './travellers-table';

/**
 * `customer`: the agency's copy for its customer (its logo, contact line and the marked-up price);
 * `agent`: the agency's own copy (net, markup, gross); `own`: an account without agency settings.
 */
export type ReceiptCopy = 'customer' | 'agent' | 'own';

export interface ItineraryReceiptProps {
  booking: Booking & { flight: NonNullable<Booking['flight']> };
  copy: ReceiptCopy;
  branding: Branding | undefined;
  accountName: string | undefined;
  places: FlightPlaces;
}

/** The itinerary receipt of a flight booking, laid out for A4 paper. */
export function ItineraryReceipt({ booking, copy, branding, accountName, places }: ItineraryReceiptProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const agencyHeader = copy === 'customer' && branding;
  const { pricing } = booking;

  return (
    <article className="mx-auto max-w-[186mm] space-y-5 text-sm leading-relaxed">
      <header className="flex items-start justify-between gap-6 border-b-2 border-slate-900 pb-4">
        <div className="flex items-center gap-4">
          {agencyHeader && branding.logoUrl ? (
            <img src={branding.logoUrl} alt={accountName ?? ''} className="max-h-16 max-w-48 object-contain" />
          ) : null}
          <div>
            <p className="text-xl font-semibold">{agencyHeader ? accountName : t('brand.name')}</p>
            {agencyHeader && branding.settings.contact_line ? (
              <p className="text-slate-700">
                <bdi>{branding.settings.contact_line}</bdi>
              </p>
            ) : null}
          </div>
        </div>
        <div className="text-end">
          <h1 className="text-lg font-semibold">{t('bookings.documents.itinerary')}</h1>
          {copy !== 'own' ? <p className="text-slate-700">{t(`bookings.documents.copy_${copy}`)}</p> : null}
        </div>
      </header>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t('bookings.detail.reference')}</dt>
          <dd className="font-mono text-lg font-semibold">
            <bdi dir="ltr">{booking.reference}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('bookings.list.status')}</dt>
          <dd className="font-semibold">{t(`bookings.status.${booking.status}`)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('bookings.detail.booked_on')}</dt>
          <dd>{formatDateTime(booking.created_at, lang, { dateStyle: 'medium' })}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('bookings.documents.issued')}</dt>
          <dd>{formatDateTime(new Date().toISOString(), lang, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </div>
      </dl>

      {booking.status === 'held' && booking.hold_expires_at ? (
        <p className="border border-slate-400 p-2 font-semibold">
          {t('bookings.documents.unpaid', { deadline: formatDateTime(booking.hold_expires_at, lang) })}
        </p>
      ) : null}

      <section>
        <h2 className="mb-2 text-base font-semibold">{t('bookings.detail.travellers')}</h2>
        <TravellersTable travellers={booking.travellers} variant="print" />
      </section>

      <section>
        <h2 className="mb-2 text-base font-semibold">{t('bookings.detail.itinerary')}</h2>
        <FlightItinerary flight={booking.flight} places={places} variant="print" />
      </section>

      <section>
        <h2 className="mb-2 text-base font-semibold">{t('bookings.detail.fare')}</h2>
        <FareRules flight={booking.flight} />
      </section>

      <section className="border-t border-slate-300 pt-3">
        <h2 className="mb-2 text-base font-semibold">{t('bookings.documents.price')}</h2>
        <dl className="space-y-1">
          {copy === 'agent' ? (
            <>
              <div className="flex justify-between gap-4">
                <dt>{t('bookings.price.net')}</dt>
                <dd>
                  <Money amount={pricing.net} currency={pricing.currency} />
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>{t('bookings.price.markup')}</dt>
                <dd>
                  <Money amount={pricing.markup} currency={pricing.currency} />
                </dd>
              </div>
              <div className="flex justify-between gap-4 font-semibold">
                <dt>{t('bookings.price.gross')}</dt>
                <dd>
                  <Money amount={pricing.gross} currency={pricing.currency} />
                </dd>
              </div>
            </>
          ) : (
            <div className="flex justify-between gap-4 text-base font-semibold">
              <dt>{t('bookings.price.total')}</dt>
              <dd>
                {copy === 'customer' ? (
                  <Money amount={pricing.gross} currency={pricing.currency} />
                ) : (
                  <Money amount={booking.total.amount} currency={booking.total.currency} />
                )}
              </dd>
            </div>
          )}
        </dl>
      </section>

      <footer className="border-t border-slate-300 pt-3 text-xs text-slate-600">
        <p>{t('bookings.documents.footer')}</p>
        {agencyHeader && branding.settings.contact_line ? (
          <p>
            <bdi>{branding.settings.contact_line}</bdi>
          </p>
        ) : (
          <p>{t('brand.name')}</p>
        )}
      </footer>
    </article>
  );
}
