import { useTranslation } from 'react-i18next';
import type { Dictionaries, Offer } from '@portal/contracts/flights';
import type { FlightText } from '../hooks/use-flight-text';
import { dayOffset, formatDate, formatTime } from '../utils/format';
import { CarrierLogo } from './carrier-logo';

export interface OfferDetailsProps {
  offer: Pick<Offer, 'slices' | 'open_return'>;
  dictionaries: Dictionaries | undefined;
  text: FlightText;
  sliceTitle: (index: number) => string;
}

/** Every flight of every journey: number, airline, aircraft, airports and times, and the layovers between. */
export function OfferDetails({ offer, dictionaries, text, sliceTitle }: OfferDetailsProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      {offer.slices.map((slice, index) => (
        <section key={index} aria-label={sliceTitle(index)}>
          <h4 className="mb-2 text-sm font-semibold text-slate-900">
            {sliceTitle(index)} · {text.city(slice.origin)} – {text.city(slice.destination)} ·{' '}
            {text.duration(slice.duration_minutes)}
          </h4>
          <ol className="space-y-2">
            {slice.segments.map((segment) => (
              <li key={`${segment.flight_number}-${segment.departure_utc}`}>
                <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                    <span className="flex items-center gap-2">
                      <CarrierLogo carrier={dictionaries?.carriers[segment.carrier]} code={segment.carrier} size="sm" />
                      {text.knowsAirline(segment.carrier) ? (
                        <span className="font-semibold text-slate-900">{text.airline(segment.carrier)}</span>
                      ) : null}
                      <span dir="ltr">{segment.flight_number}</span>
                    </span>
                    <span>{t('flights.offer.aircraft', { aircraft: segment.aircraft })}</span>
                  </p>
                  <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4">
                    <dt className="font-semibold text-slate-900 tabular-nums">
                      {formatTime(segment.departure_local)} · {formatDate(segment.departure_local, text.lang)}
                    </dt>
                    <dd className="text-slate-700">{text.place(segment.origin)}</dd>
                    <dt className="font-semibold text-slate-900 tabular-nums">
                      {formatTime(segment.arrival_local)} · {formatDate(segment.arrival_local, text.lang)}
                      {dayOffset(segment.departure_local, segment.arrival_local) > 0 ? (
                        <span className="ms-1 text-xs text-amber-800">
                          {t('flights.offer.next_day', {
                            count: dayOffset(segment.departure_local, segment.arrival_local),
                          })}
                        </span>
                      ) : null}
                    </dt>
                    <dd className="text-slate-700">{text.place(segment.destination)}</dd>
                  </dl>
                  <p className="mt-1 text-xs text-slate-600">{text.duration(segment.duration_minutes)}</p>
                </div>
                {segment.layover_minutes !== null ? (
                  <p className="my-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
                    {t('flights.offer.layover', {
                      city: text.city(segment.destination),
                      duration: text.duration(segment.layover_minutes),
                    })}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
      {offer.open_return ? (
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          {t('flights.offer.open_return', {
            from: text.city(offer.open_return.origin),
            to: text.city(offer.open_return.destination),
          })}{' '}
          {t('flights.offer.valid_until', {
            date: formatDate(offer.open_return.valid_until, text.lang, { dateStyle: 'long' }),
          })}
        </p>
      ) : null}
    </div>
  );
}
