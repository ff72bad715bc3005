import { useTranslation } from 'react-i18next';
import type { InsurancePlanCard } from '@portal/contracts/insurance';
import type { Lang } from '@portal/contracts/i18n';
import { localeOf, pickText, useLang } from '../../../lib/i18n';

/** Euros in the language's own locale: Arabic with Latin digits, like every other number the portal writes. */
const eur = (amount: number, lang: Lang) =>
  new Intl.NumberFormat(localeOf(lang), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);

/** An amount in euros as the insurers state their limits. */
export function Euros({ amount }: { amount: number }) {
  const lang = useLang();
  return (
    <bdi dir="ltr" className="tabular-nums">
      {eur(amount, lang)}
    </bdi>
  );
}

/** A plan's name, insurer and headline facts: medical cover, deductible, Schengen compliance. */
export function PlanFacts({
  plan,
  heading: Heading = 'h2',
}: {
  plan: InsurancePlanCard;
  heading?: 'h1' | 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div>
      <p className="text-sm font-medium text-brand-700">{pickText(plan.insurer.name, lang)}</p>
      <Heading className="text-lg font-semibold text-slate-900">{pickText(plan.name, lang)}</Heading>
      <p className="mt-1 text-sm text-slate-700">{pickText(plan.summary, lang)}</p>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div>
          <dt className="inline text-slate-600">{t('insurance.results.medical')}: </dt>
          <dd className="inline font-semibold text-slate-900">
            <Euros amount={plan.medical_limit_eur} />
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t('insurance.results.deductible')}: </dt>
          <dd className="inline font-semibold text-slate-900">
            {plan.deductible_eur ? <Euros amount={plan.deductible_eur} /> : t('insurance.results.no_deductible')}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('insurance.results.kinds')}</dt>
          <dd className="inline">
            {t(`insurance.kinds.${plan.kind}`)} · {t(`insurance.levels.${plan.cover_level}`)}
          </dd>
        </div>
      </dl>
      {plan.schengen_compliant ? (
        <p className="mt-2 inline-block rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
          {t('insurance.results.schengen')}
        </p>
      ) : null}
    </div>
  );
}
