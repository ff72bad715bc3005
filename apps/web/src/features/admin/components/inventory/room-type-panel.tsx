import { useState } from 'react';
import type { AdminHotel, AdminRoomType } from '@portal/contracts/admin-hotels';
import { Alert } from '../../../../components/ui/alert';
import { pickText, useLang } from '../../../../lib/i18n';
import { roomTypes } from '../../api/hotels';
import { useAdminText, type AdminKey } from '../../i18n';
import { Panel } from '../common/admin-heading';
import { ArchiveButton } from '../common/archive-button';
import { Disclosure } from '../common/disclosure';
import { ActiveStatus } from '../resource/active-status';
import { RoomAllotments } from './room-allotments';
import { RoomRates } from './room-rates';
import { RoomTypeForm } from './room-type-form';

/**
 * One room type of the hotel edit page, folded to one line (name, state, rooms and rates) so that a hotel with
 * many room types stays a short page; its form and rates open on demand, and the rooms per night (a query per
 * room type) only when asked for. A room type without a rate opens by itself: it is not sold until it has one.
 */
export function RoomTypePanel({
  hotel,
  roomType,
  onChange,
}: {
  hotel: AdminHotel;
  roomType: AdminRoomType;
  onChange: (h: AdminHotel) => void;
}) {
  const { t } = useAdminText();
  const lang = useLang();
  const [problem, setProblem] = useState<string | null>(null);
  const name = pickText(roomType.name, lang);
  return (
    <Panel
      title={t('rooms.title', { name, code: t(`codes.room_types.${roomType.code}` as AdminKey) })}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <ActiveStatus active={roomType.active} />
          <ArchiveButton
            active={roomType.active}
            label={t(roomType.active ? 'resource.archive_named' : 'resource.restore_named', { name })}
            onToggle={async () => {
              setProblem(null);
              onChange(await roomTypes(hotel.id).setActive(roomType.id, !roomType.active));
            }}
            onError={setProblem}
          />
        </div>
      }
    >
      {problem ? (
        <Alert tone="error" className="mb-3">
          {problem}
        </Alert>
      ) : null}
      <p className="text-sm text-slate-700">
        {t('rooms.summary', { rooms: roomType.rooms, rates: roomType.rates.filter((r) => r.active).length })}
      </p>
      {roomType.active ? null : <p className="mt-1 text-sm text-slate-600">{t('rooms.archived_hint')}</p>}
      <Disclosure summary={t('rooms.show')} defaultOpen={roomType.rates.length === 0} className="mt-2">
        {() => (
          <div className="space-y-6">
            <RoomTypeForm key={JSON.stringify(roomType)} hotel={hotel} roomType={roomType} onSaved={onChange} />
            <section aria-label={t('rates.title')}>
              <h3 className="mb-2 font-semibold">{t('rates.title')}</h3>
              <RoomRates hotel={hotel} roomType={roomType} onSaved={onChange} />
            </section>
            <Disclosure summary={t('allotments.title')}>
              {() => (
                <section aria-label={t('allotments.title')}>
                  <RoomAllotments hotel={hotel} roomType={roomType} />
                </section>
              )}
            </Disclosure>
          </div>
        )}
      </Disclosure>
    </Panel>
  );
}
