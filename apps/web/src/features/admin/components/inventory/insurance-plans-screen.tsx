import { INSURERS, INSURER_CODES, type AdminInsurancePlan } from '@portal/contracts/insurance';
import { pickText, useLang } from '../../../../lib/i18n';
import { insurancePlans } from '../../api/insurance';
import { useAdminText } from '../../i18n';
import { ResourceListScreen } from '../resource/resource-list-screen';
import { insurancePlanLink } from './links';

/** The travel insurance plans on sale, by insurer (issue 19), on the inventory pattern. */
export function InsurancePlansScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  return (
    <ResourceListScreen<AdminInsurancePlan>
      resource={insurancePlans}
      texts="insurance_plans"
      rowKey={(p) => p.id}
      rowName={(p) => pickText(p.name, lang)}
      editLink={insurancePlanLink}
      selects={[
        {
          name: 'insurer',
          label: t('insurance_plans.insurer'),
          options: INSURER_CODES.map((code) => ({ value: code, label: pickText(INSURERS[code], lang) })),
        },
      ]}
      columns={[
        { header: t('resource.name'), cell: (p) => <bdi className="font-semibold">{pickText(p.name, lang)}</bdi> },
        { header: t('insurance_plans.insurer'), cell: (p) => pickText(p.insurer.name, lang) },
        { header: t('insurance_plans.kind'), cell: (p) => t(`insurance_plans.kinds.${p.kind}`) },
        {
          header: t('insurance_plans.medical'),
          end: true,
          cell: (p) => <bdi dir="ltr">€{p.medical_limit_eur.toLocaleString('en')}</bdi>,
        },
        { header: t('insurance_plans.rates'), end: true, cell: (p) => p.rates.length },
      ]}
    />
  );
}
