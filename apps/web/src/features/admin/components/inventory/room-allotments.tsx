import type { AdminHotel, AdminRoomType } from '@portal/contracts/admin-hotels';
import { allotmentsQuery, setAllotment } from '../../api/hotels';
import { useAdminText } from '../../i18n';
import { CapacityGrid } from '../resource/capacity-grid';

/** Rooms of one type on sale per night over two weeks, and those sold; a stop-sale is 0. */
export function RoomAllotments({ hotel, roomType }: { hotel: AdminHotel; roomType: AdminRoomType }) {
  const { t } = useAdminText();
  return (
    <CapacityGrid
      explain={t('allotments.explain')}
      caption={t('allotments.title')}
      query={(from) => allotmentsQuery(hotel.id, roomType.id, from)}
      rows={(data) => data.nights.map((n) => ({ ...n, date: n.night }))}
      capacityHeader={t('allotments.on_sale')}
      cellLabel={(row) => t('allotments.rooms_on', { date: row.date })}
      onSet={(row, capacity) => setAllotment(hotel.id, roomType.id, { night: row.night, capacity })}
      height="10rem"
    />
  );
}
