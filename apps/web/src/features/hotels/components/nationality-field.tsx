import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isCountryCode } from '@portal/contracts/hotel-constants';
import { NativeSelect } from '../../../components/ui/native-select';
import { useLang } from '../../../lib/i18n';
import { nationalityOptions } from '../utils/format';

export interface NationalityFieldProps {
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}

/**
 * The guests' nationality: the ISO 3166 countries by name. A code from a link that is no country (`ZZ`) is
 * kept as the selected entry, named as such and marked, instead of the select quietly showing another country.
 */
export function NationalityField({ value, onChange, error }: NationalityFieldProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const countries = nationalityOptions(lang);
  const options = isCountryCode(value)
    ? countries
    : [{ value, label: t('hotels.search.not_a_country', { code: value || '—' }) }, ...countries];
  return (
    <div>
      <NativeSelect
        label={t('hotels.search.nationality')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={options}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="[&_select]:min-h-12 [&_select]:rounded-xl [&_select]:text-base"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
