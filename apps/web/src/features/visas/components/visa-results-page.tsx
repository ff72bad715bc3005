import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { translate } from '@portal/contracts/messages';
import { buildPath, parsePath } from '@portal/contracts/routes';
import { VISA_PROCESSING, VISA_SORTS } from '@portal/contracts/visa-constants';
import type { VisaCard } from '@portal/contracts/visas';
import { Alert } from '../../../components/ui/alert';
import { AmountRangeFields } from '../../../components/ui/amount-range-fields';
import { Button, buttonClass } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { PriceAmount } from '../../../components/ui/price';
import { ResultsPlaceholder } from '../../../components/ui/results-placeholder';
import { resultImageLoading } from '../../../components/ui/result-image';
import { mediaUrl } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { errorMessage } from '../../../lib/error-message';
import { useLang } from '../../../lib/i18n';
import { visaSearchQuery } from '../api/visas';
import { apiQuery, checkRoute, readList, writeList, type VisaListState, type VisaSearchValues } from '../utils/search';
import { VisaSearchForm } from './visa-search-form';

const PER_PAGE = 10;

/**
 * `visa.search`: the nationality and destination in the path, filters (type, processing time, price), order and
 * page in the query string, so a list can be shared. An unknown code is explained above the search form.
 */
export function VisaResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const title = t('service_screens.visa.search');
  useDocumentTitle(title);
  const params = parsePath('visa.search', location.pathname);
  const values: VisaSearchValues | null = params ? { from: params.from, to: params.to } : null;
  const problems = values ? checkRoute(values) : { to: 'invalid_country' as const };
  const bad = Object.keys(problems).length > 0;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-6 space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {bad ? <Alert tone="error">{t('visas.search.fix_link')}</Alert> : null}
        <VisaSearchForm
          key={location.pathname}
          initialValues={values ?? undefined}
          initialErrors={Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, translate(key, lang)]))}
          loadWidgets={bad ? 'at-once' : 'on-intent'}
        />
      </div>
      {!bad && values ? <VisaResults values={values} search={location.searchStr} pathname={location.pathname} /> : null}
    </div>
  );
}

function VisaResults({ values, search, pathname }: { values: VisaSearchValues; search: string; pathname: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = readList(search);
  const results = useQuery(visaSearchQuery(apiQuery(values, list, PER_PAGE)));
  const go = (next: VisaListState) => void navigate({ href: pathname + writeList(next) });

  return (
    <div className="mt-6 grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
      <Filters key={search} list={list} types={results.data?.meta.types ?? []} onApply={go} />
      <section aria-label={t('service_screens.visa.search')} className="space-y-4">
        <NativeSelect
          label={t('visas.results.sort')}
          value={list.sort}
          onChange={(e) => go({ ...list, sort: e.target.value as VisaListState['sort'], page: 1 })}
          options={VISA_SORTS.map((s) => ({ value: s, label: t(`visas.results.sorts.${s}`) }))}
          className="max-w-xs"
        />
        {results.isPending ? (
          <ResultsPlaceholder label={t('visas.results.loading')} cards="pictures" filters={0} />
        ) : results.isError ? (
          <Alert tone="error">{errorMessage(results.error, t)}</Alert>
        ) : results.data.meta.total === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
            {results.data.meta.types.length === 0 ? t('visas.results.none_for') : t('visas.results.none')}
          </p>
        ) : (
          <>
            <ul className="space-y-4">
              {results.data.data.map((visa, index) => (
                <li key={visa.id}>
                  <VisaCardView visa={visa} index={index} />
                </li>
              ))}
            </ul>
            <Pagination
              page={list.page}
              perPage={PER_PAGE}
              total={results.data.meta.total}
              onPage={(page) => go({ ...list, page })}
            />
          </>
        )}
      </section>
    </div>
  );
}

function Filters({
  list,
  types,
  onApply,
}: {
  list: VisaListState;
  types: VisaCard['type'][];
  onApply: (list: VisaListState) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(list);
  const days = (n: number) => t('visas.days', { count: n });
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  }
  return (
    <form
      onSubmit={submit}
      aria-label={t('visas.results.filters')}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('visas.results.filters')}</h2>
      <NativeSelect
        label={t('visas.results.type')}
        value={draft.type}
        onChange={(e) => setDraft({ ...draft, type: e.target.value })}
        options={[
          { value: '', label: t('visas.results.any_type') },
          ...[...new Set([...types, ...(draft.type ? [draft.type as VisaCard['type']] : [])])].map((type) => ({
            value: type,
            label: t(`visas.types.${type}`),
          })),
        ]}
      />
      <NativeSelect
        label={t('visas.results.processing')}
        value={draft.maxDays}
        onChange={(e) => setDraft({ ...draft, maxDays: e.target.value })}
        options={[
          { value: '', label: t('visas.results.any_time') },
          ...VISA_PROCESSING.map((d) => ({ value: String(d), label: t('visas.results.within', { days: days(d) }) })),
        ]}
      />
      <AmountRangeFields
        labels={{ min: t('visas.results.price_min'), max: t('visas.results.price_max') }}
        min={draft.priceMin}
        max={draft.priceMax}
        onChange={({ min, max }) => setDraft({ ...draft, priceMin: min, priceMax: max })}
      />
      <Button type="submit" variant="secondary" className="w-full">
        {t('visas.results.apply')}
      </Button>
    </form>
  );
}

function VisaCardView({ visa, index }: { visa: VisaCard; index: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex-row">
      <img
        src={mediaUrl(visa.thumbnail)}
        alt=""
        width={480}
        height={320}
        {...resultImageLoading(index)}
        className="h-40 w-full object-cover sm:h-auto sm:w-48"
      />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <p className="text-sm font-medium text-teal-800">
            {countryName(visa.country, lang)} · {t(`visas.types.${visa.type}`)}
          </p>
          <h3 className="text-lg font-semibold text-slate-900">{visa.title[lang]}</h3>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <div className="flex gap-1">
              <dt>{t('visas.facts.processing')}:</dt>
              <dd>{t('visas.days', { count: visa.processing_days })}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('visas.facts.stay')}:</dt>
              <dd>{t('visas.days', { count: visa.stay_days })}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('visas.facts.entries')}:</dt>
              <dd>{t(`visas.entries.${visa.entries}`)}</dd>
            </div>
          </dl>
        </div>
        <div className="shrink-0 text-end">
          <p className="text-xl font-bold text-slate-900">
            <PriceAmount price={visa.price} />
          </p>
          <p className="text-xs text-slate-600">{t('visas.results.per_person')}</p>
          <Link to={buildPath('visa.details', { id: visa.id })} className={buttonClass('primary', 'mt-2')}>
            {t('visas.results.view')}
          </Link>
        </div>
      </div>
    </article>
  );
}
