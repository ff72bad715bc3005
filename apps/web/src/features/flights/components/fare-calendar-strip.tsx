import { useLayoutEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Placeholder } from '../../../components/ui/placeholder';
import { useLang } from '../../../lib/i18n';
import { fareCalendarQuery } from '../api/search-flights';
import { formatDate } from '../utils/format';
import type { SearchBody } from '../utils/search-form';
import { PriceAmount } from '../../../components/ui/price';

export interface FareCalendarStripProps {
  body: SearchBody;
  /** Runs the search again on another day (a round trip keeps its length). */
  onPick: (date: string, returnDate: string | null) => void;
}

/** The cheapest fare for each day three days either side of the chosen one (one way and round trips). */
export function FareCalendarStrip({ body, onPick }: FareCalendarStripProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending, isError } = useQuery(fareCalendarQuery(body));
  const chosen = body.slices[0]?.date;
  const listRef = useRef<HTMLOListElement>(null);

  // On a phone the strip scrolls sideways: the chosen day goes to its middle whenever the strip is laid out
  // (the days arrive, the window turns or narrows), in either direction. The strip alone scrolls, not the page.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const centre = () => {
      const day = list.querySelector<HTMLElement>('[aria-current="date"]');
      if (!day) return;
      const box = list.getBoundingClientRect();
      const at = day.getBoundingClientRect();
      const off = at.left + at.width / 2 - (box.left + box.width / 2);
      if (Math.abs(off) >= 1) list.scrollBy?.({ left: off, behavior: 'instant' });
    };
    centre();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(centre);
    observer.observe(list);
    return () => observer.disconnect();
  }, [data, chosen]);
  if (isError) return null;

  return (
    <nav
      aria-label={t('flights.results.calendar')}
      className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200"
    >
      <ol
        ref={listRef}
        className="scrollbar-none grid auto-cols-[minmax(6.5rem,1fr)] grid-flow-col gap-1 overflow-x-auto"
      >
        {isPending
          ? // Each day's lines at their final heights (the date, a round trip's return, the price), so the
            // results below do not move when the fares arrive (decision 138).
            Array.from({ length: 7 }, (_, i) => (
              <li key={i} className="flex flex-col items-center px-2 py-2.5">
                <Placeholder width="70%" height="1.25rem" />
                {body.trip === 'round' ? <Placeholder width="60%" height="1rem" /> : null}
                <Placeholder width="90%" height="1.25rem" className="mt-1" />
              </li>
            ))
          : data.map((day) => {
              const current = day.date === chosen;
              return (
                <li key={day.date}>
                  <button
                    type="button"
                    disabled={!day.cheapest}
                    aria-current={current ? 'date' : undefined}
                    onClick={() => onPick(day.date, day.return_date)}
                    className={`flex h-full w-full flex-col items-center rounded-xl px-2 py-2.5 text-center text-sm ${
                      current
                        ? 'bg-brand-700 text-white'
                        : 'text-slate-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400'
                    }`}
                  >
                    <span className="font-semibold">{formatDate(day.date, lang)}</span>
                    {day.return_date ? (
                      <span className={`text-xs ${current ? 'text-brand-100' : 'text-slate-600'}`}>
                        {t('flights.results.calendar_return', {
                          date: formatDate(day.return_date, lang, { day: 'numeric', month: 'short' }),
                        })}
                      </span>
                    ) : null}
                    <span className="mt-1 font-semibold">
                      {day.cheapest ? <PriceAmount price={day.cheapest} /> : t('flights.results.calendar_none')}
                    </span>
                  </button>
                </li>
              );
            })}
      </ol>
    </nav>
  );
}
