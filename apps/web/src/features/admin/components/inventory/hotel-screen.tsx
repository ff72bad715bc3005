import { useParams } from '@tanstack/react-router';
import type { AdminHotel } from '@portal/contracts/admin-hotels';
import { pickText, useLang } from '../../../../lib/i18n';
import { hotels } from '../../api/hotels';
import { useAdminText } from '../../i18n';
import { Panel } from '../common/admin-heading';
import { ResourceScreen } from '../resource/resource-screen';
import { HotelForm } from './hotel-form';
import { HotelPictures } from './hotel-pictures';
import { hotelLink, hotelsLink } from './links';
import { RoomTypeForm } from './room-type-form';
import { RoomTypePanel } from './room-type-panel';

/** A new hotel (`…/hotels/new`) or an existing one with its pictures, room types, rates and rooms per night. */
export function HotelScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const { hotelId } = useParams({ strict: false }) as { hotelId: string };
  return (
    <ResourceScreen<AdminHotel>
      resource={hotels}
      id={hotelId}
      texts="hotels"
      newLead={t('hotels.new_lead')}
      title={(hotel) => pickText(hotel.name, lang)}
      idOf={(hotel) => hotel.id}
      list={hotelsLink}
      editLink={hotelLink}
      create={(onCreated) => <HotelForm hotel={null} onSaved={onCreated} />}
    >
      {(hotel, onChange) => (
        <>
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
        </>
      )}
    </ResourceScreen>
  );
}
