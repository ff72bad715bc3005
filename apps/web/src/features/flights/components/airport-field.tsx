import { lazy, Suspense } from 'react';
import { FieldFallback } from './lazy-field';

const AirportCombobox = lazy(() => import('./airport-combobox').then((m) => ({ default: m.AirportCombobox })));

export interface AirportFieldProps {
  label: string;
  /** IATA code, or '' when none is chosen. */
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  name?: string;
}

/** Airport autocomplete; its React Aria combobox loads after the first screen (decision 026). */
export function AirportField(props: AirportFieldProps) {
  return (
    <Suspense fallback={<FieldFallback label={props.label} text={props.value} error={props.error} />}>
      <AirportCombobox {...props} />
    </Suspense>
  );
}
