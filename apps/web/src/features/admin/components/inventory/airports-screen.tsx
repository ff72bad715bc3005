import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAirport } from '@portal/contracts/admin-inventory';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { pickText, useLang } from '../../../../lib/i18n';
import { airportsQuery, setAirportActive, type AirportFilters } from '../../api/flights';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { ArchiveButton } from '../common/archive-button';
import { StatusPill } from '../common/status-pill';
import { AirportForm } from './airport-form';
import { InventoryList } from './inventory-list';

/** The flight network's airports, on the inventory pattern: names in three languages, position, time zone. */
export function AirportsScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<AirportFilters>({ page: 1, status: 'active' });
  const [editing, setEditing] = useState<AdminAirport | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const query = useQuery(airportsQuery(filters));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin', 'flights'] });

  return (
    <>
      <AdminHeading
        title={t('airports.title')}
        lead={t('airports.lead')}
        actions={<Button onClick={() => setEditing('new')}>{t('airports.new')}</Button>}
      />
      {notice ? (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      {problem ? (
        <Alert tone="error" className="mb-4">
          {problem}
        </Alert>
      ) : null}
      {editing ? (
        <Panel
          title={
            editing === 'new' ? t('airports.new') : t('airports.edit_title', { name: pickText(editing.name, lang) })
          }
          className="mb-6"
          actions={
            <Button variant="ghost" onClick={() => setEditing(null)}>
              {t('common.cancel')}
            </Button>
          }
        >
          <AirportForm
            key={editing === 'new' ? 'new' : editing.code}
            airport={editing === 'new' ? null : editing}
            onDone={(a) => {
              setEditing(null);
              setNotice(t('airports.saved', { name: pickText(a.name, lang) }));
              refresh();
            }}
          />
        </Panel>
      ) : null}
      <Panel>
        <InventoryList<AdminAirport>
          caption={t('airports.title')}
          searchLabel={t('airports.search')}
          query={query}
          q={filters.q ?? ''}
          onSearch={(q) => setFilters({ ...filters, q, page: 1 })}
          status={{
            value: filters.status ?? '',
            onChange: (status) => setFilters({ ...filters, status: status || undefined, page: 1 }),
          }}
          onPage={(page) => setFilters({ ...filters, page })}
          rowKey={(a) => a.code}
          empty={t('airports.none')}
          columns={[
            {
              header: t('airports.code'),
              cell: (a) => (
                <bdi dir="ltr" className="font-semibold">
                  {a.code}
                </bdi>
              ),
            },
            {
              header: t('airports.name'),
              cell: (a) => (
                <>
                  <bdi className="font-medium">{pickText(a.city, lang)}</bdi>
                  <span className="block text-xs text-slate-600">
                    <bdi>{pickText(a.name, lang)}</bdi>
                  </span>
                </>
              ),
            },
            { header: t('airports.country_name'), cell: (a) => <bdi>{pickText(a.country_name, lang)}</bdi> },
            {
              header: t('airports.time_zone'),
              cell: (a) => (
                <bdi dir="ltr" className="text-xs">
                  {a.time_zone}
                </bdi>
              ),
            },
            { header: t('airports.flights'), end: true, cell: (a) => a.schedules },
            {
              header: t('inventory.status'),
              cell: (a) => (
                <StatusPill tone={a.active ? 'green' : 'grey'}>
                  {a.active ? t('inventory.active') : t('inventory.archived')}
                </StatusPill>
              ),
            },
          ]}
          actions={(a) => (
            <>
              <Button
                variant="secondary"
                className="min-h-9 px-3"
                aria-label={t('airports.edit_title', { name: pickText(a.name, lang) })}
                onClick={() => {
                  setNotice(null);
                  setEditing(a);
                }}
              >
                {t('inventory.edit')}
              </Button>
              <ArchiveButton
                active={a.active}
                label={t(a.active ? 'airports.archive_named' : 'airports.restore_named', {
                  name: pickText(a.name, lang),
                })}
                onToggle={async () => {
                  setProblem(null);
                  await setAirportActive(a.code, !a.active);
                  refresh();
                }}
                onError={setProblem}
              />
            </>
          )}
        />
      </Panel>
      <p className="mt-3 text-sm text-slate-600">{t('airports.archive_hint')}</p>
    </>
  );
}
