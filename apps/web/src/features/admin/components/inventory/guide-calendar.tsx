import type { AdminGuideCalendar } from '@portal/contracts/guides';
import type { Lang } from '@portal/contracts/i18n';
import { Button } from '../../../../components/ui/button';
import { formatCalendarDate, formatMonth } from '../../../../lib/dates';
import { localeOf, useLang } from '../../../../lib/i18n';
import { useAdminText } from '../../i18n';
import { weekdayNames } from '../../utils/weekdays';

/** What a day of a guide's calendar is: free, the guide's own day off, closed by staff, booked, or not bookable. */
export type GuideDayState = 'open' | 'off' | 'closed' | 'booked' | 'outside';

export interface GuideDay {
  day: string;
  state: GuideDayState;
  /** The bookings holding the day (a booked day). */
  references: string[];
}

/** The languages' own names in the interface language ("Persian", "فارسية"). */
export const languageNames = (lang: Lang) => new Intl.DisplayNames([localeOf(lang)], { type: 'language' });

/** The state of each day: booked before closed before the guide's own day off. */
export function guideDay(calendar: AdminGuideCalendar, day: string): GuideDay {
  const references = calendar.bookings.filter((b) => b.day === day).map((b) => b.reference);
  const state: GuideDayState =
    day < calendar.first_day || day > calendar.last_day
      ? 'outside'
      : calendar.booked.includes(day) || references.length > 0
        ? 'booked'
        : calendar.closed.includes(day)
          ? 'closed'
          : calendar.days_off.includes(day)
            ? 'off'
            : 'open';
  return { day, state, references };
}

/** The months (`YYYY-MM`) from the first bookable day's to the last one's. */
export function calendarMonths(calendar: AdminGuideCalendar): string[] {
  const months: string[] = [];
  let [y, m] = calendar.first_day.split('-').map(Number) as [number, number];
  const last = calendar.last_day.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last || months.length > 24) return months;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

const STYLE: Record<GuideDayState, string> = {
  open: 'bg-white text-slate-900 ring-slate-300 hover:bg-brand-50',
  off: 'bg-slate-100 text-slate-600 ring-slate-200',
  closed: 'bg-amber-50 text-amber-900 ring-amber-300',
  booked: 'bg-sky-50 text-sky-900 ring-sky-300',
  outside: 'bg-transparent text-slate-400 ring-transparent',
};

/** The legend's swatches, in the order the days are read. */
export const LEGEND: GuideDayState[] = ['open', 'off', 'closed', 'booked'];
export const swatch = (state: GuideDayState) => `inline-block h-3 w-3 rounded ring-1 ${STYLE[state]}`;

/**
 * One month of a guide's calendar (decision 129): Monday to Sunday, each bookable day a button naming its state
 * (and its booking's reference), the chosen one pressed.
 */
export function GuideMonth({
  calendar,
  month,
  selected,
  onSelect,
}: {
  calendar: AdminGuideCalendar;
  month: string;
  selected: string | null;
  onSelect: (day: string) => void;
}) {
  const { t } = useAdminText();
  const lang = useLang();
  const [y, m] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  /** Blank cells before the 1st: Monday is the first column. */
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const days = Array.from({ length }, (_, i) => guideDay(calendar, `${month}-${String(i + 1).padStart(2, '0')}`));
  return (
    <div role="group" aria-label={formatMonth(month, lang, 'long')}>
      <div className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-slate-600" aria-hidden="true">
        {weekdayNames(lang).map((name) => (
          <span key={name} className="py-1">
            {name}
          </span>
        ))}
      </div>
      <ul className="grid grid-cols-7 gap-1">
        {Array.from({ length: lead }, (_, i) => (
          <li key={`lead-${i}`} aria-hidden="true" />
        ))}
        {days.map(({ day, state, references }) => {
          const label = [
            formatCalendarDate(day, lang, { weekday: 'long', day: 'numeric', month: 'long' }),
            t(`guides.state.${state}`),
            ...references,
          ].join(' · ');
          return (
            <li key={day}>
              {state === 'outside' ? (
                <span
                  className={`flex min-h-12 flex-col items-center justify-center rounded-lg text-sm ring-1 sm:min-h-16 ${STYLE[state]}`}
                  title={label}
                >
                  <bdi>{Number(day.slice(8))}</bdi>
                </span>
              ) : (
                <button
                  type="button"
                  aria-label={label}
                  aria-pressed={selected === day}
                  onClick={() => onSelect(day)}
                  className={`flex min-h-12 w-full flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 text-sm ring-1 focus-visible:outline-2 focus-visible:outline-brand-600 sm:min-h-16 ${STYLE[state]} ${selected === day ? 'outline-2 outline-brand-600' : ''}`}
                >
                  <bdi className="font-semibold">{Number(day.slice(8))}</bdi>
                  <span className="hidden text-[0.7rem] leading-tight sm:block">{t(`guides.state.${state}`)}</span>
                  {references[0] ? (
                    <bdi dir="ltr" className="hidden max-w-full truncate text-[0.65rem] leading-tight md:block">
                      {references[0]}
                    </bdi>
                  ) : null}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The chosen day: what it is, its booking, and closing or opening it. */
export function GuideDayPanel({
  day,
  busy,
  onSet,
}: {
  day: GuideDay;
  busy: boolean;
  onSet: (available: boolean) => void;
}) {
  const { t } = useAdminText();
  const lang = useLang();
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">
        {formatCalendarDate(day.day, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
      </h3>
      <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
        <span className={swatch(day.state)} aria-hidden="true" />
        {t(`guides.state_long.${day.state}`)}
      </p>
      {day.references.length > 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          {t('guides.booking')}{' '}
          {day.references.map((r) => (
            <bdi key={r} dir="ltr" className="me-2 font-semibold">
              {r}
            </bdi>
          ))}
        </p>
      ) : null}
      {day.state === 'closed' ? (
        <Button className="mt-3" disabled={busy} onClick={() => onSet(true)}>
          {t('guides.open_day')}
        </Button>
      ) : day.state === 'open' || day.state === 'booked' ? (
        <Button variant="secondary" className="mt-3" disabled={busy} onClick={() => onSet(false)}>
          {t('guides.close_day')}
        </Button>
      ) : null}
    </div>
  );
}
