import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { Money } from '../../components/ui/money';
import { formatDateTime } from '../../lib/dates';
import { useLang } from '../../lib/i18n';
import { DocumentVerifyMark } from '../documents/document-verify';
import type { Branding } from './branding';

/**
 * Which copy of a document is printed. `customer`: the agency's copy for its customer (its logo, name, contact
 * line and the marked-up gross price); `agent`: the agency's own copy (net, markup, gross); `own`: an account
 * without agency settings (the portal's name and the amount paid).
 */
export type DocumentCopy = 'customer' | 'agent' | 'own';

export interface DocumentHeaderProps {
  /** Carries the agency's branding (a customer copy or a quote); otherwise the portal's name. */
  agencyBranded: boolean;
  branding: Branding | undefined;
  accountName: string | undefined;
  title: string;
  /** A booking's document names the copy it is (an agency's customer or agent copy) under the title. */
  copy?: DocumentCopy;
  /** Under the title: the reference, the status. */
  children?: ReactNode;
}

/** The top of every printed document: who issues it (the agency or the portal) and what it is. */
export function DocumentHeader({ agencyBranded, branding, accountName, title, copy, children }: DocumentHeaderProps) {
  const { t } = useTranslation();
  const agency = agencyBranded ? branding : undefined;
  return (
    <header className="flex items-start justify-between gap-6 border-b-2 border-slate-900 pb-4">
      <div className="flex items-center gap-4">
        {agency?.logoUrl ? (
          <img src={agency.logoUrl} alt={accountName ?? ''} className="max-h-16 max-w-48 object-contain" />
        ) : null}
        <div>
          <p className="text-xl font-semibold">{agencyBranded ? accountName : t('brand.name')}</p>
          {agency?.settings.contact_line ? (
            <p className="text-slate-700">
              <bdi>{agency.settings.contact_line}</bdi>
            </p>
          ) : null}
        </div>
      </div>
      <div className="text-end">
        <h1 className="text-lg font-semibold">{title}</h1>
        {copy && copy !== 'own' ? <p className="text-slate-700">{t(`bookings.documents.copy_${copy}`)}</p> : null}
        {children}
      </div>
    </header>
  );
}

function Line({
  label,
  amount,
  currency,
  strong,
}: {
  label: string;
  amount: string;
  currency: string;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd>
        <Money amount={amount} currency={currency} />
      </dd>
    </div>
  );
}

/**
 * The price a copy shows: the customer sees only the gross (the agency's markup included), the agent net,
 * markup and gross, an account without agency settings what it paid.
 */
export function DocumentPrice({ booking, copy }: { booking: Booking; copy: DocumentCopy }) {
  const { t } = useTranslation();
  const { pricing } = booking;
  return (
    <section className="border-t border-slate-300 pt-3" data-testid="document-price">
      <h2 className="mb-2 text-base font-semibold">{t('bookings.documents.price')}</h2>
      <dl className="space-y-1">
        {copy === 'agent' ? (
          <>
            <Line label={t('bookings.price.net')} amount={pricing.net} currency={pricing.currency} />
            <Line label={t('bookings.price.markup')} amount={pricing.markup} currency={pricing.currency} />
            <Line label={t('bookings.price.gross')} amount={pricing.gross} currency={pricing.currency} strong />
          </>
        ) : copy === 'customer' ? (
          <Line label={t('bookings.price.total')} amount={pricing.gross} currency={pricing.currency} strong />
        ) : (
          <Line
            label={t('bookings.price.total')}
            amount={booking.total.amount}
            currency={booking.total.currency}
            strong
          />
        )}
      </dl>
    </section>
  );
}

/** The closing lines: the document's own note and who to contact (the agency on a customer copy). */
export function DocumentFooter({
  agencyBranded,
  branding,
  children,
}: {
  agencyBranded: boolean;
  branding: Branding | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const contact = agencyBranded ? branding?.settings.contact_line : undefined;
  return (
    <footer className="border-t border-slate-300 pt-3 text-xs text-slate-600">
      {children}
      {contact ? (
        <p>
          <bdi>{contact}</bdi>
        </p>
      ) : (
        <p>{t('brand.name')}</p>
      )}
      <DocumentVerifyMark />
    </footer>
  );
}

export interface BookingDocumentProps {
  booking: Booking;
  copy: DocumentCopy;
  branding: Branding | undefined;
  accountName: string | undefined;
  title: string;
  /** Under the title (a reference, a status). */
  header?: ReactNode;
  /** The document's own words at its foot. */
  footer: ReactNode;
  /** What the document shows between its header and its price. */
  children: ReactNode;
}

/**
 * A service's printed document of a booking (its itinerary receipt, its voucher) on A4 paper: the header of the
 * copy asked for, the service's content, the copy's price and the foot.
 */
export function BookingDocument({
  booking,
  copy,
  branding,
  accountName,
  title,
  header,
  footer,
  children,
}: BookingDocumentProps) {
  const agencyBranded = copy === 'customer';
  return (
    <article className="mx-auto max-w-[186mm] space-y-5 text-sm leading-relaxed">
      <DocumentHeader
        agencyBranded={agencyBranded}
        branding={branding}
        accountName={accountName}
        title={title}
        copy={copy}
      >
        {header}
      </DocumentHeader>
      {children}
      <DocumentPrice booking={booking} copy={copy} />
      <DocumentFooter agencyBranded={agencyBranded} branding={branding}>
        {footer}
      </DocumentFooter>
    </article>
  );
}

/** The portal's booking reference, as every document prints it under its title (decision 146). */
export function ReferenceLine({ reference }: { reference: string }) {
  const { t } = useTranslation();
  return (
    <p className="text-slate-700">
      {t('bookings.detail.reference')}{' '}
      <bdi dir="ltr" className="font-mono font-semibold">
        {reference}
      </bdi>
    </p>
  );
}

/**
 * A booking's voucher (a hotel stay, a car rental, a guided trip): the document with the booking's reference and
 * status under its title and the note of when it was issued at its foot; the service's view of the booking inside.
 */
export function VoucherDocument({
  booking,
  children,
  title,
  note,
  ...copy
}: Pick<BookingDocumentProps, 'booking' | 'copy' | 'branding' | 'accountName' | 'children'> & {
  /** The service's own title and issue note; a hotel voucher's without them. */
  title?: string;
  note?: (issued: string) => string;
}) {
  const { t } = useTranslation();
  const issued = formatDateTime(booking.created_at, useLang());
  return (
    <BookingDocument
      title={title ?? t('bookings.documents.voucher')}
      booking={booking}
      {...copy}
      header={
        <>
          <ReferenceLine reference={booking.reference} />
          <p className="text-slate-700">{t(`bookings.status.${booking.status}`)}</p>
        </>
      }
      footer={<p>{note ? note(issued) : t('bookings.documents.voucher_note', { date: issued })}</p>}
    >
      {children}
    </BookingDocument>
  );
}
