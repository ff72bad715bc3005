import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DESTINATION_ZONES } from '@portal/contracts/insurance-constants';
import { NativeSelect, type NativeSelectOption } from '../../../components/ui/native-select';
import { nationalityOptions } from '../../../lib/countries';
import { useLang } from '../../../lib/i18n';

const SELECT_CLASS = '[&_select]:min-h-12 [&_select]:rounded-xl [&_select]:text-base';

const noSubscription = () => () => {};

/**
 * Whether the countries may be listed: not while the API draws the page (decision 144) nor while the app
 * hydrates that drawing (decision 148), only from the render after it, and at once on a page the browser draws
 * itself. The countries are named by the runtime's `Intl.DisplayNames`, whose names (and so their order) differ
 * between the API's Node and the visitor's browser (Arabic `PS`, `HK`, `MO`, `FK`…): drawn by the API, the list
 * would not be the app's first render, React would throw the hydration away and draw the whole page anew, its
 * heading becoming a late largest paint (insurance results: LCP 4.7 s). Until then a select lists only the
 * chosen entry, which is all a closed select shows.
 */
function useCountriesListed(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The chosen entry alone (the first one when none is chosen, as the browser would show it). */
function chosenOnly(options: NativeSelectOption[], value: string): NativeSelectOption[] {
  const chosen = options.filter((option) => option.value === value);
  return chosen.length > 0 ? chosen : options.slice(0, 1);
}

/** A select with its message under it (the platform's own list: nothing to download). */
export function SelectWithError({
  label,
  value,
  options,
  onChange,
  error,
  name,
}: {
  label: string;
  value: string;
  options: NativeSelectOption[];
  onChange: (value: string) => void;
  error?: string | undefined;
  name?: string;
}) {
  const id = useId();
  return (
    <div>
      <NativeSelect
        label={label}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={options}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={SELECT_CLASS}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The destination: a region (Schengen, worldwide…) or a country by name. */
export function DestinationSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const listed = useCountriesListed();
  const zones = DESTINATION_ZONES.map((z) => ({ value: z, label: t(`insurance.zones.${z}`) }));
  const countries = nationalityOptions(lang).filter((c) => c.value !== 'IQ');
  const known = zones.some((z) => z.value === value) || countries.some((c) => c.value === value.toUpperCase());
  const options = [...(known || !value ? [] : [{ value, label: value }]), ...zones, ...countries];
  const chosen = zones.some((z) => z.value === value) ? value : value.toUpperCase();
  return (
    <SelectWithError
      label={t('insurance.search.destination')}
      name="destination"
      value={chosen}
      options={listed ? options : chosenOnly(options, chosen)}
      onChange={onChange}
      error={error}
    />
  );
}

export function NationalitySelect({
  value,
  onChange,
  error,
  label,
  name = 'nationality',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
  name?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const listed = useCountriesListed();
  const options = nationalityOptions(lang);
  return (
    <SelectWithError
      label={label ?? t('insurance.search.nationality')}
      name={name}
      value={value}
      options={listed ? options : chosenOnly(options, value)}
      onChange={onChange}
      error={error}
    />
  );
}
