import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AdminSchedule } from '@portal/contracts/admin-inventory';
import { Alert } from '../../../../components/ui/alert';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Money } from '../../../../components/ui/money';
import { useLang } from '../../../../lib/i18n';
import { schedulesQuery, setScheduleActive, type ScheduleFilters } from '../../api/flights';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { weekdayNames } from '../../utils/weekdays';
import { AdminHeading, Panel } from '../common/admin-heading';
import { StatusPill } from '../common/status-pill';
import { InventoryList } from './inventory-list';

/** The flight network's schedules and base fares, on the inventory pattern. */
export function SchedulesScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<ScheduleFilters>({ page: 1, status: 'active' });
  const [problem, setProblem] = useState<unknown>(null);
  const query = useQuery(schedulesQuery(filters));
  const days = weekdayNames(lang);

  async function handleArchive(s: AdminSchedule) {
    setProblem(null);
    try {
      await setScheduleActive(s.key, !s.active);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'flights'] });
    } catch (e) {
      setProblem(e);
    }
  }

  return (
    <>
      <AdminHeading
        title={t('flights.title')}
        lead={t('flights.lead')}
        actions={
          <Link to="/admin/inventory/flights/$key" params={{ key: 'new' }} className={buttonClass('primary')}>
            {t('flights.new')}
          </Link>
        }
      />
      {problem ? (
        <Alert tone="error" className="mb-4">
          {errorText(problem)}
        </Alert>
      ) : null}
      <Panel>
        <InventoryList<AdminSchedule>
          caption={t('flights.title')}
          searchLabel={t('flights.search')}
          query={query}
          q={filters.q ?? ''}
          onSearch={(q) => setFilters({ ...filters, q, page: 1 })}
          status={{
            value: filters.status ?? '',
            onChange: (status) => setFilters({ ...filters, status: status || undefined, page: 1 }),
          }}
          onPage={(page) => setFilters({ ...filters, page })}
          rowKey={(s) => s.key}
          empty={t('flights.none')}
          columns={[
            {
              header: t('flights.flight'),
              cell: (s) => <bdi dir="ltr" className="font-semibold">{`${s.carrier} ${s.flight_number}`}</bdi>,
            },
            { header: t('flights.route'), cell: (s) => <bdi dir="ltr">{`${s.origin} → ${s.destination}`}</bdi> },
            { header: t('flights.departs'), cell: (s) => <bdi dir="ltr">{s.departure_time}</bdi> },
            {
              header: t('flights.days'),
              cell: (s) => (s.days.length === 7 ? t('flights.daily') : s.days.map((d) => days[d - 1]).join(' ')),
            },
            { header: t('flights.aircraft'), cell: (s) => s.aircraft_name },
            {
              header: t('flights.base_fare'),
              end: true,
              cell: (s) => <Money amount={s.base_fare_iqd} currency="IQD" />,
            },
            {
              header: t('inventory.status'),
              cell: (s) => (
                <StatusPill tone={s.active ? 'green' : 'grey'}>
                  {s.active ? t('inventory.active') : t('inventory.archived')}
                </StatusPill>
              ),
            },
          ]}
          actions={(s) => (
            <>
              <Link
                to="/admin/inventory/flights/$key"
                params={{ key: s.key }}
                className={buttonClass('secondary', 'min-h-9 px-3')}
                aria-label={t('flights.edit_named', { flight: `${s.carrier} ${s.flight_number}` })}
              >
                {t('inventory.edit')}
              </Link>
              <Button
                variant="ghost"
                className="min-h-9 px-3"
                aria-label={t(s.active ? 'flights.archive_named' : 'flights.restore_named', {
                  flight: `${s.carrier} ${s.flight_number}`,
                })}
                onClick={() => void handleArchive(s)}
              >
                {s.active ? t('inventory.archive') : t('inventory.restore')}
              </Button>
            </>
          )}
        />
      </Panel>
    </>
  );
}
