import { useTranslation } from 'react-i18next';
import type { CarPrice } from '@portal/contracts/cars';
import { PriceAmount } from '../../../components/ui/price';
import { useLang } from '../../../lib/i18n';
import { priceText } from '../utils/format';

/** A rental's price, part by part: days at the daily rate, the longer-rental discount, one-way fee, extras. */
export function CarPriceParts({ price }: { price: CarPrice }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rows: Array<[string, React.ReactNode]> = [
    [
      t('cars.price.days', { count: price.days, price: priceText(price.daily, lang) }),
      <PriceAmount price={price.base} />,
    ],
  ];
  if (price.discount.iqd !== '0')
    rows.push([
      t('cars.price.discount', { percent: price.discount_percent }),
      <>
        −<PriceAmount price={price.discount} />
      </>,
    ]);
  if (price.one_way_fee.iqd !== '0') rows.push([t('cars.price.one_way'), <PriceAmount price={price.one_way_fee} />]);
  for (const e of price.extras)
    rows.push([t(`cars.price.${e.code}`, { count: e.count }), <PriceAmount price={e.total} />]);
  return (
    <dl className="space-y-1.5 text-sm">
      {rows.map(([label, value], i) => (
        <div key={i} className="flex justify-between gap-3">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold">
        <dt>{t('cars.price.total')}</dt>
        <dd data-testid="car-total">
          <PriceAmount price={price.total} />
        </dd>
      </div>
    </dl>
  );
}
