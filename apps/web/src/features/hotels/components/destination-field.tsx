import { lazy, Suspense, useState } from 'react';
import { FieldFallback, LightField } from '../../flights/components/lazy-field';

const DestinationCombobox = lazy(() =>
  import('./destination-combobox').then((m) => ({ default: m.DestinationCombobox })),
);

export interface DestinationFieldProps {
  label: string;
  /** A city's or hotel's slug, or '' when none is chosen. */
  value: string;
  onChange: (slug: string) => void;
  error?: string | undefined;
  /** A plain input until the form asks for its widgets (decision 022). */
  deferred?: boolean;
}

/** City or hotel autocomplete; its React Aria combobox loads when the form is first used (as AirportField). */
export function DestinationField({ deferred, ...props }: DestinationFieldProps) {
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  return (
    <Suspense fallback={<FieldFallback label={props.label} text={typed || props.value} error={props.error} />}>
      {deferred ? (
        <LightField
          label={props.label}
          text={typed || props.value}
          error={props.error}
          onTextChange={setTyped}
          onFocusChange={setFocused}
        />
      ) : (
        <DestinationCombobox {...props} initialText={typed} autoFocus={focused} />
      )}
    </Suspense>
  );
}
