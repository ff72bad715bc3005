import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CRUISE_DURATIONS, CRUISE_HOME_PORTS, CRUISE_REGIONS } from '@portal/contracts/cruise-constants';
import { translate } from '@portal/contracts/messages';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { pickText, useLang } from '../../../lib/i18n';
import { useSearchForm } from '../../../lib/use-search-form';
import { EMPTY_CRUISE_SEARCH, cruiseSearchPath, validateCruiseSearch, type CruiseSearchValues } from '../utils/search';

export interface CruiseSearchFormProps {
  initialValues?: CruiseSearchValues | undefined;
  /** Translated messages by field, from a bad link. */
  initialErrors?: Record<string, string> | undefined;
  onSearch?: (href: string) => void;
  loadWidgets?: 'at-once' | 'on-intent';
}

const SELECT = '[&_select]:min-h-12 [&_select]:rounded-xl [&_select]:text-base';

/** The cruise search (home's cruise tab and the results page): port, region, sailing dates and night range. */
export function CruiseSearchForm({
  initialValues,
  initialErrors = {},
  onSearch,
  loadWidgets = 'on-intent',
}: CruiseSearchFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [values, setValues] = useState<CruiseSearchValues>(() => initialValues ?? EMPTY_CRUISE_SEARCH);
  const form = useSearchForm({ initialErrors, loadWidgets, onSearch });
  const { errors, setErrors } = form;

  function update(patch: Partial<CruiseSearchValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current: Record<string, string>) =>
      Object.fromEntries(Object.entries(current).filter(([k]) => !(k in patch))),
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validateCruiseSearch(values);
    if (Object.keys(problems).length > 0) {
      form.refuse(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, translate(key, lang)])));
      return;
    }
    form.search(cruiseSearchPath(values));
  }

  const error = (field: string) =>
    errors[field] ? <p className="mt-1.5 text-sm font-medium text-red-700">{errors[field]}</p> : null;
  return (
    <form
      {...form.formProps}
      onSubmit={handleSubmit}
      aria-label={t('cruises.search.title')}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-start"
    >
      <div>
        <NativeSelect
          label={t('cruises.search.depart')}
          name="depart"
          value={values.depart}
          onChange={(event) => update({ depart: event.target.value })}
          options={[
            { value: 'all', label: t('cruises.search.any_port') },
            ...CRUISE_HOME_PORTS.map((p) => ({ value: p.slug, label: pickText(p.name, lang) })),
          ]}
          className={SELECT}
          aria-invalid={errors.depart ? true : undefined}
        />
        {error('depart')}
      </div>
      <div>
        <NativeSelect
          label={t('cruises.search.destination')}
          name="destination"
          value={values.destination}
          onChange={(event) => update({ destination: event.target.value })}
          options={[
            { value: 'all', label: t('cruises.search.any_region') },
            ...CRUISE_REGIONS.map((r) => ({ value: r.slug, label: pickText(r.name, lang) })),
          ]}
          className={SELECT}
          aria-invalid={errors.destination ? true : undefined}
        />
        {error('destination')}
      </div>
      <TextField
        label={t('cruises.search.depart_date')}
        type="date"
        dir="ltr"
        name="departDate"
        value={values.departDate}
        onChange={(event) => update({ departDate: event.target.value })}
        error={errors.departDate}
      />
      <TextField
        label={t('cruises.search.return_date')}
        type="date"
        dir="ltr"
        name="returnDate"
        value={values.returnDate}
        onChange={(event) => update({ returnDate: event.target.value })}
        error={errors.returnDate}
      />
      <div>
        <NativeSelect
          label={t('cruises.search.duration')}
          name="duration"
          value={values.duration}
          onChange={(event) => update({ duration: event.target.value })}
          options={CRUISE_DURATIONS.map((d) => ({ value: d, label: t(`cruises.durations.${d}`) }))}
          className={SELECT}
          aria-invalid={errors.duration ? true : undefined}
        />
        {error('duration')}
      </div>
      <Button type="submit" variant="accent" className="min-h-12 px-8 text-base lg:mt-7">
        {t('cruises.search.submit')}
      </Button>
    </form>
  );
}
