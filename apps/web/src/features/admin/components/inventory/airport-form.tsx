import {
  AirportBodySchema,
  AirportUpdateBodySchema,
  type AdminAirport,
  type AirportBody,
} from '@portal/contracts/admin-inventory';
import { TextField } from '../../../../components/ui/text-field';
import { airports } from '../../api/flights';
import { useAdminText } from '../../i18n';
import { emptyText, LocalizedFields } from '../common/localized-fields';
import { CoordinateFields, CountryZoneFields } from '../resource/place-fields';
import { ResourceForm, useResourceForm, valuesFrom } from '../resource/resource-form';

const BLANK: AirportBody = {
  code: '',
  name: emptyText(),
  city: emptyText(),
  country: '',
  country_name: emptyText(),
  // Empty boxes, not 0: a place must be typed in.
  lat: undefined as unknown as number,
  lng: undefined as unknown as number,
  time_zone: '',
};

/** An airport: its code, names of the airport, city and country in three languages, position and time zone. */
export function AirportForm({ airport, onDone }: { airport: AdminAirport | null; onDone: (a: AdminAirport) => void }) {
  const { t } = useAdminText();
  const state = useResourceForm<AirportBody, AdminAirport>({
    schema: airport ? AirportUpdateBodySchema.strip() : AirportBodySchema,
    defaultValues: airport ? valuesFrom(BLANK, airport) : BLANK,
    save: ({ code, ...changes }) =>
      airport ? airports.update(airport.code, changes) : airports.create({ ...changes, code }),
    onSaved: onDone,
  });
  return (
    <ResourceForm state={state} submitLabel={airport ? t('common.save') : t('airports.create')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={t('airports.code')}
          hint={t('airports.code_hint')}
          dir="ltr"
          disabled={airport !== null}
          autoComplete="off"
          {...state.field('code')}
        />
        <CountryZoneFields state={state} />
      </div>
      <LocalizedFields label={t('airports.name')} {...state.localized('name')} />
      <LocalizedFields label={t('airports.city')} {...state.localized('city')} />
      <LocalizedFields label={t('resource.country_name')} {...state.localized('country_name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CoordinateFields state={state} />
      </div>
    </ResourceForm>
  );
}
