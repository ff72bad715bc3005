import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CABIN_GRADES } from '@portal/contracts/cruise-constants';
import type { CruiseSearchBody } from '@portal/contracts/cruises';
import { translate } from '@portal/contracts/messages';
import { parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { lastPage, Pagination } from '../../../components/ui/pagination';
import { ResultsPlaceholder } from '../../../components/ui/results-placeholder';
import { errorMessage } from '../../../lib/error-message';
import { localeOf, useLang } from '../../../lib/i18n';
import { cruiseSearchQuery } from '../api/cruises';
import { cruiseSearchValues, validateCruiseSearch } from '../utils/search';
import { CruiseCard } from './cruise-card';
import { CruiseSearchForm } from './cruise-search-form';

const PER_PAGE = 10;
const PRICE_CAPS = ['1500000', '2500000', '4000000', '6000000'];

/** `cruise.search`: port, region, dates and night range in the path; filters, sort and page in the query string. */
export function CruiseResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const title = t('service_screens.cruise.search');
  useDocumentTitle(title);
  const params = parsePath('cruise.search', location.pathname);
  const values = cruiseSearchValues(params);
  const problems = validateCruiseSearch(values);
  const valid = params !== null && Object.keys(problems).length === 0;
  const query = new URLSearchParams(location.searchStr);
  const page = Math.max(1, Number(query.get('page')) || 1);
  const filters = {
    line: query.get('line') ?? '',
    grade: query.get('grade') ?? '',
    max: query.get('max') ?? '',
    sort: query.get('sort') === 'price' ? ('price' as const) : ('date' as const),
  };
  const body: CruiseSearchBody = {
    depart: values.depart,
    destination: values.destination,
    duration: values.duration,
    ...(values.departDate ? { depart_date: values.departDate } : {}),
    ...(values.returnDate ? { return_date: values.returnDate } : {}),
    ...(filters.line ? { line: filters.line } : {}),
    ...((CABIN_GRADES as readonly string[]).includes(filters.grade)
      ? { grade: filters.grade as (typeof CABIN_GRADES)[number] }
      : {}),
    ...(/^\d+$/.test(filters.max) ? { max_price_iqd: filters.max } : {}),
    sort: filters.sort,
    page,
    per_page: PER_PAGE,
  };
  const results = useQuery({ ...cruiseSearchQuery(body), enabled: valid });
  // On a phone the filters fold under one button, so the cruises come first.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const go = (patch: Record<string, string>, nextPage = 1) => {
    const next = new URLSearchParams({ ...filters, ...patch, ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
    for (const [k, v] of [...next.entries()]) if (!v || (k === 'sort' && v === 'date')) next.delete(k);
    const search = next.toString();
    void navigate({ href: `${location.pathname}${search ? `?${search}` : ''}` });
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-5 space-y-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {valid ? null : <Alert tone="error">{t('cruises.search.fix_link')}</Alert>}
        <CruiseSearchForm
          key={location.pathname}
          initialValues={values}
          initialErrors={Object.fromEntries(Object.entries(problems).map(([f, k]) => [f, translate(k, lang)]))}
          loadWidgets="at-once"
        />
      </div>
      {valid ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls="cruise-filters"
            onClick={() => setFiltersOpen((open) => !open)}
            className="rounded-xl bg-white px-4 py-3 text-start font-semibold text-slate-900 shadow-sm ring-1 ring-slate-200 lg:hidden"
          >
            {t('cruises.filters.title')}
          </button>
          <section
            id="cruise-filters"
            aria-label={t('cruises.filters.title')}
            className={`${filtersOpen ? 'grid' : 'hidden'} gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid lg:grid-cols-1`}
          >
            <NativeSelect
              label={t('cruises.filters.sort')}
              name="sort"
              value={filters.sort}
              onChange={(e) => go({ sort: e.target.value })}
              options={[
                { value: 'date', label: t('cruises.filters.sort_date') },
                { value: 'price', label: t('cruises.filters.sort_price') },
              ]}
            />
            <NativeSelect
              label={t('cruises.filters.line')}
              name="line"
              value={filters.line}
              onChange={(e) => go({ line: e.target.value })}
              options={[
                { value: '', label: t('cruises.filters.any_line') },
                ...(results.data?.data.lines ?? []).map((l) => ({ value: l.slug, label: `${l.name} (${l.count})` })),
                ...(filters.line && !results.data?.data.lines.some((l) => l.slug === filters.line)
                  ? [{ value: filters.line, label: filters.line }]
                  : []),
              ]}
            />
            <NativeSelect
              label={t('cruises.filters.grade')}
              name="grade"
              value={filters.grade}
              onChange={(e) => go({ grade: e.target.value })}
              options={[
                { value: '', label: t('cruises.filters.any_grade') },
                ...CABIN_GRADES.map((g) => ({ value: g, label: t(`cruises.grades.${g}`) })),
              ]}
            />
            <NativeSelect
              label={t('cruises.filters.max_price')}
              name="max"
              value={filters.max}
              onChange={(e) => go({ max: e.target.value })}
              options={[
                { value: '', label: '—' },
                ...PRICE_CAPS.map((cap) => ({
                  value: cap,
                  label: new Intl.NumberFormat(localeOf(lang)).format(Number(cap)),
                })),
              ]}
            />
          </section>
          <div>
            {results.isPending ? (
              <ResultsPlaceholder label={t('cruises.results.searching')} cards="pictures" filters={0} />
            ) : results.isError ? (
              <Alert tone="error">{errorMessage(results.error, t)}</Alert>
            ) : results.data.data.cruises.length === 0 ? (
              <p className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
                {t('cruises.results.none')}
              </p>
            ) : (
              <div className={`space-y-4 ${results.isPlaceholderData ? 'opacity-60' : ''}`}>
                <ul className="space-y-4" aria-label={title}>
                  {results.data.data.cruises.map((c) => (
                    <CruiseCard key={c.id} cruise={c} />
                  ))}
                </ul>
                {lastPage(results.data.meta.total, PER_PAGE) > 1 ? (
                  <Pagination
                    page={page}
                    perPage={PER_PAGE}
                    total={results.data.meta.total}
                    onPage={(next) => go({}, next)}
                  />
                ) : null}
              </div>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
