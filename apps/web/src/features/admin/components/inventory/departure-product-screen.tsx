import { useState } from 'react';
import { useParams } from '@tanstack/react-router';
import type { AdminDeparture, AdminDepartureProduct } from '@portal/contracts/admin-departures';
import { serviceName } from '@portal/contracts/services';
import { Alert } from '../../../../components/ui/alert';
import { formatCalendarDate, todayInBaghdad } from '../../../../lib/dates';
import { pickText, useLang } from '../../../../lib/i18n';
import { departureProducts, setDepartureActive, updateCategory } from '../../api/departures';
import { useAdminText } from '../../i18n';
import { Panel } from '../common/admin-heading';
import { ArchiveButton } from '../common/archive-button';
import { StatusPill } from '../common/status-pill';
import { ResourceScreen } from '../resource/resource-screen';
import { ValueCell } from '../resource/value-cell';
import { useDepartureCode } from './departure-codes';
import { ItineraryForm, WaitlistPanel } from './departure-content';
import { AddDepartureForm, CategoryPricesForm, DepartureProductForm } from './departure-forms';
import { departureProductLink, departureProductsLink } from './links';

/**
 * One product sold by departures: its title and display, a package's itinerary day by day, every departure with its
 * places and prices, its waitlist line, a new departure.
 */
export function DepartureProductScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const { service, productId } = useParams({ strict: false }) as { service: string; productId: string };
  return (
    <ResourceScreen<AdminDepartureProduct>
      resource={departureProducts}
      id={productId}
      texts="departures"
      title={(p) => pickText(p.title, lang)}
      idOf={(p) => p.id}
      list={departureProductsLink(service)}
      editLink={(id) => departureProductLink(service, id)}
      create={() => null}
    >
      {(product, onChange) => (
        <>
          <p className="text-sm text-slate-700">
            {serviceName(product.service, lang)} · <bdi dir="ltr">{product.slug}</bdi> ·{' '}
            {t('departures.length', { days: product.days, nights: product.nights })}
          </p>
          <Panel title={t('departures.details')}>
            <DepartureProductForm
              key={JSON.stringify([product.title, product.featured])}
              product={product}
              onSaved={onChange}
            />
          </Panel>
          {product.itinerary ? (
            <Panel title={t('departures.itinerary')}>
              <ItineraryForm key={product.id} product={product} itinerary={product.itinerary} onSaved={onChange} />
            </Panel>
          ) : null}
          <Panel title={t('departures.departures')}>
            <DepartureList product={product} onChange={onChange} />
          </Panel>
          <Panel title={t('departures.waitlist')}>
            <WaitlistPanel product={product} />
          </Panel>
          <Panel title={t('departures.add_title')}>
            <AddDepartureForm key={product.departures.length} product={product} onSaved={onChange} />
          </Panel>
        </>
      )}
    </ResourceScreen>
  );
}

function DepartureList({
  product,
  onChange,
}: {
  product: AdminDepartureProduct;
  onChange: (p: AdminDepartureProduct) => void;
}) {
  const { t } = useAdminText();
  const [problem, setProblem] = useState<string | null>(null);
  if (product.departures.length === 0) return <p className="text-slate-600">{t('departures.no_departures')}</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('departures.capacity_hint')}</p>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {product.departures.map((departure) => (
        <DepartureCard
          key={departure.id}
          product={product}
          departure={departure}
          onChange={onChange}
          onError={setProblem}
        />
      ))}
    </div>
  );
}

function DepartureCard({
  product,
  departure,
  onChange,
  onError,
}: {
  product: AdminDepartureProduct;
  departure: AdminDeparture;
  onChange: (p: AdminDepartureProduct) => void;
  onError: (message: string | null) => void;
}) {
  const { t } = useAdminText();
  const lang = useLang();
  const codeName = useDepartureCode();
  const date = (iso: string) =>
    formatCalendarDate(iso, lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const dates = `${date(departure.starts_on)} – ${date(departure.ends_on)}`;
  const past = departure.starts_on <= todayInBaghdad();
  return (
    <section aria-label={dates} className="rounded-lg border border-slate-200 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{dates}</h3>
          <StatusPill tone={!departure.active ? 'grey' : past ? 'amber' : 'green'}>
            {!departure.active ? t('departures.inactive') : past ? t('departures.past') : t('resource.active')}
          </StatusPill>
          <span className="text-sm text-slate-600">{t('departures.group_of', { count: departure.group_size })}</span>
        </div>
        <ArchiveButton
          active={departure.active}
          label={t(departure.active ? 'departures.deactivate_named' : 'departures.reactivate_named', { dates })}
          onToggle={async () => {
            onError(null);
            onChange(await setDepartureActive(product.id, departure.id, !departure.active));
          }}
          onError={onError}
          texts={{ archive: t('departures.deactivate'), restore: t('departures.reactivate') }}
        />
      </div>
      <div className="space-y-4">
        {departure.categories.map((category) => {
          const name = codeName(category.code);
          return (
            <div key={category.id} className="grid gap-4 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
              <div className="min-w-0">
                <p className="mb-2 text-sm font-semibold text-slate-800">{name}</p>
                <dl className="mb-2 grid grid-cols-2 gap-x-3 text-sm">
                  <dt className="text-slate-600">{t('departures.taken')}</dt>
                  <dd className="font-medium">{category.taken}</dd>
                  <dt className="text-slate-600">{t('departures.left')}</dt>
                  <dd className="font-medium">{category.left}</dd>
                </dl>
                <p className="mb-1 text-sm text-slate-600">{t('departures.capacity')}</p>
                <ValueCell
                  key={category.capacity}
                  label={t('departures.capacity_label', { category: name, dates })}
                  value={String(category.capacity)}
                  input={{ type: 'number', min: category.taken, className: 'w-24', dir: 'ltr' }}
                  onSave={async (value) =>
                    onChange(await updateCategory(product.id, departure.id, category.id, { capacity: Number(value) }))
                  }
                />
              </div>
              <div className="min-w-0">
                <p className="mb-2 text-sm font-semibold text-slate-800">{t('departures.prices')}</p>
                <CategoryPricesForm
                  key={JSON.stringify(category.prices)}
                  product={product}
                  departureId={departure.id}
                  category={category}
                  name={t('departures.prices_of', { category: `${name}, ${dates}` })}
                  onSaved={onChange}
                />
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
