import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoCountryCode } from '@portal/contracts/country-codes';
import { translate } from '@portal/contracts/messages';
import { Button } from '../../../components/ui/button';
import { SearchableField } from '../../../components/ui/searchable-field';
import { countryOptions } from '../../../lib/countries';
import { useLang } from '../../../lib/i18n';
import { useSearchForm } from '../../../lib/use-search-form';
import { visaDestinations } from '../api/visas';
import { checkRoute, searchPath, type VisaSearchValues } from '../utils/search';

export interface VisaSearchFormProps {
  initialValues?: VisaSearchValues | undefined;
  /** Translated messages by field (`from`, `to`), from a bad link. */
  initialErrors?: Record<string, string> | undefined;
  onSearch?: (href: string) => void;
  loadWidgets?: 'at-once' | 'on-intent';
}

/**
 * The visa search: the applicant's nationality (Iraqi first) and the destination (the countries with visas on
 * offer, or all), both comboboxes named in the page's language; a valid search opens `visa.search`.
 */
export function VisaSearchForm({
  initialValues,
  initialErrors = {},
  onSearch,
  loadWidgets = 'at-once',
}: VisaSearchFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [values, setValues] = useState<VisaSearchValues>(initialValues ?? { from: 'IQ', to: 'all' });
  const form = useSearchForm({ initialErrors, loadWidgets, onSearch });
  // The home page's first screen has no query library (decision 062): the list is fetched once per page load.
  const [destinations, setDestinations] = useState<Array<{ country: string; visas: number }>>([]);
  useEffect(() => {
    let live = true;
    visaDestinations().then(
      (list) => live && setDestinations(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const countries = countryOptions(lang);
  const names = new Map(countries.map((c) => [c.value, c.label]));
  const nationalityOptions = [
    ...(isIsoCountryCode(values.from)
      ? []
      : [{ id: values.from, label: t('visas.search.not_a_country', { code: values.from || '—' }) }]),
    ...countries.map((c) => ({ id: c.value, label: c.label, keywords: c.value })),
  ];
  const offered = destinations
    .map((d) => ({ id: d.country, label: names.get(d.country) ?? d.country, keywords: d.country }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  const destinationOptions = [
    { id: 'all', label: t('visas.search.all') },
    ...(values.to === 'all' || offered.some((o) => o.id === values.to)
      ? []
      : [
          {
            id: values.to,
            label: isIsoCountryCode(values.to)
              ? (names.get(values.to) ?? values.to)
              : t('visas.search.not_a_country', { code: values.to }),
          },
        ]),
    ...offered,
  ];

  function update(patch: Partial<VisaSearchValues>, field: string) {
    setValues((v) => ({ ...v, ...patch }));
    form.setErrors((e: Record<string, string>) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = checkRoute(values);
    if (Object.keys(problems).length) {
      form.refuse(Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, translate(key, lang)])));
      return;
    }
    form.search(searchPath(values));
  }

  return (
    <form {...form.formProps} onSubmit={submit} aria-label={t('visas.search.title')} className="space-y-4">
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start">
        <SearchableField
          deferred={!form.widgetsWanted}
          label={t('visas.search.nationality')}
          options={nationalityOptions}
          value={values.from}
          onChange={(from) => update({ from: from ?? '' }, 'from')}
          error={form.errors.from}
        />
        <SearchableField
          deferred={!form.widgetsWanted}
          label={t('visas.search.destination')}
          options={destinationOptions}
          value={values.to}
          onChange={(to) => update({ to: to ?? 'all' }, 'to')}
          error={form.errors.to}
        />
        <Button type="submit" variant="accent" className="min-h-12 px-8 text-base md:mt-7">
          {t('visas.search.submit')}
        </Button>
      </div>
    </form>
  );
}
