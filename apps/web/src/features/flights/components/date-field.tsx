import { lazy, Suspense } from 'react';
import { FieldFallback } from './lazy-field';

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
}

/** A locale- and direction-aware date picker (Hijri beside Gregorian in Arabic), loaded when first shown. */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<FieldFallback label={props.label} text={props.value} error={props.error} />}>
      <FlightDatePicker {...props} />
    </Suspense>
  );
}
