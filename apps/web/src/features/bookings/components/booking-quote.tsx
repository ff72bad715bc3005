import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import type { Branding } from '../api/get-branding';
import type { FlightPlaces } from '../hooks/use-flight-places';
import { DocumentFooter, DocumentHeader, DocumentPrice } from './document-parts';
import { FareRules } from './fare-rules';
import { FlightItinerary } from './flight-itinerary';
import { HotelStay } from './hotel-stay';
import { TravellersTable } from './travellers-table';

export interface BookingQuoteProps {
  /** A held (unpaid) booking: the offer reserved for the customer until its payment deadline. */
  booking: Booking;
  branding: Branding | undefined;
  accountName: string | undefined;
  places: FlightPlaces;
}

/**
 * An agency's quote to its customer for an offer it holds: the agency's logo, name and contact line, what is
 * offered, and the price with the agency's markup, valid until the hold's payment deadline. Never the net price.
 */
export function BookingQuote({ booking, branding, accountName, places }: BookingQuoteProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const deadline = booking.hold_expires_at ? formatDateTime(booking.hold_expires_at, lang) : null;
  return (
    <article className="mx-auto max-w-[186mm] space-y-5 text-sm leading-relaxed">
      <DocumentHeader agencyBranded branding={branding} accountName={accountName} title={t('bookings.documents.quote')}>
        <p className="text-slate-700">
          {t('bookings.detail.reference')}{' '}
          <bdi dir="ltr" className="font-mono font-semibold">
            {booking.reference}
          </bdi>
        </p>
        <p className="text-slate-700">
          {t('bookings.documents.issued')}{' '}
          {formatDateTime(new Date().toISOString(), lang, { dateStyle: 'medium', timeStyle: 'short' })}
        </p>
      </DocumentHeader>

      {deadline ? (
        <p className="border border-slate-400 p-2 font-semibold">{t('bookings.documents.quote_valid', { deadline })}</p>
      ) : null}

      {booking.service === 'flight' ? (
        <>
          <section>
            <h2 className="mb-2 text-base font-semibold">{t('bookings.detail.travellers')}</h2>
            <TravellersTable travellers={booking.travellers} variant="print" />
          </section>
          <section>
            <h2 className="mb-2 text-base font-semibold">{t('bookings.detail.itinerary')}</h2>
            <FlightItinerary flight={booking.details} places={places} variant="print" />
          </section>
          <section>
            <h2 className="mb-2 text-base font-semibold">{t('bookings.detail.fare')}</h2>
            <FareRules flight={booking.details} />
          </section>
        </>
      ) : null}
      {booking.service === 'hotel' ? <HotelStay stay={booking.details} variant="print" /> : null}

      <DocumentPrice booking={booking} copy="customer" />

      <DocumentFooter agencyBranded branding={branding}>
        <p>{t('bookings.documents.quote_note')}</p>
      </DocumentFooter>
    </article>
  );
}
