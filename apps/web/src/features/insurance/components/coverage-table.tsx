import { useTranslation } from 'react-i18next';
import type { InsurancePlanDetail } from '@portal/contracts/insurance';
import { pickText, useLang } from '../../../lib/i18n';
import { Euros } from './plan-facts';

/** A plan's coverage table and its exclusions. */
export function CoverageTable({ plan }: { plan: Pick<InsurancePlanDetail, 'coverage' | 'exclusions'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="space-y-5">
      <section>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('insurance.detail.coverage')}</h2>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 text-start font-medium">
                {t('insurance.detail.item')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('insurance.detail.limit')}
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.coverage.map((line) => (
              <tr key={line.item} className="border-b border-slate-100">
                <th scope="row" className="py-2 text-start font-normal text-slate-800">
                  {t(`insurance.covers.${line.item}`)}
                </th>
                <td className="py-2 text-end font-semibold text-slate-900">
                  {line.limit === null ? t('insurance.detail.included') : <Euros amount={line.limit} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {plan.exclusions.length ? (
        <section>
          <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('insurance.detail.exclusions')}</h2>
          <ul className="list-disc space-y-1 ps-5 text-sm text-slate-800">
            {plan.exclusions.map((e, i) => (
              <li key={i}>{pickText(e, lang)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
