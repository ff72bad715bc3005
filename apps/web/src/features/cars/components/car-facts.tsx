import { useTranslation } from 'react-i18next';
import type { Car } from '@portal/contracts/cars';
import { pickText, useLang } from '../../../lib/i18n';
import { priceText } from '../utils/format';

/** What a car is: class, seats, doors, bags, gearbox, fuel, air conditioning, driver, mileage. */
export function CarFacts({
  car,
  rules = false,
}: {
  car: Omit<Car, 'daily' | 'deposit' | 'office'> & Partial<Pick<Car, 'deposit'>>;
  rules?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const facts = [
    t(`cars.classes.${car.class}`),
    t('cars.car.seats', { count: car.seats }),
    t('cars.car.doors', { count: car.doors }),
    t('cars.car.bags', { count: car.luggage }),
    t(`cars.transmissions.${car.transmission}`),
    t(`cars.fuels.${car.fuel}`),
    ...(car.air_conditioning ? [t('cars.car.air_conditioning')] : []),
    ...(car.with_driver ? [t('cars.car.with_driver')] : []),
  ];
  return (
    <div className="space-y-2">
      <ul className="flex flex-wrap gap-1.5 text-sm">
        {facts.map((f) => (
          <li key={f} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">
            {f}
          </li>
        ))}
      </ul>
      {rules ? (
        <ul className="list-inside list-disc space-y-1 text-sm text-slate-700">
          <li>
            {car.mileage_km_per_day === null
              ? t('cars.car.mileage_unlimited')
              : t('cars.car.mileage_limited', { km: car.mileage_km_per_day })}
          </li>
          {car.with_driver ? null : <li>{t('cars.car.min_age', { age: car.min_age })}</li>}
          {car.deposit ? (
            <li>
              {car.deposit.iqd === '0'
                ? t('cars.car.no_deposit')
                : t('cars.car.deposit', { price: priceText(car.deposit, lang) })}
            </li>
          ) : null}
          <li>
            <bdi>{pickText(car.company.name, lang)}</bdi> · {t('cars.car.rating', { rating: car.company.rating })}
          </li>
        </ul>
      ) : null}
    </div>
  );
}
