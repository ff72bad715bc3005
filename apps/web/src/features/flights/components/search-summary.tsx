import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pickText, useLang } from '../../../lib/i18n';
import { airportQuery } from '../api/search-airports';
import { formatDate } from '../utils/format';
import { slicesOf, type SearchFormValues } from '../utils/search-form';
import { FlightSearchForm } from './flight-search-form';

export interface SearchSummaryProps {
  values: SearchFormValues;
  initiallyOpen?: boolean;
  onSearch: (href: string) => void;
  /** Replaces the default form (one showing the server's field errors). */
  children?: ReactNode;
}

function useCity(code: string): string {
  const lang = useLang();
  const { data } = useQuery(airportQuery(code));
  return data ? pickText(data.city, lang) : code;
}

/** The search in one line (route, dates, travellers, class) and the form to change it. */
export function SearchSummary({ values, initiallyOpen = false, onSearch, children }: SearchSummaryProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(initiallyOpen);
  const formId = useId();
  const slices = slicesOf(values);
  const first = slices[0];
  const from = useCity(first?.origin ?? '');
  const to = useCity((values.trip === 'multi' ? slices[slices.length - 1] : first)?.destination ?? '');
  const dates = slices
    .filter((slice, i) => values.trip !== 'round' || i < 2)
    .map((slice) => formatDate(slice.date, lang, { day: 'numeric', month: 'short' }))
    .join(' – ');

  return (
    <section className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3 p-4">
        <p className="min-w-0">
          <span className="block font-semibold text-slate-900">
            {t('flights.results.route', { from, to })} · {t(`flights.trips.${values.trip}`)}
          </span>
          <span className="block text-sm text-slate-700">
            {dates} ·{' '}
            {t('flights.results.summary_travellers', { count: values.adults + values.children + values.infants })} ·{' '}
            {t(`flights.cabins.${values.cabin}`)}
          </span>
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((value) => !value)}
          className="min-h-11 rounded-xl px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          {open ? t('flights.results.close_modify') : t('flights.results.modify')}
        </button>
      </div>
      <div id={formId} hidden={!open} className="border-t border-slate-100 p-4 sm:p-6">
        {open ? (children ?? <FlightSearchForm initialValues={values} onSearch={onSearch} />) : null}
      </div>
    </section>
  );
}
