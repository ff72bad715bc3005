import { useTranslation } from 'react-i18next';
import type { InsurancePlanDetail } from '@portal/contracts/insurance';
import { pickText, useLang } from '../../../lib/i18n';
import { Euros } from './plan-facts';

type CoveragePlan = Pick<InsurancePlanDetail, 'coverage' | 'deductible_eur'>;

/**
 * A plan's coverage lines as a table (decision 129): each item with its limit in euros ("included" when it has
 * no limit of its own), and the plan's deductible under them, as the insurer states it.
 */
export function CoverageLines({ plan, caption }: { plan: CoveragePlan; caption: string }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
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
      <tfoot>
        <tr>
          <th scope="row" className="pt-2 text-start font-normal text-slate-600">
            {t('insurance.results.deductible')}
          </th>
          <td className="pt-2 text-end font-semibold text-slate-900">
            {plan.deductible_eur ? <Euros amount={plan.deductible_eur} /> : t('insurance.results.no_deductible')}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A plan's coverage table and its exclusions. */
export function CoverageTable({ plan }: { plan: CoveragePlan & Pick<InsurancePlanDetail, 'exclusions'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="space-y-5">
      <section>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('insurance.detail.coverage')}</h2>
        <CoverageLines plan={plan} caption={t('insurance.detail.coverage')} />
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
