import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { ServiceBookingView } from '../../../kit/bookings/booking-views';
import type { Branding } from '../../../kit/bookings/branding';
import { DocumentFooter, DocumentHeader, DocumentPrice } from '../../../kit/bookings/document-parts';

export interface BookingQuoteProps {
  /** A held (unpaid) booking: the offer reserved for the customer until its payment deadline. */
  booking: Booking;
  branding: Branding | undefined;
  accountName: string | undefined;
}

/**
 * An agency's quote to its customer for an offer it holds: the agency's logo, name and contact line, what is
 * offered (its service's view), and the price with the agency's markup, valid until the hold's payment deadline. Never the net price.
 */
export function BookingQuote({ booking, branding, accountName }: BookingQuoteProps) {
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

      {/* What is offered: the booking's service's own view of it, for print. */}
      <ServiceBookingView booking={booking} kind="summary" variant="print" />

      <DocumentPrice booking={booking} copy="customer" />

      <DocumentFooter agencyBranded branding={branding}>
        <p>{t('bookings.documents.quote_note')}</p>
      </DocumentFooter>
    </article>
  );
}
