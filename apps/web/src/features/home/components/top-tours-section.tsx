import { useTranslation } from 'react-i18next';
import { IconClock, IconUsers } from '../../../components/ui/icons';
import { Placeholder } from '../../../components/ui/placeholder';
import { mediaUrl } from '../../../lib/api-client';
import { Link } from '../../../lib/navigation';
import { localeOf, pickText, useLang } from '../../../lib/i18n';
import { useHomeContent } from '../hooks/use-home-content';
import { Price } from './price';
import { HomeSection, SectionError } from './section';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale: creating an Intl.DateTimeFormat costs far more than using one. */
function formatDate(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/** The tour's title: a link to its package page, stretched over the whole card. */
function TourTitle({ tour, title }: { tour: { slug: string }; title: string }) {
  return (
    <Link to={`/tour-details/${tour.slug}`} className="after:absolute after:inset-0 hover:text-brand-800">
      {title}
    </Link>
  );
}

export function TopToursSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending, isError, refetch } = useHomeContent();
  if (data && data.tours.length === 0) return null;
  return (
    <HomeSection title={t('home.tours.title')} lead={t('home.tours.lead')}>
      {isError ? (
        <SectionError onRetry={() => void refetch()} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {isPending
            ? Array.from({ length: 4 }, (_, i) => (
                <li key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
                  <Placeholder height="auto" width="100%" className="aspect-[4/3] rounded-none" />
                  <div className="space-y-3 p-5">
                    <Placeholder height="1.25rem" />
                    <Placeholder />
                    <Placeholder height="1.75rem" width="40%" />
                  </div>
                </li>
              ))
            : data.tours.map((tour) => (
                <li
                  key={tour.slug}
                  className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
                >
                  <img
                    src={mediaUrl(tour.image_url)}
                    alt=""
                    width={400}
                    height={300}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full bg-slate-100 object-cover"
                  />
                  <div className="flex flex-1 flex-col gap-3 p-5">
                    <h3 className="text-lg font-semibold text-slate-900">
                      <TourTitle tour={tour} title={pickText(tour.title, lang)} />
                    </h3>
                    <p className="flex items-center gap-2 text-sm text-slate-700">
                      <IconClock />
                      {t('home.tours.days', { count: tour.days })} · {t('home.tours.nights', { count: tour.nights })}
                    </p>
                    <p className="text-sm text-slate-700">
                      {t('home.tours.departs', { date: formatDate(tour.departs, localeOf(lang)) })}
                    </p>
                    <p className="flex items-center gap-2 text-sm font-medium text-accent-800">
                      <IconUsers />
                      {t('home.tours.seats_left', { count: tour.seats_left })}
                    </p>
                    <div className="mt-auto flex items-end justify-between gap-2 border-t border-slate-100 pt-3">
                      <span className="text-sm text-slate-600">{t('home.tours.per_person')}</span>
                      <Price iqd={tour.price_iqd} className="items-end" />
                    </div>
                  </div>
                </li>
              ))}
        </ul>
      )}
    </HomeSection>
  );
}
