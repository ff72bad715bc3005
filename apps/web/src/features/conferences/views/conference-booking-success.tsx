import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { buildFlightSearchPath, buildPath } from '@portal/contracts/routes';
import { buttonClass } from '../../../components/ui/button';
import { SuccessActions, SuccessOutcome, SuccessPayment } from '../../../kit/checkout/booking-success';
import { addDaysIso, formatDateTime } from '../../../lib/dates';
import { pickText, useLang } from '../../../lib/i18n';
import { AttendeeList, RegistrationSummary } from './conference-summary';

/** Hotels in the conference city from the day before it opens to the day after it closes, for the attendees. */
export function conferenceHotelsHref(booking: BookingOf<'conference'>): string {
  const c = booking.details.conference;
  return buildPath('hotel.search', {
    from: c.city.slug,
    checkIn: addDaysIso(c.starts_on, -1),
    checkOut: addDaysIso(c.ends_on, 1),
    nationality: 'IQ',
    adult: Math.min(booking.travellers.length, 4),
    child: 0,
    infant: 0,
    room: 1,
    roomType: 'any',
  });
}

/** A round trip from Baghdad to the conference city on the same days. */
export function conferenceFlightsHref(booking: BookingOf<'conference'>): string {
  const c = booking.details.conference;
  const from = c.city.airport === 'BGW' ? 'EBL' : 'BGW';
  return buildFlightSearchPath(
    {
      fromId: from,
      toId: c.city.airport,
      type: 'round',
      depart: addDaysIso(c.starts_on, -1),
      return: addDaysIso(c.ends_on, 1),
      adults: String(booking.travellers.length),
      child: '0',
      infants: '0',
      class: 'economy',
    },
    [],
  );
}

/** `booking.success` for a conference: the registration number, the conference, attendees, payment, and the trip. */
export function ConferenceBookingSuccess({ booking }: { booking: BookingOf<'conference'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const held = booking.status === 'held';
  const city = pickText(booking.details.conference.city.name, lang);
  return (
    <div className="space-y-6">
      <SuccessOutcome
        booking={booking}
        title={held ? t('conferences.success.title_held') : t('conferences.success.title_confirmed')}
        references={[
          { label: t('conferences.success.badge'), value: booking.details.badge, testId: 'voucher-reference' },
          { label: t('conferences.success.reference'), value: booking.reference, testId: 'booking-reference' },
        ]}
        payBy={
          booking.hold_expires_at
            ? t('conferences.success.pay_by', { date: formatDateTime(booking.hold_expires_at, lang) })
            : undefined
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('conferences.summary.conference')}</h2>
          <RegistrationSummary registration={booking.details} />
        </section>
        <div className="space-y-6">
          <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('conferences.summary.attendees')}</h2>
            <AttendeeList attendees={booking.travellers} />
          </section>
          <section className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-semibold text-slate-900">{t('conferences.success.plan_trip')}</h2>
            <Link to={conferenceHotelsHref(booking)} className={buttonClass('secondary', 'w-full')}>
              {t('conferences.success.hotels', { city })}
            </Link>
            <Link to={conferenceFlightsHref(booking)} className={buttonClass('secondary', 'w-full')}>
              {t('conferences.success.flights', { city })}
            </Link>
          </section>
          <SuccessPayment booking={booking} />
        </div>
      </div>
      <SuccessActions>
        <Link
          to="/my-bookings/$tab/$bookingId"
          params={{ tab: 'conferences', bookingId: booking.id }}
          className={buttonClass('primary')}
        >
          {t('conferences.success.open_booking')}
        </Link>
        <Link
          to={buildPath('conference.search', { specialty: null, country: null })}
          className={buttonClass('secondary')}
        >
          {t('conferences.detail.new_search')}
        </Link>
      </SuccessActions>
    </div>
  );
}
