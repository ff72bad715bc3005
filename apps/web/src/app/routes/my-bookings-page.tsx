import { Link, Outlet, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DEPARTURE_SERVICES, type DepartureServiceCode } from '@portal/contracts/departure-constants';
import { SERVICE_REGISTRY, SERVICES } from '@portal/contracts/services';
import { PageHeading } from '../../components/ui/page-heading';
import { BookingsScreen } from '../../features/bookings/components/bookings-screen';
import { useServiceText } from '../../features/bookings/hooks/use-service-text';
import { WaitlistList } from '../../kit/departures/waitlist';
import { useServiceName } from '../../lib/services';

const TAB_CLASS =
  'flex min-h-11 items-center rounded-t-lg border-b-2 border-transparent px-4 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-brand-800 data-[status=active]:border-brand-700 data-[status=active]:text-brand-800';

/** My Bookings with one tab per service (the spec's four and every other's, from the service registry). */
export function MyBookingsLayout() {
  const { t } = useTranslation();
  const name = useServiceName();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={t('bookings.title')} />
      <nav
        aria-label={t('bookings.tabs')}
        className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      >
        {SERVICES.map((service) => (
          <Link key={service} to={SERVICE_REGISTRY[service].myBookings.path} className={TAB_CLASS}>
            {name(service)}
          </Link>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

export function BookingsTab() {
  const matches = useMatches();
  const service = matches[matches.length - 1]?.staticData.bookingsTab ?? 'flight';
  const text = useServiceText(service);
  return (
    <section className="space-y-5 pt-6" aria-labelledby="bookings-tab-title">
      <h2 id="bookings-tab-title" className="text-xl font-semibold text-slate-900">
        {text('title')}
      </h2>
      {(DEPARTURE_SERVICES as readonly string[]).includes(service) ? (
        <WaitlistList service={service as DepartureServiceCode} />
      ) : null}
      <BookingsScreen service={service} />
    </section>
  );
}
