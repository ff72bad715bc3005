import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { scheduleQuery, setScheduleActive } from '../../api/flights';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { QueryState } from '../common/query-state';
import { StatusPill } from '../common/status-pill';
import { ScheduleForm } from './schedule-form';
import { SeatInventoryPanel } from './seat-inventory';

/** A new flight (`…/flights/new`) or an existing one: its schedule and fare, its seats per date, archive. */
export function ScheduleScreen() {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { key } = useParams({ strict: false }) as { key: string };
  const isNew = key === 'new';
  const query = useQuery({ ...scheduleQuery(key), enabled: !isNew });
  const [problem, setProblem] = useState<unknown>(null);
  const back = (
    <Link to="/admin/inventory/flights" className="font-semibold text-brand-700 underline">
      {t('flights.back')}
    </Link>
  );

  if (isNew)
    return (
      <>
        <AdminHeading title={t('flights.new')} actions={back} />
        <Panel>
          <ScheduleForm
            schedule={null}
            onSaved={(s) => {
              void queryClient.invalidateQueries({ queryKey: ['admin', 'flights'] });
              void navigate({ to: '/admin/inventory/flights/$key', params: { key: s.key }, replace: true });
            }}
          />
        </Panel>
      </>
    );

  const s = query.data;
  return (
    <>
      <AdminHeading
        title={
          s
            ? t('flights.edit_title', {
                flight: `${s.carrier} ${s.flight_number}`,
                route: `${s.origin} → ${s.destination}`,
              })
            : t('flights.title')
        }
        lead={
          s ? (
            <StatusPill tone={s.active ? 'green' : 'grey'}>
              {s.active ? t('inventory.active') : t('inventory.archived')}
            </StatusPill>
          ) : undefined
        }
        actions={back}
      />
      {problem ? (
        <Alert tone="error" className="mb-4">
          {errorText(problem)}
        </Alert>
      ) : null}
      <QueryState query={query}>
        {(schedule) => (
          <div className="space-y-6">
            <Panel title={t('flights.schedule_and_fare')}>
              <ScheduleForm
                key={schedule.updated_at}
                schedule={schedule}
                onSaved={(next) => queryClient.setQueryData(scheduleQuery(key).queryKey, next)}
              />
            </Panel>
            <Panel title={t('seats.title')}>
              <SeatInventoryPanel schedule={schedule} />
            </Panel>
            <Panel title={schedule.active ? t('inventory.archive') : t('inventory.restore')}>
              <p className="mb-3 text-sm text-slate-700">
                {schedule.active ? t('flights.archive_hint') : t('flights.restore_hint')}
              </p>
              <Button
                variant="secondary"
                onClick={async () => {
                  setProblem(null);
                  try {
                    queryClient.setQueryData(
                      scheduleQuery(key).queryKey,
                      await setScheduleActive(key, !schedule.active),
                    );
                    void queryClient.invalidateQueries({ queryKey: ['admin', 'flights', 'schedules'] });
                  } catch (e) {
                    setProblem(e);
                  }
                }}
              >
                {schedule.active ? t('inventory.archive') : t('inventory.restore')}
              </Button>
            </Panel>
          </div>
        )}
      </QueryState>
    </>
  );
}
