import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HOTEL_PAGE_SIZE, HOTEL_SORTS } from '@portal/contracts/hotel-constants';
import type { HotelSearchBody } from '@portal/contracts/hotels';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { pickText, useLang } from '../../../lib/i18n';
import { hotelSearchBody, hotelSearchQuery } from '../api/search-hotels';
import { formatDay } from '../utils/format';
import { hasFilters, writeList, DEFAULT_LIST, type ListState } from '../utils/list-query';
import { stayQuery, totals, type HotelSearchValues } from '../utils/search-form';
import { HotelCard } from './hotel-card';
import { HotelFilters } from './hotel-filters';
import { IconFilter } from '../../../components/ui/icons';
import { HotelSearchForm } from './hotel-search-form';
import { lastPage, Pagination } from '../../../components/ui/pagination';
import { ResultsPlaceholder } from '../../../components/ui/results-placeholder';

export interface HotelResultsProps {
  values: HotelSearchValues;
  list: ListState;
  pathname: string;
  /** The query string these results belong to (rooms and list state). */
  search: string;
}

/** Runs the search of a valid URL and lists one page of hotels with filters, order and pages. */
export function HotelResults({ values, list, pathname, search }: HotelResultsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const listRef = useRef<HTMLHeadingElement>(null);
  const body = useMemo<HotelSearchBody>(() => hotelSearchBody(values, list), [values, list]);
  const query = useQuery(hotelSearchQuery(body));
  const result = query.data;
  const stale = query.isPlaceholderData;

  function go(next: ListState, replace = false) {
    void navigate({ href: pathname + writeList(next, new URLSearchParams(search)), replace });
  }

  // A page past the end (fewer hotels than when the link was made): the last page, in the URL too.
  const beyond = result && !stale && result.meta.total > 0 && list.page > lastPage(result.meta.total, HOTEL_PAGE_SIZE);
  useEffect(() => {
    if (beyond) go({ ...list, page: lastPage(result.meta.total, HOTEL_PAGE_SIZE) }, true);
    // Only when a page turns out to be past the end.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [beyond]);

  const shownPage = useRef(list.page);
  useEffect(() => {
    // A new page starts at its top; the page the visitor arrived on stays where it opened, even when its
    // answer was already in (started from the address, decision 138).
    if (shownPage.current === list.page) return;
    shownPage.current = list.page;
    listRef.current?.scrollIntoView?.({ block: 'start' });
  }, [list.page]);

  const fieldErrors = query.error instanceof ApiError ? (query.error.problem?.errors ?? []) : [];
  const sum = totals(values.rooms);
  const detailSearch = stayQuery(values);
  const currency = result?.data.hotels[0]?.cheapest.per_night.currency ?? result?.data.facets.price_min?.currency ?? '';

  return (
    <div className="mt-4 space-y-5">
      <section
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
        aria-labelledby={`${id}-summary`}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id={`${id}-summary`} className="text-lg font-semibold text-slate-900">
              {result ? pickText(result.data.destination.name, lang) : values.destination}
            </h2>
            <p className="text-sm text-slate-700">
              {[
                `${formatDay(values.checkIn, lang)} – ${formatDay(values.checkOut, lang)}`,
                result ? t('hotels.nights', { count: result.data.nights }) : '',
                t('hotels.rooms.rooms_count', { count: values.rooms.length }),
                t('hotels.rooms.guests_count', { count: sum.adults + sum.children }),
              ]
                .filter(Boolean)
                .join(t('hotels.list_separator'))}
            </p>
          </div>
          <Button
            variant="secondary"
            aria-expanded={editing || fieldErrors.length > 0}
            onClick={() => setEditing((v) => !v)}
          >
            {t('hotels.results.change_search')}
          </Button>
        </div>
        {editing || fieldErrors.length > 0 ? (
          <div className="mt-4 border-t border-slate-100 pt-4">
            <HotelSearchForm
              initialValues={values}
              initialErrors={Object.fromEntries(fieldErrors.map((e) => [e.field, e.message]))}
              loadWidgets="at-once"
              onSearch={(href) => {
                setEditing(false);
                void navigate({ href });
              }}
            />
          </div>
        ) : null}
      </section>

      {query.isPending ? (
        <ResultsPlaceholder label={t('hotels.results.searching')} cards="pictures" filters={10} />
      ) : query.isError && fieldErrors.length === 0 ? (
        <Alert tone="error">
          <p>{errorMessage(query.error, t)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : result ? (
        <div className="grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
          <aside aria-labelledby={`${id}-filters`} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-center justify-between">
              <h2 id={`${id}-filters`} className="flex items-center gap-2 font-semibold text-slate-900">
                <IconFilter />
                {t('hotels.filters.title')}
              </h2>
              <Button
                variant="ghost"
                className="lg:hidden"
                aria-expanded={filtersOpen}
                aria-controls={`${id}-filter-panel`}
                onClick={() => setFiltersOpen((v) => !v)}
              >
                {filtersOpen ? t('hotels.filters.hide') : t('hotels.filters.show')}
              </Button>
            </div>
            <div id={`${id}-filter-panel`} className={`mt-4 ${filtersOpen ? '' : 'max-lg:hidden'}`}>
              <HotelFilters key={search} state={list} facets={result.data.facets} currency={currency} onChange={go} />
            </div>
          </aside>
          <div className={`space-y-4 ${stale ? 'opacity-60 transition-opacity' : ''}`} aria-busy={stale || undefined}>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 ref={listRef} className="scroll-mt-24 text-xl font-semibold text-slate-900" data-testid="hotel-count">
                {t('hotels.results.found', { count: result.meta.total })}
              </h2>
              <NativeSelect
                label={t('hotels.results.sort_by')}
                value={list.sort}
                onChange={(event) => go({ ...list, sort: event.target.value as ListState['sort'], page: 1 })}
                options={HOTEL_SORTS.map((s) => ({ value: s, label: t(`hotels.sorts.${s}`) }))}
              />
            </div>
            {beyond ? null : result.data.hotels.length === 0 ? (
              <div className="rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
                <p className="text-lg font-semibold text-slate-900">{t('hotels.results.none')}</p>
                <p className="mt-1 text-slate-700">{t('hotels.results.none_hint')}</p>
                {hasFilters(list) ? (
                  <Button variant="secondary" className="mt-4" onClick={() => go({ ...DEFAULT_LIST, sort: list.sort })}>
                    {t('hotels.filters.clear')}
                  </Button>
                ) : null}
              </div>
            ) : (
              <ol className="space-y-4">
                {result.data.hotels.map((hotel, index) => (
                  <li key={hotel.id}>
                    <HotelCard
                      hotel={hotel}
                      nights={result.data.nights}
                      rooms={values.rooms.length}
                      detailSearch={detailSearch}
                      index={index}
                    />
                  </li>
                ))}
              </ol>
            )}
            <Pagination
              page={result.meta.page}
              perPage={result.meta.per_page}
              total={result.meta.total}
              onPage={(page) => go({ ...list, page })}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
