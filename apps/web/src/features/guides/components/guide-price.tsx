import { useTranslation } from 'react-i18next';
import type { GuidePrice } from '@portal/contracts/guides';
import { useLang } from '../../../lib/i18n';
import { priceText } from '../../../lib/money';

/** A trip's price: days × the daily rate, the supplement of the people above the group, and the total. */
export function GuidePriceParts({ price }: { price: GuidePrice }) {
  const { t } = useTranslation();
  const lang = useLang();
  const days = t('guides.units.days', { count: price.days });
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between gap-3">
        <dt>{t('guides.detail.base', { days })}</dt>
        <dd className="font-medium">{priceText(price.base, lang)}</dd>
      </div>
      {price.extra_people > 0 ? (
        <div className="flex justify-between gap-3">
          <dt>
            {t('guides.detail.supplement', { people: t('guides.units.people', { count: price.extra_people }), days })}
          </dt>
          <dd className="font-medium">{priceText(price.supplement, lang)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
        <dt>{t('guides.detail.total')}</dt>
        <dd data-testid="guide-total">{priceText(price.total, lang)}</dd>
      </div>
    </dl>
  );
}
