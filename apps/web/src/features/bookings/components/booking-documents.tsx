import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { Button } from '../../../components/ui/button';
import { IconDownload } from '../../../components/ui/icons';
import { PrintDocument } from '../../../components/ui/print-document';
import { useBookingViews } from '../../../kit/bookings/booking-views';
import { brandingQuery, hasAgencySettings } from '../../../kit/bookings/branding';
import type { DocumentCopy } from '../../../kit/bookings/document-parts';
import { useLang } from '../../../lib/i18n';
import { meQuery } from '../../../lib/me';
import { BookingPdfActions } from '../../../kit/documents/booking-pdf-actions';
import { BookingQuote } from './booking-quote';

export interface BookingDocumentsProps {
  booking: Booking;
  /** Now, for whether a hold can still be quoted (passed in so a render does not read the clock). */
  now: number;
}

type Printing = { document: 'service'; copy: DocumentCopy } | { document: 'quote' };

/**
 * The documents a booking provides, printed from the browser in the interface language (decision 028): its
 * service's own (an itinerary receipt, a voucher). With agency settings it comes in two copies: the customer's
 * (logo, contact line, gross price) and the agent's (net, markup, gross). An agency can also print a quote of an
 * offer it holds (decision 048).
 */
export function BookingDocuments({ booking, now }: BookingDocumentsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const me = useQuery(meQuery);
  // Branding is an agency's (decision 074): other accounts have none to ask for.
  const isAgency = me.data?.account.kind === 'agency';
  const branding = useQuery({ ...brandingQuery, enabled: isAgency });
  const [printing, setPrinting] = useState<Printing | null>(null);
  const serviceDocument = useBookingViews().document(booking.service);
  const agency = branding.data ? hasAgencySettings(branding.data.settings) : false;
  const ready = !me.isPending && (!isAgency || !branding.isPending);
  const copies: DocumentCopy[] = agency ? ['customer', 'agent'] : ['own'];
  const quotable =
    isAgency && booking.status === 'held' && !!booking.hold_expires_at && Date.parse(booking.hold_expires_at) > now;

  const buttons: Array<{ key: string; label: string; printing: Printing }> = [];
  if (serviceDocument) {
    for (const copy of copies) {
      buttons.push({
        key: `document-${copy}`,
        label: t(serviceDocument.labels[copy] as never),
        printing: { document: 'service', copy },
      });
    }
  }
  if (quotable)
    buttons.push({ key: 'quote', label: t('bookings.documents.print_quote'), printing: { document: 'quote' } });
  const pdf =
    booking.status === 'cancelled' || booking.status === 'expired' ? null : <BookingPdfActions booking={booking} />;
  if (buttons.length === 0) return pdf ?? <p className="text-sm text-slate-700">{t('bookings.documents.none')}</p>;

  const title =
    printing?.document === 'quote'
      ? `${t('bookings.documents.quote')} ${booking.reference}`
      : serviceDocument
        ? `${t(serviceDocument.labels.title as never)} ${serviceDocument.number?.(booking as never) ?? booking.reference}`
        : booking.reference;
  const Document = serviceDocument?.view;

  return (
    <div className="space-y-4">
      {pdf}
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
            <Suspense fallback={null}>
              {printing.document === 'quote' ? (
                <BookingQuote booking={booking} branding={branding.data} accountName={me.data?.account.name} />
              ) : Document ? (
                <Document
                  booking={booking}
                  copy={printing.copy}
                  branding={branding.data}
                  accountName={me.data?.account.name}
                />
              ) : null}
            </Suspense>
          </PrintDocument>
        ) : null}
      </div>
    </div>
  );
}
