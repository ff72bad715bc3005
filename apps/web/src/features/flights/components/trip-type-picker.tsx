import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIP_TYPES, type TripType } from '../utils/search-rules';

export interface TripTypePickerProps {
  value: TripType;
  onChange: (trip: TripType) => void;
}

/** One way, round trip, open return or multi-city, as native radio buttons (arrow keys move between them). */
export function TripTypePicker({ value, onChange }: TripTypePickerProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{t('flights.search.trip_type')}</legend>
      {/* Two columns on phones: the rows stay put whichever font draws the labels (no shift when it swaps). */}
      <div className="grid grid-cols-2 gap-2 md:flex md:flex-wrap">
        {TRIP_TYPES.map((trip) => (
          <label
            key={trip}
            className="flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={trip}
              checked={value === trip}
              onChange={() => onChange(trip)}
              className="sr-only"
            />
            {t(`flights.trips.${trip}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
