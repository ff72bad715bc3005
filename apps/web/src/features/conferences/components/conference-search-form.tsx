import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFERENCE_COUNTRIES, CONFERENCE_SPECIALTIES } from '@portal/contracts/conference-constants';
import { translate } from '@portal/contracts/messages';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { pickText, useLang } from '../../../lib/i18n';
import { useSearchForm } from '../../../lib/use-search-form';
import { conferenceSearchPath, validateConferenceSearch, type ConferenceSearchValues } from '../utils/search';

export interface ConferenceSearchFormProps {
  initialValues?: ConferenceSearchValues | undefined;
  /** Translated messages by field, from a bad link. */
  initialErrors?: Record<string, string> | undefined;
  onSearch?: (href: string) => void;
  loadWidgets?: 'at-once' | 'on-intent';
}

const SELECT = '[&_select]:min-h-12 [&_select]:rounded-xl [&_select]:text-base';

/** The conference search (home's conference tab and the results page): a specialty and a country, both optional. */
export function ConferenceSearchForm({
  initialValues,
  initialErrors = {},
  onSearch,
  loadWidgets = 'on-intent',
}: ConferenceSearchFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [values, setValues] = useState<ConferenceSearchValues>(() => initialValues ?? { specialty: '', country: '' });
  const form = useSearchForm({ initialErrors, loadWidgets, onSearch });
  const { errors, setErrors } = form;

  function update(patch: Partial<ConferenceSearchValues>, field: string) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current: Record<string, string>) =>
      Object.fromEntries(Object.entries(current).filter(([k]) => k !== field)),
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validateConferenceSearch(values);
    if (Object.keys(problems).length > 0) {
      form.refuse(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, translate(key, lang)])));
      return;
    }
    form.search(conferenceSearchPath(values));
  }

  const byName = <T extends { name: { ar: string; en: string; de: string } }>(list: readonly T[]) =>
    [...list].sort((a, b) => pickText(a.name, lang).localeCompare(pickText(b.name, lang), lang));
  return (
    <form
      {...form.formProps}
      onSubmit={handleSubmit}
      aria-label={t('conferences.search.title')}
      className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start"
    >
      <div>
        <NativeSelect
          label={t('conferences.search.specialty')}
          name="specialty"
          value={values.specialty}
          onChange={(event) => update({ specialty: event.target.value }, 'specialty')}
          options={[
            { value: '', label: t('conferences.search.any_specialty') },
            ...byName(CONFERENCE_SPECIALTIES).map((s) => ({ value: s.slug, label: pickText(s.name, lang) })),
          ]}
          className={SELECT}
          aria-invalid={errors.specialty ? true : undefined}
        />
        {errors.specialty ? <p className="mt-1.5 text-sm font-medium text-red-700">{errors.specialty}</p> : null}
      </div>
      <div>
        <NativeSelect
          label={t('conferences.search.country')}
          name="country"
          value={values.country.toUpperCase()}
          onChange={(event) => update({ country: event.target.value }, 'country')}
          options={[
            { value: '', label: t('conferences.search.any_country') },
            ...CONFERENCE_COUNTRIES.map((c) => ({ value: c.code, label: pickText(c.name, lang) })),
          ]}
          className={SELECT}
          aria-invalid={errors.country ? true : undefined}
        />
        {errors.country ? <p className="mt-1.5 text-sm font-medium text-red-700">{errors.country}</p> : null}
      </div>
      <Button type="submit" variant="accent" className="min-h-12 px-8 text-base md:mt-7">
        {t('conferences.search.submit')}
      </Button>
    </form>
  );
}
