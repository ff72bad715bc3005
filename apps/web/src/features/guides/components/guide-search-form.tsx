import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GUIDE_CALENDAR_DAYS, GUIDE_LANGUAGES, MAX_GUIDE_DAYS } from '@portal/contracts/guide-constants';
import type { GuideCity } from '@portal/contracts/guides';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { addDaysIso, todayInBaghdad } from '../../../lib/dates';
import { pickText, useLang } from '../../../lib/i18n';
import { useSearchForm } from '../../../lib/use-search-form';
import { guideCities } from '../api/guides';
import { checkTrip, defaultTrip, searchHref, type TripValues } from '../utils/trip';

export interface GuideSearchFormProps {
  initialValues?: TripValues | undefined;
  /** Translated messages by field (`city`, `date`, `days`, `group`), from a bad link or the server. */
  initialErrors?: Record<string, string> | undefined;
  onSearch?: (href: string) => void;
  loadWidgets?: 'at-once' | 'on-intent';
}

const BIG = '[&_select]:min-h-12 [&_select]:rounded-xl [&_select]:text-base';

/**
 * The tour guide search (the home page's tab and the results page): the city (or every city), the first day,
 * the number of days and people and the language; checked with the API's schema, then `guide.search` opens
 * with the trip in its query string.
 */
export function GuideSearchForm({
  initialValues,
  initialErrors = {},
  onSearch,
  loadWidgets = 'on-intent',
}: GuideSearchFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const today = todayInBaghdad();
  const [values, setValues] = useState<TripValues>(() => initialValues ?? defaultTrip(today));
  const [cities, setCities] = useState<GuideCity[]>([]);
  const form = useSearchForm({ initialErrors, loadWidgets, onSearch });
  const { errors, setErrors, widgetsWanted } = form;

  useEffect(() => {
    const controller = new AbortController();
    guideCities(controller.signal).then(setCities, () => undefined);
    return () => controller.abort();
  }, []);

  function update(patch: Partial<TripValues>, field: string) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current: Record<string, string>) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)),
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = checkTrip(values, lang);
    if (Object.keys(problems).length > 0) {
      form.refuse(problems);
      return;
    }
    form.search(searchHref(values));
  }

  const known = !values.city || cities.some((c) => c.slug === values.city);
  const cityOptions = [
    { value: '', label: t('guides.search.any_city') },
    ...(known ? [] : [{ value: values.city, label: values.city }]),
    ...cities.map((c) => ({ value: c.slug, label: pickText(c.name, lang) })),
  ];
  const numberOptions = (max: number) =>
    Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

  return (
    <form {...form.formProps} onSubmit={handleSubmit} aria-label={t('guides.search.title')} className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2 desk:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_6rem_6rem_minmax(0,1fr)]">
        <div>
          <NativeSelect
            label={t('guides.search.city')}
            value={values.city}
            onChange={(event) => update({ city: event.target.value }, 'city')}
            options={cityOptions}
            aria-invalid={errors.city ? true : undefined}
            className={BIG}
          />
          {errors.city ? <p className="mt-1 text-sm font-medium text-red-700">{errors.city}</p> : null}
        </div>
        <DateField
          label={t('guides.search.date')}
          value={values.date}
          min={addDaysIso(today, 1)}
          max={addDaysIso(today, GUIDE_CALENDAR_DAYS)}
          onChange={(date) => update({ date }, 'date')}
          error={errors.date}
          deferred={!widgetsWanted}
        />
        <NativeSelect
          label={t('guides.search.days')}
          value={values.days}
          onChange={(event) => update({ days: event.target.value }, 'days')}
          options={numberOptions(MAX_GUIDE_DAYS)}
          className={BIG}
        />
        <TextField
          label={t('guides.search.group')}
          inputMode="numeric"
          value={values.group}
          onChange={(event) => update({ group: event.target.value.trim() }, 'group')}
          error={errors.group}
        />
        <NativeSelect
          label={t('guides.search.language')}
          value={values.language}
          onChange={(event) => update({ language: event.target.value }, 'language')}
          options={[
            { value: '', label: t('guides.search.any_language') },
            ...GUIDE_LANGUAGES.map((l) => ({ value: l, label: t(`guides.language.${l}`) })),
          ]}
          className={BIG}
        />
      </div>
      <Button type="submit" variant="accent" className="min-h-12 px-8 text-base">
        {t('guides.search.submit')}
      </Button>
    </form>
  );
}
