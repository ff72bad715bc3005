import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@portal/contracts/messages';
import { TOUR_DESTINATIONS, TOUR_ORIGINS } from '@portal/contracts/tour-cities';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { addDaysIso, todayInBaghdad } from '../../../lib/dates';
import { pickText, useLang } from '../../../lib/i18n';
import { useSearchForm } from '../../../lib/use-search-form';
import { defaultTourSearch, tourSearchPath, validateTourSearch, type TourSearchValues } from '../utils/search';

export interface TourSearchFormProps {
  initialValues?: TourSearchValues | undefined;
  /** Translated messages by field, from a bad link. */
  initialErrors?: Record<string, string> | undefined;
  onSearch?: (href: string) => void;
  loadWidgets?: 'at-once' | 'on-intent';
}

const SELECT = '[&_select]:min-h-12 [&_select]:rounded-xl [&_select]:text-base';

/**
 * The package search (home's package tab and the results page): the Iraqi city it leaves from, where it goes (or
 * anywhere) and, optionally, the window its departure falls in; then `tour.search`.
 */
export function TourSearchForm({
  initialValues,
  initialErrors = {},
  onSearch,
  loadWidgets = 'on-intent',
}: TourSearchFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const today = todayInBaghdad();
  const [values, setValues] = useState<TourSearchValues>(() => initialValues ?? defaultTourSearch());
  const form = useSearchForm({ initialErrors, loadWidgets, onSearch });
  const { errors, setErrors, widgetsWanted } = form;

  function update(patch: Partial<TourSearchValues>, field: string) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current: Record<string, string>) =>
      Object.fromEntries(Object.entries(current).filter(([k]) => k !== field)),
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validateTourSearch(values, today);
    if (Object.keys(problems).length > 0) {
      form.refuse(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, translate(key, lang)])));
      return;
    }
    form.search(tourSearchPath(values));
  }

  return (
    <form {...form.formProps} onSubmit={handleSubmit} aria-label={t('packages.search.title')} className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2 desk:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] desk:items-start">
        <div>
          <NativeSelect
            label={t('packages.search.from')}
            name="from"
            value={values.from}
            onChange={(event) => update({ from: event.target.value }, 'from')}
            options={TOUR_ORIGINS.map((c) => ({ value: c.slug, label: pickText(c.name, lang) }))}
            className={SELECT}
            aria-invalid={errors.from ? true : undefined}
          />
          {errors.from ? <p className="mt-1.5 text-sm font-medium text-red-700">{errors.from}</p> : null}
        </div>
        <div>
          <NativeSelect
            label={t('packages.search.to')}
            name="to"
            value={values.to}
            onChange={(event) => update({ to: event.target.value }, 'to')}
            options={[
              { value: 'all', label: t('packages.search.anywhere') },
              ...TOUR_DESTINATIONS.map((c) => ({
                value: c.slug,
                label: `${pickText(c.name, lang)}${lang === 'ar' ? '،' : ','} ${pickText(c.country, lang)}`,
              })),
            ]}
            className={SELECT}
            aria-invalid={errors.to ? true : undefined}
          />
          {errors.to ? <p className="mt-1.5 text-sm font-medium text-red-700">{errors.to}</p> : null}
        </div>
        <DateField
          label={t('packages.search.going')}
          value={values.going}
          min={today}
          max={addDaysIso(today, 365)}
          onChange={(going) => update({ going }, 'going')}
          error={errors.going}
          deferred={!widgetsWanted}
        />
        <DateField
          label={t('packages.search.coming')}
          value={values.coming}
          min={values.going || today}
          max={addDaysIso(today, 365)}
          onChange={(coming) => update({ coming }, 'coming')}
          error={errors.coming}
          deferred={!widgetsWanted}
        />
        <Button type="submit" variant="accent" className="min-h-12 px-8 text-base desk:mt-7">
          {t('packages.search.submit')}
        </Button>
      </div>
    </form>
  );
}
