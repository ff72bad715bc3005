import { lazy } from 'react';
import { ComboboxField, type ComboboxFieldProps } from '../../../components/ui/combobox-field';

const DestinationCombobox = lazy(() =>
  import('./destination-combobox').then((m) => ({ default: m.DestinationCombobox })),
);

/** City or hotel autocomplete (a slug as its value); its combobox loads when the form is first used. */
export function DestinationField(props: ComboboxFieldProps) {
  return <ComboboxField {...props} widget={DestinationCombobox} />;
}
