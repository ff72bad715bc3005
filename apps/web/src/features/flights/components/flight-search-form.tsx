import { useEffect, useState, type FormEvent } from 'react';
import { useSearchForm } from '../../../lib/use-search-form';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@portal/contracts/messages';
import type { FlightSearchLeg } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { IconClose, IconPlus } from '../../../components/ui/icons';
import { NativeSelect } from '../../../components/ui/native-select';
import { useLang } from '../../../lib/i18n';
import {
  defaultSearchValues,
  EMPTY_LEG,
  searchPath,
  validateSearch,
  withTripType,
  type SearchFormValues,
} from '../utils/search-form';
import { loadMessages } from '../utils/messages';
import {
  addDays,
  CABIN_CLASSES,
  isCabinClass,
  localToday,
  MAX_DAYS_AHEAD,
  MAX_SLICES,
  MIN_MULTI_SLICES,
  type PassengerCounts,
} from '../utils/search-rules';
import { AirportField } from './airport-field';
import { DateField } from '../../../components/ui/date-field';
import { IconSwap } from './flight-icons';
import { PassengersField } from './passengers-field';
import { TripTypePicker } from './trip-type-picker';

export interface FlightSearchFormProps {
  initialValues?: SearchFormValues;
  /** Translated messages by API field name (`slices.0.origin`, `adults`…), from a bad link or the server. */
  initialErrors?: Record<string, string>;
  /** Where a valid search goes; by default the `flight.search` page of its URL. */
  onSearch?: (href: string) => void;
  /**
   * When the airport and date widgets (React Aria, over 100 KB) load: with the form (`at-once`), or when the
   * visitor first hovers, touches or focuses it (`on-intent`: the home page, where the form is on the first
   * screen and its plain inputs stand in until then; decision 022).
   */
  loadWidgets?: 'at-once' | 'on-intent';
}

/**
 * The flight search: trip type, airports, dates, passengers and cabin. It checks what it can itself, with the
 * API's own messages, and opens the shareable `flight.search` URL of the search.
 */
export function FlightSearchForm({
  initialValues,
  initialErrors = {},
  onSearch,
  loadWidgets = 'at-once',
}: FlightSearchFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [values, setValues] = useState<SearchFormValues>(() => initialValues ?? defaultSearchValues());
  const form = useSearchForm({ initialErrors, loadWidgets, onSearch, onIntent: () => void loadMessages() });
  const { errors, setErrors, widgetsWanted } = form;
  const today = localToday();
  const lastDay = addDays(today, MAX_DAYS_AHEAD);

  useEffect(() => {
    if (loadWidgets === 'at-once') void loadMessages();
  }, [loadWidgets]);

  function update(next: SearchFormValues, ...touched: string[]) {
    setValues(next);
    if (touched.some((key) => key in errors)) {
      setErrors((current: Record<string, string>) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !touched.includes(key))),
      );
    }
  }

  function updateLeg(index: number, patch: Partial<FlightSearchLeg>) {
    const legs = values.legs.map((leg, i) => (i === index ? { ...leg, ...patch } : leg));
    // A multi-destination trip usually continues from where the previous flight landed.
    const following = legs[index + 1];
    if (values.trip === 'multi' && patch.destination && following && !following.origin) {
      legs[index + 1] = { ...following, origin: patch.destination };
    }
    const touched = Object.keys(patch).map((key) => `slices.${index}.${key}`);
    update({ ...values, legs }, ...touched, 'slices', 'slices.1.date');
  }

  function handleSwap() {
    const [first = EMPTY_LEG, ...rest] = values.legs;
    update(
      { ...values, legs: [{ ...first, origin: first.destination, destination: first.origin }, ...rest] },
      'slices.0.origin',
      'slices.0.destination',
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validateSearch(values, today);
    const found = Object.entries(problems);
    if (found.length > 0) {
      // The messages are usually in already (asked for when the form was first reached).
      void loadMessages().then(({ translate }) => {
        form.refuse(Object.fromEntries(found.map(([key, problem]) => [key, translate(problem as MessageKey, lang)])));
      });
      return;
    }
    form.search(searchPath(values));
  }

  const counts: PassengerCounts = { adults: values.adults, children: values.children, infants: values.infants };
  const legs = values.trip === 'multi' ? values.legs : values.legs.slice(0, 1);
  const formLevel = [errors.slices, errors.trip, errors.cabin].filter(Boolean);

  return (
    <form {...form.formProps} onSubmit={handleSubmit} aria-label={t('flights.search.title')} className="space-y-5">
      <TripTypePicker value={values.trip} onChange={(trip) => update(withTripType(values, trip), 'trip', 'slices')} />
      {formLevel.length > 0 ? <Alert tone="error">{formLevel.join(' ')}</Alert> : null}

      <ol className="space-y-4">
        {legs.map((leg, index) => (
          <li key={index} className="relative">
            {values.trip === 'multi' ? (
              <div className="mb-2 flex items-center justify-between">
                <h3 className="text-sm font-semibold text-brand-800">
                  {t('flights.search.leg', { number: index + 1 })}
                </h3>
                {values.legs.length > MIN_MULTI_SLICES ? (
                  <button
                    type="button"
                    onClick={() => update({ ...values, legs: values.legs.filter((_, i) => i !== index) }, 'slices')}
                    className="flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                  >
                    <IconClose />
                    {t('flights.search.remove_leg', { number: index + 1 })}
                  </button>
                ) : null}
              </div>
            ) : null}
            <div className="grid gap-4 md:grid-cols-2 desk:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] desk:items-start">
              <AirportField
                label={t('flights.search.from')}
                value={leg.origin}
                onChange={(origin) => updateLeg(index, { origin })}
                error={errors[`slices.${index}.origin`]}
                deferred={!widgetsWanted}
              />
              {index === 0 && values.trip !== 'multi' ? (
                <button
                  type="button"
                  onClick={handleSwap}
                  aria-label={t('flights.search.swap')}
                  className="mx-auto -my-2 grid size-10 place-items-center self-end rounded-full bg-white text-lg text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 md:hidden desk:my-1 desk:grid"
                >
                  <IconSwap className="rotate-90 desk:rotate-0" />
                </button>
              ) : (
                <span className="hidden desk:block desk:w-10" aria-hidden="true" />
              )}
              <AirportField
                label={t('flights.search.to')}
                value={leg.destination}
                onChange={(destination) => updateLeg(index, { destination })}
                error={errors[`slices.${index}.destination`]}
                deferred={!widgetsWanted}
              />
              <DateField
                label={t('flights.search.depart')}
                value={leg.date}
                min={values.trip === 'multi' ? values.legs[index - 1]?.date || today : today}
                max={lastDay}
                onChange={(date) => updateLeg(index, { date })}
                error={errors[`slices.${index}.date`]}
                deferred={!widgetsWanted}
              />
              {values.trip === 'round' ? (
                <DateField
                  label={t('flights.search.return')}
                  value={values.returnDate}
                  min={leg.date || today}
                  max={lastDay}
                  onChange={(returnDate) => update({ ...values, returnDate }, 'slices.1.date')}
                  error={errors['slices.1.date']}
                  deferred={!widgetsWanted}
                />
              ) : values.trip === 'roundopen' ? (
                <p className="self-center rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900">
                  {t('flights.search.open_return_note')}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>

      {values.trip === 'multi' && values.legs.length < MAX_SLICES ? (
        <button
          type="button"
          onClick={() => {
            const last = values.legs[values.legs.length - 1];
            update({ ...values, legs: [...values.legs, { ...EMPTY_LEG, origin: last?.destination ?? '' }] }, 'slices');
          }}
          className="flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          <IconPlus />
          {t('flights.search.add_leg')}
        </button>
      ) : null}

      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-end">
        <PassengersField
          counts={counts}
          onChange={(next) => update({ ...values, ...next }, 'adults', 'children', 'infants')}
          errors={{ adults: errors.adults, children: errors.children, infants: errors.infants }}
        />
        <NativeSelect
          label={t('flights.search.cabin')}
          value={values.cabin}
          onChange={(event) => {
            if (isCabinClass(event.target.value)) update({ ...values, cabin: event.target.value }, 'cabin');
          }}
          options={CABIN_CLASSES.map((cabin) => ({ value: cabin, label: t(`flights.cabins.${cabin}`) }))}
          className="[&_select]:min-h-12 [&_select]:rounded-xl [&_select]:text-base"
        />
        <Button type="submit" variant="accent" className="min-h-12 px-8 text-base">
          {t('flights.search.submit')}
        </Button>
      </div>
    </form>
  );
}
