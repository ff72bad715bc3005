import { useTranslation } from 'react-i18next';
import type { CancellationTier } from '@portal/contracts/departures';

/** The cancellation tiers in words, from the earliest to the last (days before departure). */
export function CancellationTiers({ tiers }: { tiers: readonly CancellationTier[] }) {
  const { t } = useTranslation();
  const sorted = [...tiers].sort((a, b) => b.days_before - a.days_before);
  return (
    <ul className="list-disc space-y-1 ps-5 text-sm text-slate-800">
      {sorted.map((tier) =>
        tier.penalty_percent >= 100 ? (
          <li key={tier.days_before}>{t('packages.detail.tier_last')}</li>
        ) : (
          <li key={tier.days_before}>
            {tier.penalty_percent === 0
              ? t('packages.detail.tier_free', { count: tier.days_before })
              : t('packages.detail.tier', { count: tier.days_before, percent: tier.penalty_percent })}
          </li>
        ),
      )}
    </ul>
  );
}
