import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHILD_AGE,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  MAX_INFANTS_PER_ROOM,
  MAX_ROOMS,
  type RoomOccupancy,
} from '@portal/contracts/hotel-constants';
import { CounterPopover, CounterRow } from '../../../components/ui/counter-popover';
import { IconClose, IconPlus } from '../../../components/ui/icons';
import { totals } from '../utils/search-form';

export interface RoomsFieldProps {
  rooms: RoomOccupancy[];
  onChange: (rooms: RoomOccupancy[]) => void;
  /** Messages by field (`rooms`, `rooms.0.adults`, `rooms.1.children_ages.0`…). */
  errors: Record<string, string>;
}

type Band = 'adults' | 'children' | 'infants';
const LIMITS: Record<Band, [number, number]> = {
  adults: [1, MAX_ADULTS_PER_ROOM],
  children: [0, MAX_CHILDREN_PER_ROOM],
  infants: [0, MAX_INFANTS_PER_ROOM],
};

/**
 * Rooms, and in each its adults, children (with each child's age) and infants, as a disclosure with
 * steppers. The steppers keep to the limits per room; the room type's own limits are checked on search.
 */
export function RoomsField({ rooms, onChange, errors }: RoomsFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => Object.keys(errors).some((key) => key.startsWith('rooms')));
  const id = useId();
  const errorEntries = Object.entries(errors).filter(([key]) => key === 'rooms' || key.startsWith('rooms.'));
  const firstError = errorEntries[0]?.[1];

  // Opened when new errors arrive (a refused search), so the marked room is in view.
  const errorKey = errorEntries.map(([key]) => key).join(' ');
  const [seenErrors, setSeenErrors] = useState(errorKey);
  if (errorKey !== seenErrors) {
    setSeenErrors(errorKey);
    if (errorKey) setOpen(true);
  }

  function count(room: RoomOccupancy, band: Band) {
    return band === 'children' ? room.childrenAges.length : room[band];
  }

  function step(index: number, band: Band, delta: 1 | -1) {
    const room = rooms[index]!;
    const next = count(room, band) + delta;
    const [min, max] = LIMITS[band];
    if (next < min || next > max) return;
    const changed: RoomOccupancy =
      band === 'children'
        ? { ...room, childrenAges: delta > 0 ? [...room.childrenAges, null] : room.childrenAges.slice(0, -1) }
        : { ...room, [band]: next };
    if (changed.infants > changed.adults) changed.infants = changed.adults;
    onChange(rooms.map((r, i) => (i === index ? changed : r)));
  }

  function setAge(index: number, child: number, age: number | null) {
    onChange(
      rooms.map((r, i) =>
        i === index ? { ...r, childrenAges: r.childrenAges.map((a, j) => (j === child ? age : a)) } : r,
      ),
    );
  }

  const sum = totals(rooms);
  const summary = [
    t('hotels.rooms.rooms_count', { count: rooms.length }),
    t('hotels.rooms.guests_count', { count: sum.adults + sum.children }),
    ...(sum.infants ? [t('travellers.infants_count', { count: sum.infants })] : []),
  ].join(t('hotels.list_separator'));

  return (
    <CounterPopover
      label={t('hotels.search.rooms')}
      summary={summary}
      error={firstError}
      open={open}
      onOpenChange={setOpen}
      doneLabel={t('hotels.search.done')}
      panelClassName="max-h-[70vh] w-[22rem] overflow-y-auto"
    >
      <ol className="space-y-4">
        {rooms.map((room, index) => (
          <li key={index} className="space-y-3 border-b border-slate-100 pb-4 last:border-0 last:pb-0">
            <div className="flex items-center justify-between">
              <h3 className="font-semibold text-brand-800">{t('hotels.rooms.room', { number: index + 1 })}</h3>
              {rooms.length > 1 ? (
                <button
                  type="button"
                  onClick={() => onChange(rooms.filter((_, i) => i !== index))}
                  className="flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  <IconClose />
                  {t('hotels.rooms.remove', { number: index + 1 })}
                </button>
              ) : null}
            </div>
            {(['adults', 'children', 'infants'] as const).map((band) => (
              <CounterRow
                key={band}
                as="div"
                labelId={`${id}-${index}-${band}`}
                label={t(`hotels.rooms.${band}`)}
                hint={t(`hotels.rooms.${band}_hint`)}
                value={count(room, band)}
                removeLabel={t(`hotels.rooms.remove_${band}`, { number: index + 1 })}
                addLabel={t(`hotels.rooms.add_${band}`, { number: index + 1 })}
                onStep={(delta) => step(index, band, delta)}
              />
            ))}
            {room.childrenAges.length > 0 ? (
              <div className="grid grid-cols-2 gap-2">
                {room.childrenAges.map((age, child) => {
                  const error = errors[`rooms.${index}.children_ages.${child}`];
                  return (
                    <div key={child} className="text-sm">
                      <label
                        htmlFor={`${id}-${index}-age-${child}`}
                        className="mb-1 block font-semibold text-slate-800"
                      >
                        {t('hotels.rooms.child_age', { number: child + 1 })}
                      </label>
                      <select
                        id={`${id}-${index}-age-${child}`}
                        value={age === null ? '' : String(age)}
                        onChange={(event) =>
                          setAge(index, child, event.target.value === '' ? null : Number(event.target.value))
                        }
                        aria-invalid={error ? true : undefined}
                        className="block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm aria-invalid:border-red-600"
                      >
                        <option value="">{t('hotels.rooms.choose_age')}</option>
                        {Array.from({ length: CHILD_AGE.max - CHILD_AGE.min + 1 }, (_, i) => CHILD_AGE.min + i).map(
                          (a) => (
                            <option key={a} value={a}>
                              {t('hotels.rooms.years', { count: a })}
                            </option>
                          ),
                        )}
                      </select>
                      {error ? <span className="mt-1 block text-xs font-medium text-red-700">{error}</span> : null}
                    </div>
                  );
                })}
              </div>
            ) : null}
            {Object.entries(errors)
              .filter(([key]) => key.startsWith(`rooms.${index}.`) && !key.includes('children_ages'))
              .map(([key, message]) => (
                <p key={key} className="text-sm font-medium text-red-700">
                  {message}
                </p>
              ))}
          </li>
        ))}
      </ol>
      {rooms.length < MAX_ROOMS ? (
        <button
          type="button"
          onClick={() => onChange([...rooms, { adults: 1, childrenAges: [], infants: 0 }])}
          className="mt-3 flex min-h-11 w-full items-center justify-center gap-2 rounded-xl text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          <IconPlus />
          {t('hotels.rooms.add_room')}
        </button>
      ) : null}
    </CounterPopover>
  );
}
