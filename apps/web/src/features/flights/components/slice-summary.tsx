import { useTranslation } from 'react-i18next';
import type { Slice } from '@portal/contracts/flights';
import type { FlightText } from '../hooks/use-flight-text';
import { dayOffset, formatDate, formatTime } from '../utils/format';
import { IconPlaneRight } from './flight-icons';
import { joinNames } from '../../../lib/list';

export interface SliceSummaryProps {
  slice: Slice;
  /** "Outward", "Return", "Flight 2"… */
  title: string;
  text: FlightText;
}

/**
 * One journey of an offer on a line: take-off, duration and stops, landing. The line runs in the reading
 * direction (right to left in Arabic), with the plane pointing the same way.
 */
export function SliceSummary({ slice, title, text }: SliceSummaryProps) {
  const { t } = useTranslation();
  const days = dayOffset(slice.departure_local, slice.arrival_local);
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1">
      <p className="col-span-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {title} · {formatDate(slice.departure_local, text.lang)}
      </p>
      <p className="text-start">
        <span className="block text-xl font-semibold text-slate-900 tabular-nums">
          {formatTime(slice.departure_local)}
        </span>
        <abbr title={text.airport(slice.origin)} className="text-sm font-semibold text-slate-700 no-underline">
          {slice.origin}
        </abbr>
        <CityName code={slice.origin} text={text} />
      </p>
      <div className="flex flex-col items-center text-center">
        <span className="text-xs text-slate-600">{text.duration(slice.duration_minutes)}</span>
        <span className="flex w-full items-center gap-1 text-brand-700" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-300" />
          <IconPlaneRight className="text-base" />
        </span>
        <span className={`text-xs font-semibold ${slice.stops === 0 ? 'text-emerald-700' : 'text-amber-800'}`}>
          {text.stops(slice.stops)}
          {slice.stops > 0
            ? ` · ${joinNames(
                slice.segments.slice(0, -1).map((s) => s.destination),
                text.lang,
              )}`
            : ''}
        </span>
      </div>
      <p className="text-end">
        <span className="block text-xl font-semibold text-slate-900 tabular-nums">
          {formatTime(slice.arrival_local)}
          {days > 0 ? (
            <sup className="ms-0.5 text-xs font-semibold text-amber-800">
              {t('flights.offer.next_day', { count: days })}
            </sup>
          ) : null}
        </span>
        <abbr title={text.airport(slice.destination)} className="text-sm font-semibold text-slate-700 no-underline">
          {slice.destination}
        </abbr>
        <CityName code={slice.destination} text={text} />
      </p>
    </div>
  );
}

/** The airport's city under its code, in the interface language (nothing when the names are not known). */
function CityName({ code, text }: { code: string; text: FlightText }) {
  const city = text.city(code);
  return city === code ? null : <span className="block truncate text-xs text-slate-600">{city}</span>;
}
