import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { translate } from '@portal/contracts/messages';
import { buildPath, parsePath } from '@portal/contracts/routes';
import { UGUIDE_SORTS } from '@portal/contracts/uguide-constants';
import type { UguideCard } from '@portal/contracts/uguides';
import { Alert } from '../../../components/ui/alert';
import { AmountRangeFields } from '../../../components/ui/amount-range-fields';
import { Button, buttonClass } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { PriceAmount } from '../../../components/ui/price';
import { ResultsPlaceholder } from '../../../components/ui/results-placeholder';
import { ServiceIcon } from '../../../components/ui/service-icon';
import { countryName } from '../../../lib/countries';
import { formatCalendarDate, formatMonth } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useLang } from '../../../lib/i18n';
import { uguideSearchQuery, type UguideList } from '../api/uguides';
import { apiQuery, checkCountry, readList, writeList, type UguideListState } from '../utils/search';
import { UguideSearchForm } from './uguide-search-form';

const PER_PAGE = 10;

/**
 * `uguide.search`: the country in the path (none for every country), filters (degree, field, language, intake,
 * tuition), order and page in the query string, so a list can be shared. An unknown code is explained above the form.
 */
export function UguideResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const title = t('service_screens.uguide.search');
  useDocumentTitle(title);
  const country = (parsePath('uguide.search', location.pathname)?.country ?? '').toUpperCase();
  const problems = checkCountry(country);
  const bad = Object.keys(problems).length > 0;
  const list = readList(location.searchStr);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-6 space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {bad ? <Alert tone="error">{t('uguides.search.fix_link')}</Alert> : null}
        <UguideSearchForm
          key={location.pathname}
          initialValues={{ country, degree: list.degree }}
          initialErrors={Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, translate(key, lang)]))}
          loadWidgets={bad ? 'at-once' : 'on-intent'}
        />
      </div>
      {!bad ? <Results country={country} list={list} pathname={location.pathname} /> : null}
    </div>
  );
}

function Results({ country, list, pathname }: { country: string; list: UguideListState; pathname: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const results = useQuery(uguideSearchQuery(apiQuery(country, list, PER_PAGE)));
  const go = (next: UguideListState) => void navigate({ href: pathname + writeList(next) });

  return (
    <div className="mt-6 grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
      <Filters key={writeList(list)} list={list} meta={results.data?.meta} onApply={go} />
      <section aria-label={t('service_screens.uguide.search')} className="space-y-4">
        <NativeSelect
          label={t('uguides.results.sort')}
          value={list.sort}
          onChange={(e) => go({ ...list, sort: e.target.value as UguideListState['sort'], page: 1 })}
          options={UGUIDE_SORTS.map((s) => ({ value: s, label: t(`uguides.results.sorts.${s}`) }))}
          className="max-w-xs"
        />
        {results.isPending ? (
          <ResultsPlaceholder label={t('uguides.results.loading')} cards="pictures" filters={0} />
        ) : results.isError ? (
          <Alert tone="error">{errorMessage(results.error, t)}</Alert>
        ) : results.data.meta.total === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t('uguides.results.none')}</p>
        ) : (
          <>
            <ul className="space-y-4">
              {results.data.data.map((p) => (
                <li key={p.id}>
                  <ProgrammeCard programme={p} />
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
  meta,
  onApply,
}: {
  list: UguideListState;
  meta: UguideList['meta'] | undefined;
  onApply: (list: UguideListState) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [draft, setDraft] = useState(list);
  const keep = <T extends string>(offered: readonly T[] | undefined, chosen: string) => [
    ...new Set([...(offered ?? []), ...(chosen ? [chosen as T] : [])]),
  ];
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  }
  return (
    <form
      onSubmit={submit}
      aria-label={t('uguides.results.filters')}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('uguides.results.filters')}</h2>
      <NativeSelect
        label={t('uguides.search.degree')}
        value={draft.degree}
        onChange={(e) => setDraft({ ...draft, degree: e.target.value })}
        options={[
          { value: '', label: t('uguides.search.any_degree') },
          ...keep(meta?.degrees, draft.degree).map((d) => ({ value: d, label: t(`uguides.degrees.${d}`) })),
        ]}
      />
      <NativeSelect
        label={t('uguides.results.field')}
        value={draft.field}
        onChange={(e) => setDraft({ ...draft, field: e.target.value })}
        options={[
          { value: '', label: t('uguides.results.any_field') },
          ...keep(meta?.fields, draft.field).map((f) => ({ value: f, label: t(`uguides.fields.${f}`) })),
        ]}
      />
      <NativeSelect
        label={t('uguides.results.language')}
        value={draft.language}
        onChange={(e) => setDraft({ ...draft, language: e.target.value })}
        options={[
          { value: '', label: t('uguides.results.any_language') },
          ...keep(meta?.languages, draft.language).map((l) => ({ value: l, label: t(`uguides.languages.${l}`) })),
        ]}
      />
      <NativeSelect
        label={t('uguides.results.intake')}
        value={draft.intake}
        onChange={(e) => setDraft({ ...draft, intake: e.target.value })}
        options={[
          { value: '', label: t('uguides.results.any_intake') },
          ...keep(meta?.intakes, draft.intake).map((m) => ({ value: m, label: formatMonth(m, lang, 'long') })),
        ]}
      />
      <AmountRangeFields
        labels={{ min: t('uguides.results.tuition_min'), max: t('uguides.results.tuition_max') }}
        min={draft.tuitionMin}
        max={draft.tuitionMax}
        onChange={({ min, max }) => setDraft({ ...draft, tuitionMin: min, tuitionMax: max })}
      />
      <Button type="submit" variant="secondary" className="w-full">
        {t('uguides.results.apply')}
      </Button>
    </form>
  );
}

function ProgrammeCard({ programme: p }: { programme: UguideCard }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex gap-3">
        <span className="mt-1 hidden h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-800 sm:flex">
          <ServiceIcon service="uguide" className="h-6 w-6" />
        </span>
        <div className="space-y-1">
          <p className="text-sm font-medium text-teal-800">
            {p.university[lang]} · {p.city[lang]}, {countryName(p.country, lang)}
          </p>
          <h3 className="text-lg font-semibold text-slate-900">{p.title[lang]}</h3>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
            <span>{t(`uguides.languages.${p.language}`)}</span>
            <span>{t('uguides.years', { count: p.duration_years })}</span>
            <span>
              {p.next_intake
                ? t('uguides.results.deadline', { date: formatCalendarDate(p.next_intake.deadline, lang) })
                : t('uguides.results.closed')}
            </span>
            {p.scholarship ? (
              <span className="rounded-full bg-amber-50 px-2 text-amber-900">{t('uguides.results.scholarship')}</span>
            ) : null}
          </p>
        </div>
      </div>
      <div className="shrink-0 text-end">
        <p className="text-xl font-bold text-slate-900">
          <PriceAmount price={p.tuition} />
        </p>
        <p className="text-xs text-slate-600">{t('uguides.results.per_year')}</p>
        <Link to={buildPath('uguide.details', { id: p.id })} className={buttonClass('primary', 'mt-2')}>
          {t('uguides.results.view')}
        </Link>
      </div>
    </article>
  );
}
