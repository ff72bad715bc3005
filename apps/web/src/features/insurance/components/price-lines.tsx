import { useTranslation } from 'react-i18next';
import type { InsurancePrice } from '@portal/contracts/insurance';
import { PriceAmount } from '../../../components/ui/price';

/** A plan's price for the travellers: one line each, the family or group discount, the total. */
export function PriceLines({ price }: { price: InsurancePrice }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-1.5 text-sm">
      {price.travellers.map((line, i) => (
        <div key={i} className="flex justify-between gap-4">
          <dt className="text-slate-700">{t('insurance.detail.traveller_age', { age: line.age })}</dt>
          <dd>
            <PriceAmount price={line.price} />
          </dd>
        </div>
      ))}
      {price.discount ? (
        <div className="flex justify-between gap-4 text-emerald-800">
          <dt>{t(`insurance.detail.discount_${price.discount.kind}`, { percent: price.discount.percent })}</dt>
          <dd>
            −<PriceAmount price={price.discount.amount} />
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
        <dt>{t('insurance.detail.total')}</dt>
        <dd>
          <PriceAmount price={price.total} />
        </dd>
      </div>
    </dl>
  );
}
