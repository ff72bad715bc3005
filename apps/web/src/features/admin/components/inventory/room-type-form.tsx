import {
  BEDDING_CODES,
  RoomTypeBodySchema,
  RoomTypeUpdateBodySchema,
  type AdminHotel,
  type AdminRoomType,
  type RoomTypeBody,
} from '@portal/contracts/admin-hotels';
import { ROOM_AMENITIES, ROOM_TYPE_CAPACITY, ROOM_TYPE_CODES } from '@portal/contracts/hotel-constants';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { roomTypes } from '../../api/hotels';
import { useAdminText, type AdminKey } from '../../i18n';
import { CodesField } from '../common/codes-field';
import { emptyText, LocalizedFields } from '../common/localized-fields';
import { ResourceForm, useResourceForm, valuesFrom } from '../resource/resource-form';

type RoomTypeCode = (typeof ROOM_TYPE_CODES)[number];

/** The beds each kind of room usually has. */
const BEDDING_OF: Record<RoomTypeCode, RoomTypeBody['bedding']> = {
  single: 'one_single',
  double: 'one_double',
  twin: 'two_single',
  triple: 'one_double_one_single',
  deluxe: 'king',
  family: 'two_double',
  suite: 'king_sofa_bed',
};

/** Whom and what beds a kind of room usually takes. */
const capacityOf = (code: RoomTypeCode) => ({
  max_adults: ROOM_TYPE_CAPACITY[code].adults,
  max_children: ROOM_TYPE_CAPACITY[code].children,
  max_occupancy: ROOM_TYPE_CAPACITY[code].occupancy,
  bedding: BEDDING_OF[code],
});

/** A room type: its name in three languages, who it takes, beds, size, amenities and rooms per night. */
export function RoomTypeForm({
  hotel,
  roomType,
  onSaved,
}: {
  hotel: AdminHotel;
  roomType: AdminRoomType | null;
  onSaved: (h: AdminHotel) => void;
}) {
  const { t } = useAdminText();
  const free = ROOM_TYPE_CODES.find((c) => !hotel.room_types_list.some((rt) => rt.code === c)) ?? 'double';
  const blank: RoomTypeBody = {
    code: free,
    name: emptyText(),
    ...capacityOf(free),
    size_sqm: 24,
    amenities: ['wifi', 'air_conditioning'],
    rooms: 10,
  };
  const calls = roomTypes(hotel.id);
  const state = useResourceForm<RoomTypeBody, AdminHotel>({
    schema: roomType ? RoomTypeUpdateBodySchema.strip() : RoomTypeBodySchema,
    defaultValues: roomType ? valuesFrom(blank, roomType) : blank,
    save: ({ code, ...changes }) =>
      roomType ? calls.update(roomType.id, changes) : calls.create({ ...changes, code }),
    // The form under the room types is for the next one.
    resetTo: roomType ? undefined : 'defaults',
    onSaved,
  });
  const { field, form } = state;

  return (
    <ResourceForm state={state} submitLabel={roomType ? t('common.save') : t('rooms.add')}>
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          label={t('rooms.code')}
          disabled={roomType !== null}
          options={ROOM_TYPE_CODES.map((c) => ({ value: c, label: t(`codes.room_types.${c}` as AdminKey) }))}
          {...field('code', {
            // A new room type starts from what its kind usually takes; staff may change it.
            onChange: (event: { target: { value: string } }) => {
              if (!(event.target.value in ROOM_TYPE_CAPACITY)) return;
              for (const [name, value] of Object.entries(capacityOf(event.target.value as RoomTypeCode)))
                form.setValue(name as keyof ReturnType<typeof capacityOf>, value as never);
            },
          })}
        />
        <SelectField
          label={t('rooms.bedding')}
          options={BEDDING_CODES.map((c) => ({ value: c, label: t(`codes.bedding.${c}` as AdminKey) }))}
          {...field('bedding')}
        />
        <TextField
          label={t('rooms.rooms')}
          hint={t('rooms.rooms_hint')}
          type="number"
          {...field('rooms', { valueAsNumber: true })}
        />
      </div>
      <LocalizedFields label={t('resource.name')} {...state.localized('name')} />
      <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
        {(['max_adults', 'max_children', 'max_occupancy', 'size_sqm'] as const).map((name) => (
          <TextField
            key={name}
            label={t(name === 'size_sqm' ? 'rooms.size' : `rooms.${name}`)}
            type="number"
            {...field(name, { valueAsNumber: true })}
          />
        ))}
      </div>
      <CodesField
        control={form.control}
        name="amenities"
        legend={t('rooms.amenities')}
        codes={ROOM_AMENITIES}
        label={(c) => t(`codes.room_amenities.${c}` as AdminKey)}
        error={state.error('amenities')}
      />
    </ResourceForm>
  );
}
