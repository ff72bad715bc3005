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
import { localeOf, useLang } from '../../../lib/i18n';
import { formatHijri } from '../utils/format';
import { isIsoDate } from '../utils/search-rules';
import type { DateFieldProps } from './date-field';
import { FIELD_BOX, FIELD_ERROR, FIELD_HINT, FIELD_LABEL } from './field-styles';
import { IconCalendar, IconChevron } from './flight-icons';

function toDate(value: string | undefined): CalendarDate | null {
  return value && isIsoDate(value) ? parseDate(value) : null;
}

const hijriDay = new Intl.DateTimeFormat('ar-IQ-u-ca-islamic-umalqura-nu-latn', { day: 'numeric', timeZone: 'UTC' });

/** The Hijri months a visible Gregorian month spans, e.g. "Jumada II – Rajab 1448". */
function hijriMonths(start: CalendarDate, end: CalendarDate): string {
  const from = formatHijri(start.toString(), { day: undefined, year: undefined });
  const to = formatHijri(end.toString(), { day: undefined });
  return from === formatHijri(end.toString(), { day: undefined, year: undefined }) ? to : `${from} – ${to}`;
}

/**
 * React Aria's date picker: typed day/month/year segments in the order and direction of the language, and a
 * calendar. In Arabic each day also shows its Umm al-Qura (Hijri) date, and the chosen date is written out in
 * the Hijri calendar under the field.
 */
export function FlightDatePicker({
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
}: DateFieldProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const hijri = lang === 'ar';
  const date = toDate(value);
  return (
    <I18nProvider locale={localeOf(lang)}>
      <DatePicker
        className="flex flex-col"
        value={date}
        onChange={(next) => onChange(next ? next.toString() : '')}
        minValue={toDate(min)}
        maxValue={toDate(max)}
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
            aria-label={t('flights.search.open_calendar')}
            className="flex min-h-11 w-11 items-center justify-center rounded-e-xl text-lg text-brand-800 outline-none hover:bg-brand-50 data-focus-visible:ring-2 data-focus-visible:ring-brand-600"
          >
            <IconCalendar />
          </Button>
        </Group>
        {hint || (hijri && date) ? (
          <Text slot="description" className={FIELD_HINT}>
            {[hint, hijri && date ? formatHijri(date.toString()) : ''].filter(Boolean).join(' · ')}
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
                        className="flex size-10 flex-col items-center justify-center rounded-lg leading-none outline-none data-disabled:text-slate-300 data-focus-visible:ring-2 data-focus-visible:ring-brand-600 data-hovered:bg-brand-50 data-outside-month:invisible data-selected:bg-brand-700 data-selected:text-white data-unavailable:text-slate-300 data-today:font-bold data-today:underline data-today:underline-offset-4"
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
