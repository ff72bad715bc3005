import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { translate } from '@portal/contracts/messages';
import { parsePath } from '@portal/contracts/routes';
import { TOUR_SORTS } from '@portal/contracts/tour-constants';
import { Alert } from '../../../components/ui/alert';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { lastPage, Pagination } from '../../../components/ui/pagination';
import { ResultsPlaceholder } from '../../../components/ui/results-placeholder';
import { errorMessage } from '../../../lib/error-message';
import { pickText, useLang } from '../../../lib/i18n';
import { tourSearchQuery } from '../api/tours';
import { PER_PAGE, readTourList, searchBody, writeTourList, type TourList } from '../utils/list';
import { validateTourSearch, type TourSearchValues } from '../utils/search';
import { TourCard } from './tour-card';
import { TourFilters } from './tour-filters';
import { TourSearchForm } from './tour-search-form';

/**
 * `tour.search`: the search in the path (from, to, the departure window), the filters, order and page in the
 * query string, so a list can be shared. A link that cannot be searched opens the form with the problem marked.
 */
export function TourResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const title = t('service_screens.tour.search');
  useDocumentTitle(title);
  const href = location.href;
  const search = href.includes('?') ? href.slice(href.indexOf('?')) : '';
  const params = parsePath('tour.search', location.pathname);
  const values: TourSearchValues | null = params
    ? { from: params.from, to: params.to, going: params.going ?? '', coming: params.coming ?? '' }
    : null;
  // A past "from" bound in a shared link is no problem for the list: it only shows departures still sold.
  const problems = values ? validateTourSearch(values, '0000-00-00') : { from: 'unknown_tour_city' as const };
  const list = useMemo(() => readTourList(search), [search]);
  const valid = values && Object.keys(problems).length === 0;
  const body = valid ? searchBody(params!, list) : null;
  const results = useQuery({ ...tourSearchQuery(body!), enabled: body !== null });

  function show(next: TourList, replace = false) {
    void navigate({ href: location.pathname + writeTourList(next), replace });
  }

  if (!valid)
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <div className="mt-6 space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <Alert tone="error">{t('packages.search.fix_link')}</Alert>
          <TourSearchForm
            key={href}
            initialValues={values ?? undefined}
            initialErrors={Object.fromEntries(Object.entries(problems).map(([f, k]) => [f, translate(k, lang)]))}
            loadWidgets="at-once"
          />
        </div>
      </div>
    );

  const data = results.data;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {data
          ? t('packages.results.heading', {
              from: pickText(data.data.query.from.name, lang),
              to: data.data.query.to ? pickText(data.data.query.to.name, lang) : t('packages.search.anywhere'),
            })
          : title}
      </h1>
      <div className="mt-5 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {/* Above the results, the form's pickers load when the visitor turns to it (decision 138). */}
        <TourSearchForm key={location.pathname} initialValues={values} loadWidgets="on-intent" />
      </div>
      <div className="mt-6">
        {results.isPending ? (
          <ResultsPlaceholder label={t('packages.results.searching')} cards="pictures" filters={8} />
        ) : results.isError ? (
          <Alert tone="error">{errorMessage(results.error, t)}</Alert>
        ) : (
          <div className="grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
            <TourFilters key={search} list={list} onChange={(next) => show(next)} />
            <div className={`space-y-4 ${results.isPlaceholderData ? 'opacity-60' : ''}`}>
              <div className="flex flex-wrap items-end justify-between gap-3">
                <Pagination
                  page={list.page}
                  perPage={PER_PAGE}
                  total={data!.meta.total}
                  onPage={(page) => show({ ...list, page })}
                  variant="steps"
                  className="flex-1"
                />
                <NativeSelect
                  label={t('packages.results.sort')}
                  value={list.sort}
                  onChange={(e) => show({ ...list, sort: e.target.value as TourList['sort'], page: 1 })}
                  options={TOUR_SORTS.map((s) => ({ value: s, label: t(`packages.results.sorts.${s}`) }))}
                />
              </div>
              {data!.data.tours.length === 0 ? (
                <p className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
                  {t('packages.results.none')}
                </p>
              ) : (
                <ul className="space-y-4" aria-label={title}>
                  {data!.data.tours.map((tour, index) => (
                    <TourCard key={tour.id} tour={tour} index={index} />
                  ))}
                </ul>
              )}
              {lastPage(data!.meta.total, PER_PAGE) > 1 ? (
                <Pagination
                  page={list.page}
                  perPage={PER_PAGE}
                  total={data!.meta.total}
                  onPage={(page) => show({ ...list, page })}
                />
              ) : null}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
