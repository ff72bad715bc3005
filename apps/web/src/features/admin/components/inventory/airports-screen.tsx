import type { AdminAirport } from '@portal/contracts/admin-inventory';
import { pickText, useLang } from '../../../../lib/i18n';
import { airports } from '../../api/flights';
import { useAdminText } from '../../i18n';
import { Ltr, TwoLines } from '../resource/cells';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { AirportForm } from './airport-form';

/** The flight network's airports, on the inventory pattern: names in three languages, position, time zone. */
export function AirportsScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  return (
    <ResourceListScreen<AdminAirport>
      resource={airports}
      texts="airports"
      rowKey={(a) => a.code}
      rowName={(a) => pickText(a.name, lang)}
      editor={{ form: (airport, onSaved) => <AirportForm airport={airport} onDone={onSaved} /> }}
      columns={[
        { header: t('airports.code'), cell: (a) => <Ltr code>{a.code}</Ltr> },
        {
          header: t('airports.name'),
          cell: (a) => <TwoLines main={pickText(a.city, lang)} sub={<bdi>{pickText(a.name, lang)}</bdi>} />,
        },
        { header: t('resource.country_name'), cell: (a) => <bdi>{pickText(a.country_name, lang)}</bdi> },
        { header: t('resource.time_zone'), cell: (a) => <Ltr className="text-xs">{a.time_zone}</Ltr> },
        { header: t('airports.flights'), end: true, cell: (a) => a.schedules },
      ]}
    />
  );
}
