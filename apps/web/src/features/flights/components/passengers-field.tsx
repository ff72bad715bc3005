import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CounterPopover, CounterRow } from '../../../components/ui/counter-popover';
import { useLang } from '../../../lib/i18n';
import { withMessage } from '../utils/messages';
import { passengerLimits, type PassengerCounts } from '../utils/search-rules';

export interface PassengersFieldProps {
  counts: PassengerCounts;
  onChange: (counts: PassengerCounts) => void;
  errors: Partial<Record<keyof PassengerCounts, string>>;
}

type Band = keyof PassengerCounts;
const BANDS: Band[] = ['adults', 'children', 'infants'];

/**
 * Adults, children and infants, as a disclosure with steppers. A step the rules forbid is not taken and the
 * rule is said instead (adults 1–9, adults and children at most nine seats, no more infants than adults).
 */
export function PassengersField({ counts, onChange, errors }: PassengersFieldProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const id = useId();
  const limits = passengerLimits(counts);
  const errorText = BANDS.map((band) => errors[band]).find(Boolean);

  function step(band: Band, delta: 1 | -1) {
    const allowed = {
      adults: delta > 0 ? limits.addAdult : limits.removeAdult,
      children: delta > 0 ? limits.addChild : limits.removeChild,
      infants: delta > 0 ? limits.addInfant : limits.removeInfant,
    }[band];
    if (!allowed) {
      if (delta > 0) withMessage(band === 'infants' ? 'infants_exceed_adults' : 'too_many_passengers', lang, setNotice);
      else if (band === 'adults') withMessage('adults_min', lang, setNotice);
      return;
    }
    const next = { ...counts, [band]: counts[band] + delta };
    // One adult fewer than infants would break a rule the user did not touch: an infant goes with the adult.
    if (band === 'adults' && next.infants > next.adults) {
      next.infants = next.adults;
      withMessage('infants_exceed_adults', lang, setNotice);
    } else {
      setNotice(null);
    }
    onChange(next);
  }

  const summary = BANDS.filter((band) => counts[band] > 0 || band === 'adults')
    .map((band) => t(`travellers.${band}_count`, { count: counts[band] }))
    .join(lang === 'ar' ? '، ' : ', ');

  return (
    <CounterPopover
      label={t('flights.search.passengers')}
      summary={summary}
      error={errorText}
      open={open}
      onOpenChange={setOpen}
      doneLabel={t('flights.search.done')}
    >
      <ul className="space-y-3">
        {BANDS.map((band) => (
          <CounterRow
            key={band}
            labelId={`${id}-${band}`}
            label={t(`flights.passengers.${band}`)}
            hint={t(`flights.passengers.${band}_hint`)}
            value={counts[band]}
            removeLabel={t(`flights.passengers.remove_${band}`)}
            addLabel={t(`flights.passengers.add_${band}`)}
            onStep={(delta) => step(band, delta)}
          />
        ))}
      </ul>
      <p role="status" className="mt-3 min-h-5 text-sm text-amber-800">
        {notice}
      </p>
    </CounterPopover>
  );
}
