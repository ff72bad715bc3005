import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  AirportBodySchema,
  AirportUpdateBodySchema,
  type AdminAirport,
  type AirportBody,
} from '@portal/contracts/admin-inventory';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { contractResolver } from '../../../../lib/forms';
import { useLang } from '../../../../lib/i18n';
import { createAirport, updateAirport } from '../../api/flights';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';
import { errorAt, LocalizedFields } from '../common/localized-fields';
import { TimeZoneField } from '../common/time-zone-field';

const EMPTY = { ar: '', en: '', de: '' };
const BLANK: AirportBody = {
  code: '',
  name: { ...EMPTY },
  city: { ...EMPTY },
  country: '',
  country_name: { ...EMPTY },
  // Empty boxes, not 0: a place must be typed in.
  lat: undefined as unknown as number,
  lng: undefined as unknown as number,
  time_zone: '',
};

/** An airport: its code, names of the airport, city and country in three languages, position and time zone. */
export function AirportForm({ airport, onDone }: { airport: AdminAirport | null; onDone: (a: AdminAirport) => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const editing = airport !== null;
  const form = useForm<AirportBody>({
    resolver: contractResolver(editing ? AirportUpdateBodySchema.strip() : AirportBodySchema, lang) as never,
    defaultValues: airport
      ? {
          code: airport.code,
          name: airport.name,
          city: airport.city,
          country: airport.country,
          country_name: airport.country_name,
          lat: airport.lat,
          lng: airport.lng,
          time_zone: airport.time_zone,
        }
      : BLANK,
  });
  const { register, formState } = form;
  const err = (p: string) => errorAt(formState.errors, p);

  async function handleSave(values: AirportBody) {
    setProblem(null);
    try {
      const { code, ...changes } = values;
      onDone(editing ? await updateAirport(airport.code, changes) : await createAirport({ ...changes, code }));
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, () => true);
      setProblem(rest[0] ?? errorText(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(handleSave)(event)} className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={t('airports.code')}
          hint={t('airports.code_hint')}
          dir="ltr"
          disabled={editing}
          autoComplete="off"
          error={err('code')}
          {...register('code')}
        />
        <TextField
          label={t('airports.country')}
          hint={t('airports.country_hint')}
          dir="ltr"
          autoComplete="off"
          error={err('country')}
          {...register('country')}
        />
        <TimeZoneField
          label={t('airports.time_zone')}
          hint={t('airports.time_zone_hint')}
          error={err('time_zone')}
          {...register('time_zone')}
        />
      </div>
      <LocalizedFields name="name" label={t('airports.name')} register={register} errors={formState.errors} />
      <LocalizedFields name="city" label={t('airports.city')} register={register} errors={formState.errors} />
      <LocalizedFields
        name="country_name"
        label={t('airports.country_name')}
        register={register}
        errors={formState.errors}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('airports.lat')}
          inputMode="decimal"
          dir="ltr"
          error={err('lat')}
          {...register('lat', { valueAsNumber: true })}
        />
        <TextField
          label={t('airports.lng')}
          inputMode="decimal"
          dir="ltr"
          error={err('lng')}
          {...register('lng', { valueAsNumber: true })}
        />
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>
        {editing ? t('common.save') : t('airports.create')}
      </Button>
    </form>
  );
}
