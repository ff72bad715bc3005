import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFallback, LightField } from './lazy-field';

const AirportCombobox = lazy(() => import('./airport-combobox').then((m) => ({ default: m.AirportCombobox })));

export interface AirportFieldProps {
  label: string;
  /** IATA code, or '' when none is chosen. */
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  name?: string;
  /** A plain input until the form asks for its widgets (the home page's first screen, decision 022). */
  deferred?: boolean | undefined;
}

export interface AirportComboboxProps extends Omit<AirportFieldProps, 'deferred'> {
  /** Typed into the plain input before the combobox arrived: shown, searched and listed at once. */
  initialInput?: string | undefined;
  autoFocus?: boolean;
}

/** Airport autocomplete; its React Aria combobox loads after the first screen (decisions 022 and 026). */
export function AirportField({ deferred, ...props }: AirportFieldProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [focused, setFocused] = useState(false);
  // One boundary from the start: when the form asks for the widget (in a transition), the plain input stays
  // until the combobox is ready, then hands over its focus and text.
  return (
    <Suspense fallback={<FieldFallback label={props.label} text={props.value} error={props.error} />}>
      {deferred ? (
        <LightField
          label={props.label}
          text={typed ?? props.value}
          placeholder={t('flights.search.airport_placeholder')}
          error={props.error}
          onTextChange={setTyped}
          onFocusChange={setFocused}
        />
      ) : (
        <AirportCombobox {...props} initialInput={typed} autoFocus={focused} />
      )}
    </Suspense>
  );
}
