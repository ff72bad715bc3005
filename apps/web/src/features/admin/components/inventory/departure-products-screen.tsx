import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from '@tanstack/react-router';
import type { AdminDepartureProductSummary } from '@portal/contracts/admin-departures';
import type { DepartureServiceCode } from '@portal/contracts/departures';
import { serviceName } from '@portal/contracts/services';
import { formatCalendarDate } from '../../../../lib/dates';
import { pickText, useLang } from '../../../../lib/i18n';
import { departureKindsQuery, departureProducts } from '../../api/departures';
import { useAdminText } from '../../i18n';
import { TwoLines } from '../resource/cells';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { departureServices, isDepartureService, useDepartureCode } from './departure-codes';
import { departureProductLink, departureProductsLink } from './links';

/** The switch between the services sold by departures: one link each, the current one marked. */
export function DepartureServiceSwitch({ current }: { current: DepartureServiceCode }) {
  const { t } = useAdminText();
  const lang = useLang();
  return (
    <nav aria-label={t('departures.service')} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {departureServices().map((service) => (
          <li key={service}>
            <Link
              {...departureProductsLink(service)}
              aria-current={service === current ? 'page' : undefined}
              className="block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {serviceName(service, lang)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/admin/inventory/departures`: the first departures service's products. */
export function DeparturesIndex() {
  return <Navigate {...departureProductsLink(departureServices()[0]!)} replace />;
}

/**
 * The products of one service sold by departures (tour packages, medical conferences, cruises: decision 128), on
 * the inventory pattern: search, kind and state filters, pages; each opens its own screen.
 */
export function DepartureProductsScreen() {
  const { service } = useParams({ strict: false }) as { service: string };
  if (!isDepartureService(service) || !departureServices().includes(service)) return <DeparturesIndex />;
  // A service of its own: its filters and pages start afresh.
  return <ServiceProducts key={service} service={service} />;
}

function ServiceProducts({ service }: { service: DepartureServiceCode }) {
  const { t } = useAdminText();
  const lang = useLang();
  const codeName = useDepartureCode();
  const kinds = useQuery(departureKindsQuery(service));
  const resource = {
    ...departureProducts,
    list: (filters: Record<string, string | number | undefined>) => departureProducts.list({ ...filters, service }),
  };
  const date = (iso: string) => formatCalendarDate(iso, lang, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <ResourceListScreen<AdminDepartureProductSummary>
      resource={resource}
      texts="departures"
      noNew
      toolbar={<DepartureServiceSwitch current={service} />}
      rowKey={(p) => p.id}
      rowName={(p) => pickText(p.title, lang)}
      editLink={(id) => departureProductLink(service, id)}
      selects={[
        {
          name: 'kind',
          label: t('departures.kind'),
          options: (kinds.data ?? []).map((kind) => ({ value: kind, label: codeName(kind) })),
        },
      ]}
      columns={[
        {
          header: t('departures.product'),
          cell: (p) => (
            <TwoLines
              main={pickText(p.title, lang)}
              sub={
                <>
                  {codeName(p.kind)}
                  {p.featured ? ` · ${t('departures.featured_short')}` : ''}
                </>
              }
            />
          ),
        },
        { header: t('departures.days'), end: true, cell: (p) => p.days },
        {
          header: t('departures.next'),
          cell: (p) => (p.next_departure ? date(p.next_departure) : t('departures.no_next')),
        },
        { header: t('departures.upcoming'), end: true, cell: (p) => p.upcoming },
        { header: t('departures.left'), end: true, cell: (p) => p.places_left },
      ]}
    />
  );
}
