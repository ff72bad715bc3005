import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { GUIDE_PAGE_SIZE, GUIDE_SORTS, GUIDE_SPECIALITIES } from '@portal/contracts/guide-constants';
import type { GuideOffer } from '@portal/contracts/guides';
import { parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { ResultsPlaceholder } from '../../../components/ui/results-placeholder';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { pickText, useLang } from '../../../lib/i18n';
import { patchQuery, searchOfHref } from '../../../lib/query-state';
import { priceText } from '../../../lib/money';
import { guideSearchQuery } from '../api/guides';
import { checkTrip, detailHref, pick, SEARCH_KEYS, tripFromQuery } from '../utils/trip';
import { GuideAvatar, GuideFacts } from './guide-profile';
import { GuideSearchForm } from './guide-search-form';

function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.problem?.errors) return {};
  return Object.fromEntries(error.problem.errors.map((e) => [e.field, e.message]));
}

/**
 * `guide.search`: the city in the path (none: every city), the trip, filters, order and page in the query
 * string, so a shared link shows the same list. A link that cannot be searched opens the form with the problem
 * marked. With a first day, only guides free on every day of the trip are listed.
 */
export function GuideResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const href = location.href;
  const parsed = useMemo(() => {
    const params = parsePath('guide.search', location.pathname);
    if (!params) return null;
    const search = searchOfHref(href);
    const trip = tripFromQuery(search, params.city ?? '');
    return { trip, search, problems: checkTrip(trip, lang) };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href, lang]);
  const query = parsed
    ? [
        parsed.trip.city ? `city=${encodeURIComponent(parsed.trip.city)}` : '',
        pick(parsed.search, SEARCH_KEYS).toString(),
      ]
        .filter(Boolean)
        .join('&')
    : '';
  const result = useQuery({
    ...guideSearchQuery(query),
    enabled: !!parsed && Object.keys(parsed.problems).length === 0,
  });
  const problems = { ...(parsed?.problems ?? {}), ...(result.isError ? fieldErrors(result.error) : {}) };
  const city = result.data?.data.city;
  const title = t('service_screens.guide.search');
  const where = city
    ? t('guides.results.title_city', { city: pickText(city.name, lang) })
    : t('guides.results.title_all');
  useDocumentTitle(city ? where : title);

  /** A filter or the order changed: written into the address, back to the first page. */
  function go(patch: Record<string, string>) {
    if (!parsed) return;
    void navigate({ href: `${location.pathname}?${patchQuery(parsed.search, { page: '', ...patch })}` });
  }

  const selectClass = '[&_select]:min-h-11 [&_select]:rounded-xl';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-700">{where}</p>
      <div className="mt-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {Object.keys(problems).length > 0 ? <Alert tone="error">{t('guides.search.fix_link')}</Alert> : null}
        {/* Above the results, the form's pickers load when the visitor turns to it (decision 138). */}
        <GuideSearchForm
          key={href}
          initialValues={parsed?.trip}
          initialErrors={problems}
          loadWidgets={!parsed || Object.keys(problems).length > 0 ? 'at-once' : 'on-intent'}
        />
      </div>
      {!parsed || Object.keys(problems).length > 0 ? null : result.isPending ? (
        <div className="mt-6">
          <ResultsPlaceholder label={t('guides.results.searching')} cards="pictures" filters={3} />
        </div>
      ) : result.isError ? (
        <div className="mt-6 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">{errorMessage(result.error, t)}</p>
        </div>
      ) : (
        <div className="mt-6 grid gap-5 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
          <aside
            aria-label={t('guides.results.filters')}
            className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3 lg:grid-cols-1"
          >
            <NativeSelect
              label={t('guides.results.speciality')}
              value={parsed.search.get('speciality') ?? ''}
              onChange={(event) => go({ speciality: event.target.value })}
              options={[
                { value: '', label: t('guides.results.any') },
                ...GUIDE_SPECIALITIES.map((s) => ({ value: s, label: t(`guides.speciality.${s}`) })),
              ]}
              className={selectClass}
            />
            <TextField
              key={parsed.search.get('price_max') ?? ''}
              label={t('guides.results.price_max')}
              inputMode="decimal"
              defaultValue={parsed.search.get('price_max') ?? ''}
              onBlur={(event) => {
                const v = event.target.value.trim();
                if (v !== (parsed.search.get('price_max') ?? '') && /^(\d+(\.\d+)?)?$/.test(v)) go({ price_max: v });
              }}
            />
            <NativeSelect
              label={t('guides.results.sort')}
              value={parsed.search.get('sort') ?? 'rating'}
              onChange={(event) => go({ sort: event.target.value === 'rating' ? '' : event.target.value })}
              options={GUIDE_SORTS.map((s) => ({ value: s, label: t(`guides.results.sort_${s}`) }))}
              className={selectClass}
            />
          </aside>
          <section aria-label={where} className={result.isFetching ? 'opacity-60' : ''}>
            <p className="mb-3 text-sm font-medium text-slate-700" aria-live="polite">
              {t('guides.units.guides', { count: result.data.meta.total })}
            </p>
            {result.data.data.guides.length === 0 ? (
              <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
                <p className="font-semibold text-slate-900">{t('guides.results.none')}</p>
                <p className="mt-2 text-sm text-slate-700">{t('guides.results.none_hint')}</p>
              </div>
            ) : (
              <ul className="space-y-4">
                {result.data.data.guides.map((g) => (
                  <GuideCard key={g.id} guide={g} search={parsed.search} dated={!!parsed.trip.date} />
                ))}
              </ul>
            )}
            <Pagination
              className="mt-5"
              page={Number(parsed.search.get('page') ?? 1) || 1}
              perPage={GUIDE_PAGE_SIZE}
              total={result.data.meta.total}
              onPage={(page) => go({ page: page > 1 ? String(page) : '' })}
            />
          </section>
        </div>
      )}
    </div>
  );
}

function GuideCard({ guide, search, dated }: { guide: GuideOffer; search: URLSearchParams; dated: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const p = guide.price;
  return (
    <li className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[minmax(0,1fr)_13rem]">
      <div className="flex gap-4">
        <GuideAvatar guide={guide} />
        <div className="min-w-0 space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">
            <bdi>{pickText(guide.name, lang)}</bdi>
          </h2>
          <p className="text-sm text-slate-700">
            <bdi>{pickText(guide.city.name, lang)}</bdi>
          </p>
          <GuideFacts guide={guide} />
        </div>
      </div>
      <div className="flex flex-col justify-between gap-3 sm:items-end sm:text-end">
        <div>
          <p className="text-xl font-semibold text-slate-900">{priceText(p.total, lang)}</p>
          <p className="text-sm text-slate-700">
            {t('guides.results.for_trip', {
              days: t('guides.units.days', { count: p.days }),
              group: t('guides.units.people', { count: p.group }),
            })}
          </p>
          <p className="text-sm text-slate-600">
            {priceText(guide.daily, lang)} {t('guides.results.per_day')}
          </p>
          {dated ? <p className="mt-1 text-sm font-medium text-emerald-800">{t('guides.results.free_note')}</p> : null}
        </div>
        <Link to={detailHref(guide.id, search)} className={buttonClass('primary', 'w-full sm:w-auto')}>
          {t('guides.results.view')}
        </Link>
      </div>
    </li>
  );
}
