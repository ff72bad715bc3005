import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import {
  ScheduleBodySchema,
  ScheduleUpdateBodySchema,
  WEEKDAYS,
  type AdminSchedule,
  type ScheduleBody,
} from '@portal/contracts/admin-inventory';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { pickText, useLang } from '../../../../lib/i18n';
import { aircraftQuery, carriers, schedules } from '../../api/flights';
import { useAdminText } from '../../i18n';
import { weekdayNames } from '../../utils/weekdays';
import { QueryState } from '../common/query-state';
import { ResourceForm, useResourceForm, valuesFrom } from '../resource/resource-form';

const BLANK: ScheduleBody = {
  carrier: '',
  flight_number: '',
  origin: '',
  destination: '',
  departure_time: '08:00',
  duration_minutes: 120,
  days: [1, 2, 3, 4, 5, 6, 7],
  aircraft_code: '320',
  aircraft_name: 'Airbus A320',
  seats: { economy: 150, business: 12, first: 0 },
  base_fare_iqd: '',
};

/**
 * A flight's schedule and fare, validated by the API's own schema. On an existing flight the airline, number
 * and route stay (they are the flight); changing the fare prices new sales only.
 */
export function ScheduleForm(props: { schedule: AdminSchedule | null; onSaved: (s: AdminSchedule) => void }) {
  const carrierList = useQuery(carriers.list({}));
  const aircraft = useQuery(aircraftQuery);
  // The selects get their values when the form mounts, so their options must be there first.
  return (
    <QueryState query={carrierList} height="20rem">
      {() => (
        <QueryState query={aircraft} height="20rem">
          {() => <ScheduleFields {...props} />}
        </QueryState>
      )}
    </QueryState>
  );
}

function ScheduleFields({
  schedule,
  onSaved,
}: {
  schedule: AdminSchedule | null;
  onSaved: (s: AdminSchedule) => void;
}) {
  const { t } = useAdminText();
  const lang = useLang();
  const carrierList = useQuery(carriers.list({}));
  const aircraft = useQuery(aircraftQuery);
  const editing = schedule !== null;
  const state = useResourceForm<ScheduleBody, AdminSchedule>({
    schema: editing ? ScheduleUpdateBodySchema.strip() : ScheduleBodySchema,
    defaultValues: schedule ? valuesFrom(BLANK, schedule) : BLANK,
    save: (values) => {
      if (!editing) return schedules.create(values);
      // An existing flight keeps its airline, number and route: they are the flight.
      const { carrier: _c, flight_number: _n, origin: _o, destination: _d, ...changes } = values;
      return schedules.update(schedule.key, changes);
    },
    resetTo: (saved) => valuesFrom(BLANK, saved),
    onSaved,
  });
  const { field, form } = state;
  const days = weekdayNames(lang, 'long');
  const aircraftCode = form.getValues('aircraft_code');

  return (
    <ResourceForm
      state={state}
      submitLabel={editing ? t('common.save') : t('flights.create')}
      savedText={t('common.saved')}
      className="space-y-5"
    >
      <div className="grid gap-4 md:grid-cols-4">
        <SelectField
          label={t('flights.airline')}
          disabled={editing}
          options={[
            { value: '', label: t('flights.choose_airline') },
            ...(carrierList.data?.data ?? []).map((c) => ({
              value: c.code,
              label: `${c.code} · ${pickText(c.name, lang)}`,
            })),
          ]}
          {...field('carrier')}
        />
        <TextField
          label={t('flights.number')}
          inputMode="numeric"
          dir="ltr"
          disabled={editing}
          {...field('flight_number')}
        />
        <TextField
          label={t('flights.origin')}
          hint={t('flights.iata_hint')}
          dir="ltr"
          disabled={editing}
          {...field('origin')}
        />
        <TextField label={t('flights.destination')} dir="ltr" disabled={editing} {...field('destination')} />
      </div>
      <div className="grid gap-4 md:grid-cols-4">
        <TextField label={t('flights.departure_time')} type="time" dir="ltr" {...field('departure_time')} />
        <TextField
          label={t('flights.duration')}
          type="number"
          {...field('duration_minutes', { valueAsNumber: true })}
        />
        <TextField
          label={t('flights.base_fare_iqd')}
          hint={t('flights.base_fare_hint')}
          inputMode="numeric"
          dir="ltr"
          {...field('base_fare_iqd')}
        />
      </div>
      <Controller
        control={form.control}
        name="days"
        render={({ field: days_ }) => (
          <fieldset className="min-w-0" aria-describedby={state.error('days') ? 'schedule-days-error' : undefined}>
            <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('flights.days')}</legend>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((d) => (
                <label
                  key={d}
                  className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 ring-1 ring-slate-300"
                >
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={days_.value.includes(d)}
                    onChange={(e) =>
                      days_.onChange(e.target.checked ? [...days_.value, d].sort() : days_.value.filter((x) => x !== d))
                    }
                  />
                  {days[d - 1]}
                </label>
              ))}
            </div>
            {state.error('days') ? (
              <p id="schedule-days-error" className="mt-1.5 text-sm font-medium text-red-700">
                {state.error('days')}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <div className="grid gap-4 md:grid-cols-5">
        <SelectField
          label={t('flights.aircraft')}
          className="md:col-span-2"
          options={[
            ...(aircraft.data ?? []).map((a) => ({ value: a.code, label: `${a.code} · ${a.name}` })),
            ...((aircraft.data ?? []).some((a) => a.code === aircraftCode)
              ? []
              : [{ value: aircraftCode, label: form.getValues('aircraft_name') }]),
          ]}
          {...field('aircraft_code', {
            onChange: (e: { target: { value: string } }) => {
              const a = aircraft.data?.find((x) => x.code === e.target.value);
              if (a) {
                form.setValue('aircraft_name', a.name);
                form.setValue('seats', a.seats);
              }
            },
          })}
        />
        {(['economy', 'business', 'first'] as const).map((cabin) => (
          <TextField
            key={cabin}
            label={t(`flights.seats_${cabin}`)}
            type="number"
            {...field(`seats.${cabin}`, { valueAsNumber: true })}
          />
        ))}
      </div>
    </ResourceForm>
  );
}
