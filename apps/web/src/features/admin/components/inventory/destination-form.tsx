import {
  DestinationBodySchema,
  DestinationUpdateBodySchema,
  type AdminDestination,
  type DestinationBody,
} from '@portal/contracts/admin-hotels';
import { TextField } from '../../../../components/ui/text-field';
import { destinations } from '../../api/hotels';
import { useAdminText } from '../../i18n';
import { emptyText, LocalizedFields } from '../common/localized-fields';
import { CoordinateFields, CountryZoneFields } from '../resource/place-fields';
import { ResourceForm, useResourceForm, valuesFrom } from '../resource/resource-form';

const BLANK: DestinationBody = {
  slug: '',
  name: emptyText(),
  country: '',
  country_name: emptyText(),
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
  const state = useResourceForm<DestinationBody, AdminDestination>({
    schema: destination ? DestinationUpdateBodySchema.strip() : DestinationBodySchema,
    defaultValues: destination ? valuesFrom(BLANK, destination) : BLANK,
    save: ({ slug, ...changes }) =>
      destination ? destinations.update(destination.slug, changes) : destinations.create({ ...changes, slug }),
    onSaved: onDone,
  });
  return (
    <ResourceForm state={state} submitLabel={destination ? t('common.save') : t('destinations.create')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('resource.slug')}
          hint={t('destinations.slug_hint')}
          dir="ltr"
          disabled={destination !== null}
          autoComplete="off"
          {...state.field('slug')}
        />
        <CountryZoneFields state={state} />
        <TextField
          label={t('destinations.popularity')}
          hint={t('destinations.popularity_hint')}
          type="number"
          {...state.field('popularity', { valueAsNumber: true })}
        />
      </div>
      <LocalizedFields label={t('resource.name')} {...state.localized('name')} />
      <LocalizedFields label={t('resource.country_name')} {...state.localized('country_name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CoordinateFields state={state} />
      </div>
    </ResourceForm>
  );
}
