import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  BEDDING_CODES,
  RoomTypeBodySchema,
  RoomTypeUpdateBodySchema,
  type AdminHotel,
  type AdminRoomType,
  type RoomTypeBody,
} from '@portal/contracts/admin-hotels';
import { ROOM_AMENITIES, ROOM_TYPE_CAPACITY, ROOM_TYPE_CODES } from '@portal/contracts/hotel-constants';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { contractResolver } from '../../../../lib/forms';
import { useLang } from '../../../../lib/i18n';
import { addRoomType, updateRoomType } from '../../api/hotels';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText, type AdminKey } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';
import { CodesField } from '../common/codes-field';
import { errorAt, LocalizedFields } from '../common/localized-fields';

const EMPTY = { ar: '', en: '', de: '' };

/** The beds each kind of room usually has. */
const BEDDING_OF: Record<(typeof ROOM_TYPE_CODES)[number], RoomTypeBody['bedding']> = {
  single: 'one_single',
  double: 'one_double',
  twin: 'two_single',
  triple: 'one_double_one_single',
  deluxe: 'king',
  family: 'two_double',
  suite: 'king_sofa_bed',
};

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
  const lang = useLang();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const editing = roomType !== null;
  const free = ROOM_TYPE_CODES.find((c) => !hotel.room_types_list.some((rt) => rt.code === c)) ?? 'double';
  const form = useForm<RoomTypeBody>({
    resolver: contractResolver(editing ? RoomTypeUpdateBodySchema.strip() : RoomTypeBodySchema, lang) as never,
    defaultValues: roomType
      ? {
          code: roomType.code,
          name: roomType.name,
          max_adults: roomType.max_adults,
          max_children: roomType.max_children,
          max_occupancy: roomType.max_occupancy,
          bedding: roomType.bedding as RoomTypeBody['bedding'],
          size_sqm: roomType.size_sqm,
          amenities: roomType.amenities as RoomTypeBody['amenities'],
          rooms: roomType.rooms,
        }
      : {
          code: free,
          name: { ...EMPTY },
          max_adults: ROOM_TYPE_CAPACITY[free].adults,
          max_children: ROOM_TYPE_CAPACITY[free].children,
          max_occupancy: ROOM_TYPE_CAPACITY[free].occupancy,
          bedding: BEDDING_OF[free],
          size_sqm: 24,
          amenities: ['wifi', 'air_conditioning'],
          rooms: 10,
        },
  });
  const { register, formState, control } = form;
  const err = (p: string) => errorAt(formState.errors, p);

  async function handleSave(values: RoomTypeBody) {
    setProblem(null);
    try {
      const { code, ...changes } = values;
      onSaved(
        editing
          ? await updateRoomType(hotel.id, roomType.id, changes)
          : await addRoomType(hotel.id, { ...changes, code }),
      );
      if (!editing) form.reset();
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, () => true);
      setProblem(rest[0] ?? errorText(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(handleSave)(event)} className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          label={t('rooms.code')}
          disabled={editing}
          error={err('code')}
          options={ROOM_TYPE_CODES.map((c) => ({ value: c, label: t(`codes.room_types.${c}` as AdminKey) }))}
          {...register('code', {
            // A new room type starts from what its kind usually takes; staff may change it.
            onChange: (event: { target: { value: string } }) => {
              const capacity = ROOM_TYPE_CAPACITY[event.target.value as keyof typeof ROOM_TYPE_CAPACITY];
              if (!capacity) return;
              form.setValue('max_adults', capacity.adults);
              form.setValue('max_children', capacity.children);
              form.setValue('max_occupancy', capacity.occupancy);
              form.setValue('bedding', BEDDING_OF[event.target.value as keyof typeof BEDDING_OF]);
            },
          })}
        />
        <SelectField
          label={t('rooms.bedding')}
          error={err('bedding')}
          options={BEDDING_CODES.map((c) => ({ value: c, label: t(`codes.bedding.${c}` as AdminKey) }))}
          {...register('bedding')}
        />
        <TextField
          label={t('rooms.rooms')}
          hint={t('rooms.rooms_hint')}
          type="number"
          error={err('rooms')}
          {...register('rooms', { valueAsNumber: true })}
        />
      </div>
      <LocalizedFields name="name" label={t('rooms.name')} register={register} errors={formState.errors} />
      <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
        <TextField
          label={t('rooms.max_adults')}
          type="number"
          error={err('max_adults')}
          {...register('max_adults', { valueAsNumber: true })}
        />
        <TextField
          label={t('rooms.max_children')}
          type="number"
          error={err('max_children')}
          {...register('max_children', { valueAsNumber: true })}
        />
        <TextField
          label={t('rooms.max_occupancy')}
          type="number"
          error={err('max_occupancy')}
          {...register('max_occupancy', { valueAsNumber: true })}
        />
        <TextField
          label={t('rooms.size')}
          type="number"
          error={err('size_sqm')}
          {...register('size_sqm', { valueAsNumber: true })}
        />
      </div>
      <CodesField
        control={control}
        name="amenities"
        legend={t('rooms.amenities')}
        codes={ROOM_AMENITIES}
        label={(c) => t(`codes.room_amenities.${c}` as AdminKey)}
        error={err('amenities')}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {editing ? t('common.save') : t('rooms.add')}
      </Button>
    </form>
  );
}
