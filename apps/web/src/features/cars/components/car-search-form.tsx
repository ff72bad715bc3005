import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarDestination } from '@portal/contracts/cars';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { addDaysIso, todayInBaghdad } from '../../../lib/dates';
import { pickText, useLang } from '../../../lib/i18n';
import { useSearchForm } from '../../../lib/use-search-form';
import { carDestinations } from '../api/cars';
import { checkRental, defaultRental, searchHref, TIMES, type RentalValues } from '../utils/rental';

export interface CarSearchFormProps {
  initialValues?: RentalValues | undefined;
  /** Translated messages by field (`destination`, `pickup`, `dropoff`, `age`), from a bad link or the server. */
  initialErrors?: Record<string, string> | undefined;
  onSearch?: (href: string) => void;
  loadWidgets?: 'at-once' | 'on-intent';
}

/**
 * The car search (the home page's cars tab and the results page): the city, pick-up and drop-off dates and
 * times, and the driver's age; checked with the API's own schema, then `cars.search` opens with the rental in
 * its query string. The offices are chosen on the results page, which knows them.
 */
export function CarSearchForm({
  initialValues,
  initialErrors = {},
  onSearch,
  loadWidgets = 'on-intent',
}: CarSearchFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const today = todayInBaghdad();
  const [values, setValues] = useState<RentalValues>(() => initialValues ?? defaultRental(today));
  const [destinations, setDestinations] = useState<CarDestination[]>([]);
  const form = useSearchForm({ initialErrors, loadWidgets, onSearch });
  const { errors, setErrors, widgetsWanted } = form;

  useEffect(() => {
    const controller = new AbortController();
    carDestinations(controller.signal).then(setDestinations, () => undefined);
    return () => controller.abort();
  }, []);

  function update(patch: Partial<RentalValues>, ...fields: string[]) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current: Record<string, string>) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))),
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = checkRental(values, lang);
    if (Object.keys(problems).length > 0) {
      form.refuse(problems);
      return;
    }
    form.search(searchHref(values));
  }

  const known = destinations.some((d) => d.slug === values.destination);
  const cityOptions = [
    { value: '', label: t('cars.search.choose_city') },
    ...(values.destination && !known ? [{ value: values.destination, label: values.destination }] : []),
    ...destinations.map((d) => ({ value: d.slug, label: pickText(d.name, lang) })),
  ];
  const time = (label: string, value: string, onChange: (v: string) => void) => (
    <NativeSelect
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={TIMES.map((v) => ({ value: v, label: v }))}
      className="[&_select]:min-h-12 [&_select]:rounded-xl [&_select]:text-base"
    />
  );

  return (
    <form {...form.formProps} onSubmit={handleSubmit} aria-label={t('cars.search.title')} className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2 desk:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_7rem_minmax(0,1fr)_7rem]">
        <div>
          <NativeSelect
            label={t('cars.search.destination')}
            value={values.destination}
            onChange={(event) => update({ destination: event.target.value }, 'destination')}
            options={cityOptions}
            aria-invalid={errors.destination ? true : undefined}
            className="[&_select]:min-h-12 [&_select]:rounded-xl [&_select]:text-base"
          />
          {errors.destination ? <p className="mt-1 text-sm font-medium text-red-700">{errors.destination}</p> : null}
        </div>
        <DateField
          label={t('cars.search.pickup_date')}
          value={values.pickupDate}
          min={today}
          max={addDaysIso(today, 365)}
          onChange={(pickupDate) =>
            update(
              {
                pickupDate,
                ...(values.dropoffDate && pickupDate && values.dropoffDate <= pickupDate
                  ? { dropoffDate: addDaysIso(pickupDate, 3) }
                  : {}),
              },
              'pickup',
              'dropoff',
            )
          }
          error={errors.pickup}
          deferred={!widgetsWanted}
        />
        {time(t('cars.search.time'), values.pickupTime, (pickupTime) => update({ pickupTime }, 'pickup'))}
        <DateField
          label={t('cars.search.dropoff_date')}
          value={values.dropoffDate}
          min={values.pickupDate || today}
          max={addDaysIso(today, 396)}
          onChange={(dropoffDate) => update({ dropoffDate }, 'dropoff')}
          error={errors.dropoff}
          deferred={!widgetsWanted}
        />
        {time(t('cars.search.time'), values.dropoffTime, (dropoffTime) => update({ dropoffTime }, 'dropoff'))}
      </div>
      <div className="grid gap-4 md:grid-cols-[10rem_auto] md:items-start">
        <TextField
          label={t('cars.search.age')}
          inputMode="numeric"
          value={values.age}
          onChange={(event) => update({ age: event.target.value.trim() }, 'age')}
          error={errors.age}
        />
        <Button type="submit" variant="accent" className="min-h-12 px-8 text-base md:mt-7 md:justify-self-start">
          {t('cars.search.submit')}
        </Button>
      </div>
    </form>
  );
}
