import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { IconPlane } from '../../../components/ui/icons';
import { mediaUrl } from '../../../lib/api-client';
import { formatCalendarDate, fullDate } from '../../../lib/dates';
import { pickText, useLang } from '../../../lib/i18n';
import type { FlightPlaces } from './use-flight-places';
import { airportLabel, dayOffset, formatTime as localTime, splitMinutes as hoursAndMinutes } from '../utils/format';

export interface BookedItineraryProps {
  flight: BookingOf<'flight'>['details'];
  places: FlightPlaces;
  /** Plainer markup for printed documents (no logos, no rounded cards). */
  variant?: 'screen' | 'print';
}

/** Every slice and segment of a booked flight, with the fare's baggage and rules. */
export function BookedItinerary({ flight, places, variant = 'screen' }: BookedItineraryProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const duration = (minutes: number) => t('bookings.detail.duration', hoursAndMinutes(minutes));
  const card =
    variant === 'screen'
      ? 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5'
      : 'border border-slate-300 p-3';

  return (
    <div className="space-y-4">
      {flight.offer.slices.map((slice, sliceIndex) => (
        <section
          key={sliceIndex}
          className={card}
          aria-label={t('bookings.detail.slice', {
            from: airportLabel(slice.origin, places.airport(slice.origin), lang),
            to: airportLabel(slice.destination, places.airport(slice.destination), lang),
          })}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 pb-3">
            <p className="font-semibold text-slate-900">
              {airportLabel(slice.origin, places.airport(slice.origin), lang)}
              <span aria-hidden="true" className="mx-2 text-slate-500">
                <span className="rtl:hidden">→</span>
                <span className="ltr:hidden">←</span>
              </span>
              <span className="sr-only"> – </span>
              {airportLabel(slice.destination, places.airport(slice.destination), lang)}
            </p>
            <p className="text-sm text-slate-700">
              {formatCalendarDate(slice.departure_local, lang, fullDate())}
              {' · '}
              {slice.stops === 0 ? t('bookings.detail.non_stop') : t('bookings.detail.stops', { count: slice.stops })}
              {' · '}
              {duration(slice.duration_minutes)}
            </p>
          </div>
          <ol className="mt-3 space-y-3">
            {slice.segments.map((segment, i) => {
              const carrier = places.carrier(segment.carrier);
              const plusDays = dayOffset(segment.departure_local, segment.arrival_local);
              return (
                <li key={`${segment.flight_number}-${i}`}>
                  <div className="flex gap-3">
                    {variant === 'screen' ? (
                      carrier?.logo_url ? (
                        <img
                          src={mediaUrl(carrier.logo_url)}
                          alt=""
                          width={40}
                          height={40}
                          className="size-10 shrink-0 rounded-lg bg-white object-contain ring-1 ring-slate-200"
                        />
                      ) : (
                        <span
                          aria-hidden="true"
                          className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-800"
                        >
                          <IconPlane className="text-lg" />
                        </span>
                      )
                    ) : null}
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-semibold text-slate-900">
                        {carrier ? `${pickText(carrier.name, lang)} ` : null}
                        <bdi dir="ltr" className="font-mono">
                          {segment.flight_number}
                        </bdi>
                        <span className="font-normal text-slate-600"> · {segment.aircraft}</span>
                      </p>
                      <div className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                        <span className="font-semibold text-slate-900 tabular-nums">
                          <bdi dir="ltr">{localTime(segment.departure_local)}</bdi>
                        </span>
                        <span className="text-slate-800">
                          {t('bookings.detail.departs', {
                            airport: airportLabel(segment.origin, places.airport(segment.origin), lang),
                          })}
                          {places.airport(segment.origin) ? (
                            <span className="text-slate-600">
                              {' '}
                              · {pickText(places.airport(segment.origin)!.name, lang)}
                            </span>
                          ) : null}
                        </span>
                        <span className="font-semibold text-slate-900 tabular-nums">
                          <bdi dir="ltr">{localTime(segment.arrival_local)}</bdi>
                          {plusDays > 0 ? (
                            <sup
                              className="ms-0.5 text-xs text-amber-800"
                              title={t('bookings.detail.next_day', { count: plusDays })}
                            >
                              +{plusDays}
                            </sup>
                          ) : null}
                        </span>
                        <span className="text-slate-800">
                          {t('bookings.detail.arrives', {
                            airport: airportLabel(segment.destination, places.airport(segment.destination), lang),
                          })}
                          {plusDays > 0 ? (
                            <span className="sr-only"> ({t('bookings.detail.next_day', { count: plusDays })})</span>
                          ) : null}
                        </span>
                      </div>
                      <p className="mt-1 text-xs text-slate-600">{duration(segment.duration_minutes)}</p>
                    </div>
                  </div>
                  {segment.layover_minutes !== null ? (
                    <p className="ms-13 mt-3 rounded-lg bg-amber-50 px-3 py-1.5 text-xs font-medium text-amber-900">
                      {t('bookings.detail.layover', {
                        airport: airportLabel(segment.destination, places.airport(segment.destination), lang),
                        duration: duration(segment.layover_minutes),
                      })}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      {flight.offer.open_return ? (
        <p className="text-sm text-slate-700">
          {t('bookings.detail.open_return', {
            from: airportLabel(flight.offer.open_return.origin, places.airport(flight.offer.open_return.origin), lang),
            to: airportLabel(
              flight.offer.open_return.destination,
              places.airport(flight.offer.open_return.destination),
              lang,
            ),
            until: formatCalendarDate(flight.offer.open_return.valid_until, lang),
          })}
        </p>
      ) : null}
    </div>
  );
}
