import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { Button } from '../../../components/ui/button';
import { IconDownload } from '../../../components/ui/icons';
import { PrintDocument } from '../../../components/ui/print-document';
import { useLang } from '../../../lib/i18n';
import { meQuery } from '../../../lib/me';
import { brandingQuery, hasAgencySettings } from '../api/get-branding';
import type { FlightPlaces } from '../hooks/use-flight-places';
import { BookingQuote } from './booking-quote';
import type { DocumentCopy } from './document-parts';
import { HotelVoucher } from './hotel-voucher';
import { ItineraryReceipt } from './itinerary-receipt';

export interface BookingDocumentsProps {
  booking: Booking;
  places: FlightPlaces;
  /** Now, for whether a hold can still be quoted (passed in so a render does not read the clock). */
  now: number;
}

type Printing = { document: 'itinerary' | 'voucher'; copy: DocumentCopy } | { document: 'quote' };

/**
 * The documents a booking provides, printed from the browser in the interface language (decision 028). With
 * agency settings the itinerary and the voucher come in two copies: the customer's (logo, contact line, gross
 * price) and the agent's (net, markup, gross). An agency can also print a quote of an offer it holds (decision 048).
 */
export function BookingDocuments({ booking, places, now }: BookingDocumentsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const me = useQuery(meQuery);
  // Branding is an agency's (decision 074): other accounts have none to ask for.
  const isAgency = me.data?.account.kind === 'agency';
  const branding = useQuery({ ...brandingQuery, enabled: isAgency });
  const [printing, setPrinting] = useState<Printing | null>(null);
  const agency = branding.data ? hasAgencySettings(branding.data.settings) : false;
  const ready = !me.isPending && (!isAgency || !branding.isPending);
  const copies: DocumentCopy[] = agency ? ['customer', 'agent'] : ['own'];
  const quotable =
    isAgency && booking.status === 'held' && !!booking.hold_expires_at && Date.parse(booking.hold_expires_at) > now;
  const kind = booking.service === 'hotel' ? 'voucher' : booking.service === 'flight' ? 'itinerary' : null;

  const buttons: Array<{ key: string; label: string; printing: Printing }> = [];
  if (kind) {
    for (const copy of copies) {
      const label =
        kind === 'voucher'
          ? copy === 'own'
            ? t('bookings.documents.print_voucher')
            : t(`bookings.documents.print_voucher_${copy}`)
          : copy === 'own'
            ? t('bookings.documents.print_itinerary')
            : t(`bookings.documents.print_${copy}`);
      buttons.push({ key: `${kind}-${copy}`, label, printing: { document: kind, copy } });
    }
  }
  if (quotable)
    buttons.push({ key: 'quote', label: t('bookings.documents.print_quote'), printing: { document: 'quote' } });
  if (buttons.length === 0) return <p className="text-sm text-slate-700">{t('bookings.documents.none')}</p>;

  const title =
    printing?.document === 'quote'
      ? `${t('bookings.documents.quote')} ${booking.reference}`
      : printing?.document === 'voucher'
        ? `${t('bookings.documents.voucher')} ${booking.service === 'hotel' ? booking.details.voucher : booking.reference}`
        : `${t('bookings.documents.itinerary')} ${booking.reference}`;

  return (
    <div>
      <ul className="flex flex-wrap gap-3">
        {buttons.map((button) => (
          <li key={button.key}>
            <Button
              variant="secondary"
              disabled={!ready || printing !== null}
              onClick={() => setPrinting(button.printing)}
            >
              <IconDownload />
              {button.label}
            </Button>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">{t('bookings.documents.hint')}</p>
      {printing ? (
        <PrintDocument lang={lang} title={title} onDone={() => setPrinting(null)}>
          {printing.document === 'quote' ? (
            <BookingQuote
              booking={booking}
              branding={branding.data}
              accountName={me.data?.account.name}
              places={places}
            />
          ) : printing.document === 'voucher' && booking.service === 'hotel' ? (
            <HotelVoucher
              booking={booking}
              copy={printing.copy}
              branding={branding.data}
              accountName={me.data?.account.name}
            />
          ) : booking.service === 'flight' ? (
            <ItineraryReceipt
              booking={booking}
              copy={printing.document === 'itinerary' ? printing.copy : 'own'}
              branding={branding.data}
              accountName={me.data?.account.name}
              places={places}
            />
          ) : null}
        </PrintDocument>
      ) : null}
    </div>
  );
}
