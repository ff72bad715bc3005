import { lazy, Suspense, useState } from 'react';
import type { DatePickerFieldProps } from './date-picker-field';
import { IconCalendar } from './icons';
import { FieldFallback, LightField } from './lazy-field';

const DatePickerField = lazy(() => import('./date-picker-field').then((m) => ({ default: m.DatePickerField })));

export interface DateFieldProps extends Omit<DatePickerFieldProps, 'className'> {
  /** A plain input until the form asks for its widgets (the home page's first screen, decision 022). */
  deferred?: boolean | undefined;
}

/**
 * A locale- and direction-aware date picker (Hijri beside Gregorian in Arabic) whose React Aria code loads when
 * the field is first shown, so it stays out of the download of the screens it is not on.
 */
export function DateField({ deferred, ...props }: DateFieldProps) {
  const [focused, setFocused] = useState(false);
  // As in the combobox field: one boundary, so the plain input stays until the picker is ready to take its focus.
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
        <DatePickerField {...props} autoFocus={props.autoFocus || focused} />
      )}
    </Suspense>
  );
}
