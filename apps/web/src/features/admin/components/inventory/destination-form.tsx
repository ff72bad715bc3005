import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DestinationBodySchema,
  DestinationUpdateBodySchema,
  type AdminDestination,
  type DestinationBody,
} from '@portal/contracts/admin-hotels';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { contractResolver } from '../../../../lib/forms';
import { useLang } from '../../../../lib/i18n';
import { createDestination, updateDestination } from '../../api/hotels';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';
import { errorAt, LocalizedFields } from '../common/localized-fields';
import { TimeZoneField } from '../common/time-zone-field';

const EMPTY = { ar: '', en: '', de: '' };
const BLANK: DestinationBody = {
  slug: '',
  name: { ...EMPTY },
  country: '',
  country_name: { ...EMPTY },
  // Empty boxes, not 0: a place must be typed in.
  lat: undefined as unknown as number,
  lng: undefined as unknown as number,
  time_zone: '',
  popularity: 0,
};

/** A hotel destination: short name (fixed once saved: links use it), names in three languages, place, zone. */
export function DestinationForm({
  destination,
  onDone,
}: {
  destination: AdminDestination | null;
  onDone: (d: AdminDestination) => void;
}) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const editing = destination !== null;
  const form = useForm<DestinationBody>({
    resolver: contractResolver(editing ? DestinationUpdateBodySchema.strip() : DestinationBodySchema, lang) as never,
    defaultValues: destination
      ? {
          slug: destination.slug,
          name: destination.name,
          country: destination.country,
          country_name: destination.country_name,
          lat: destination.lat,
          lng: destination.lng,
          time_zone: destination.time_zone,
          popularity: destination.popularity,
        }
      : BLANK,
  });
  const { register, formState } = form;
  const err = (p: string) => errorAt(formState.errors, p);

  async function handleSave(values: DestinationBody) {
    setProblem(null);
    try {
      const { slug, ...changes } = values;
      onDone(
        editing ? await updateDestination(destination.slug, changes) : await createDestination({ ...changes, slug }),
      );
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, () => true);
      setProblem(rest[0] ?? errorText(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(handleSave)(event)} className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('destinations.slug')}
          hint={t('destinations.slug_hint')}
          dir="ltr"
          disabled={editing}
          autoComplete="off"
          error={err('slug')}
          {...register('slug')}
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
        <TextField
          label={t('destinations.popularity')}
          hint={t('destinations.popularity_hint')}
          type="number"
          error={err('popularity')}
          {...register('popularity', { valueAsNumber: true })}
        />
      </div>
      <LocalizedFields name="name" label={t('destinations.name')} register={register} errors={formState.errors} />
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
        {editing ? t('common.save') : t('destinations.create')}
      </Button>
    </form>
  );
}
