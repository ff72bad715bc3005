import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminHotel, AdminRoomType, Allotments } from '@portal/contracts/admin-hotels';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { addDaysIso, formatCalendarDate, todayInBaghdad } from '../../../../lib/dates';
import { fieldErrorsOf } from '../../../../lib/form-errors';
import { useLang } from '../../../../lib/i18n';
import { allotmentsQuery, setAllotment } from '../../api/hotels';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { QueryState } from '../common/query-state';

function NightCell({
  hotel,
  roomType,
  night,
  onSaved,
}: {
  hotel: AdminHotel;
  roomType: AdminRoomType;
  night: Allotments['nights'][number];
  onSaved: () => void;
}) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const [value, setValue] = useState(String(night.capacity));
  const [error, setError] = useState<string | null>(null);
  async function handleSave(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await setAllotment(hotel.id, roomType.id, { night: night.night, capacity: Number(value) });
      onSaved();
    } catch (e) {
      setError(fieldErrorsOf(e)[0]?.message ?? errorText(e));
    }
  }
  const label = t('allotments.rooms_on', { date: night.night });
  return (
    <form onSubmit={handleSave} className="flex items-start gap-2">
      <TextField
        label={label}
        className="w-24 [&_label]:sr-only"
        type="number"
        min={night.sold}
        value={value}
        error={error ?? undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button
        type="submit"
        variant="ghost"
        className="min-h-11 px-3"
        disabled={Number(value) === night.capacity}
        aria-label={t('seats.save_named', { name: label })}
      >
        {t('seats.set')}
      </Button>
    </form>
  );
}

/** Rooms of one type on sale per night over two weeks, and those sold; a stop-sale is 0. */
export function RoomAllotments({ hotel, roomType }: { hotel: AdminHotel; roomType: AdminRoomType }) {
  const { t } = useAdminText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState(todayInBaghdad());
  const query = useQuery(allotmentsQuery(hotel.id, roomType.id, from));
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: ['admin', 'hotels', 'allotments', hotel.id, roomType.id] });
  return (
    <div>
      <p className="mb-3 text-sm text-slate-700">{t('allotments.explain')}</p>
      <div className="mb-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setFrom(addDaysIso(from, -14))} disabled={from <= todayInBaghdad()}>
          {t('seats.earlier')}
        </Button>
        <Button variant="secondary" onClick={() => setFrom(addDaysIso(from, 14))}>
          {t('seats.later')}
        </Button>
      </div>
      <QueryState query={query} height="10rem">
        {(data) => (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[28rem] text-sm">
              <caption className="sr-only">{t('allotments.title')}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 text-start">
                    {t('seats.date')}
                  </th>
                  <th scope="col" className="py-2 text-start">
                    {t('seats.sold')}
                  </th>
                  <th scope="col" className="py-2 text-start">
                    {t('allotments.on_sale')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.nights.map((n) => (
                  <tr key={`${n.night}-${n.capacity}`} className="border-b border-slate-100 align-top">
                    <td className="py-2">
                      {formatCalendarDate(n.night, lang, { weekday: 'short', day: 'numeric', month: 'short' })}
                      {n.overridden ? (
                        <span className="ms-1 text-xs text-amber-800">({t('seats.changed')})</span>
                      ) : null}
                    </td>
                    <td className="py-2">{n.sold}</td>
                    <td className="py-2">
                      <NightCell hotel={hotel} roomType={roomType} night={n} onSaved={refresh} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </div>
  );
}
