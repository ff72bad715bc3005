import { useTranslation } from 'react-i18next';
import type { Price } from '@portal/contracts/flights';
import { PriceAmount } from '../../../components/ui/price';

/** The fees of an application: the university's, ours, and what is paid now (detail, application, confirmation). */
export function ApplicationFees({
  fees,
}: {
  fees: { tuition: Price; application_fee: Price; service_fee: Price; total: Price };
}) {
  const { t } = useTranslation();
  const row = (label: string, price: Price, strong = false) => (
    <div
      className={
        strong
          ? 'flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold'
          : 'flex justify-between gap-3'
      }
    >
      <dt>{label}</dt>
      <dd>
        <PriceAmount price={price} />
      </dd>
    </div>
  );
  return (
    <dl className="space-y-1 text-sm">
      {row(t('uguides.facts.tuition'), fees.tuition)}
      {row(t('uguides.facts.application_fee'), fees.application_fee)}
      {row(t('uguides.facts.service_fee'), fees.service_fee)}
      {row(t('uguides.facts.total'), fees.total, true)}
    </dl>
  );
}
