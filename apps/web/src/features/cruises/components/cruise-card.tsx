import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CruiseCard as Card } from '@portal/contracts/cruises';
import { buildPath } from '@portal/contracts/routes';
import { IconClock } from '../../../components/ui/icons';
import { PriceAmount } from '../../../components/ui/price';
import { ServiceIcon } from '../../../components/ui/service-icon';
import { formatCalendarDate } from '../../../lib/dates';
import { priceText } from '../../../lib/money';
import { pickText, useLang } from '../../../lib/i18n';

/** The cruise's picture, or a neutral ship when it has none (never a broken image). */
export function CruisePicture({ url, className = '' }: { url: string | null; className?: string }) {
  return url ? (
    <img src={url} alt="" loading="lazy" className={`object-cover ${className}`} />
  ) : (
    <div aria-hidden="true" className={`flex items-center justify-center bg-brand-50 text-brand-700 ${className}`}>
      <ServiceIcon service="cruise" className="h-12 w-12" />
    </div>
  );
}

/** One cruise in the results: line and ship, route, nights, next sailing, cabins left, fare from. */
export function CruiseCard({ cruise: c }: { cruise: Card }) {
  const { t } = useTranslation();
  const lang = useLang();
  const href = buildPath('cruise.details', { id: c.slug });
  const sep = lang === 'ar' ? '، ' : ', ';
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex-row">
      <CruisePicture url={c.image_url} className="h-28 w-full shrink-0 sm:h-auto sm:w-40" />
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{pickText(c.region.name, lang)}</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
            {c.line.name} · {c.ship}
          </span>
        </div>
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={href} className="hover:underline">
            {pickText(c.title, lang)}
          </Link>
        </h2>
        <p className="text-sm text-slate-700">
          {pickText(c.depart_port.name, lang)} {lang === 'ar' ? '←' : '→'}{' '}
          {c.ports.map((p) => pickText(p.name, lang)).join(sep)}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span>{t('cruises.nights', { count: c.nights })}</span>
          <span className="inline-flex items-center gap-1.5">
            <IconClock />
            {t('cruises.results.next_sailing', { date: formatCalendarDate(c.next_sailing.starts_on, lang) })}
          </span>
          <span>{t('cruises.results.sailings', { count: c.sailings })}</span>
          <span className={c.cabins_left > 0 && c.cabins_left <= 5 ? 'font-semibold text-red-700' : ''}>
            {c.cabins_left > 0 ? t('cruises.cabins_left', { count: c.cabins_left }) : t('cruises.results.full')}
          </span>
        </p>
      </div>
      <div className="flex flex-row items-end justify-between gap-3 border-t border-slate-100 p-4 sm:w-56 sm:flex-col sm:border-t-0 sm:border-s sm:p-5">
        <p className="text-sm text-slate-700">
          {t('cruises.results.from_fare')}
          <PriceAmount price={c.from_price} className="block text-xl font-semibold text-slate-900" />
          <span className="block text-xs text-slate-600">
            {t('cruises.results.port_charges', { price: priceText(c.port_charges, lang) })}
          </span>
        </p>
        <Link
          to={href}
          className="shrink-0 rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('cruises.results.details')}
        </Link>
      </div>
    </li>
  );
}
