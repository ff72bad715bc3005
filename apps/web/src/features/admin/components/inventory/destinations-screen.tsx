import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDestination } from '@portal/contracts/admin-hotels';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { pickText, useLang } from '../../../../lib/i18n';
import { destinationsQuery, seasonsQuery, setDestinationActive } from '../../api/hotels';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { ArchiveButton } from '../common/archive-button';
import { QueryState } from '../common/query-state';
import { StatusPill } from '../common/status-pill';
import { DestinationForm } from './destination-form';
import { InventoryList } from './inventory-list';
import { SeasonsForm } from './seasons-form';

/** One destination's seasons, read when its editor opens. */
function DestinationSeasonsPanel({ destination }: { destination: AdminDestination }) {
  const { t } = useAdminText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const query = useQuery(seasonsQuery(destination.slug));
  return (
    <Panel title={t('destinations.seasons_title', { name: pickText(destination.name, lang) })} className="mb-6">
      <QueryState query={query} height="8rem">
        {(data) => (
          <SeasonsForm
            data={data}
            onSaved={(next) => queryClient.setQueryData(seasonsQuery(destination.slug).queryKey, next)}
          />
        )}
      </QueryState>
    </Panel>
  );
}

/** Hotel destinations (cities and pilgrimage areas) on the inventory pattern, with their seasons. */
export function DestinationsScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('active');
  const [editing, setEditing] = useState<AdminDestination | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const query = useQuery(destinationsQuery(q, status || undefined));
  const list = { ...query, data: query.data ? { data: query.data } : undefined } as unknown as Parameters<
    typeof InventoryList<AdminDestination>
  >[0]['query'];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin', 'hotels'] });

  return (
    <>
      <AdminHeading
        title={t('destinations.title')}
        lead={t('destinations.lead')}
        actions={<Button onClick={() => setEditing('new')}>{t('destinations.new')}</Button>}
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
        <>
          <Panel
            title={
              editing === 'new'
                ? t('destinations.new')
                : t('destinations.edit_title', { name: pickText(editing.name, lang) })
            }
            className="mb-6"
            actions={
              <Button variant="ghost" onClick={() => setEditing(null)}>
                {t('common.cancel')}
              </Button>
            }
          >
            <DestinationForm
              key={editing === 'new' ? 'new' : editing.slug}
              destination={editing === 'new' ? null : editing}
              onDone={(d) => {
                setEditing(d);
                setNotice(t('destinations.saved', { name: pickText(d.name, lang) }));
                refresh();
              }}
            />
          </Panel>
          {editing === 'new' ? null : <DestinationSeasonsPanel destination={editing} />}
        </>
      ) : null}
      <Panel>
        <InventoryList<AdminDestination>
          caption={t('destinations.title')}
          searchLabel={t('destinations.search')}
          query={list}
          q={q}
          onSearch={setQ}
          status={{ value: status, onChange: setStatus }}
          rowKey={(d) => d.slug}
          empty={t('destinations.none')}
          columns={[
            {
              header: t('destinations.name'),
              cell: (d) => (
                <>
                  <bdi className="font-semibold">{pickText(d.name, lang)}</bdi>
                  <span className="block text-xs text-slate-600">
                    <bdi dir="ltr">{d.slug}</bdi>
                  </span>
                </>
              ),
            },
            { header: t('airports.country_name'), cell: (d) => <bdi>{pickText(d.country_name, lang)}</bdi> },
            {
              header: t('airports.time_zone'),
              cell: (d) => (
                <bdi dir="ltr" className="text-xs">
                  {d.time_zone}
                </bdi>
              ),
            },
            { header: t('destinations.hotels'), end: true, cell: (d) => d.hotels },
            {
              header: t('inventory.status'),
              cell: (d) => (
                <StatusPill tone={d.active ? 'green' : 'grey'}>
                  {d.active ? t('inventory.active') : t('inventory.archived')}
                </StatusPill>
              ),
            },
          ]}
          actions={(d) => (
            <>
              <Button
                variant="secondary"
                className="min-h-9 px-3"
                aria-label={t('destinations.edit_title', { name: pickText(d.name, lang) })}
                onClick={() => {
                  setNotice(null);
                  setEditing(d);
                }}
              >
                {t('inventory.edit')}
              </Button>
              <ArchiveButton
                active={d.active}
                label={t(d.active ? 'destinations.archive_named' : 'destinations.restore_named', {
                  name: pickText(d.name, lang),
                })}
                onToggle={async () => {
                  setProblem(null);
                  await setDestinationActive(d.slug, !d.active);
                  refresh();
                }}
                onError={setProblem}
              />
            </>
          )}
        />
      </Panel>
      <p className="mt-3 text-sm text-slate-600">{t('destinations.archive_hint')}</p>
    </>
  );
}
