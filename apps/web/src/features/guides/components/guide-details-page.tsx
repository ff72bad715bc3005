import { startTransition, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { GuideDetail } from '@portal/contracts/guides';
import { buildPath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { pickText, useLang } from '../../../lib/i18n';
import { priceText } from '../../../lib/money';
import * as Detail from '../../../kit/details/detail-page-frame';
import { bookHref } from '../utils/trip';
import { GuidePriceParts } from './guide-price';
import { GuideAvatar, GuideFacts } from './guide-profile';
import { TripFields, type TripChoice } from './trip-fields';
import { useTripQuery } from './use-trip-query';

const CARD = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** The server's messages of a refused trip by field (a day off, a group too large). */
export function tripErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.problem?.errors) return {};
  return Object.fromEntries(error.problem.errors.map((e) => [e.field, e.message]));
}

/**
 * `guide.details`: the guide's profile, languages, specialities and rules; the trip (first day with the days
 * the guide cannot take struck out, days, people) priced in place; then the booking page.
 */
export function GuideDetailsPage() {
  const { t } = useTranslation();
  const { search, detail, trip, change } = useTripQuery('guide.details');
  const title = t('service_screens.guide.details');
  useDocumentTitle(title);
  const errors = detail.isError ? tripErrors(detail.error) : {};
  const fatal = detail.isError && Object.keys(errors).length === 0;
  return (
    <Detail.PageFrame
      state={{ isPending: detail.isPending, error: fatal || !detail.data ? detail.error : null, data: detail.data }}
      notFound={t('guides.detail.not_found')}
      back={{ to: buildPath('guide.search', { city: null }), label: t('guides.detail.back') }}
    >
      {(data) => (
        <GuideDetailView
          detail={data}
          search={search}
          trip={trip}
          onChange={change}
          errors={errors}
          fetching={detail.isFetching}
          refused={detail.isError}
        />
      )}
    </Detail.PageFrame>
  );
}

function GuideDetailView({
  detail,
  search,
  trip,
  onChange,
  errors,
  fetching,
  refused,
}: {
  detail: GuideDetail;
  search: URLSearchParams;
  trip: TripChoice;
  onChange: (patch: Partial<TripChoice>) => void;
  errors: Record<string, string>;
  fetching: boolean;
  refused: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { guide } = detail;
  const bookable = !refused && detail.available === true;
  // The date picker (React Aria, its calendar and dialog) loads on the first hover, touch or focus of the trip's
  // fields; until then a plain input of the same size stands in for it (decision 148).
  const [widgetsWanted, setWidgetsWanted] = useState(false);
  const wantWidgets = () => {
    if (!widgetsWanted) startTransition(() => setWidgetsWanted(true));
  };
  return (
    <Detail.Columns
      aside={
        <Detail.Aside title={t('guides.detail.trip')} busy={fetching}>
          <div onPointerOver={wantWidgets} onTouchStart={wantWidgets} onFocus={wantWidgets}>
            <TripFields detail={detail} value={trip} onChange={onChange} errors={errors} deferred={!widgetsWanted} />
          </div>
          <GuidePriceParts price={detail.price} />
          {refused ? null : detail.available === false ? (
            <Alert tone="error">{t('guides.detail.unavailable')}</Alert>
          ) : detail.available === null ? (
            <p className="text-sm text-slate-700">{t('guides.detail.choose_date')}</p>
          ) : detail.free_cancellation_until ? (
            <p className="text-sm text-slate-700">
              {t('guides.detail.free_cancellation', {
                date: formatDateTime(detail.free_cancellation_until, lang),
                percent: detail.late_penalty_percent,
              })}
            </p>
          ) : null}
          {bookable ? (
            <Link to={bookHref(guide.id, search)} className={buttonClass('accent', 'w-full min-h-12')}>
              {t('guides.detail.book')}
            </Link>
          ) : null}
        </Detail.Aside>
      }
    >
      <section className={`${CARD} flex gap-5`}>
        <GuideAvatar guide={guide} size="lg" />
        <div className="min-w-0 space-y-3">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            <bdi>{pickText(guide.name, lang)}</bdi>
          </h1>
          <p className="text-slate-700">
            <bdi>{pickText(guide.city.name, lang)}</bdi> · {priceText(guide.daily, lang)} {t('guides.results.per_day')}
          </p>
          <GuideFacts guide={guide} full />
        </div>
      </section>
      <Detail.Section title={t('guides.detail.about')}>
        <p className="leading-relaxed text-slate-800">{pickText(guide.bio, lang)}</p>
      </Detail.Section>
    </Detail.Columns>
  );
}
