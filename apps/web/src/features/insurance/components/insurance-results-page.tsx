import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { InsuranceOffer, InsuranceSearchBody } from '@portal/contracts/insurance';
// The codes without zod (decision 148): the page loads no schemas chunk for them.
import {
  COVER_LEVELS,
  INSURANCE_PAGE_SIZE,
  INSURER_CODES,
  INSURERS,
  type InsurerCode,
  PLAN_KINDS,
} from '@portal/contracts/insurance-constants';
import { translate } from '@portal/contracts/messages';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { PriceAmount } from '../../../components/ui/price';
import { ResultsPlaceholder } from '../../../components/ui/results-placeholder';
import { ApiError } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { getStoredCurrency } from '../../../lib/currency';
import { formatCalendarDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { pickText, useLang } from '../../../lib/i18n';
import { listParam, pageParam, useQueryState, type QueryValue } from '../../../lib/query-state';
import { searchQuery } from '../api/insurance';
import { agesOf, searchPath, tripBody, tripFromSearch, tripQuery, validateTrip, type TripValues } from '../utils/trip';
import { CoverageLines } from './coverage-table';
import { InsuranceSearchForm } from './insurance-search-form';
import { PlanFacts } from './plan-facts';

type Filters = Required<NonNullable<InsuranceSearchBody['filters']>>;

/** The list's filters, order and page in the query string, beside the trip's `dob` (decision 129). */
const LIST_KEYS = { insurers: 'insurer', kinds: 'kind', cover_levels: 'level', schengen_only: 'schengen' } as const;
const NO_LIST: Record<string, QueryValue> = { insurer: '', kind: '', level: '', schengen: '', sort: '', page: '' };

/** What the address says of the list; unknown values are dropped, so a hand-edited link still lists plans. */
export function listFromQuery(q: URLSearchParams): { filters: Filters; sort: 'price' | 'cover'; page: number } {
  return {
    filters: {
      insurers: listParam(q, LIST_KEYS.insurers, INSURER_CODES),
      kinds: listParam(q, LIST_KEYS.kinds, PLAN_KINDS),
      cover_levels: listParam(q, LIST_KEYS.cover_levels, COVER_LEVELS),
      schengen_only: q.get(LIST_KEYS.schengen_only) === '1',
    },
    sort: q.get('sort') === 'cover' ? 'cover' : 'price',
    page: pageParam(q),
  };
}

/** The server's field names as the search form names them. */
function formErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.problem?.errors) return {};
  return Object.fromEntries(
    error.problem.errors.map((e) => [e.field === 'ages.0' ? 'age' : e.field.replace(/^ages\./, 'births.'), e.message]),
  );
}

/**
 * `insurance.search`: the trip from the URL (the route's values, the birth dates in `?dob=`), the plans that apply
 * with their price for these travellers, filters by insurer, type, level and Schengen compliance, two orders and
 * pages. When no plan applies the page says why; a link that cannot be searched opens the form with its problems.
 */
export function InsuranceResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, href, search } = useQueryState();
  const title = t('service_screens.insurance.search');
  useDocumentTitle(title);
  const trip = useMemo(() => tripFromSearch(pathname, `?${search}`), [pathname, search]);
  const problems = trip ? validateTrip(trip) : {};
  const messages = Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, translate(p.key, lang, p.params)]));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {!trip || Object.keys(problems).length > 0 ? (
        <div className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <InsuranceSearchForm
            key={href}
            initialValues={trip ?? undefined}
            initialErrors={messages}
            loadWidgets="at-once"
          />
        </div>
      ) : (
        // A new trip is a new list; a filter, the order or the page keeps the list on screen while it loads.
        <Results key={searchPath(trip)} trip={trip} />
      )}
    </div>
  );
}

function Results({ trip }: { trip: TripValues }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { search, set } = useQueryState();
  const { filters, sort, page } = useMemo(() => listFromQuery(search), [search]);
  /** A filter or the order changed: into the address (Back undoes it), back to the first page. */
  const setList = (patch: Record<string, QueryValue>) => set({ page: '', ...patch });
  const body: InsuranceSearchBody = {
    ...tripBody(trip),
    ages: agesOf(trip),
    filters,
    sort,
    page,
    per_page: INSURANCE_PAGE_SIZE,
  };
  const answer = useQuery({ ...searchQuery(body, getStoredCurrency().name), placeholderData: keepPreviousData });
  const serverErrors = formErrors(answer.error);

  const toggle = (key: 'insurers' | 'kinds' | 'cover_levels', value: string) => {
    const chosen: string[] = filters[key];
    setList({ [LIST_KEYS[key]]: chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value] });
  };
  const data = answer.data?.data;
  const meta = answer.data?.meta;
  const place = data ? (data.country ? countryName(data.country, lang) : t(`insurance.zones.${data.zone}`)) : '';
  const travellers = agesOf(trip).length;

  return (
    <div className="mt-6 space-y-6">
      <details
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        open={Object.keys(serverErrors).length > 0}
      >
        <summary className="cursor-pointer text-base font-semibold text-brand-800">
          {t('insurance.search.title')}
        </summary>
        <div className="mt-4">
          <InsuranceSearchForm initialValues={trip} initialErrors={serverErrors} loadWidgets="on-intent" />
        </div>
      </details>
      {answer.isError && Object.keys(serverErrors).length === 0 ? (
        <Alert tone="error">
          <p>{errorMessage(answer.error, t)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void answer.refetch()}>
            {t('insurance.results.retry')}
          </Button>
        </Alert>
      ) : null}
      {answer.isError ? null : !data || !meta ? (
        <ResultsPlaceholder label={t('insurance.results.loading')} filters={4} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
          <aside
            aria-label={t('insurance.results.filters')}
            className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <FilterGroup
              legend={t('insurance.results.insurers')}
              options={data.insurers.map((code) => ({ value: code, label: insurerLabel(code, data.plans, lang) }))}
              chosen={filters.insurers}
              onToggle={(v) => toggle('insurers', v)}
            />
            <FilterGroup
              legend={t('insurance.results.kinds')}
              options={PLAN_KINDS.map((k) => ({ value: k, label: t(`insurance.kinds.${k}`) }))}
              chosen={filters.kinds}
              onToggle={(v) => toggle('kinds', v)}
            />
            <FilterGroup
              legend={t('insurance.results.levels')}
              options={COVER_LEVELS.map((k) => ({ value: k, label: t(`insurance.levels.${k}`) }))}
              chosen={filters.cover_levels}
              onToggle={(v) => toggle('cover_levels', v)}
            />
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={filters.schengen_only}
                onChange={(e) => setList({ [LIST_KEYS.schengen_only]: e.target.checked })}
              />
              {t('insurance.results.schengen_only')}
            </label>
            <Button variant="ghost" onClick={() => set({ ...NO_LIST, sort: sort === 'cover' ? 'cover' : '' })}>
              {t('insurance.results.clear')}
            </Button>
          </aside>
          <section aria-labelledby="insurance-results-heading" className="space-y-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div>
                <h2 id="insurance-results-heading" className="text-xl font-semibold text-slate-900">
                  {t('insurance.results.heading', { place })}
                </h2>
                <p className="text-sm text-slate-700">
                  {t('insurance.results.summary', {
                    count: Number(trip.duration),
                    start: formatCalendarDate(data.start_date, lang),
                    end: formatCalendarDate(data.end_date, lang),
                  })}{' '}
                  · {t('insurance.results.travellers', { count: travellers })}
                </p>
              </div>
              <NativeSelect
                label={t('insurance.results.sort')}
                value={sort}
                onChange={(e) => setList({ sort: e.target.value === 'cover' ? 'cover' : '' })}
                options={[
                  { value: 'price', label: t('insurance.results.sort_price') },
                  { value: 'cover', label: t('insurance.results.sort_cover') },
                ]}
              />
            </div>
            {data.none_reason ? (
              <Alert tone="info">{t(`insurance.results.none.${data.none_reason}`)}</Alert>
            ) : (
              <>
                <ul className="space-y-4">
                  {data.plans.map((plan) => (
                    <PlanCard key={plan.id} plan={plan} trip={trip} />
                  ))}
                </ul>
                <Pagination
                  page={meta.page}
                  perPage={meta.per_page}
                  total={meta.total}
                  onPage={(p) => set({ page: p > 1 ? p : '' })}
                />
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

/** An insurer's name, from the plans listed or else the insurers' register (a filtered list may have none of its). */
function insurerLabel(code: string, plans: InsuranceOffer[], lang: ReturnType<typeof useLang>): string {
  const plan = plans.find((p) => p.insurer.code === code);
  if (plan) return pickText(plan.insurer.name, lang);
  return code in INSURERS ? pickText(INSURERS[code as InsurerCode], lang) : code;
}

function FilterGroup({
  legend,
  options,
  chosen,
  onToggle,
}: {
  legend: string;
  options: Array<{ value: string; label: string }>;
  chosen: string[];
  onToggle: (value: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="space-y-1.5">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={chosen.includes(o.value)} onChange={() => onToggle(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PlanCard({ plan, trip }: { plan: InsuranceOffer; trip: TripValues }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PlanFacts plan={plan} heading="h3" />
        <div className="shrink-0 text-start sm:text-end">
          <p className="text-xs text-slate-600">{t('insurance.results.total')}</p>
          <p className="text-2xl font-bold text-slate-900">
            <PriceAmount price={plan.price.total} />
          </p>
          <Link
            to={`/insurance-details/${plan.id}${tripQuery(trip)}` as string}
            className={buttonClass('primary', 'mt-3')}
            aria-label={`${t('insurance.results.details')}: ${pickText(plan.name, lang)}`}
          >
            {t('insurance.results.details')}
          </Link>
        </div>
      </div>
      <details className="mt-3 border-t border-slate-100 pt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">
          {t('insurance.results.coverage_lines', { count: plan.coverage.length })}
        </summary>
        <div className="mt-2 max-w-xl">
          <CoverageLines
            plan={plan}
            caption={t('insurance.results.coverage_of', { plan: pickText(plan.name, lang) })}
          />
        </div>
      </details>
    </li>
  );
}
