import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FareSummary, FlightSearchResult, Offer } from '@portal/contracts/flights';
import { buildPath, formatFlightSelection } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { pickText } from '../../../lib/i18n';
import { flightSearchQuery } from '../api/search-flights';
import { useFlightText } from '../hooks/use-flight-text';
import {
  filterFacets,
  filterOffers,
  hasFilters,
  NO_FILTERS,
  SORT_KEYS,
  sortOffers,
  type OfferFilters,
  type SortKey,
} from '../utils/filter-offers';
import { searchPath, toSearchBody, type SearchFormValues } from '../utils/search-form';
import { FareCalendarStrip } from './fare-calendar-strip';
import { IconFilter } from '../../../components/ui/icons';
import { FlightSearchForm } from './flight-search-form';
import { OfferCard } from './offer-card';
import { ResultsFilters } from './results-filters';
import { ResultsPlaceholder } from '../../../components/ui/results-placeholder';
import { SearchSummary } from './search-summary';

/** Results drawn at a time: a phone should not lay out 150 cards to show the first three. */
const PAGE_SIZE = 20;

export interface SearchResultsProps {
  values: SearchFormValues;
  /** The URL these results belong to. */
  href: string;
}

/** Runs the search of a valid URL and lists its offers with sorting, filters and the fare calendar. */
export function SearchResults({ values, href }: SearchResultsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const body = useMemo(() => toSearchBody(values), [values]);
  const search = useQuery(flightSearchQuery(body));

  function handleSearch(next: string) {
    if (next === href) void search.refetch();
    else void navigate({ href: next });
  }

  const fieldErrors = search.error instanceof ApiError ? (search.error.problem?.errors ?? []) : [];
  return (
    <div className="mt-4 space-y-5">
      <SearchSummary
        // Opened, with the server's messages, when the server refused the search.
        key={fieldErrors.length > 0 ? 'refused' : 'searched'}
        values={values}
        initiallyOpen={fieldErrors.length > 0}
        onSearch={handleSearch}
      >
        {fieldErrors.length > 0 ? (
          <FlightSearchForm
            initialValues={values}
            initialErrors={Object.fromEntries(fieldErrors.map((e) => [e.field, e.message]))}
            onSearch={handleSearch}
          />
        ) : undefined}
      </SearchSummary>
      {values.trip === 'oneway' || values.trip === 'round' ? (
        <FareCalendarStrip
          body={body}
          onPick={(date, returnDate) => {
            const [first, ...rest] = values.legs;
            if (!first) return;
            handleSearch(searchPath({ ...values, legs: [{ ...first, date }, ...rest], returnDate: returnDate ?? '' }));
          }}
        />
      ) : null}
      {search.isPending ? (
        <ResultsPlaceholder label={t('flights.results.searching')} />
      ) : search.isError ? (
        fieldErrors.length > 0 ? null : (
          <Alert tone="error">
            <p>{errorMessage(search.error, t)}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void search.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )
      ) : (
        <OfferList result={search.data} values={values} />
      )}
    </div>
  );
}

function OfferList({ result, values }: { result: FlightSearchResult; values: SearchFormValues }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useFlightText(result.dictionaries);
  const [filters, setFilters] = useState<OfferFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortKey>('cheapest');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [visible, setVisible] = useState(PAGE_SIZE);
  const filtersId = useId();
  const facets = useMemo(() => filterFacets(result.offers), [result.offers]);
  const listed = useMemo(() => sortOffers(filterOffers(result.offers, filters), sort), [result.offers, filters, sort]);

  function handleFilters(next: OfferFilters) {
    setFilters(next);
    setVisible(PAGE_SIZE);
  }

  function handleSelect(offer: Offer, fare: FareSummary) {
    const carrier = result.dictionaries.carriers[offer.validating_carrier];
    const last = offer.slices[offer.slices.length - 1];
    void navigate({
      href: buildPath('flight.booking', {
        sessionId: result.session_id,
        journey_type: result.query.trip,
        airlineId: offer.validating_carrier,
        child: result.query.children,
        infant: result.query.infants,
        adult: result.query.adults,
        logo: carrier?.logo_url ?? `/uploads/site/carriers/${offer.validating_carrier}.svg`,
        airline_name: carrier ? pickText(carrier.name, text.lang) : offer.validating_carrier,
        from_airport: offer.slices[0]?.origin ?? '',
        // The turning point of a round trip, the last destination of a multi-city one.
        to_airport: (result.query.trip === 'multi' ? last : offer.slices[0])?.destination ?? '',
        flights: formatFlightSelection({ offerId: offer.id, family: fare.family }),
      }),
    });
  }

  if (result.offers.length === 0) {
    return (
      <div className="rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
        <h2 className="text-xl font-semibold text-slate-900">{t('flights.results.no_flights')}</h2>
        <p className="mt-2 text-slate-700">{t('flights.results.try_another_date')}</p>
      </div>
    );
  }

  return (
    <div className="grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
      <aside
        aria-labelledby={`${filtersId}-title`}
        className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
      >
        <div className="flex items-center justify-between gap-3 p-4">
          <h2 id={`${filtersId}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
            <IconFilter className="text-brand-700" />
            {t('flights.results.filters')}
          </h2>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
            className="min-h-10 rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 lg:hidden"
          >
            {filtersOpen ? t('flights.results.hide_filters') : t('flights.results.show_filters')}
          </button>
        </div>
        <div id={filtersId} className={`border-t border-slate-100 p-4 ${filtersOpen ? '' : 'max-lg:hidden'}`}>
          {hasFilters(filters) ? (
            <button
              type="button"
              onClick={() => handleFilters(NO_FILTERS)}
              className="mb-4 min-h-10 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {t('flights.results.clear_filters')}
            </button>
          ) : null}
          <ResultsFilters
            filters={filters}
            onChange={handleFilters}
            facets={facets}
            dictionaries={result.dictionaries}
            text={text}
          />
        </div>
      </aside>
      <section aria-labelledby={`${filtersId}-count`} className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2
            id={`${filtersId}-count`}
            aria-live="polite"
            aria-atomic="true"
            className="text-lg font-semibold text-slate-900"
          >
            {t('flights.results.count', { count: listed.length })}
          </h2>
          <NativeSelect
            label={t('flights.results.sort')}
            value={sort}
            onChange={(event) => setSort(event.target.value as SortKey)}
            options={SORT_KEYS.map((key) => ({ value: key, label: t(`flights.results.sorts.${key}`) }))}
            className="w-56"
          />
        </div>
        {listed.length === 0 ? (
          <div className="rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">{t('flights.results.no_match')}</p>
            <Button variant="secondary" className="mt-4" onClick={() => handleFilters(NO_FILTERS)}>
              {t('flights.results.clear_filters')}
            </Button>
          </div>
        ) : (
          <ol className="space-y-4">
            {listed.slice(0, visible).map(({ offer, fare }) => (
              <li key={offer.id}>
                <OfferCard
                  offer={offer}
                  fare={fare}
                  trip={values.trip}
                  dictionaries={result.dictionaries}
                  text={text}
                  onSelect={handleSelect}
                />
              </li>
            ))}
          </ol>
        )}
        {listed.length > visible ? (
          <Button variant="secondary" className="w-full" onClick={() => setVisible((n) => n + PAGE_SIZE)}>
            {t('flights.results.show_more', { count: Math.min(PAGE_SIZE, listed.length - visible) })}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
