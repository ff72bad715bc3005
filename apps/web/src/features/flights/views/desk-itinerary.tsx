import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { formatCalendarDate } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';

/** The back office desk's view of a flight booking: its flights, segment by segment, with the cabin. */
export function DeskItinerary({ booking }: { booking: BookingOf<'flight'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const flight = booking.details;
  return (
    <ol className="space-y-3 text-sm">
      {flight.offer.slices.map((slice, i) => (
        <li key={i} className="rounded-xl ring-1 ring-slate-200">
          <p className="border-b border-slate-100 px-3 py-2 font-semibold">
            <bdi dir="ltr">
              {slice.origin} → {slice.destination}
            </bdi>{' '}
            · {formatCalendarDate(slice.departure_local, lang)}
          </p>
          <ul className="divide-y divide-slate-100">
            {slice.segments.map((s) => (
              <li
                key={`${s.flight_number}-${s.departure_utc}`}
                className="flex flex-wrap justify-between gap-2 px-3 py-2"
              >
                <bdi dir="ltr" className="font-medium">
                  {s.flight_number}
                </bdi>
                <bdi dir="ltr">
                  {s.origin} {s.departure_local.slice(11, 16)} → {s.destination} {s.arrival_local.slice(11, 16)}
                </bdi>
                <span className="text-slate-600">{t(`flights.cabins.${flight.cabin}`)}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
