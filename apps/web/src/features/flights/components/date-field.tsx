import { lazy, Suspense, useState } from 'react';
import { IconCalendar } from './flight-icons';
import { FieldFallback, LightField } from './lazy-field';

const FlightDatePicker = lazy(() => import('./flight-date-picker').then((m) => ({ default: m.FlightDatePicker })));

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' when none is chosen. */
  value: string;
  onChange: (date: string) => void;
  /** Earliest and latest selectable dates, YYYY-MM-DD. */
  min?: string | undefined;
  max?: string | undefined;
  error?: string | undefined;
  /** Shown under the field (before the Hijri date in Arabic). */
  hint?: string | undefined;
  name?: string;
  /** Opens the calendar on a given month when empty (a date of birth starts decades ago). */
  placeholderDate?: string | undefined;
  /** A plain input until the form asks for its widgets (the home page's first screen, decision 022). */
  deferred?: boolean | undefined;
  /** Takes the focus when it appears (it replaces a focused plain input). */
  autoFocus?: boolean;
}

/** A locale- and direction-aware date picker (Hijri beside Gregorian in Arabic), loaded when first shown. */
export function DateField({ deferred, ...props }: DateFieldProps) {
  const [focused, setFocused] = useState(false);
  // As in AirportField: one boundary, so the plain input stays until the picker is ready to take its focus.
  return (
    <Suspense fallback={<FieldFallback label={props.label} text={props.value} error={props.error} />}>
      {deferred ? (
        <LightField
          label={props.label}
          text={props.value}
          error={props.error}
          onFocusChange={setFocused}
          icon={<IconCalendar />}
        />
      ) : (
        <FlightDatePicker {...props} autoFocus={props.autoFocus || focused} />
      )}
    </Suspense>
  );
}
