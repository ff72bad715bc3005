import { useTranslation } from 'react-i18next';
import type { CancellationTier } from '@portal/contracts/departures';
import { TierList } from '../../../kit/departures/tier-list';

/** The cancellation tiers in words, from the earliest to the last (days before departure). */
export function CancellationTiers({ tiers }: { tiers: readonly CancellationTier[] }) {
  const { t } = useTranslation();
  return (
    <TierList
      tiers={tiers}
      words={{
        free: (count) => t('packages.detail.tier_free', { count }),
        kept: (count, percent) => t('packages.detail.tier', { count, percent }),
        last: t('packages.detail.tier_last'),
      }}
    />
  );
}
