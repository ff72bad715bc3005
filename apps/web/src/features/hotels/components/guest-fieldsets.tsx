import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { useLang } from '../../../lib/i18n';
import { nationalityOptions } from '../utils/format';
import type { BookingFormInput, BookingFormOutput } from '../utils/booking-form';

type BookingForm = UseFormReturn<BookingFormInput, unknown, BookingFormOutput>;

const FIELDSET = 'space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
const LEGEND = 'float-start mb-2 w-full text-lg font-semibold text-slate-900';

/** The lead guest: the name on the booking, how the hotel reaches them, and their nationality. */
export function LeadGuestFieldset({ form }: { form: BookingForm }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errors = form.formState.errors.lead_guest;
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t('hotels.booking.lead_guest')}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('hotels.booking.first_name')}
          autoComplete="given-name"
          error={errors?.first_name?.message}
          {...form.register('lead_guest.first_name')}
        />
        <TextField
          label={t('hotels.booking.last_name')}
          autoComplete="family-name"
          error={errors?.last_name?.message}
          {...form.register('lead_guest.last_name')}
        />
        <TextField
          label={t('hotels.booking.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          error={errors?.email?.message}
          {...form.register('lead_guest.email')}
        />
        <TextField
          label={t('hotels.booking.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          error={errors?.phone?.message}
          {...form.register('lead_guest.phone')}
        />
        <NativeSelect
          label={t('hotels.search.nationality')}
          options={nationalityOptions(lang)}
          className="[&_select]:min-h-12 [&_select]:rounded-xl [&_select]:text-base"
          {...form.register('lead_guest.nationality')}
        />
      </div>
    </fieldset>
  );
}

/** The adults and children of one room by first and last name, as on their identity papers. */
export function RoomGuestsFieldset({ form, room }: { form: BookingForm; room: number }) {
  const { t } = useTranslation();
  const errors = form.formState.errors.rooms?.[room]?.guests;
  return (
    <fieldset className={FIELDSET} data-testid="room-guests">
      <legend className={LEGEND}>{t('hotels.booking.room_guests', { number: room + 1 })}</legend>
      {errors?.message ? <p className="clear-both text-sm font-medium text-red-700">{errors.message}</p> : null}
      <ol className="clear-both space-y-3">
        {form.getValues(`rooms.${room}.guests`).map((guest, g) => (
          <li key={g} className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t(guest.type === 'adult' ? 'hotels.booking.adult_first' : 'hotels.booking.child_first', {
                number: g + 1,
              })}
              error={errors?.[g]?.first_name?.message}
              {...form.register(`rooms.${room}.guests.${g}.first_name`)}
            />
            <TextField
              label={t(guest.type === 'adult' ? 'hotels.booking.adult_last' : 'hotels.booking.child_last', {
                number: g + 1,
              })}
              error={errors?.[g]?.last_name?.message}
              {...form.register(`rooms.${room}.guests.${g}.last_name`)}
            />
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
