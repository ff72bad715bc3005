import { useState, type FormEvent } from 'react';
import { useSearchForm } from '../../../lib/use-search-form';
import { useTranslation } from 'react-i18next';
import {
  HOTEL_DAYS_AHEAD,
  MAX_NIGHTS,
  ROOM_TYPE_FILTERS,
  isRoomTypeFilter,
  nightsBetween,
} from '@portal/contracts/hotel-constants';
import { translate } from '@portal/contracts/messages';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { addDaysIso, isIsoDate } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { DateField } from '../../../components/ui/date-field';
import {
  defaultSearchValues,
  localToday,
  searchPath,
  validateSearch,
  type HotelSearchValues,
  type SearchProblems,
} from '../utils/search-form';
import { DestinationField } from './destination-field';
import { NationalityField } from './nationality-field';
import { RoomsField } from './rooms-field';

export interface HotelSearchFormProps {
  initialValues?: HotelSearchValues | undefined;
  /** Translated messages by API field name (`check_in`, `rooms.0.adults`…), from a bad link or the server. */
  initialErrors?: Record<string, string> | undefined;
  /** Where a valid search goes; by default the `hotel.search` page of its URL. */
  onSearch?: (href: string) => void;
  /** When the destination and date widgets load: with the form, or on first hover/touch/focus (the home tab). */
  loadWidgets?: 'at-once' | 'on-intent';
}

export function problemMessages(problems: SearchProblems, lang: ReturnType<typeof useLang>): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, translate(p.key, lang, p.params)]));
}

/**
 * The hotel search: a city or hotel, check-in and check-out, the guests' nationality, rooms with their guests,
 * and a room type. It checks what it can with the API's own rules and messages, then opens `hotel.search`.
 */
export function HotelSearchForm({
  initialValues,
  initialErrors = {},
  onSearch,
  loadWidgets = 'on-intent',
}: HotelSearchFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const today = localToday();
  const [values, setValues] = useState<HotelSearchValues>(() => initialValues ?? defaultSearchValues(today));
  const form = useSearchForm({ initialErrors, loadWidgets, onSearch });
  const { errors, setErrors, widgetsWanted } = form;

  function update(patch: Partial<HotelSearchValues>, ...touched: string[]) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => !touched.some((t) => key === t || key.startsWith(`${t}.`))),
      ),
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validateSearch(values, today);
    if (Object.keys(problems).length > 0) {
      form.refuse(problemMessages(problems, lang));
      return;
    }
    form.search(searchPath(values));
  }

  return (
    <form {...form.formProps} onSubmit={handleSubmit} aria-label={t('hotels.search.title')} className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2 desk:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <DestinationField
          label={t('hotels.search.destination')}
          value={values.destination}
          onChange={(destination) => update({ destination }, 'destination')}
          error={errors.destination}
          deferred={!widgetsWanted}
        />
        <DateField
          label={t('hotels.search.check_in')}
          value={values.checkIn}
          min={today}
          max={addDaysIso(today, HOTEL_DAYS_AHEAD)}
          onChange={(checkIn) => {
            // A check-out no longer after the new check-in moves with it, keeping the nights.
            const nights =
              isIsoDate(values.checkIn) && isIsoDate(values.checkOut) && values.checkOut > values.checkIn
                ? nightsBetween(values.checkIn, values.checkOut)
                : 1;
            const checkOut =
              isIsoDate(checkIn) && (!isIsoDate(values.checkOut) || values.checkOut <= checkIn)
                ? addDaysIso(checkIn, Math.min(nights, MAX_NIGHTS))
                : values.checkOut;
            update({ checkIn, checkOut }, 'check_in', 'check_out');
          }}
          error={errors.check_in}
          deferred={!widgetsWanted}
        />
        <DateField
          label={t('hotels.search.check_out')}
          value={values.checkOut}
          min={isIsoDate(values.checkIn) ? addDaysIso(values.checkIn, 1) : today}
          max={isIsoDate(values.checkIn) ? addDaysIso(values.checkIn, MAX_NIGHTS) : undefined}
          onChange={(checkOut) => update({ checkOut }, 'check_out')}
          error={errors.check_out}
          deferred={!widgetsWanted}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2 desk:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1fr)_auto] desk:items-start">
        <NationalityField
          value={values.nationality}
          onChange={(nationality) => update({ nationality }, 'nationality')}
          error={errors.nationality}
        />
        <RoomsField rooms={values.rooms} onChange={(rooms) => update({ rooms }, 'rooms')} errors={errors} />
        <NativeSelect
          label={t('hotels.search.room_type')}
          value={values.roomType}
          onChange={(event) => {
            if (isRoomTypeFilter(event.target.value)) update({ roomType: event.target.value }, 'room_type', 'rooms');
          }}
          options={ROOM_TYPE_FILTERS.map((code) => ({ value: code, label: t(`hotels.room_types.${code}`) }))}
          className="[&_select]:min-h-12 [&_select]:rounded-xl [&_select]:text-base"
        />
        <Button type="submit" variant="accent" className="min-h-12 px-8 text-base desk:mt-7">
          {t('hotels.search.submit')}
        </Button>
      </div>
      {errors.room_type ? <p className="text-sm font-medium text-red-700">{errors.room_type}</p> : null}
    </form>
  );
}
