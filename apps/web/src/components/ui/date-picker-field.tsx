import { useTranslation } from 'react-i18next';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
} from 'react-aria-components/DatePicker';
import { Heading } from 'react-aria-components/Calendar';
import { Dialog } from 'react-aria-components/Dialog';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { formatHijriDate, isIsoDate } from '../../lib/dates';
import { localeOf, useLang } from '../../lib/i18n';
import { FIELD_BOX, FIELD_ERROR, FIELD_HINT, FIELD_LABEL } from './field-styles';
import { IconCalendar, IconChevron } from './icons';

export interface DatePickerFieldProps {
  label: string;
  /** `YYYY-MM-DD`, or '' when none is chosen. */
  value: string;
  onChange: (date: string) => void;
  /** Earliest and latest selectable dates, `YYYY-MM-DD`. */
  min?: string | undefined;
  max?: string | undefined;
  error?: string | undefined;
  /** Shown under the field (before the Hijri date in Arabic). */
  hint?: string | undefined;
  name?: string;
  /** Opens the calendar on a given month when empty (a date of birth starts decades ago). */
  placeholderDate?: string | undefined;
  /** Takes the focus when it appears (it replaces a focused plain input). */
  autoFocus?: boolean;
  className?: string;
  /** Days that cannot be chosen though within min and max (a guide's days off), greyed and struck in the calendar. */
  unavailable?: ReadonlySet<string> | undefined;
}

const toDate = (value: string | undefined): CalendarDate | null =>
  value && isIsoDate(value) ? parseDate(value) : null;

const hijriDay = new Intl.DateTimeFormat('ar-IQ-u-ca-islamic-umalqura-nu-latn', { day: 'numeric', timeZone: 'UTC' });

/** The Hijri months a visible Gregorian month spans, e.g. "Jumada II – Rajab 1448". */
function hijriMonths(start: CalendarDate, end: CalendarDate): string {
  const from = formatHijriDate(start.toString(), { day: undefined, year: undefined });
  const to = formatHijriDate(end.toString(), { day: undefined });
  return from === formatHijriDate(end.toString(), { day: undefined, year: undefined }) ? to : `${from} – ${to}`;
}

/**
 * A date field in the interface language (React Aria): day, month and year segments in the language's order and
 * direction, and a calendar. The browser's `<input type="date">` writes mm/dd/yyyy in the browser's language on
 * an Arabic page; this one does not. In Arabic each day also shows its Umm al-Qura (Hijri) date, the calendar
 * names the Hijri months it shows, and the chosen date is written out in the Hijri calendar under the field.
 */
export function DatePickerField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  hint,
  name,
  placeholderDate,
  autoFocus,
  className = '',
  unavailable,
}: DatePickerFieldProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const hijri = lang === 'ar';
  const date = toDate(value);
  // The Hijri date is the entered date's, said so and put first: after a hint with a date of its own (a
  // passport's earliest expiry) it read as that date's (issue 22).
  const description = [hijri && date ? t('fields.hijri_of', { date: formatHijriDate(date.toString()) }) : '', hint]
    .filter(Boolean)
    .join(' · ');
  return (
    <I18nProvider locale={localeOf(lang)}>
      <DatePicker
        className={`flex flex-col ${className}`}
        value={date}
        onChange={(next) => onChange(next ? next.toString() : '')}
        minValue={toDate(min)}
        maxValue={toDate(max)}
        isDateUnavailable={unavailable ? (day) => unavailable.has(day.toString()) : undefined}
        placeholderValue={toDate(placeholderDate) ?? undefined}
        isInvalid={Boolean(error)}
        granularity="day"
        name={name}
        autoFocus={autoFocus}
        shouldForceLeadingZeros
      >
        <Label className={FIELD_LABEL}>{label}</Label>
        <Group className={FIELD_BOX}>
          <DateInput className="flex flex-1 px-3.5 py-2.5">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 tabular-nums outline-none data-focused:bg-brand-700 data-focused:text-white data-placeholder:text-slate-500"
              />
            )}
          </DateInput>
          <Button
            aria-label={t('fields.open_calendar')}
            className="flex min-h-11 w-11 items-center justify-center rounded-e-xl text-lg text-brand-800 outline-none hover:bg-brand-50 data-focus-visible:ring-2 data-focus-visible:ring-brand-600"
          >
            <IconCalendar />
          </Button>
        </Group>
        {description ? (
          <Text slot="description" className={FIELD_HINT}>
            {description}
          </Text>
        ) : null}
        <FieldError className={FIELD_ERROR}>{error}</FieldError>
        <Popover placement="bottom start" className="rounded-2xl bg-white p-3 shadow-xl ring-1 ring-slate-200">
          <Dialog className="outline-none">
            <Calendar>
              {({ state }) => (
                <>
                  <header className="mb-2 flex items-center gap-2">
                    <Button
                      slot="previous"
                      className="grid size-10 place-items-center rounded-lg text-brand-800 hover:bg-brand-50 data-disabled:opacity-30"
                    >
                      <IconChevron className="rotate-180" />
                    </Button>
                    <div className="flex-1 text-center">
                      <Heading className="font-semibold text-slate-900" />
                      {hijri ? (
                        <p className="text-xs text-slate-600">
                          {hijriMonths(state.visibleRange.start, state.visibleRange.end)}
                        </p>
                      ) : null}
                    </div>
                    <Button
                      slot="next"
                      className="grid size-10 place-items-center rounded-lg text-brand-800 hover:bg-brand-50 data-disabled:opacity-30"
                    >
                      <IconChevron />
                    </Button>
                  </header>
                  <CalendarGrid className="border-separate border-spacing-0.5 text-sm">
                    {(day) => (
                      <CalendarCell
                        date={day}
                        className="flex size-10 flex-col items-center justify-center rounded-lg leading-none outline-none data-disabled:text-slate-300 data-focus-visible:ring-2 data-focus-visible:ring-brand-600 data-hovered:bg-brand-50 data-outside-month:invisible data-selected:bg-brand-700 data-selected:text-white data-unavailable:text-slate-300 data-unavailable:line-through data-today:font-bold data-today:underline data-today:underline-offset-4"
                      >
                        {({ formattedDate, isSelected }) => (
                          <>
                            <span className="tabular-nums">{formattedDate}</span>
                            {hijri ? (
                              <span
                                className={`mt-0.5 text-[10px] tabular-nums ${isSelected ? 'text-brand-100' : 'text-slate-500'}`}
                              >
                                {hijriDay.format(day.toDate('UTC'))}
                              </span>
                            ) : null}
                          </>
                        )}
                      </CalendarCell>
                    )}
                  </CalendarGrid>
                </>
              )}
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
