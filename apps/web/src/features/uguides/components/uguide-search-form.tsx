import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoCountryCode } from '@portal/contracts/country-codes';
import { translate } from '@portal/contracts/messages';
import { UGUIDE_DEGREES } from '@portal/contracts/uguide-constants';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchableField } from '../../../components/ui/searchable-field';
import { countryOptions } from '../../../lib/countries';
import { useLang } from '../../../lib/i18n';
import { useSearchForm } from '../../../lib/use-search-form';
import { uguideCountries } from '../api/uguides';
import { checkCountry, searchPath } from '../utils/search';

export interface UguideSearchFormProps {
  /** The country ('' for all) and degree already chosen. */
  initialValues?: { country: string; degree: string } | undefined;
  initialErrors?: Record<string, string> | undefined;
  onSearch?: (href: string) => void;
  loadWidgets?: 'at-once' | 'on-intent';
}

/**
 * The programme search: the country (those with programmes, named in the page's language, or all) and the
 * degree; a valid search opens `uguide.search`.
 */
export function UguideSearchForm({
  initialValues,
  initialErrors = {},
  onSearch,
  loadWidgets = 'at-once',
}: UguideSearchFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [values, setValues] = useState(initialValues ?? { country: '', degree: '' });
  const form = useSearchForm({ initialErrors, loadWidgets, onSearch });
  // The home page's first screen has no query library (decision 062): the list is fetched once per page load.
  const [countries, setCountries] = useState<Array<{ country: string; programmes: number }>>([]);
  useEffect(() => {
    let live = true;
    uguideCountries().then(
      (list) => live && setCountries(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const names = new Map(countryOptions(lang).map((c) => [c.value, c.label]));
  const offered = countries
    .map((c) => ({ id: c.country, label: names.get(c.country) ?? c.country, keywords: c.country }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  const options = [
    { id: '', label: t('uguides.search.all') },
    ...(values.country === '' || offered.some((o) => o.id === values.country)
      ? []
      : [
          {
            id: values.country,
            label: isIsoCountryCode(values.country)
              ? (names.get(values.country) ?? values.country)
              : t('uguides.search.not_a_country', { code: values.country }),
          },
        ]),
    ...offered,
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = checkCountry(values.country);
    if (Object.keys(problems).length) {
      form.refuse(Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, translate(key, lang)])));
      return;
    }
    form.search(searchPath(values.country, values.degree));
  }

  return (
    <form {...form.formProps} onSubmit={submit} aria-label={t('uguides.search.title')} className="space-y-4">
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto] md:items-start">
        <SearchableField
          deferred={!form.widgetsWanted}
          label={t('uguides.search.country')}
          options={options}
          value={values.country}
          onChange={(country) => {
            setValues((v) => ({ ...v, country: country ?? '' }));
            form.setErrors({});
          }}
          error={form.errors.country}
        />
        <NativeSelect
          label={t('uguides.search.degree')}
          value={values.degree}
          onChange={(e) => setValues((v) => ({ ...v, degree: e.target.value }))}
          options={[
            { value: '', label: t('uguides.search.any_degree') },
            ...UGUIDE_DEGREES.map((d) => ({ value: d, label: t(`uguides.degrees.${d}`) })),
          ]}
        />
        <Button type="submit" variant="accent" className="min-h-12 px-8 text-base md:mt-7">
          {t('uguides.search.submit')}
        </Button>
      </div>
    </form>
  );
}
