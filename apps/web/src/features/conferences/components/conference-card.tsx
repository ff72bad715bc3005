import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ConferenceCard as Card } from '@portal/contracts/conferences';
import { buildPath } from '@portal/contracts/routes';
import { IconClock, IconUsers } from '../../../components/ui/icons';
import { PriceAmount } from '../../../components/ui/price';
import { formatCalendarDate } from '../../../lib/dates';
import { pickText, useLang } from '../../../lib/i18n';

/** One conference in the results: specialty, title, dates, city and venue, CME hours, places, specialist fee. */
export function ConferenceCard({ conference: c }: { conference: Card }) {
  const { t } = useTranslation();
  const lang = useLang();
  const href = buildPath('conference.details', { id: c.slug });
  const fee = c.fees.find((f) => f.category === 'specialist')!;
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:p-5">
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
            {pickText(c.specialty.name, lang)}
          </span>
          {c.period === 'early' ? (
            <span className="rounded-full bg-accent-50 px-2.5 py-1 text-accent-800">
              {t('conferences.detail.early_until', { date: formatCalendarDate(c.early_bird_until, lang) })}
            </span>
          ) : null}
        </div>
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={href} className="hover:underline">
            {pickText(c.title, lang)}
          </Link>
        </h2>
        <p className="text-sm text-slate-700">
          {pickText(c.city.name, lang)}
          {lang === 'ar' ? '، ' : ', '}
          {pickText(c.country.name, lang)} · {pickText(c.venue, lang)}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <IconClock />
            {formatCalendarDate(c.starts_on, lang)} – {formatCalendarDate(c.ends_on, lang)}
          </span>
          <span>{t('conferences.cme_hours', { count: c.cme_hours })}</span>
          <span className="inline-flex items-center gap-1.5">
            <IconUsers />
            {c.left > 0 ? t('conferences.places_left', { count: c.left }) : t('conferences.results.full')}
          </span>
        </p>
      </div>
      <div className="flex flex-row items-end justify-between gap-3 border-t border-slate-100 pt-3 sm:w-48 sm:flex-col sm:border-t-0 sm:border-s sm:ps-4 sm:pt-0">
        <p className="text-sm text-slate-700">
          {t('conferences.results.from_fee')}
          <PriceAmount price={fee.price} className="block text-xl font-semibold text-slate-900" />
        </p>
        <Link
          to={href}
          className="rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('conferences.results.details')}
        </Link>
      </div>
    </li>
  );
}
