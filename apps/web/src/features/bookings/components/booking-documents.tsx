import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { Button } from '../../../components/ui/button';
import { IconDownload } from '../../../components/ui/icons';
import { PrintDocument } from '../../../components/ui/print-document';
import { useLang } from '../../../lib/i18n';
import { brandingQuery, hasAgencySettings } from '../api/get-branding';
import { meQuery } from '../../../lib/me';
import type { FlightPlaces } from '../hooks/use-flight-places';
import { HotelVoucher } from './hotel-voucher';
import { ItineraryReceipt, type ReceiptCopy } from './itinerary-receipt';

export interface BookingDocumentsProps {
  booking: Booking;
  places: FlightPlaces;
}

/**
 * The documents a booking provides, printed from the browser in the interface language (decision 028).
 * With agency settings there are two itinerary copies: the customer's (logo, contact line, gross price)
 * and the agent's (net price).
 */
export function BookingDocuments({ booking, places }: BookingDocumentsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const branding = useQuery(brandingQuery);
  const me = useQuery(meQuery);
  const [printing, setPrinting] = useState<ReceiptCopy | null>(null);
  const flight = booking.flight;
  const agency = branding.data ? hasAgencySettings(branding.data.settings) : false;
  const ready = !branding.isPending && !me.isPending;

  if (booking.hotel) {
    const hotel = booking.hotel;
    return (
      <div>
        <Button variant="secondary" disabled={!ready || printing !== null} onClick={() => setPrinting('own')}>
          <IconDownload />
          {t('bookings.documents.print_voucher')}
        </Button>
        <p className="mt-2 text-sm text-slate-600">{t('bookings.documents.hint')}</p>
        {printing ? (
          <PrintDocument
            lang={lang}
            title={`${t('bookings.documents.voucher')} ${hotel.voucher}`}
            onDone={() => setPrinting(null)}
          >
            <HotelVoucher
              booking={{ ...booking, hotel }}
              branding={branding.data}
              accountName={me.data?.account.name}
              agency={agency}
            />
          </PrintDocument>
        ) : null}
      </div>
    );
  }
  if (!flight) return <p className="text-sm text-slate-700">{t('bookings.documents.none')}</p>;

  const copies: ReceiptCopy[] = agency ? ['customer', 'agent'] : ['own'];

  return (
    <div>
      <ul className="flex flex-wrap gap-3">
        {copies.map((copy) => (
          <li key={copy}>
            <Button variant="secondary" disabled={!ready || printing !== null} onClick={() => setPrinting(copy)}>
              <IconDownload />
              {copy === 'own' ? t('bookings.documents.print_itinerary') : t(`bookings.documents.print_${copy}`)}
            </Button>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">{t('bookings.documents.hint')}</p>
      {printing ? (
        <PrintDocument
          lang={lang}
          title={`${t('bookings.documents.itinerary')} ${booking.reference}`}
          onDone={() => setPrinting(null)}
        >
          <ItineraryReceipt
            booking={{ ...booking, flight }}
            copy={printing}
            branding={branding.data}
            accountName={me.data?.account.name}
            places={places}
          />
        </PrintDocument>
      ) : null}
    </div>
  );
}
