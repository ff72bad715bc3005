import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import {
  ScheduleBodySchema,
  ScheduleUpdateBodySchema,
  WEEKDAYS,
  type AdminSchedule,
  type ScheduleBody,
} from '@portal/contracts/admin-inventory';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { contractResolver } from '../../../../lib/forms';
import { pickText, useLang } from '../../../../lib/i18n';
import { aircraftQuery, carriersQuery, createSchedule, updateSchedule } from '../../api/flights';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';
import { weekdayNames } from '../../utils/weekdays';
import { errorAt } from '../common/localized-fields';
import { QueryState } from '../common/query-state';

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

function valuesOf(s: AdminSchedule): ScheduleBody {
  return {
    carrier: s.carrier,
    flight_number: s.flight_number,
    origin: s.origin,
    destination: s.destination,
    departure_time: s.departure_time,
    duration_minutes: s.duration_minutes,
    days: s.days,
    aircraft_code: s.aircraft_code,
    aircraft_name: s.aircraft_name,
    seats: s.seats,
    base_fare_iqd: s.base_fare_iqd,
  };
}

/**
 * A flight's schedule and fare, validated by the API's own schema. On an existing flight the airline, number
 * and route stay (they are the flight); changing the fare prices new sales only.
 */
export function ScheduleForm(props: { schedule: AdminSchedule | null; onSaved: (s: AdminSchedule) => void }) {
  const carriers = useQuery(carriersQuery(''));
  const aircraft = useQuery(aircraftQuery);
  // The selects get their values when the form mounts, so their options must be there first.
  return (
    <QueryState query={carriers} height="20rem">
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
  const errorText = useErrorText();
  const carriers = useQuery(carriersQuery(''));
  const aircraft = useQuery(aircraftQuery);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const editing = schedule !== null;
  const form = useForm<ScheduleBody>({
    resolver: contractResolver(editing ? ScheduleUpdateBodySchema.strip() : ScheduleBodySchema, lang) as never,
    defaultValues: schedule ? valuesOf(schedule) : BLANK,
  });
  const { register, formState, control, setValue } = form;
  const err = (p: string) => errorAt(formState.errors, p);
  const days = weekdayNames(lang, 'long');

  async function handleSave(values: ScheduleBody) {
    setProblem(null);
    setSaved(false);
    try {
      const { carrier: _c, flight_number: _n, origin: _o, destination: _d, ...changes } = values;
      const result = editing ? await updateSchedule(schedule.key, changes) : await createSchedule(values);
      setSaved(true);
      form.reset(valuesOf(result));
      onSaved(result);
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, () => true);
      setProblem(rest[0] ?? errorText(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(handleSave, () => setProblem(t('common.check_fields')))}
      className="space-y-5"
    >
      {saved ? <Alert tone="success">{t('common.saved')}</Alert> : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-4">
        <SelectField
          label={t('flights.airline')}
          disabled={editing}
          error={err('carrier')}
          options={[
            { value: '', label: t('flights.choose_airline') },
            ...(carriers.data ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${pickText(c.name, lang)}` })),
          ]}
          {...register('carrier')}
        />
        <TextField
          label={t('flights.number')}
          inputMode="numeric"
          dir="ltr"
          disabled={editing}
          error={err('flight_number')}
          {...register('flight_number')}
        />
        <TextField
          label={t('flights.origin')}
          hint={t('flights.iata_hint')}
          dir="ltr"
          disabled={editing}
          error={err('origin')}
          {...register('origin')}
        />
        <TextField
          label={t('flights.destination')}
          dir="ltr"
          disabled={editing}
          error={err('destination')}
          {...register('destination')}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-4">
        <TextField
          label={t('flights.departure_time')}
          type="time"
          dir="ltr"
          error={err('departure_time')}
          {...register('departure_time')}
        />
        <TextField
          label={t('flights.duration')}
          type="number"
          error={err('duration_minutes')}
          {...register('duration_minutes', { valueAsNumber: true })}
        />
        <TextField
          label={t('flights.base_fare_iqd')}
          hint={t('flights.base_fare_hint')}
          inputMode="numeric"
          dir="ltr"
          error={err('base_fare_iqd')}
          {...register('base_fare_iqd')}
        />
      </div>
      <Controller
        control={control}
        name="days"
        render={({ field }) => (
          <fieldset className="min-w-0" aria-describedby={err('days') ? 'schedule-days-error' : undefined}>
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
                    checked={field.value.includes(d)}
                    onChange={(e) =>
                      field.onChange(e.target.checked ? [...field.value, d].sort() : field.value.filter((x) => x !== d))
                    }
                  />
                  {days[d - 1]}
                </label>
              ))}
            </div>
            {err('days') ? (
              <p id="schedule-days-error" className="mt-1.5 text-sm font-medium text-red-700">
                {err('days')}
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
            ...((aircraft.data ?? []).some((a) => a.code === form.getValues('aircraft_code'))
              ? []
              : [{ value: form.getValues('aircraft_code'), label: form.getValues('aircraft_name') }]),
          ]}
          error={err('aircraft_code')}
          {...register('aircraft_code', {
            onChange: (e: { target: { value: string } }) => {
              const a = aircraft.data?.find((x) => x.code === e.target.value);
              if (a) {
                setValue('aircraft_name', a.name);
                setValue('seats', a.seats);
              }
            },
          })}
        />
        <TextField
          label={t('flights.seats_economy')}
          type="number"
          error={err('seats.economy')}
          {...register('seats.economy', { valueAsNumber: true })}
        />
        <TextField
          label={t('flights.seats_business')}
          type="number"
          error={err('seats.business')}
          {...register('seats.business', { valueAsNumber: true })}
        />
        <TextField
          label={t('flights.seats_first')}
          type="number"
          error={err('seats.first')}
          {...register('seats.first', { valueAsNumber: true })}
        />
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('common.saving') : editing ? t('common.save') : t('flights.create')}
      </Button>
    </form>
  );
}
