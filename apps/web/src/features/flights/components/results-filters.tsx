import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dictionaries } from '@portal/contracts/flights';
import { formatIqdPrice, getStoredCurrency } from '../../../lib/currency';
import { useLang } from '../../../lib/i18n';
import {
  REFUND_RULES,
  TIME_WINDOWS,
  type filterFacets,
  type OfferFilters,
  type StopOption,
} from '../utils/filter-offers';
import { CarrierLogo } from './carrier-logo';
import type { FlightText } from '../hooks/use-flight-text';

export interface ResultsFiltersProps {
  filters: OfferFilters;
  onChange: (filters: OfferFilters) => void;
  facets: ReturnType<typeof filterFacets>;
  dictionaries: Dictionaries;
  text: FlightText;
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
        <div className="space-y-1">{children}</div>
      </fieldset>
    </div>
  );
}

function Check({
  label,
  checked,
  onChange,
  aside,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: () => void;
  aside?: ReactNode;
}) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-1 text-sm text-slate-800 hover:bg-slate-50">
      <input type="checkbox" checked={checked} onChange={onChange} className="size-5 shrink-0 accent-brand-700" />
      <span className="flex min-w-0 flex-1 items-center gap-2">{label}</span>
      {aside}
    </label>
  );
}

/** Stops, airlines, take-off and landing windows, price range, baggage and refundability, all client-side. */
export function ResultsFilters({ filters, onChange, facets, dictionaries, text }: ResultsFiltersProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const currency = getStoredCurrency();
  const price = facets.price;
  const step = price ? Math.max(1000, Math.round((price.max - price.min) / 50 / 1000) * 1000) : 1000;
  const low = filters.priceMin ?? price?.min ?? 0;
  const high = filters.priceMax ?? price?.max ?? 0;

  return (
    <div className="space-y-4">
      <Group legend={t('flights.results.stops')}>
        {facets.stops.map((stop: StopOption) => (
          <Check
            key={stop}
            label={t(`flights.results.stop_options.${stop}`)}
            checked={filters.stops.includes(stop)}
            onChange={() => onChange({ ...filters, stops: toggle(filters.stops, stop) })}
          />
        ))}
      </Group>
      <Group legend={t('flights.results.airlines')}>
        {facets.airlines.map(({ code, cheapestIqd }) => (
          <Check
            key={code}
            label={
              <>
                <CarrierLogo carrier={dictionaries.carriers[code]} code={code} size="sm" />
                <span className="truncate">{text.airline(code)}</span>
              </>
            }
            checked={filters.airlines.includes(code)}
            onChange={() => onChange({ ...filters, airlines: toggle(filters.airlines, code) })}
            aside={
              <bdi dir="ltr" className="text-xs text-slate-600 tabular-nums">
                {formatIqdPrice(String(cheapestIqd), currency, lang)}
              </bdi>
            }
          />
        ))}
      </Group>
      {(['departure', 'arrival'] as const).map((edge) => (
        <Group
          key={edge}
          legend={t(edge === 'departure' ? 'flights.results.departure_time' : 'flights.results.arrival_time')}
        >
          {TIME_WINDOWS.map((window) => (
            <Check
              key={window}
              label={t(`flights.results.windows.${window}`)}
              checked={filters[edge].includes(window)}
              onChange={() => onChange({ ...filters, [edge]: toggle(filters[edge], window) })}
            />
          ))}
        </Group>
      ))}
      {price && price.max > price.min ? (
        <Group legend={t('flights.results.price')}>
          <label className="block text-sm text-slate-800">
            <span className="flex justify-between gap-2">
              {t('flights.results.price_min')}
              <bdi dir="ltr" className="font-semibold tabular-nums">
                {formatIqdPrice(String(low), currency, lang)}
              </bdi>
            </span>
            <input
              type="range"
              min={price.min}
              max={price.max}
              step={step}
              value={low}
              aria-valuetext={formatIqdPrice(String(low), currency, lang)}
              onChange={(event) => {
                const value = Number(event.target.value);
                onChange({ ...filters, priceMin: value <= price.min ? null : Math.min(value, high) });
              }}
              className="mt-1 w-full accent-brand-700"
            />
          </label>
          <label className="block text-sm text-slate-800">
            <span className="flex justify-between gap-2">
              {t('flights.results.price_max')}
              <bdi dir="ltr" className="font-semibold tabular-nums">
                {formatIqdPrice(String(high), currency, lang)}
              </bdi>
            </span>
            <input
              type="range"
              min={price.min}
              max={price.max}
              step={step}
              value={high}
              aria-valuetext={formatIqdPrice(String(high), currency, lang)}
              onChange={(event) => {
                const value = Number(event.target.value);
                onChange({ ...filters, priceMax: value >= price.max ? null : Math.max(value, low) });
              }}
              className="mt-1 w-full accent-brand-700"
            />
          </label>
        </Group>
      ) : null}
      <Group legend={t('flights.results.baggage')}>
        <Check
          label={t('flights.results.baggage_checked')}
          checked={filters.baggage}
          onChange={() => onChange({ ...filters, baggage: !filters.baggage })}
        />
      </Group>
      <Group legend={t('flights.results.refund')}>
        {REFUND_RULES.map((rule) => (
          <Check
            key={rule}
            label={t(`flights.refund.${rule}`)}
            checked={filters.refund.includes(rule)}
            onChange={() => onChange({ ...filters, refund: toggle(filters.refund, rule) })}
          />
        ))}
      </Group>
    </div>
  );
}
