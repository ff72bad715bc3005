import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DESTINATION_ZONES } from '@portal/contracts/insurance-constants';
import { NativeSelect, type NativeSelectOption } from '../../../components/ui/native-select';
import { nationalityOptions } from '../../../lib/countries';
import { useLang } from '../../../lib/i18n';

const SELECT_CLASS = '[&_select]:min-h-12 [&_select]:rounded-xl [&_select]:text-base';

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
  const zones = DESTINATION_ZONES.map((z) => ({ value: z, label: t(`insurance.zones.${z}`) }));
  const countries = nationalityOptions(lang).filter((c) => c.value !== 'IQ');
  const known = zones.some((z) => z.value === value) || countries.some((c) => c.value === value.toUpperCase());
  const options = [...(known || !value ? [] : [{ value, label: value }]), ...zones, ...countries];
  return (
    <SelectWithError
      label={t('insurance.search.destination')}
      name="destination"
      value={zones.some((z) => z.value === value) ? value : value.toUpperCase()}
      options={options}
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
  return (
    <SelectWithError
      label={label ?? t('insurance.search.nationality')}
      name={name}
      value={value}
      options={nationalityOptions(lang)}
      onChange={onChange}
      error={error}
    />
  );
}
