import { useQuery } from '@tanstack/react-query';
import { CAR_CLASSES } from '@portal/contracts/cars';
import type { AdminCarOffer } from '@portal/contracts/admin-cars';
import { Money } from '../../../../components/ui/money';
import { pickText, useLang } from '../../../../lib/i18n';
import { carChoicesQuery, carOffers } from '../../api/cars';
import { useAdminText } from '../../i18n';
import { TwoLines } from '../resource/cells';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { carOfferLink } from './links';

/** "Toyota Land Cruiser, Babel Drive": how staff name an offer. */
export function useCarOfferName() {
  const { t } = useAdminText();
  const lang = useLang();
  return (offer: AdminCarOffer) =>
    t('car_offers.name', { model: offer.model, company: pickText(offer.company.name, lang) });
}

/**
 * The car rental offers (issue 19, decision 133) on the inventory pattern: search by model, company or city,
 * filters by city, class and company, each offer's own screen; offers come from the inventory, none are added here.
 */
export function CarOffersScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const nameOf = useCarOfferName();
  const choices = useQuery(carChoicesQuery()).data;
  return (
    <ResourceListScreen<AdminCarOffer>
      resource={carOffers}
      texts="car_offers"
      rowKey={(o) => o.id}
      rowName={nameOf}
      editLink={carOfferLink}
      noNew
      selects={[
        {
          name: 'city',
          label: t('car_offers.city'),
          options: (choices?.cities ?? []).map((c) => ({ value: c.slug, label: pickText(c.name, lang) })),
        },
        {
          name: 'class',
          label: t('car_offers.class'),
          options: CAR_CLASSES.map((c) => ({ value: c, label: t(`car_offers.classes.${c}`) })),
        },
        {
          name: 'company',
          label: t('car_offers.company'),
          options: (choices?.companies ?? []).map((c) => ({ value: c.code, label: pickText(c.name, lang) })),
        },
      ]}
      columns={[
        {
          header: t('car_offers.model'),
          cell: (o) => <TwoLines main={o.model} sub={pickText(o.company.name, lang)} />,
        },
        {
          header: t('car_offers.office'),
          cell: (o) => <TwoLines main={pickText(o.office.city_name, lang)} sub={pickText(o.office.name, lang)} />,
        },
        { header: t('car_offers.class'), cell: (o) => t(`car_offers.classes.${o.class}`) },
        {
          header: t('car_offers.driver'),
          cell: (o) => (o.with_driver ? t('car_offers.with_driver') : t('car_offers.self_drive')),
        },
        { header: t('car_offers.daily'), end: true, cell: (o) => <Money amount={o.daily_iqd} currency="IQD" /> },
        { header: t('car_offers.fleet'), end: true, cell: (o) => o.fleet },
      ]}
    />
  );
}
