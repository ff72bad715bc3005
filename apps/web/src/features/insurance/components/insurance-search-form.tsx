import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DAYS_AHEAD, MAX_INSURED } from '@portal/contracts/insurance-constants';
import { translate } from '@portal/contracts/messages';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { TextField } from '../../../components/ui/text-field';
import { addDaysIso, todayInBaghdad } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { useSearchForm } from '../../../lib/use-search-form';
import { defaultTrip, searchPath, validateTrip, type TripValues } from '../utils/trip';
import { DestinationSelect, NationalitySelect } from './trip-fields';

export interface InsuranceSearchFormProps {
  initialValues?: TripValues | undefined;
  initialErrors?: Record<string, string> | undefined;
  onSearch?: (href: string) => void;
  loadWidgets?: 'at-once' | 'on-intent';
}

/**
 * The insurance search: where to, the travellers' nationality, when the cover starts and for how many days, and
 * the travellers: one age, or (age left empty) each traveller's date of birth. Checked with the API's rules.
 */
export function InsuranceSearchForm({
  initialValues,
  initialErrors = {},
  onSearch,
  loadWidgets = 'on-intent',
}: InsuranceSearchFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const today = todayInBaghdad();
  const [values, setValues] = useState<TripValues>(() => initialValues ?? defaultTrip(today));
  const form = useSearchForm({ initialErrors, loadWidgets, onSearch });
  const { errors, setErrors } = form;

  function update(patch: Partial<TripValues>, ...touched: string[]) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => !touched.some((f) => key === f || key.startsWith(`${f}.`))),
      ),
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trip = values.age === '' ? values : { ...values, births: [] };
    const problems = validateTrip(trip, today);
    if (Object.keys(problems).length > 0) {
      form.refuse(Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, translate(p.key, lang, p.params)])));
      return;
    }
    form.search(searchPath(trip));
  }

  const births = values.births.length ? values.births : [''];
  return (
    <form {...form.formProps} onSubmit={handleSubmit} aria-label={t('insurance.search.title')} className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2 desk:grid-cols-4">
        <DestinationSelect
          value={values.destination}
          onChange={(destination) => update({ destination }, 'destination')}
          error={errors.destination}
        />
        <NationalitySelect
          value={values.nationality}
          onChange={(nationality) => update({ nationality }, 'nationality')}
          error={errors.nationality}
        />
        <DateField
          label={t('insurance.search.start')}
          value={values.issueDate}
          min={today}
          max={addDaysIso(today, MAX_DAYS_AHEAD)}
          onChange={(issueDate) => update({ issueDate }, 'issue_date')}
          error={errors.issue_date}
          deferred={!form.widgetsWanted}
        />
        <TextField
          label={t('insurance.search.duration')}
          name="duration"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          value={values.duration}
          onChange={(event) => update({ duration: event.target.value }, 'duration')}
          error={errors.duration}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2 desk:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] desk:items-start">
        <TextField
          label={t('insurance.search.age')}
          name="age"
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          hint={t('insurance.search.age_hint')}
          value={values.age}
          onChange={(event) => update({ age: event.target.value }, 'age', 'births')}
          error={errors.age ?? errors['ages.0']}
        />
        {values.age === '' ? (
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('insurance.search.travellers')}</legend>
            {births.map((birth, i) => (
              <div key={i} className="flex items-start gap-2">
                <TextField
                  label={t('insurance.search.birth', { n: i + 1 })}
                  type="date"
                  name={`birth-${i}`}
                  className="flex-1"
                  max={today}
                  value={birth}
                  onChange={(event) => {
                    const next = [...births];
                    next[i] = event.target.value;
                    update({ births: next }, `births.${i}`);
                  }}
                  error={errors[`births.${i}`]}
                />
                {births.length > 1 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    className="mt-7"
                    aria-label={t('insurance.search.remove_traveller', { n: i + 1 })}
                    onClick={() => update({ births: births.filter((_, j) => j !== i) }, 'births')}
                  >
                    ×
                  </Button>
                ) : null}
              </div>
            ))}
            {births.length < MAX_INSURED ? (
              <Button type="button" variant="secondary" onClick={() => update({ births: [...births, ''] })}>
                {t('insurance.search.add_traveller')}
              </Button>
            ) : null}
          </fieldset>
        ) : (
          <div />
        )}
        <Button type="submit" variant="accent" className="min-h-12 px-8 text-base desk:mt-7">
          {t('insurance.search.submit')}
        </Button>
      </div>
    </form>
  );
}
