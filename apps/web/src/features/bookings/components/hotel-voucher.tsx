import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import type { Branding } from '../api/get-branding';
import { HotelStay } from './hotel-stay';

export interface HotelVoucherProps {
  booking: Booking & { hotel: NonNullable<Booking['hotel']> };
  branding: Branding | undefined;
  accountName: string | undefined;
  /** An agency's voucher carries its logo and contact line. */
  agency: boolean;
}

/** The hotel voucher the guest shows at check-in, laid out for A4 paper, in the interface language. */
export function HotelVoucher({ booking, branding, accountName, agency }: HotelVoucherProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const header = agency && branding;
  return (
    <article className="mx-auto max-w-[186mm] space-y-5 text-sm leading-relaxed">
      <header className="flex items-start justify-between gap-6 border-b-2 border-slate-900 pb-4">
        <div className="flex items-center gap-4">
          {header && branding.logoUrl ? (
            <img src={branding.logoUrl} alt={accountName ?? ''} className="max-h-16 max-w-48 object-contain" />
          ) : null}
          <div>
            <p className="text-xl font-semibold">{header ? accountName : t('brand.name')}</p>
            {header && branding.settings.contact_line ? (
              <p className="text-slate-700">
                <bdi>{branding.settings.contact_line}</bdi>
              </p>
            ) : null}
          </div>
        </div>
        <div className="text-end">
          <h1 className="text-lg font-semibold">{t('bookings.documents.voucher')}</h1>
          <p className="text-slate-700">
            {t('bookings.detail.reference')}{' '}
            <bdi dir="ltr" className="font-mono font-semibold">
              {booking.reference}
            </bdi>
          </p>
          <p className="text-slate-700">{t(`bookings.status.${booking.status}`)}</p>
        </div>
      </header>
      <HotelStay stay={booking.hotel} variant="print" />
      <footer className="border-t border-slate-300 pt-3 text-xs text-slate-600">
        {t('bookings.documents.voucher_note', { date: formatDateTime(booking.created_at, lang) })}
      </footer>
    </article>
  );
}
