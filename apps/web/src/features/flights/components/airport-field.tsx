import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboboxField, type ComboboxFieldProps } from '../../../components/ui/combobox-field';

const AirportCombobox = lazy(() => import('./airport-combobox').then((m) => ({ default: m.AirportCombobox })));

/** Airport autocomplete (an IATA code as its value); its combobox loads after the first screen (decision 026). */
export function AirportField(props: ComboboxFieldProps) {
  const { t } = useTranslation();
  return <ComboboxField {...props} widget={AirportCombobox} placeholder={t('flights.search.airport_placeholder')} />;
}
