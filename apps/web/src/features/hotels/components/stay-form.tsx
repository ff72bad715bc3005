import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HOTEL_DAYS_AHEAD, MAX_NIGHTS } from '@portal/contracts/hotel-constants';
import { Button } from '../../../components/ui/button';
import { addDaysIso, isIsoDate } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { DateField } from '../../../components/ui/date-field';
import { defaultSearchValues, localToday, validateSearch, type HotelSearchValues } from '../utils/search-form';
import { problemMessages } from './hotel-search-form';
import { NationalityField } from './nationality-field';
import { RoomsField } from './rooms-field';

export type StayValues = Omit<HotelSearchValues, 'destination'>;

export interface StayFormProps {
  initialValues?: StayValues | undefined;
  initialErrors?: Record<string, string> | undefined;
  onSubmit: (values: StayValues) => void;
}

/** Dates, nationality and rooms for one hotel's prices (the detail page opened without them). */
export function StayForm({ initialValues, initialErrors = {}, onSubmit }: StayFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const today = localToday();
  const [values, setValues] = useState<StayValues>(() => {
    const { destination: _d, ...rest } = defaultSearchValues(today);
    return initialValues ?? rest;
  });
  const [errors, setErrors] = useState(initialErrors);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validateSearch({ ...values, destination: 'hotel' }, today);
    if (Object.keys(problems).length) {
      setErrors(problemMessages(problems, lang));
      return;
    }
    setErrors({});
    onSubmit(values);
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={t('hotels.detail.choose_dates')} className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <DateField
          label={t('hotels.search.check_in')}
          value={values.checkIn}
          min={today}
          max={addDaysIso(today, HOTEL_DAYS_AHEAD)}
          onChange={(checkIn) =>
            setValues((v) => ({
              ...v,
              checkIn,
              checkOut:
                isIsoDate(checkIn) && (!isIsoDate(v.checkOut) || v.checkOut <= checkIn)
                  ? addDaysIso(checkIn, 1)
                  : v.checkOut,
            }))
          }
          error={errors.check_in}
        />
        <DateField
          label={t('hotels.search.check_out')}
          value={values.checkOut}
          min={isIsoDate(values.checkIn) ? addDaysIso(values.checkIn, 1) : today}
          max={isIsoDate(values.checkIn) ? addDaysIso(values.checkIn, MAX_NIGHTS) : undefined}
          onChange={(checkOut) => setValues((v) => ({ ...v, checkOut }))}
          error={errors.check_out}
        />
        <NationalityField
          value={values.nationality}
          onChange={(nationality) => setValues((v) => ({ ...v, nationality }))}
          error={errors.nationality}
        />
        <RoomsField rooms={values.rooms} onChange={(rooms) => setValues((v) => ({ ...v, rooms }))} errors={errors} />
      </div>
      <Button type="submit" variant="accent" className="min-h-12 px-8">
        {t('hotels.detail.show_prices')}
      </Button>
    </form>
  );
}
