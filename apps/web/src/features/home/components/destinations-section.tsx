import { useTranslation } from 'react-i18next';
import { Placeholder } from '../../../components/ui/placeholder';
import { buildPath } from '@portal/contracts/routes';
import { mediaUrl } from '../../../lib/api-client';
import { Link } from '../../../lib/navigation';
import { pickText, useLang } from '../../../lib/i18n';
import { useHomeContent } from '../hooks/use-home-content';
import { Price } from './price';
import { HomeSection, SectionError } from './section';

/**
 * A hotel search for the destination's city: two adults in one room, three nights from three weeks ahead.
 * One room without children: the path says it all (no rooms query, `buildHotelSearchPath`).
 */
export function destinationSearchHref(slug: string, now = new Date()): string {
  // Days from today in the browser's calendar, as the search forms count (without lib/dates, which the
  // first screen does not otherwise load).
  const day = (ahead: number) =>
    new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + ahead)).toISOString().slice(0, 10);
  return buildPath('hotel.search', {
    from: slug,
    checkIn: day(21),
    checkOut: day(24),
    nationality: 'IQ',
    adult: 2,
    child: 0,
    infant: 0,
    room: 1,
    roomType: 'any',
  });
}

export function DestinationsSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending, isError, refetch } = useHomeContent();
  if (data && data.destinations.length === 0) return null;
  return (
    <HomeSection title={t('home.destinations.title')} lead={t('home.destinations.lead')}>
      {isError ? (
        <SectionError onRetry={() => void refetch()} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {isPending
            ? Array.from({ length: 3 }, (_, i) => (
                <li key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
                  <Placeholder height="auto" width="100%" className="aspect-[16/10] rounded-none" />
                  <div className="space-y-2 p-5">
                    <Placeholder height="1.25rem" width="50%" />
                    <Placeholder width="30%" />
                  </div>
                </li>
              ))
            : data.destinations.map((destination) => (
                <li key={destination.slug}>
                  <Link
                    to={destinationSearchHref(destination.slug)}
                    className="block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 hover:ring-brand-300"
                  >
                    <img
                      src={mediaUrl(destination.image_url)}
                      alt=""
                      width={640}
                      height={400}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[16/10] w-full bg-slate-100 object-cover"
                    />
                    <div className="flex items-end justify-between gap-4 p-5">
                      <div>
                        <h3 className="text-lg font-semibold text-slate-900">{pickText(destination.name, lang)}</h3>
                        <p className="text-sm text-slate-700">{pickText(destination.country, lang)}</p>
                      </div>
                      <p className="text-end">
                        <span className="block text-xs text-slate-600">{t('home.destinations.from')}</span>
                        <Price iqd={destination.from_price_iqd} className="items-end" />
                      </p>
                    </div>
                  </Link>
                </li>
              ))}
        </ul>
      )}
    </HomeSection>
  );
}
