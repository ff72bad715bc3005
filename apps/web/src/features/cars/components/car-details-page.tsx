import { Suspense, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MAX_CHILD_SEATS } from '@portal/contracts/car-constants';
import type { CarDetail } from '@portal/contracts/cars';
import { parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Placeholder } from '../../../components/ui/placeholder';
import { CheckboxField } from '../../../components/ui/text-field';
import { mediaUrl } from '../../../lib/api-client';
import { pickText, useLang } from '../../../lib/i18n';
import { lazyComponent } from '../../../lib/lazy';
import { isLoggedIn } from '../../../lib/session';
import { carDetailQuery } from '../api/cars';
import { formatInstant, formatLocal, priceText } from '../utils/format';
import { apiQuery, DETAIL_KEYS, rentalFromQuery, searchHref } from '../utils/rental';
import * as Detail from '../../../kit/details/detail-page-frame';
import { CarFacts } from './car-facts';
import { CarPriceParts } from './car-price';

/**
 * The booking step (a signed-in visitor's form, with the contracts' schemas and zod) loads when it is asked for,
 * or on a sign of intent at the book button: the car's page, drawn for every visitor, goes without it (decision 148).
 */
const CarBookingStep = lazyComponent(() => import('./car-booking-step'), 'CarBookingStep');

/**
 * `cars.details`: the car at its office, its rules, the price of the rental in the query string with its parts,
 * and the extras, which change the price in place. The booking form is a step of the same route (`step=book`,
 * issue 19: the spec has no booking route for cars); a visitor signs in first and comes back to it.
 */
export function CarDetailsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const title = t('service_screens.cars.details');
  useDocumentTitle(title);
  const id = parsePath('cars.details', location.pathname)?.id ?? '';
  const href = location.href;
  const search = useMemo(
    () => new URLSearchParams(href.includes('?') ? href.slice(href.indexOf('?') + 1) : ''),
    [href],
  );
  const step = search.get('step') === 'book' ? 'book' : 'detail';
  const query = useMemo(() => apiQuery(search, DETAIL_KEYS).toString(), [search]);
  const detail = useQuery({ ...carDetailQuery(id, query), enabled: id !== '', placeholderData: keepPreviousData });

  const heading = step === 'book' ? t('cars.booking.title') : title;
  return (
    <Detail.PageFrame
      state={detail}
      title={heading}
      keepTitle
      notFound={t('cars.detail.not_found')}
      back={{ to: '/', label: t('cars.detail.new_search') }}
    >
      {(data) =>
        step === 'book' && isLoggedIn() ? (
          <Suspense
            fallback={
              <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true">
                <Placeholder height="24rem" width="100%" className="rounded-2xl" />
                <Placeholder height="16rem" width="100%" className="hidden rounded-2xl lg:block" />
              </div>
            }
          >
            <CarBookingStep key={query} detail={data} search={search} />
          </Suspense>
        ) : (
          <CarDetailView detail={data} search={search} fetching={detail.isFetching} />
        )
      }
    </Detail.PageFrame>
  );
}

function CarDetailView({
  detail,
  search,
  fetching,
}: {
  detail: CarDetail;
  search: URLSearchParams;
  fetching: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const { car, price } = detail;
  const rental = rentalFromQuery(detail.destination.slug, search);
  const dropoffOffice = search.get('dropoff_office') || car.office.id;

  function change(key: string, value: string) {
    const q = new URLSearchParams(search);
    if (value) q.set(key, value);
    else q.delete(key);
    void navigate({ href: `${location.pathname}?${q}`, replace: true });
  }
  const preloadBooking = () => void CarBookingStep.preload();
  function book() {
    preloadBooking();
    const q = new URLSearchParams(search);
    q.set('step', 'book');
    if (!q.get('dropoff_office')) q.set('dropoff_office', car.office.id);
    const target = `${location.pathname}?${q}`;
    if (isLoggedIn()) void navigate({ href: target });
    else void navigate({ to: '/login', search: { redirect: target } });
  }

  return (
    <Detail.Columns
      aside={
        <Detail.Aside title={t('cars.price.title')} busy={fetching}>
          <CarPriceParts price={price} />
          {detail.available ? (
            <Button
              variant="accent"
              className="w-full min-h-12"
              onClick={book}
              onPointerOver={preloadBooking}
              onFocus={preloadBooking}
              onTouchStart={preloadBooking}
            >
              {t('cars.detail.book')}
            </Button>
          ) : (
            <Alert tone="error">{t('cars.detail.unavailable')}</Alert>
          )}
          <Link to={searchHref(rental)} className={buttonClass('secondary', 'w-full')}>
            {t('cars.detail.back')}
          </Link>
        </Detail.Aside>
      }
    >
      <section className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:p-6">
        <img
          src={mediaUrl(car.image)}
          alt=""
          width={480}
          height={320}
          className="aspect-[3/2] w-full rounded-xl object-cover"
        />
        <div className="space-y-3">
          <h2 className="text-2xl font-semibold text-slate-900">
            <bdi>{car.model}</bdi>
          </h2>
          <p className="text-sm text-slate-700">
            <bdi>{pickText(car.company.name, lang)}</bdi>
          </p>
          <CarFacts car={car} />
        </div>
      </section>
      <Detail.Section title={t('cars.detail.rental')}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-slate-800">{t('cars.detail.pickup')}</dt>
            <dd className="text-slate-900">
              <bdi>{pickText(car.office.name, lang)}</bdi>
              <br />
              {formatLocal(`${rental.pickupDate}T${rental.pickupTime}`, lang)}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-800">{t('cars.detail.dropoff')}</dt>
            <dd className="text-slate-900">{formatLocal(`${rental.dropoffDate}T${rental.dropoffTime}`, lang)}</dd>
          </div>
        </dl>
        <NativeSelect
          className="mt-4 max-w-sm"
          label={t('cars.search.dropoff_office')}
          value={dropoffOffice}
          onChange={(e) => change('dropoff_office', e.target.value)}
          options={detail.offices.map((o) => ({ value: o.id, label: pickText(o.name, lang) }))}
        />
        <p className="mt-2 text-sm text-slate-700">
          {t('cars.detail.one_way_fee', { price: priceText(detail.one_way_fee, lang) })}
        </p>
      </Detail.Section>
      <Detail.Section title={t('cars.detail.extras')}>
        <div className="space-y-3">
          <NativeSelect
            className="max-w-xs"
            label={`${t('cars.detail.child_seats')} · ${t('cars.detail.child_seat_price', { price: priceText(detail.extras.child_seat, lang) })}`}
            value={search.get('child_seats') ?? '0'}
            onChange={(e) => change('child_seats', e.target.value === '0' ? '' : e.target.value)}
            options={Array.from({ length: MAX_CHILD_SEATS + 1 }, (_, i) => ({ value: String(i), label: String(i) }))}
          />
          {car.with_driver ? null : (
            <CheckboxField
              label={`${t('cars.detail.extra_driver')} · ${t('cars.detail.extra_driver_price', { price: priceText(detail.extras.extra_driver, lang) })}`}
              checked={search.get('extra_driver') === 'yes'}
              onChange={(e) => change('extra_driver', e.target.checked ? 'yes' : '')}
            />
          )}
          <CheckboxField
            label={`${t('cars.detail.full_cover')} · ${t('cars.detail.full_cover_price', { price: priceText(detail.extras.full_cover, lang) })}`}
            checked={search.get('full_cover') === 'yes'}
            onChange={(e) => change('full_cover', e.target.checked ? 'yes' : '')}
          />
        </div>
      </Detail.Section>
      <Detail.Section title={t('cars.detail.rules')}>
        <CarFacts car={car} rules />
        <p className="mt-3 text-sm text-slate-800">
          {t('cars.detail.cancellation', {
            date: formatInstant(detail.free_cancellation_until, lang),
            percent: detail.late_penalty_percent,
          })}
        </p>
      </Detail.Section>
    </Detail.Columns>
  );
}
