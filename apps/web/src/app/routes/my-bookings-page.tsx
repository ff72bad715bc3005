import { Link, Outlet, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { BookingsScreen } from '../../features/bookings/components/bookings-screen';

const TAB_CLASS =
  'flex min-h-11 items-center rounded-t-lg border-b-2 border-transparent px-4 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-brand-800 data-[status=active]:border-brand-700 data-[status=active]:text-brand-800';

/** My Bookings with its four tabs (spec section 2); each tab lists that service's bookings. */
export function MyBookingsLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={t('bookings.title')} />
      <nav
        aria-label={t('bookings.tabs')}
        className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      >
        <Link to="/my-bookings/flights" className={TAB_CLASS}>
          {t('bookings.flight')}
        </Link>
        <Link to="/my-bookings/hotels" className={TAB_CLASS}>
          {t('bookings.hotel')}
        </Link>
        <Link to="/my-bookings/visa" className={TAB_CLASS}>
          {t('bookings.visa')}
        </Link>
        <Link to="/my-bookings/package" className={TAB_CLASS}>
          {t('bookings.package')}
        </Link>
      </nav>
      <Outlet />
    </div>
  );
}

export function BookingsTab() {
  const { t } = useTranslation();
  const matches = useMatches();
  const tab = matches[matches.length - 1]?.staticData.bookingsTab ?? 'flight';
  return (
    <section className="space-y-5 pt-6" aria-labelledby="bookings-tab-title">
      <h2 id="bookings-tab-title" className="text-xl font-semibold text-slate-900">
        {t(`bookings.${tab}_title`)}
      </h2>
      <BookingsScreen service={tab} />
    </section>
  );
}
