import { useId, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CustomTypeOptions } from 'i18next';
import type { Booking } from '@portal/contracts/bookings';
import { SERVICE_REGISTRY, bookingsSegmentOf } from '@portal/contracts/services';
import { buttonClass } from '../../components/ui/button';
import { formatDateTime } from '../../lib/dates';
import type { Lang } from '@portal/contracts/i18n';
import { useLang } from '../../lib/i18n';
import { SuccessActions, SuccessOutcome, SuccessPayment } from './booking-success';

type OutcomeTextKey = 'title_held' | 'title_confirmed' | 'reference' | 'pay_by';
type SuccessTextKey = OutcomeTextKey | 'open_booking';
type Dictionary = CustomTypeOptions['resources']['translation'];
/** A feature whose dictionary holds the given words under `success` (`cars.success`). */
type TextsWith<K extends string> = {
  [F in keyof Dictionary]: Dictionary[F] extends { success: Record<K, string> } ? `${F & string}.success` : never;
}[keyof Dictionary];
/** A feature whose dictionary holds every confirmation word under `success`, the booking's link's too. */
export type SuccessTexts = TextsWith<SuccessTextKey>;

/** A box of the confirmation: its heading and what it shows. */
export interface SuccessSection {
  title: string;
  content: ReactNode;
}

interface SuccessProps {
  booking: Booking;
  /** The service's own reference beside the booking's (voucher, confirmation, badge); none for an application. */
  voucher?: { label: string; value: string };
  /** The hold's deadline as the service writes it (a rental in its office's time zone); the reader's by default. */
  payByDate?: (iso: string, lang: Lang) => string;
  /** What was booked; without a title when the service's summary heads itself (an application's). */
  details: Omit<SuccessSection, 'title'> & { title?: string };
  /** More beside it, above the payment (the travellers, what to book next). */
  aside?: readonly SuccessSection[];
  /**
   * A part of the service's own across the whole width, a box of its own (a flight's itinerary). Given, the
   * confirmation is one column: the outcome, the payment, this, what was booked and the boxes, one under another.
   */
  wide?: ReactNode;
  /** The service's way to a new search. */
  newSearch: { to: string; label: string };
}

/** The first way on: the booking in My Bookings (its words are the service's `open_booking`), or the list of the service's bookings. */
export type ServiceBookingSuccessProps = SuccessProps &
  (
    | {
        /** Where the service keeps its confirmation's words (`pay_by` with `{{date}}`). */
        texts: SuccessTexts;
        open?: 'booking';
      }
    | { texts: TextsWith<OutcomeTextKey>; open: 'list' }
  );

const BOX = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

/**
 * `booking.success` of every service: booked or held with its references (the voucher's, if any, and the
 * booking's), what was booked, the boxes beside it and what was paid or is due (or, with a `wide` part, all of
 * it in one column), then the booking (or the service's bookings) in My Bookings and a new search.
 */
export function ServiceBookingSuccess({
  booking,
  texts,
  voucher,
  payByDate = formatDateTime,
  details,
  aside = [],
  wide,
  newSearch,
  open = 'booking',
}: ServiceBookingSuccessProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const say = (key: SuccessTextKey, options?: Record<string, unknown>) => t(`${texts}.${key}` as never, options);
  const held = booking.status === 'held';
  const detailsTitleId = useId();
  const booked = (
    <section aria-labelledby={details.title ? detailsTitleId : undefined} className={`${BOX} sm:p-6`}>
      {details.title ? (
        <h2 id={detailsTitleId} className="mb-3 text-lg font-semibold text-slate-900">
          {details.title}
        </h2>
      ) : null}
      {details.content}
    </section>
  );
  const boxes = aside.map((box) => (
    <section key={box.title} className={`${BOX} space-y-3`}>
      <h2 className="text-lg font-semibold text-slate-900">{box.title}</h2>
      {box.content}
    </section>
  ));
  return (
    <div className="space-y-6">
      <SuccessOutcome
        booking={booking}
        title={held ? say('title_held') : say('title_confirmed')}
        references={[
          ...(voucher ? [{ label: voucher.label, value: voucher.value, testId: 'voucher-reference' }] : []),
          { label: say('reference'), value: booking.reference, testId: 'booking-reference' },
        ]}
        payBy={booking.hold_expires_at ? say('pay_by', { date: payByDate(booking.hold_expires_at, lang) }) : undefined}
      />
      {wide === undefined ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          {booked}
          <div className="space-y-6">
            {boxes}
            <SuccessPayment booking={booking} />
          </div>
        </div>
      ) : (
        <>
          <SuccessPayment booking={booking} />
          {wide}
          {booked}
          {boxes}
        </>
      )}
      <SuccessActions>
        {open === 'list' ? (
          <Link to={SERVICE_REGISTRY[booking.service].myBookings.path} className={buttonClass('primary')}>
            {t('checkout.success.my_bookings')}
          </Link>
        ) : (
          <Link
            to={`/my-bookings/${bookingsSegmentOf(booking.service)}/${booking.id}`}
            className={buttonClass('primary')}
          >
            {say('open_booking')}
          </Link>
        )}
        <Link to={newSearch.to} className={buttonClass('secondary')}>
          {newSearch.label}
        </Link>
      </SuccessActions>
    </div>
  );
}
