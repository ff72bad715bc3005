import type { AdminSchedule } from '@portal/contracts/admin-inventory';
import { Money } from '../../../../components/ui/money';
import { useLang } from '../../../../lib/i18n';
import { schedules } from '../../api/flights';
import { useAdminText } from '../../i18n';
import { weekdayNames } from '../../utils/weekdays';
import { Ltr } from '../resource/cells';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { flightName, scheduleLink } from './links';

/** The flight network's schedules and base fares, on the inventory pattern. */
export function SchedulesScreen() {
  const { t } = useAdminText();
  const days = weekdayNames(useLang());
  return (
    <ResourceListScreen<AdminSchedule>
      resource={schedules}
      texts="flights"
      rowKey={(s) => s.key}
      rowName={flightName}
      editLink={scheduleLink}
      columns={[
        { header: t('flights.flight'), cell: (s) => <Ltr code>{flightName(s)}</Ltr> },
        { header: t('flights.route'), cell: (s) => <Ltr>{`${s.origin} → ${s.destination}`}</Ltr> },
        { header: t('flights.departs'), cell: (s) => <Ltr>{s.departure_time}</Ltr> },
        {
          header: t('flights.days'),
          cell: (s) => (s.days.length === 7 ? t('flights.daily') : s.days.map((d) => days[d - 1]).join(' ')),
        },
        { header: t('flights.aircraft'), cell: (s) => s.aircraft_name },
        { header: t('flights.base_fare'), end: true, cell: (s) => <Money amount={s.base_fare_iqd} currency="IQD" /> },
      ]}
    />
  );
}
