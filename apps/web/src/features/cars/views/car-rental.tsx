import { useTranslation } from 'react-i18next';
import type { CarBookingDetails } from '@portal/contracts/cars';
import { pickText, useLang } from '../../../lib/i18n';
import { CarFacts } from '../components/car-facts';
import { CarPriceParts } from '../components/car-price';
import { formatInstant, formatLocal } from '../utils/format';

/** A booked rental: the car, pick-up and drop-off, the driver, the price's parts and the cancellation rule. */
export function CarRental({ rental, variant = 'screen' }: { rental: CarBookingDetails; variant?: 'screen' | 'print' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { car, driver } = rental;
  return (
    <div className="space-y-4">
      <div>
        <p className="text-lg font-semibold text-slate-900">
          <bdi>{car.model}</bdi>
        </p>
        <p className="text-sm text-slate-700">
          <bdi>{pickText(car.company.name, lang)}</bdi> · <bdi>{pickText(rental.city, lang)}</bdi>
        </p>
      </div>
      {variant === 'screen' ? <CarFacts car={car} /> : null}
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-800">{t('cars.detail.pickup')}</dt>
          <dd>
            <bdi>{pickText(rental.pickup.office.name, lang)}</bdi>
            <br />
            <bdi>{pickText(rental.pickup.office.address, lang)}</bdi>
            <br />
            {formatLocal(rental.pickup.at, lang)}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">{t('cars.detail.dropoff')}</dt>
          <dd>
            <bdi>{pickText(rental.dropoff.office.name, lang)}</bdi>
            <br />
            <bdi>{pickText(rental.dropoff.office.address, lang)}</bdi>
            <br />
            {formatLocal(rental.dropoff.at, lang)}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">{t('cars.view.driver')}</dt>
          <dd>
            <bdi dir="ltr">
              {driver.first_name} {driver.last_name}
            </bdi>
            {driver.licence_number ? (
              <>
                <br />
                {t('cars.view.licence', { number: driver.licence_number, country: driver.licence_country })}
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      <CarPriceParts price={rental.price} />
      <p className="text-sm text-slate-700">
        {t('cars.detail.cancellation', {
          date: formatInstant(rental.free_cancellation_until, lang),
          percent: rental.late_penalty_percent,
        })}
      </p>
    </div>
  );
}
