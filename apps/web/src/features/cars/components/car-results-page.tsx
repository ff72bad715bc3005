import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CAR_CLASSES, CAR_PAGE_SIZE, TRANSMISSIONS } from '@portal/contracts/car-constants';
import type { CarOffer, CarSearchResult } from '@portal/contracts/cars';
import { parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { PriceAmount } from '../../../components/ui/price';
import { ResultsPlaceholder } from '../../../components/ui/results-placeholder';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { resultImageLoading } from '../../../components/ui/result-image';
import { mediaUrl } from '../../../lib/api-client';
import { pickText, useLang } from '../../../lib/i18n';
import { carSearchQuery } from '../api/cars';
import {
  checkRental,
  detailHref,
  listFromQuery,
  rentalFromQuery,
  searchApiQuery,
  writeList,
  type CarListState,
  type RentalValues,
} from '../utils/rental';
import { priceText } from '../utils/format';
import { CarFacts } from './car-facts';
import { CarSearchForm } from './car-search-form';

/** The server's field messages of a refused search, for the form. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.problem?.errors) return {};
  return Object.fromEntries(error.problem.errors.map((e) => [e.field, e.message]));
}

/**
 * `cars.search`: the city in the path, the rental (pick-up, drop-off, age, offices), filters, order and page in
 * the query string, so a shared link shows the same list. A link that cannot be searched opens the form with
 * the problem marked.
 */
export function CarResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const title = t('service_screens.cars.search');
  useDocumentTitle(title);
  const href = location.href;
  const parsed = useMemo(() => {
    const params = parsePath('cars.search', location.pathname);
    const search = new URLSearchParams(href.includes('?') ? href.slice(href.indexOf('?') + 1) : '');
    if (!params) return null;
    const rental = rentalFromQuery(params.destination, search);
    return { rental, list: listFromQuery(search), search, problems: checkRental(rental, lang) };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href, lang]);
  const query = parsed ? searchApiQuery(parsed.rental.destination, parsed.search) : '';
  const result = useQuery({ ...carSearchQuery(query), enabled: !!parsed && Object.keys(parsed.problems).length === 0 });
  const serverErrors = result.isError ? fieldErrors(result.error) : {};
  const problems = { ...(parsed?.problems ?? {}), ...serverErrors };

  function go(list: Partial<CarListState>, rental?: Partial<RentalValues>) {
    if (!parsed) return;
    const q = new URLSearchParams(parsed.search);
    for (const [key, value] of [
      ['pickup_office', rental?.pickupOffice],
      ['dropoff_office', rental?.dropoffOffice],
    ] as const) {
      if (value === undefined) continue;
      if (value) q.set(key, value);
      else q.delete(key);
    }
    writeList(q, { page: 1, ...list });
    void navigate({ href: `${location.pathname}?${q}` });
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {Object.keys(problems).length > 0 ? <Alert tone="error">{t('cars.search.fix_link')}</Alert> : null}
        {/* Above the results, the form's pickers load when the visitor turns to it; a link that cannot be
            searched opens it ready (decision 138). */}
        <CarSearchForm
          key={href}
          initialValues={parsed?.rental}
          initialErrors={problems}
          loadWidgets={!parsed || Object.keys(problems).length > 0 ? 'at-once' : 'on-intent'}
        />
      </div>
      {!parsed || Object.keys(problems).length > 0 ? null : result.isPending ? (
        <div className="mt-6">
          <ResultsPlaceholder label={t('cars.results.searching')} cards="pictures" filters={8} />
        </div>
      ) : result.isError ? (
        <div className="mt-6 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">{errorMessage(result.error, t)}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void result.refetch()}>
            {t('cars.results.retry')}
          </Button>
        </div>
      ) : (
        <div className="mt-6 grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
          <Filters result={result.data.data} list={parsed.list} rental={parsed.rental} onChange={go} />
          <section aria-label={t('cars.results.sort')} className={result.isFetching ? 'opacity-60' : ''}>
            <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
              <Pagination
                page={parsed.list.page}
                perPage={CAR_PAGE_SIZE}
                total={result.data.meta.total}
                onPage={(page) => go({ ...parsed.list, page })}
                variant="steps"
              />
              <NativeSelect
                label={t('cars.results.sort')}
                value={parsed.list.sort}
                onChange={(e) => go({ sort: e.target.value === 'price_desc' ? 'price_desc' : 'price_asc' })}
                options={[
                  { value: 'price_asc', label: t('cars.results.sort_price_asc') },
                  { value: 'price_desc', label: t('cars.results.sort_price_desc') },
                ]}
              />
            </div>
            {result.data.data.offers.length === 0 ? (
              <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
                <p className="font-semibold text-slate-900">{t('cars.results.none')}</p>
                <p className="mt-1 text-sm text-slate-700">{t('cars.results.none_hint')}</p>
              </div>
            ) : (
              <ol className="space-y-4">
                {result.data.data.offers.map((offer, index) => (
                  <li key={offer.id}>
                    <CarCard offer={offer} href={detailHref(offer.id, parsed.rental)} lang={lang} index={index} />
                  </li>
                ))}
              </ol>
            )}
            <Pagination
              className="mt-5"
              page={parsed.list.page}
              perPage={CAR_PAGE_SIZE}
              total={result.data.meta.total}
              onPage={(page) => go({ ...parsed.list, page })}
            />
          </section>
        </div>
      )}
    </div>
  );
}

function CarCard({
  offer,
  href,
  lang,
  index,
}: {
  offer: CarOffer;
  href: string;
  lang: ReturnType<typeof useLang>;
  index: number;
}) {
  const { t } = useTranslation();
  return (
    <article className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[12rem_minmax(0,1fr)_auto]">
      <img
        src={mediaUrl(offer.image)}
        alt=""
        width={480}
        height={320}
        {...resultImageLoading(index)}
        className="aspect-[3/2] w-full rounded-xl object-cover"
      />
      <div className="min-w-0 space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">
          <bdi>{offer.model}</bdi>
        </h2>
        <p className="text-sm text-slate-700">
          <bdi>{pickText(offer.company.name, lang)}</bdi> · <bdi>{pickText(offer.office.name, lang)}</bdi>
        </p>
        <CarFacts car={offer} />
      </div>
      <div className="flex flex-col items-start justify-between gap-2 sm:items-end sm:text-end">
        <div>
          <p className="text-xs text-slate-700">{t('cars.results.total_for', { count: offer.price.days })}</p>
          <p className="text-xl font-bold text-slate-900">
            <PriceAmount price={offer.price.total} />
          </p>
          <p className="text-sm text-slate-700">{t('cars.results.per_day', { price: priceText(offer.daily, lang) })}</p>
          {offer.left <= 2 ? (
            <p className="text-sm font-semibold text-amber-800">{t('cars.results.left', { count: offer.left })}</p>
          ) : null}
        </div>
        <Link to={href} className={buttonClass('primary')}>
          {t('cars.results.choose')}
        </Link>
      </div>
    </article>
  );
}

function Filters({
  result,
  list,
  rental,
  onChange,
}: {
  result: CarSearchResult;
  list: CarListState;
  rental: RentalValues;
  onChange: (list: Partial<CarListState>, rental?: Partial<RentalValues>) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const offices = result.offices.map((o) => ({ value: o.id, label: pickText(o.name, lang) }));
  const toggle = (c: (typeof CAR_CLASSES)[number]) =>
    onChange({ classes: list.classes.includes(c) ? list.classes.filter((x) => x !== c) : [...list.classes, c] });
  return (
    <aside
      aria-label={t('cars.results.filters')}
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="font-semibold text-slate-900">{t('cars.results.filters')}</h2>
      <NativeSelect
        label={t('cars.search.pickup_office')}
        value={rental.pickupOffice}
        onChange={(e) => onChange({}, { pickupOffice: e.target.value })}
        options={[{ value: '', label: t('cars.search.any_office') }, ...offices]}
      />
      <NativeSelect
        label={t('cars.search.dropoff_office')}
        value={rental.dropoffOffice}
        onChange={(e) => onChange({}, { dropoffOffice: e.target.value })}
        options={[{ value: '', label: t('cars.search.same_office') }, ...offices]}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('cars.results.class')}</legend>
        <div className="space-y-1">
          {CAR_CLASSES.map((c) => (
            <label key={c} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" checked={list.classes.includes(c)} onChange={() => toggle(c)} className="size-4" />
              {t(`cars.classes.${c}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <NativeSelect
        label={t('cars.results.transmission')}
        value={list.transmission}
        onChange={(e) => onChange({ transmission: e.target.value })}
        options={[
          { value: '', label: t('cars.results.any') },
          ...TRANSMISSIONS.map((v) => ({ value: v, label: t(`cars.transmissions.${v}`) })),
        ]}
      />
      <NativeSelect
        label={t('cars.results.with_driver')}
        value={list.withDriver}
        onChange={(e) => onChange({ withDriver: e.target.value })}
        options={[
          { value: '', label: t('cars.results.any') },
          { value: 'yes', label: t('cars.results.with_driver_yes') },
          { value: 'no', label: t('cars.results.with_driver_no') },
        ]}
      />
      <NativeSelect
        label={t('cars.results.company')}
        value={list.company}
        onChange={(e) => onChange({ company: e.target.value })}
        options={[
          { value: '', label: t('cars.results.any') },
          ...result.companies.map((c) => ({ value: c.code, label: `${pickText(c.name, lang)} (${c.count})` })),
        ]}
      />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const value = String(new FormData(e.currentTarget).get('price_max') ?? '').trim();
          onChange({ priceMax: /^\d{1,12}$/.test(value) ? value : '' });
        }}
      >
        <TextField
          label={t('cars.results.price_max')}
          name="price_max"
          inputMode="numeric"
          defaultValue={list.priceMax}
          key={list.priceMax}
        />
      </form>
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => onChange({ classes: [], transmission: '', withDriver: '', company: '', priceMax: '' })}
      >
        {t('cars.results.clear')}
      </Button>
    </aside>
  );
}
