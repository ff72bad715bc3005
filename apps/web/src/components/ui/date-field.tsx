import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHijriDate, isIsoDate } from '../../lib/dates';
import { localeOf, useLang } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy';
import type { DatePickerFieldProps } from './date-picker-field';
import { IconCalendar } from './icons';
import { FieldFallback, LightField, useFieldIntent } from './lazy-field';

const DatePickerField = lazyComponent(() => import('./date-picker-field'), 'DatePickerField');

export interface DateFieldProps extends Omit<DatePickerFieldProps, 'className'> {
  /**
   * A plain input until the form asks for its widgets (the home page's first screen, decision 022). Unset inside
   * `FieldsOnIntent`: a plain input until a sign of intent on the field itself (the booking pages).
   */
  deferred?: boolean | undefined;
}

/**
 * A locale- and direction-aware date picker (Hijri beside Gregorian in Arabic) whose React Aria code loads when
 * the field is first shown, or wanted, so it stays out of the download of the screens it is not on.
 */
export function DateField({ deferred, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [focused, setFocused] = useState(false);
  const intent = useFieldIntent(DatePickerField.preload);
  // What the picker writes under the field (its Hijri date in Arabic, then the hint), so the plain input has
  // the picker's height and says the same.
  const hint =
    [
      lang === 'ar' && isIsoDate(props.value) ? t('fields.hijri_of', { date: formatHijriDate(props.value) }) : '',
      props.hint,
    ]
      .filter(Boolean)
      .join(' · ') || undefined;
  // The date as the picker's segments write it (day, month and year in the language's order and digits).
  const text = isIsoDate(props.value)
    ? new Intl.DateTimeFormat(localeOf(lang), {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${props.value}T00:00:00Z`))
    : props.value;
  const light = deferred ?? intent.waiting;
  // As in the combobox field: one boundary, so the plain input stays until the picker is ready to take its focus.
  return (
    <Suspense fallback={<FieldFallback label={props.label} text={text} error={props.error} hint={hint} />}>
      {light ? (
        <LightField
          label={props.label}
          text={text}
          error={props.error}
          hint={hint}
          onFocusChange={setFocused}
          onIntent={deferred === undefined ? intent.onIntent : undefined}
          icon={<IconCalendar />}
        />
      ) : (
        <DatePickerField {...props} autoFocus={props.autoFocus || focused} />
      )}
    </Suspense>
  );
}
