import { useQuery } from '@tanstack/react-query';
import type { AdminHotelSummary } from '@portal/contracts/admin-hotels';
import { mediaUrl } from '../../../../lib/api-client';
import { pickText, useLang } from '../../../../lib/i18n';
import { allDestinationsQuery, hotels } from '../../api/hotels';
import { useAdminText } from '../../i18n';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { hotelLink } from './links';

/** The hotels of the built-in supplier, on the inventory pattern. */
export function HotelsScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const destinations = useQuery(allDestinationsQuery);
  return (
    <ResourceListScreen<AdminHotelSummary>
      resource={hotels}
      texts="hotels"
      rowKey={(h) => h.id}
      rowName={(h) => pickText(h.name, lang)}
      editLink={hotelLink}
      selects={[
        {
          name: 'destination',
          label: t('hotels.destination'),
          options: (destinations.data?.data ?? []).map((d) => ({ value: d.slug, label: pickText(d.name, lang) })),
        },
      ]}
      columns={[
        {
          header: t('hotels.picture'),
          cell: (h) => <img src={mediaUrl(h.thumbnail_url)} alt="" className="h-10 w-14 rounded object-cover" />,
        },
        { header: t('resource.name'), cell: (h) => <bdi className="font-semibold">{pickText(h.name, lang)}</bdi> },
        { header: t('hotels.destination'), cell: (h) => pickText(h.destination.name, lang) },
        { header: t('hotels.stars'), cell: (h) => '★'.repeat(h.stars) },
        { header: t('hotels.room_types'), end: true, cell: (h) => h.room_types },
      ]}
    />
  );
}
