import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { IconChevron } from '../../../../components/ui/icons';
import { formatCalendarDate, formatMonth } from '../../../../lib/dates';
import { pickText, useLang } from '../../../../lib/i18n';
import { guideCalendarQuery, guidesStale, setGuideDay } from '../../api/guides';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { QueryState } from '../common/query-state';
import { calendarMonths, guideDay, GuideDayPanel, GuideMonth, languageNames, LEGEND, swatch } from './guide-calendar';
import { guidesLink } from './links';

/**
 * A guide's calendar (issue 19, decision 129): month by month over the bookable range, the guide's own days
 * off, the days staff closed and the booked ones with their bookings; a chosen day is closed or opened again.
 * A booked day cannot be closed: the API's words say why and name the booking.
 */
export function GuideScreen() {
  const { guideId } = useParams({ strict: false }) as { guideId: string };
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const query = useQuery(guideCalendarQuery(guideId));
  const [monthIndex, setMonthIndex] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const guide = query.data?.guide;

  const set = async (day: string, available: boolean) => {
    setBusy(true);
    setNotice(null);
    setProblem(null);
    try {
      await setGuideDay(guideId, day, available);
      const date = formatCalendarDate(day, lang, { weekday: 'long', day: 'numeric', month: 'long' });
      setNotice(t(available ? 'guides.opened' : 'guides.closed', { date }));
      await queryClient.invalidateQueries({ queryKey: guidesStale });
    } catch (error) {
      setProblem(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AdminHeading
        title={guide ? pickText(guide.name, lang) : t('guides.calendar')}
        lead={
          guide
            ? `${pickText(guide.city.name, lang)} · ${guide.languages.map((l) => languageNames(lang).of(l)).join(lang === 'ar' ? '، ' : ', ')}`
            : undefined
        }
        actions={
          <Link {...guidesLink} className="font-semibold text-brand-700 underline">
            {t('guides.back')}
          </Link>
        }
      />
      <QueryState query={query}>
        {(calendar) => {
          const months = calendarMonths(calendar);
          const index = Math.min(monthIndex, months.length - 1);
          const month = months[index]!;
          const chosen = selected ? guideDay(calendar, selected) : null;
          return (
            <Panel title={t('guides.calendar')}>
              <p className="mb-3 text-sm text-slate-700">
                {t('guides.calendar_lead', {
                  first: formatCalendarDate(calendar.first_day, lang),
                  last: formatCalendarDate(calendar.last_day, lang),
                })}
              </p>
              <ul
                className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700"
                aria-label={t('guides.legend')}
              >
                {LEGEND.map((state) => (
                  <li key={state} className="flex items-center gap-1.5">
                    <span className={swatch(state)} aria-hidden="true" />
                    {t(`guides.state.${state}`)}
                  </li>
                ))}
              </ul>
              <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
                <div>
                  <div className="mb-3 flex items-center justify-between gap-2">
                    <Button
                      variant="secondary"
                      className="min-h-9 px-3"
                      aria-label={t('guides.previous_month')}
                      disabled={index === 0}
                      onClick={() => setMonthIndex(index - 1)}
                    >
                      <span aria-hidden="true" className="inline-flex -scale-x-100">
                        <IconChevron className="h-4 w-4" />
                      </span>
                      <span className="hidden sm:inline">{t('guides.previous_month')}</span>
                    </Button>
                    <h3 className="text-base font-semibold text-slate-900" aria-live="polite">
                      {formatMonth(month, lang, 'long')}
                    </h3>
                    <Button
                      variant="secondary"
                      className="min-h-9 px-3"
                      aria-label={t('guides.next_month')}
                      disabled={index >= months.length - 1}
                      onClick={() => setMonthIndex(index + 1)}
                    >
                      <span className="hidden sm:inline">{t('guides.next_month')}</span>
                      <IconChevron aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </div>
                  <GuideMonth
                    calendar={calendar}
                    month={month}
                    selected={selected}
                    onSelect={(day) => {
                      setSelected(day);
                      setNotice(null);
                      setProblem(null);
                    }}
                  />
                </div>
                <div aria-live="polite">
                  {notice ? (
                    <Alert tone="success" className="mb-3">
                      {notice}
                    </Alert>
                  ) : null}
                  {problem ? (
                    <Alert tone="error" className="mb-3">
                      {errorText(problem)}
                    </Alert>
                  ) : null}
                  {chosen ? (
                    <GuideDayPanel day={chosen} busy={busy} onSet={(available) => void set(chosen.day, available)} />
                  ) : (
                    <p className="text-sm text-slate-600">{t('guides.choose_day')}</p>
                  )}
                </div>
              </div>
            </Panel>
          );
        }}
      </QueryState>
    </>
  );
}
