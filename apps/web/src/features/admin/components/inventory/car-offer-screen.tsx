import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import {
  AdminCarOfferUpdateBodySchema,
  CAR_ADMIN_DAYS,
  type AdminCarOffer,
  type AdminCarOfferUpdateBody,
} from '@portal/contracts/admin-cars';
import { Money } from '../../../../components/ui/money';
import { CheckboxField, TextField } from '../../../../components/ui/text-field';
import { todayInBaghdad } from '../../../../lib/dates';
import { pickText, useLang } from '../../../../lib/i18n';
import { carDaysQuery, carOffers, setCarDay } from '../../api/cars';
import { useAdminText } from '../../i18n';
import { Panel } from '../common/admin-heading';
import { CapacityGrid } from '../resource/capacity-grid';
import { ResourceForm, useResourceForm } from '../resource/resource-form';
import { ResourceScreen } from '../resource/resource-screen';
import { useCarOfferName } from './car-offers-screen';
import { carOfferLink, carOffersLink } from './links';

type Values = Required<AdminCarOfferUpdateBody>;

const valuesOf = (o: AdminCarOffer): Values => ({
  daily_iqd: o.daily_iqd,
  deposit_iqd: o.deposit_iqd,
  fleet: o.fleet,
  with_driver: o.with_driver,
});

/** What the offer is: the car, its office and its rules (kept by the inventory, not changed here). */
function OfferFacts({ offer }: { offer: AdminCarOffer }) {
  const { t } = useAdminText();
  const lang = useLang();
  const facts: Array<[string, ReactNode]> = [
    [t('car_offers.company'), pickText(offer.company.name, lang)],
    [t('car_offers.office'), pickText(offer.office.name, lang)],
    [t('car_offers.city'), pickText(offer.office.city_name, lang)],
    [t('car_offers.class'), t(`car_offers.classes.${offer.class}`)],
    [t('car_offers.seats'), offer.seats],
    [t('car_offers.doors'), offer.doors],
    [t('car_offers.luggage'), offer.luggage],
    [t('car_offers.transmission'), t(`car_offers.transmissions.${offer.transmission}`)],
    [t('car_offers.fuel'), t(`car_offers.fuels.${offer.fuel}`)],
    [t('car_offers.min_age'), t('car_offers.years', { count: offer.min_age })],
    [t('car_offers.mileage'), offer.mileage_km_per_day === null ? t('car_offers.unlimited') : offer.mileage_km_per_day],
    [t('car_offers.one_way_fee'), <Money key="fee" amount={offer.one_way_fee_iqd} currency="IQD" />],
  ];
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <img
        src={offer.image}
        alt={offer.model}
        width={240}
        height={150}
        className="h-auto w-60 shrink-0 rounded-lg bg-slate-50 object-contain"
      />
      <dl className="grid flex-1 grid-cols-2 gap-x-6 gap-y-3 text-sm md:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The daily rate, deposit, driver and fleet. A fleet below the cars rented on a day to come is refused by the API,
 * whose message (naming the day) lands on the fleet box; what was typed stays.
 */
function OfferForm({ offer, onDone }: { offer: AdminCarOffer; onDone: (o: AdminCarOffer) => void }) {
  const { t } = useAdminText();
  const state = useResourceForm<Values, AdminCarOffer>({
    schema: AdminCarOfferUpdateBodySchema,
    defaultValues: valuesOf(offer),
    save: (values) => carOffers.update(offer.id, values),
    onSaved: onDone,
    resetTo: valuesOf,
  });
  const { field } = state;
  return (
    <ResourceForm
      state={state}
      submitLabel={t('common.save')}
      savedText={t('car_offers.saved')}
      intro={<p className="text-sm text-slate-700">{t('car_offers.prices_lead')}</p>}
    >
      <div className="grid gap-4 md:grid-cols-3">
        <TextField label={t('car_offers.daily_iqd')} dir="ltr" inputMode="numeric" {...field('daily_iqd')} />
        <TextField label={t('car_offers.deposit_iqd')} dir="ltr" inputMode="numeric" {...field('deposit_iqd')} />
        <TextField
          label={t('car_offers.fleet')}
          type="number"
          min={0}
          hint={t('car_offers.fleet_hint')}
          {...field('fleet', { valueAsNumber: true })}
        />
      </div>
      <CheckboxField label={t('car_offers.with_driver_label')} {...state.form.register('with_driver')} />
    </ResourceForm>
  );
}

/**
 * A car rental offer (issue 19, decisions 133, 140): what it is, its rate, deposit, driver and fleet, and its cars per
 * day, each day's number set in place (fewer on days of maintenance) or given back to the fleet.
 */
export function CarOfferScreen() {
  const { t } = useAdminText();
  const nameOf = useCarOfferName();
  const { offerId } = useParams({ strict: false }) as { offerId: string };
  return (
    <ResourceScreen<AdminCarOffer>
      resource={carOffers}
      id={offerId}
      texts="car_offers"
      title={nameOf}
      idOf={(offer) => offer.id}
      list={carOffersLink}
      editLink={carOfferLink}
    >
      {(offer, onChange) => (
        <>
          <Panel title={t('car_offers.the_car')}>
            <OfferFacts offer={offer} />
          </Panel>
          <Panel title={t('car_offers.prices_title')}>
            <OfferForm key={offer.id} offer={offer} onDone={onChange} />
          </Panel>
          <Panel title={t('car_offers.days_title')}>
            <CapacityGrid
              explain={t('car_offers.days_explain', { days: CAR_ADMIN_DAYS })}
              caption={t('car_offers.days_title')}
              query={carDaysQuery(offer.id, todayInBaghdad())}
              rows={(data) =>
                data.days.map((d) => ({
                  date: d.day,
                  sold: d.rented,
                  capacity: d.fleet,
                  overridden: d.own,
                  left: d.left,
                }))
              }
              soldHeader={t('car_offers.rented')}
              capacityHeader={t('car_offers.cars')}
              leftHeader={t('car_offers.left')}
              fullText={t('car_offers.full')}
              cellLabel={(row) => t('car_offers.day_cars', { day: row.date })}
              onSet={(row, cars) => setCarDay(offer.id, row.date, cars)}
              onReset={(row) => setCarDay(offer.id, row.date, null)}
              days={CAR_ADMIN_DAYS}
            />
          </Panel>
        </>
      )}
    </ResourceScreen>
  );
}
