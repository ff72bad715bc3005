import { useParams } from '@tanstack/react-router';
import type { AdminSchedule } from '@portal/contracts/admin-inventory';
import { schedules } from '../../api/flights';
import { useAdminText } from '../../i18n';
import { Panel } from '../common/admin-heading';
import { ResourceScreen } from '../resource/resource-screen';
import { flightName, scheduleLink, schedulesLink } from './links';
import { ScheduleForm } from './schedule-form';
import { SeatInventoryPanel } from './seat-inventory';

/** A new flight (`…/flights/new`) or an existing one: its schedule and fare, its seats per date, archive. */
export function ScheduleScreen() {
  const { t } = useAdminText();
  const { key } = useParams({ strict: false }) as { key: string };
  return (
    <ResourceScreen<AdminSchedule>
      resource={schedules}
      id={key}
      texts="flights"
      title={(s) => t('flights.edit_title', { flight: flightName(s), route: `${s.origin} → ${s.destination}` })}
      idOf={(s) => s.key}
      list={schedulesLink}
      editLink={scheduleLink}
      create={(onCreated) => <ScheduleForm schedule={null} onSaved={onCreated} />}
    >
      {(schedule, onChange) => (
        <>
          <Panel title={t('flights.schedule_and_fare')}>
            <ScheduleForm key={schedule.updated_at} schedule={schedule} onSaved={onChange} />
          </Panel>
          <Panel title={t('seats.title')}>
            <SeatInventoryPanel schedule={schedule} />
          </Panel>
        </>
      )}
    </ResourceScreen>
  );
}
