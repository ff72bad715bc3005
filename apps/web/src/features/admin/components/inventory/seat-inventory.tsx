import type { AdminSchedule } from '@portal/contracts/admin-inventory';
import { seatInventoryQuery, setSeatCapacity } from '../../api/flights';
import { useAdminText } from '../../i18n';
import { CapacityGrid } from '../resource/capacity-grid';

/** Seats per date and cabin over two weeks: sold, and the capacity staff may lower (or restore) per date. */
export function SeatInventoryPanel({ schedule }: { schedule: AdminSchedule }) {
  const { t } = useAdminText();
  return (
    <CapacityGrid
      explain={t('seats.explain')}
      caption={t('seats.title')}
      query={(from) => seatInventoryQuery(schedule.key, from)}
      rows={(inventory) =>
        inventory.dates.flatMap(({ date, cabins }) =>
          cabins.map((c) => ({ ...c, date, category: t(`cabins.${c.cabin}`) })),
        )
      }
      categoryHeader={t('seats.cabin')}
      capacityHeader={t('seats.capacity')}
      cellLabel={(row) => t('seats.capacity_of', { cabin: row.category, date: row.date })}
      onSet={(row, capacity) => setSeatCapacity(schedule.key, { date: row.date, cabin: row.cabin, capacity })}
      empty={t('seats.no_dates')}
    />
  );
}
