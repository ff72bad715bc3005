import type { FieldValues, Path } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field';
import { useAdminText } from '../../i18n';
import { TimeZoneField } from '../common/time-zone-field';
import type { ResourceFormState } from './resource-form';

interface Located extends FieldValues {
  country: string;
  time_zone: string;
  lat: number;
  lng: number;
}

/** The ISO country code and the IANA time zone of a place (an airport, a destination, a port), in the caller's grid. */
export function CountryZoneFields<Values extends Located>({ state }: { state: ResourceFormState<Values> }) {
  const { t } = useAdminText();
  return (
    <>
      <TextField
        label={t('resource.country')}
        hint={t('resource.country_hint')}
        dir="ltr"
        autoComplete="off"
        {...state.field('country' as Path<Values>)}
      />
      <TimeZoneField
        label={t('resource.time_zone')}
        hint={t('resource.time_zone_hint')}
        {...state.field('time_zone' as Path<Values>)}
      />
    </>
  );
}

/** A place's latitude and longitude in decimal degrees, in the caller's grid (typed in: no 0 by default). */
export function CoordinateFields<Values extends Pick<Located, 'lat' | 'lng'>>({
  state,
}: {
  state: ResourceFormState<Values>;
}) {
  const { t } = useAdminText();
  return (
    <>
      {(['lat', 'lng'] as const).map((name) => (
        <TextField
          key={name}
          label={t(`resource.${name}`)}
          inputMode="decimal"
          dir="ltr"
          {...state.field(name as Path<Values>, { valueAsNumber: true })}
        />
      ))}
    </>
  );
}
