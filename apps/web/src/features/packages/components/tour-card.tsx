import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TourCard as Card } from '@portal/contracts/tours';
import { buildPath } from '@portal/contracts/routes';
import { IconUsers } from '../../../components/ui/icons';
import { PriceAmount } from '../../../components/ui/price';
import { resultImageLoading } from '../../../components/ui/result-image';
import { mediaUrl } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/dates';
import { pickText, useLang } from '../../../lib/i18n';
import { TourFacts } from './tour-facts';

/** One package in the results: picture, kind, title, length, stars, next departure and seats, the labels, price. */
export function TourCard({ tour, index = Infinity }: { tour: Card; index?: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const href = buildPath('tour.details', { id: tour.slug });
  return (
    <li className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:grid-cols-[14rem_minmax(0,1fr)]">
      <img
        src={mediaUrl(tour.image_url)}
        alt=""
        width={480}
        height={320}
        {...resultImageLoading(index)}
        decoding="async"
        className="aspect-[3/2] h-full w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-col gap-2 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
            {t(`packages.kinds.${tour.kind}`)}
          </span>
          {tour.labels.map((label) => (
            <span
              key={label}
              className="rounded-full bg-accent-50 px-2.5 py-1 text-accent-800"
              data-testid="tour-label"
            >
              {t(`packages.labels.${label}`)}
            </span>
          ))}
        </div>
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={href} className="hover:underline">
            {pickText(tour.title, lang)}
          </Link>
        </h2>
        <TourFacts tour={tour} className="text-sm text-slate-700" />
        <p className="text-sm text-slate-700">
          {t('packages.results.next_departure', {
            date: formatCalendarDate(tour.next_departure.starts_on, lang),
          })}{' '}
          · {t('packages.results.departures', { count: tour.departures })}
        </p>
        <p className="flex items-center gap-1.5 text-sm font-medium text-accent-800">
          <IconUsers />
          {tour.next_departure.left > 0
            ? t('packages.seats_left', { count: tour.next_departure.left })
            : t('packages.results.full')}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <p className="text-sm text-slate-600">
            {t('packages.results.from_price')}{' '}
            <PriceAmount price={tour.from_price} className="text-xl font-semibold text-slate-900" />{' '}
            {t('packages.results.per_adult')}
          </p>
          <Link
            to="/tour-details/$id"
            params={{ id: tour.slug }}
            className="rounded-xl bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('packages.results.view')}
          </Link>
        </div>
      </div>
    </li>
  );
}
