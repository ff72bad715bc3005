import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { buildFlightSearchPath, buildPath } from '@portal/contracts/routes';
import { buttonClass } from '../../../components/ui/button';
import { ServiceBookingSuccess } from '../../../kit/checkout/service-success';
import { addDaysIso } from '../../../lib/dates';
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
  const city = pickText(booking.details.conference.city.name, lang);
  return (
    <ServiceBookingSuccess
      booking={booking}
      texts="conferences.success"
      voucher={{ label: t('conferences.success.badge'), value: booking.details.badge }}
      details={{
        title: t('conferences.summary.conference'),
        content: <RegistrationSummary registration={booking.details} />,
      }}
      aside={[
        { title: t('conferences.summary.attendees'), content: <AttendeeList attendees={booking.travellers} /> },
        {
          title: t('conferences.success.plan_trip'),
          content: (
            <>
              <Link to={conferenceHotelsHref(booking)} className={buttonClass('secondary', 'w-full')}>
                {t('conferences.success.hotels', { city })}
              </Link>
              <Link to={conferenceFlightsHref(booking)} className={buttonClass('secondary', 'w-full')}>
                {t('conferences.success.flights', { city })}
              </Link>
            </>
          ),
        },
      ]}
      newSearch={{
        to: buildPath('conference.search', { specialty: null, country: null }),
        label: t('conferences.detail.new_search'),
      }}
    />
  );
}
