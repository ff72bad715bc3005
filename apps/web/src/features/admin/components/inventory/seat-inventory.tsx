import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSchedule, SeatInventory } from '@portal/contracts/admin-inventory';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { addDaysIso, formatCalendarDate, todayInBaghdad } from '../../../../lib/dates';
import { fieldErrorsOf } from '../../../../lib/form-errors';
import { useLang } from '../../../../lib/i18n';
import { seatInventoryQuery, setSeatCapacity } from '../../api/flights';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { QueryState } from '../common/query-state';

type Cabin = SeatInventory['dates'][number]['cabins'][number];

function CapacityCell({
  schedule,
  date,
  cabin,
  onSaved,
}: {
  schedule: AdminSchedule;
  date: string;
  cabin: Cabin;
  onSaved: () => void;
}) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const [value, setValue] = useState(String(cabin.capacity));
  const [error, setError] = useState<string | null>(null);
  async function handleSave(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await setSeatCapacity(schedule.key, { date, cabin: cabin.cabin, capacity: Number(value) });
      onSaved();
    } catch (e) {
      setError(fieldErrorsOf(e)[0]?.message ?? errorText(e));
    }
  }
  const label = t('seats.capacity_of', { cabin: t(`cabins.${cabin.cabin}`), date });
  return (
    <form onSubmit={handleSave} className="flex items-start gap-2">
      <TextField
        label={label}
        className="w-24 [&_label]:sr-only"
        type="number"
        min={cabin.sold}
        value={value}
        error={error ?? undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button
        type="submit"
        variant="ghost"
        className="min-h-11 px-3"
        disabled={Number(value) === cabin.capacity}
        aria-label={t('seats.save_named', { name: label })}
      >
        {t('seats.set')}
      </Button>
    </form>
  );
}

/** Seats per date and cabin over two weeks: sold, and the capacity staff may lower (or restore) per date. */
export function SeatInventoryPanel({ schedule }: { schedule: AdminSchedule }) {
  const { t } = useAdminText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState(todayInBaghdad());
  const query = useQuery(seatInventoryQuery(schedule.key, from));
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: ['admin', 'flights', 'inventory', schedule.key] });
  return (
    <div>
      <p className="mb-3 text-sm text-slate-700">{t('seats.explain')}</p>
      <div className="mb-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setFrom(addDaysIso(from, -14))} disabled={from <= todayInBaghdad()}>
          {t('seats.earlier')}
        </Button>
        <Button variant="secondary" onClick={() => setFrom(addDaysIso(from, 14))}>
          {t('seats.later')}
        </Button>
      </div>
      <QueryState query={query}>
        {(inventory) =>
          inventory.dates.length === 0 ? (
            <p className="text-slate-600">{t('seats.no_dates')}</p>
          ) : (
            <div className="relative overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('seats.title')}</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="py-2 text-start">
                      {t('seats.date')}
                    </th>
                    <th scope="col" className="py-2 text-start">
                      {t('seats.cabin')}
                    </th>
                    <th scope="col" className="py-2 text-start">
                      {t('seats.sold')}
                    </th>
                    <th scope="col" className="py-2 text-start">
                      {t('seats.capacity')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {inventory.dates.flatMap((d) =>
                    d.cabins.map((c, i) => (
                      <tr
                        key={`${d.date}-${c.cabin}`}
                        className={`align-top ${i === d.cabins.length - 1 ? 'border-b border-slate-200' : ''}`}
                      >
                        <td className="py-2">
                          {i === 0
                            ? formatCalendarDate(d.date, lang, { weekday: 'short', day: 'numeric', month: 'short' })
                            : ''}
                        </td>
                        <td className="py-2">
                          {t(`cabins.${c.cabin}`)}
                          {c.overridden ? (
                            <span className="ms-1 text-xs text-amber-800">({t('seats.changed')})</span>
                          ) : null}
                        </td>
                        <td className="py-2">{c.sold}</td>
                        <td className="py-2">
                          <CapacityCell
                            key={`${c.capacity}`}
                            schedule={schedule}
                            date={d.date}
                            cabin={c}
                            onSaved={refresh}
                          />
                        </td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
