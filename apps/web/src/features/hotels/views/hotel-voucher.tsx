import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import type { Branding } from '../../../kit/bookings/branding';
import { DocumentFooter, DocumentHeader, DocumentPrice, type DocumentCopy } from '../../../kit/bookings/document-parts';
import { HotelStay } from './hotel-stay';

export interface HotelVoucherProps {
  booking: BookingOf<'hotel'>;
  /** `customer`: the agency's logo, contact line and gross price; `agent`: net, markup, gross; `own`: what was paid. */
  copy: DocumentCopy;
  branding: Branding | undefined;
  accountName: string | undefined;
}

/** The hotel voucher the guest shows at check-in, laid out for A4 paper, in the interface language. */
export function HotelVoucher({ booking, copy, branding, accountName }: HotelVoucherProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const agencyBranded = copy === 'customer';
  return (
    <article className="mx-auto max-w-[186mm] space-y-5 text-sm leading-relaxed">
      <DocumentHeader
        agencyBranded={agencyBranded}
        branding={branding}
        accountName={accountName}
        title={t('bookings.documents.voucher')}
      >
        {copy !== 'own' ? <p className="text-slate-700">{t(`bookings.documents.copy_${copy}`)}</p> : null}
        <p className="text-slate-700">
          {t('bookings.detail.reference')}{' '}
          <bdi dir="ltr" className="font-mono font-semibold">
            {booking.reference}
          </bdi>
        </p>
        <p className="text-slate-700">{t(`bookings.status.${booking.status}`)}</p>
      </DocumentHeader>
      <HotelStay stay={booking.details} variant="print" />
      <DocumentPrice booking={booking} copy={copy} />
      <DocumentFooter agencyBranded={agencyBranded} branding={branding}>
        <p>{t('bookings.documents.voucher_note', { date: formatDateTime(booking.created_at, lang) })}</p>
      </DocumentFooter>
    </article>
  );
}
