import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown } from '../../../components/ui/icons';
import { useLang } from '../../../lib/i18n';
import { withMessage } from '../utils/messages';
import { passengerLimits, type PassengerCounts } from '../utils/search-rules';
import { FIELD_ERROR, FIELD_LABEL } from './field-styles';
import { IconMinus, IconPlus } from './flight-icons';

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
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const limits = passengerLimits(counts);
  const errorText = BANDS.map((band) => errors[band]).find(Boolean);

  useEffect(() => {
    if (!open) return;
    function handlePointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [open]);

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
    .map((band) => t(`flights.passengers.${band}_count`, { count: counts[band] }))
    .join(lang === 'ar' ? '، ' : ', ');

  return (
    <div ref={rootRef} className="relative">
      <span id={`${id}-label`} className={FIELD_LABEL}>
        {t('flights.search.passengers')}
      </span>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-summary`}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${id}-error` : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-12 w-full items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-start text-base text-slate-900 aria-invalid:border-red-600"
      >
        <span id={`${id}-summary`} className="truncate">
          {summary}
        </span>
        <IconChevronDown className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {errorText ? (
        <span id={`${id}-error`} className={FIELD_ERROR}>
          {errorText}
        </span>
      ) : null}
      <div
        id={`${id}-panel`}
        hidden={!open}
        className="absolute start-0 top-full z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200"
      >
        <ul className="space-y-3">
          {BANDS.map((band) => (
            <li key={band} role="group" aria-labelledby={`${id}-${band}`} className="flex items-center gap-3">
              <span className="min-w-0 flex-1">
                <span id={`${id}-${band}`} className="block font-semibold text-slate-900">
                  {t(`flights.passengers.${band}`)}
                </span>
                <span className="block text-sm text-slate-600">{t(`flights.passengers.${band}_hint`)}</span>
              </span>
              <StepButton label={t(`flights.passengers.remove_${band}`)} onPress={() => step(band, -1)}>
                <IconMinus />
              </StepButton>
              <output aria-live="polite" className="w-6 text-center text-lg font-semibold tabular-nums">
                {counts[band]}
              </output>
              <StepButton label={t(`flights.passengers.add_${band}`)} onPress={() => step(band, 1)}>
                <IconPlus />
              </StepButton>
            </li>
          ))}
        </ul>
        <p role="status" className="mt-3 min-h-5 text-sm text-amber-800">
          {notice}
        </p>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
          className="mt-2 w-full rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('flights.search.done')}
        </button>
      </div>
    </div>
  );
}

function StepButton({ label, onPress, children }: { label: string; onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onPress}
      className="grid size-10 place-items-center rounded-full text-lg text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
    >
      {children}
    </button>
  );
}
