import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import type { GuideBookingDetails } from '@portal/contracts/guides';
import { buildPath } from '@portal/contracts/routes';
import { BookingSection } from '../../../kit/bookings/booking-section';
import { VoucherDocument } from '../../../kit/bookings/document-parts';
import { ServiceBookingSuccess } from '../../../kit/checkout/service-success';
import type { DocumentViewProps } from '../../../kit/service-module';
import { formatCalendarDate, formatDateTime } from '../../../lib/dates';
import { pickText, useLang } from '../../../lib/i18n';
import { GuidePriceParts } from '../components/guide-price';
import { GuideAvatar, GuideFacts } from '../components/guide-profile';

/** A booked trip with a guide: who, where, which days, how many, the meeting point, the price and the rule. */
export function GuideTrip({ trip, variant = 'screen' }: { trip: GuideBookingDetails; variant?: 'screen' | 'print' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { guide } = trip;
  const day = (d: string) =>
    formatCalendarDate(d, lang, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        {variant === 'screen' ? <GuideAvatar guide={guide} /> : null}
        <div>
          <p className="text-lg font-semibold text-slate-900">
            <bdi>{pickText(guide.name, lang)}</bdi>
          </p>
          <p className="text-sm text-slate-700">
            <bdi>{pickText(guide.city.name, lang)}</bdi>
          </p>
        </div>
      </div>
      {variant === 'screen' ? <GuideFacts guide={guide} /> : null}
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-800">{t('guides.view.dates')}</dt>
          <dd>
            {trip.start === trip.end ? day(trip.start) : `${day(trip.start)} – ${day(trip.end)}`} (
            {t('guides.units.days', { count: trip.days.length })})
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">{t('guides.view.group')}</dt>
          <dd>{t('guides.units.people', { count: trip.group_size })}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">{t('guides.view.language')}</dt>
          <dd>{t(`guides.language.${trip.language}`)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">{t('guides.view.meeting_point')}</dt>
          <dd>
            <bdi>{trip.meeting_point}</bdi>
          </dd>
        </div>
        {trip.notes ? (
          <div className="sm:col-span-2">
            <dt className="font-semibold text-slate-800">{t('guides.view.notes')}</dt>
            <dd className="whitespace-pre-line">
              <bdi>{trip.notes}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      <GuidePriceParts price={trip.price} />
      <p className="text-sm text-slate-700">
        {t('guides.detail.free_cancellation', {
          date: formatDateTime(trip.free_cancellation_until, lang),
          percent: trip.late_penalty_percent,
        })}
      </p>
    </div>
  );
}

/** `booking.success` for a guide: the voucher and booking references, the trip, and what was paid or is due. */
export function GuideBookingSuccess({ booking }: { booking: BookingOf<'guide'> }) {
  const { t } = useTranslation();
  return (
    <ServiceBookingSuccess
      booking={booking}
      texts="guides.success"
      voucher={{ label: t('guides.success.voucher'), value: booking.details.voucher }}
      details={{ title: t('guides.success.trip'), content: <GuideTrip trip={booking.details} /> }}
      newSearch={{
        to: buildPath('guide.search', { city: booking.details.guide.city.slug }),
        label: t('guides.success.new_search'),
      }}
    />
  );
}

/** What a guide booking holds, in My Bookings' detail, the quote and the desk. */
export function GuideBookingSummary({
  booking,
  variant = 'screen',
}: {
  booking: BookingOf<'guide'>;
  variant?: 'screen' | 'print';
}) {
  const { t } = useTranslation();
  if (variant === 'print') return <GuideTrip trip={booking.details} variant="print" />;
  return (
    <BookingSection title={t('guides.view.trip')}>
      <GuideTrip trip={booking.details} />
    </BookingSection>
  );
}

/** The back office desk's view of the trip (under the module's heading). */
export function GuideDeskView({ booking }: { booking: BookingOf<'guide'> }) {
  return <GuideTrip trip={booking.details} />;
}

/**
 * The voucher the guide is shown at the meeting point, for A4 paper, in the interface language: whom the guide
 * meets (the lead traveller the booking was made for), then the trip.
 */
export function GuideVoucher({ booking, ...copy }: DocumentViewProps & { booking: BookingOf<'guide'> }) {
  const { t } = useTranslation();
  const lead = booking.travellers[0];
  return (
    <VoucherDocument
      booking={booking}
      title={t('guides.view.voucher')}
      note={(date) => t('guides.view.voucher_note', { date })}
      {...copy}
    >
      {lead ? (
        <p className="text-sm" data-testid="guide-traveller">
          <span className="font-semibold text-slate-800">{t('guides.view.traveller')}:</span>{' '}
          <bdi dir="ltr">
            {lead.first_name} {lead.last_name}
          </bdi>
        </p>
      ) : null}
      <GuideTrip trip={booking.details} variant="print" />
    </VoucherDocument>
  );
}
