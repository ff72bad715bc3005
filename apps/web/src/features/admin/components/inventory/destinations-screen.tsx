import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDestination } from '@portal/contracts/admin-hotels';
import { pickText, useLang } from '../../../../lib/i18n';
import { destinations, seasonsQuery } from '../../api/hotels';
import { useAdminText } from '../../i18n';
import { Panel } from '../common/admin-heading';
import { QueryState } from '../common/query-state';
import { Ltr, TwoLines } from '../resource/cells';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { DestinationForm } from './destination-form';
import { SeasonsForm } from './seasons-form';

/** One destination's seasons, read when its editor opens. */
function DestinationSeasonsPanel({ destination }: { destination: AdminDestination }) {
  const { t } = useAdminText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const query = useQuery(seasonsQuery(destination.slug));
  return (
    <Panel title={t('destinations.seasons_title', { name: pickText(destination.name, lang) })} className="mb-6">
      <QueryState query={query} height="8rem">
        {(data) => (
          <SeasonsForm
            data={data}
            onSaved={(next) => queryClient.setQueryData(seasonsQuery(destination.slug).queryKey, next)}
          />
        )}
      </QueryState>
    </Panel>
  );
}

/** Hotel destinations (cities and pilgrimage areas) on the inventory pattern, with their seasons. */
export function DestinationsScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  return (
    <ResourceListScreen<AdminDestination>
      resource={destinations}
      texts="destinations"
      rowKey={(d) => d.slug}
      rowName={(d) => pickText(d.name, lang)}
      editor={{
        form: (destination, onSaved) => <DestinationForm destination={destination} onDone={onSaved} />,
        // A new destination stays open on its seasons.
        stayOpen: true,
        below: (destination) => <DestinationSeasonsPanel destination={destination} />,
      }}
      columns={[
        {
          header: t('resource.name'),
          cell: (d) => <TwoLines main={pickText(d.name, lang)} sub={<Ltr>{d.slug}</Ltr>} />,
        },
        { header: t('resource.country_name'), cell: (d) => <bdi>{pickText(d.country_name, lang)}</bdi> },
        { header: t('resource.time_zone'), cell: (d) => <Ltr className="text-xs">{d.time_zone}</Ltr> },
        { header: t('destinations.hotels'), end: true, cell: (d) => d.hotels },
      ]}
    />
  );
}
