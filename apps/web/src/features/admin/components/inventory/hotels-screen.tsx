import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AdminHotelSummary } from '@portal/contracts/admin-hotels';
import { Alert } from '../../../../components/ui/alert';
import { Button, buttonClass } from '../../../../components/ui/button';
import { mediaUrl } from '../../../../lib/api-client';
import { pickText, useLang } from '../../../../lib/i18n';
import { hotelDestinationsQuery, hotelsQuery, setHotelActive, type HotelFilters } from '../../api/hotels';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { SelectFilter } from '../common/select-filter';
import { StatusPill } from '../common/status-pill';
import { InventoryList } from './inventory-list';

/** The hotels of the built-in supplier, on the inventory pattern. */
export function HotelsScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<HotelFilters>({ page: 1, status: 'active' });
  const [problem, setProblem] = useState<unknown>(null);
  const query = useQuery(hotelsQuery(filters));
  const destinations = useQuery(hotelDestinationsQuery);

  async function handleArchive(h: AdminHotelSummary) {
    setProblem(null);
    try {
      await setHotelActive(h.id, !h.active);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'hotels'] });
    } catch (e) {
      setProblem(e);
    }
  }

  return (
    <>
      <AdminHeading
        title={t('hotels.title')}
        lead={t('hotels.lead')}
        actions={
          <Link to="/admin/inventory/hotels/$hotelId" params={{ hotelId: 'new' }} className={buttonClass('primary')}>
            {t('hotels.new')}
          </Link>
        }
      />
      {problem ? (
        <Alert tone="error" className="mb-4">
          {errorText(problem)}
        </Alert>
      ) : null}
      <Panel>
        <SelectFilter
          label={t('hotels.destination')}
          value={filters.destination ?? ''}
          allLabel={t('common.all')}
          options={(destinations.data ?? []).map((d) => ({ value: d.slug, label: pickText(d.name, lang) }))}
          onChange={(destination) => setFilters({ ...filters, destination: destination || undefined, page: 1 })}
          className="mb-3 max-w-xs"
        />
        <InventoryList<AdminHotelSummary>
          caption={t('hotels.title')}
          searchLabel={t('hotels.search')}
          query={query}
          q={filters.q ?? ''}
          onSearch={(q) => setFilters({ ...filters, q, page: 1 })}
          status={{
            value: filters.status ?? '',
            onChange: (status) => setFilters({ ...filters, status: status || undefined, page: 1 }),
          }}
          onPage={(page) => setFilters({ ...filters, page })}
          rowKey={(h) => h.id}
          empty={t('hotels.none')}
          columns={[
            {
              header: t('hotels.picture'),
              cell: (h) => <img src={mediaUrl(h.thumbnail_url)} alt="" className="h-10 w-14 rounded object-cover" />,
            },
            { header: t('hotels.name'), cell: (h) => <bdi className="font-semibold">{pickText(h.name, lang)}</bdi> },
            { header: t('hotels.destination'), cell: (h) => pickText(h.destination.name, lang) },
            { header: t('hotels.stars'), cell: (h) => '★'.repeat(h.stars) },
            { header: t('hotels.room_types'), end: true, cell: (h) => h.room_types },
            {
              header: t('inventory.status'),
              cell: (h) => (
                <StatusPill tone={h.active ? 'green' : 'grey'}>
                  {h.active ? t('inventory.active') : t('inventory.archived')}
                </StatusPill>
              ),
            },
          ]}
          actions={(h) => (
            <>
              <Link
                to="/admin/inventory/hotels/$hotelId"
                params={{ hotelId: h.id }}
                className={buttonClass('secondary', 'min-h-9 px-3')}
                aria-label={t('hotels.edit_named', { name: pickText(h.name, lang) })}
              >
                {t('inventory.edit')}
              </Link>
              <Button
                variant="ghost"
                className="min-h-9 px-3"
                aria-label={t(h.active ? 'hotels.archive_named' : 'hotels.restore_named', {
                  name: pickText(h.name, lang),
                })}
                onClick={() => void handleArchive(h)}
              >
                {h.active ? t('inventory.archive') : t('inventory.restore')}
              </Button>
            </>
          )}
        />
      </Panel>
    </>
  );
}
