import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import type { AdminHotel } from '@portal/contracts/admin-hotels';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { pickText, useLang } from '../../../../lib/i18n';
import { hotelQuery, setHotelActive } from '../../api/hotels';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { QueryState } from '../common/query-state';
import { StatusPill } from '../common/status-pill';
import { HotelForm } from './hotel-form';
import { HotelPictures } from './hotel-pictures';
import { RoomTypeForm } from './room-type-form';
import { RoomTypePanel } from './room-type-panel';

function HotelEditor({ hotel, onChange }: { hotel: AdminHotel; onChange: (h: AdminHotel) => void }) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<unknown>(null);
  return (
    <div className="space-y-6">
      <Panel title={t('hotels.details')}>
        <HotelForm key={JSON.stringify([hotel.name, hotel.stars])} hotel={hotel} onSaved={onChange} />
      </Panel>
      <Panel title={t('hotels.pictures')}>
        <HotelPictures hotel={hotel} onChange={onChange} />
      </Panel>
      {hotel.room_types_list.map((rt) => (
        <RoomTypePanel key={rt.id} hotel={hotel} roomType={rt} onChange={onChange} />
      ))}
      <Panel title={t('rooms.add_title')}>
        <RoomTypeForm key={hotel.room_types_list.length} hotel={hotel} roomType={null} onSaved={onChange} />
      </Panel>
      <Panel title={hotel.active ? t('inventory.archive') : t('inventory.restore')}>
        {problem ? (
          <Alert tone="error" className="mb-3">
            {errorText(problem)}
          </Alert>
        ) : null}
        <p className="mb-3 text-sm text-slate-700">
          {hotel.active ? t('hotels.archive_hint') : t('hotels.restore_hint')}
        </p>
        <Button
          variant="secondary"
          onClick={() => void setHotelActive(hotel.id, !hotel.active).then(onChange, setProblem)}
        >
          {hotel.active ? t('inventory.archive') : t('inventory.restore')}
        </Button>
      </Panel>
    </div>
  );
}

/** A new hotel (`…/hotels/new`) or an existing one with its pictures, room types, rates and rooms per night. */
export function HotelScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { hotelId } = useParams({ strict: false }) as { hotelId: string };
  const isNew = hotelId === 'new';
  const query = useQuery({ ...hotelQuery(hotelId), enabled: !isNew });
  const back = (
    <Link to="/admin/inventory/hotels" className="font-semibold text-brand-700 underline">
      {t('hotels.back')}
    </Link>
  );
  const changed = (h: AdminHotel) => {
    queryClient.setQueryData(hotelQuery(h.id).queryKey, h);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'hotels', 'list'] });
  };

  if (isNew)
    return (
      <>
        <AdminHeading title={t('hotels.new')} lead={t('hotels.new_lead')} actions={back} />
        <Panel>
          <HotelForm
            hotel={null}
            onSaved={(h) => {
              changed(h);
              void navigate({ to: '/admin/inventory/hotels/$hotelId', params: { hotelId: h.id }, replace: true });
            }}
          />
        </Panel>
      </>
    );

  const hotel = query.data;
  return (
    <>
      <AdminHeading
        title={hotel ? pickText(hotel.name, lang) : t('hotels.title')}
        lead={
          hotel ? (
            <StatusPill tone={hotel.active ? 'green' : 'grey'}>
              {hotel.active ? t('inventory.active') : t('inventory.archived')}
            </StatusPill>
          ) : undefined
        }
        actions={back}
      />
      <QueryState query={query}>{(h) => <HotelEditor hotel={h} onChange={changed} />}</QueryState>
    </>
  );
}
