import { useState } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/button';
import { addDaysIso, formatCalendarDate, todayInBaghdad } from '../../../../lib/dates';
import { useLang } from '../../../../lib/i18n';
import { useAdminText } from '../../i18n';
import { ActionButton } from '../common/action-button';
import { QueryState } from '../common/query-state';
import { ValueCell } from './value-cell';

/** One date's capacity (of one category, when a date has several: a flight's cabins, a sailing's cabin grades). */
export interface CapacityRow {
  /** `YYYY-MM-DD` */
  date: string;
  /** The category's name in the interface language; rows of one date follow each other. */
  category?: string;
  sold: number;
  capacity: number;
  /** Staff set this date's capacity (else it is the product's usual one). */
  overridden: boolean;
  /** What is left to sell, for a grid that shows it (`leftHeader`). */
  left?: number;
}

export interface CapacityGridProps<Data, Row extends CapacityRow, Key extends QueryKey> {
  /** What the grid shows and what lowering a capacity does. */
  explain: string;
  caption: string;
  /** The window of dates starting at `from`; its query key ends with `from` (a save reads every window again). */
  query: (from: string) => UseQueryOptions<Data, Error, Data, Key>;
  rows: (data: Data) => Row[];
  /** The category column's header, when dates have categories. */
  categoryHeader?: string;
  capacityHeader: string;
  /** The sold column's header, when the service says it otherwise ("Rented"). */
  soldHeader?: string;
  /** A column of what is left per date, with its header; a date with nothing left is marked `fullText`. */
  leftHeader?: string;
  fullText?: string;
  /** A capacity box's name ("Capacity of Economy on 2026-12-01"). */
  cellLabel?: (row: Row) => string;
  /**
   * Sets one date's capacity; the window is read again afterwards. Without it the grid only shows the dates (a
   * capacity changed elsewhere, as a car offer's fleet).
   */
  onSet?: (row: Row, capacity: number) => Promise<unknown>;
  /**
   * Gives a date changed by staff back to the product's usual capacity (a "back to usual" button beside its box);
   * a refusal's message is shown under it.
   */
  onReset?: (row: Row) => Promise<unknown>;
  /** Shown when the window has no dates (a flight that does not operate then). */
  empty?: string;
  /** Days a step of the window moves. */
  days?: number;
  height?: string;
}

/**
 * Capacity per date over a window of days (decision 071): sold, and the capacity staff may lower (never below
 * what is sold) or restore, per date and category; earlier and later windows, today the earliest. A flight's
 * seats, a room type's rooms per night, and the places of any service sold by the date; or, without `onSet`, what a
 * date has, sold and left where the capacity is changed elsewhere (a car offer's fleet, decision 133).
 */
export function CapacityGrid<Data, Row extends CapacityRow, Key extends QueryKey>({
  explain,
  caption,
  query,
  rows,
  categoryHeader,
  capacityHeader,
  soldHeader,
  leftHeader,
  fullText,
  cellLabel,
  onSet,
  onReset,
  empty,
  days = 14,
  height,
}: CapacityGridProps<Data, Row, Key>) {
  const { t } = useAdminText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const today = todayInBaghdad();
  const [from, setFrom] = useState(today);
  const windowQuery = query(from);
  const answer = useQuery(windowQuery);
  const readAgain = () => queryClient.invalidateQueries({ queryKey: windowQuery.queryKey.slice(0, -1) });
  const headers = [
    t('capacity.date'),
    categoryHeader,
    soldHeader ?? t('capacity.sold'),
    capacityHeader,
    leftHeader,
  ].filter(Boolean);
  return (
    <div>
      <p className="mb-3 text-sm text-slate-700">{explain}</p>
      <div className="mb-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setFrom(addDaysIso(from, -days))} disabled={from <= today}>
          {t('capacity.earlier')}
        </Button>
        <Button variant="secondary" onClick={() => setFrom(addDaysIso(from, days))}>
          {t('capacity.later')}
        </Button>
      </div>
      <QueryState query={answer} height={height}>
        {(data) => {
          const list = rows(data);
          if (list.length === 0 && empty) return <p className="text-slate-600">{empty}</p>;
          return (
            <div className="relative overflow-x-auto">
              <table className={`w-full text-sm ${categoryHeader ? '' : 'sm:min-w-[28rem]'}`}>
                <caption className="sr-only">{caption}</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    {headers.map((header) => (
                      <th key={header} scope="col" className="py-2 pe-2 text-start">
                        {header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {list.map((row, i) => {
                    const first = list[i - 1]?.date !== row.date;
                    const last = list[i + 1]?.date !== row.date;
                    const changed = row.overridden ? (
                      <span className="ms-1 text-xs text-amber-800">({t('capacity.changed')})</span>
                    ) : null;
                    return (
                      <tr
                        key={`${row.date}-${row.category ?? ''}`}
                        className={`align-top ${last ? 'border-b border-slate-200' : ''}`}
                      >
                        <td className="py-2 pe-2">
                          {first
                            ? formatCalendarDate(row.date, lang, { weekday: 'short', day: 'numeric', month: 'short' })
                            : ''}
                          {categoryHeader ? null : changed}
                        </td>
                        {categoryHeader ? (
                          <td className="py-2 pe-2">
                            {row.category}
                            {changed}
                          </td>
                        ) : null}
                        <td className="py-2 pe-2">{row.sold}</td>
                        <td className={onSet ? 'py-2' : 'py-2 pe-2'}>
                          {onSet ? (
                            <ValueCell
                              key={row.capacity}
                              label={cellLabel?.(row) ?? `${capacityHeader} ${row.date}`}
                              value={String(row.capacity)}
                              input={{ type: 'number', min: row.sold, className: 'w-20' }}
                              onSave={async (value) => {
                                await onSet(row, Number(value));
                                void readAgain();
                              }}
                            />
                          ) : (
                            row.capacity
                          )}
                          {onReset && row.overridden ? (
                            <ActionButton
                              className="mt-1 min-h-11 px-3 text-sm"
                              label={t('capacity.reset_named', {
                                name: cellLabel?.(row) ?? `${capacityHeader} ${row.date}`,
                              })}
                              onAction={async () => {
                                await onReset(row);
                                void readAgain();
                              }}
                            >
                              {t('capacity.reset')}
                            </ActionButton>
                          ) : null}
                        </td>
                        {leftHeader ? (
                          <td className="py-2">
                            {row.left === 0 ? (
                              <span className="font-semibold text-red-800">
                                0 <span className="text-xs font-normal">({fullText})</span>
                              </span>
                            ) : (
                              row.left
                            )}
                          </td>
                        ) : null}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}
