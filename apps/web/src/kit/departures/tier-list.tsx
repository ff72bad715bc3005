import type { CancellationTier } from '@portal/contracts/departures';

/** How a service words its tiers: free from so many days, so much kept from so many days, nothing back later. */
export interface TierWords {
  free(days: number): string;
  kept(days: number, percent: number): string;
  last: string;
}

/**
 * The cancellation tiers of a service sold by departures (packages, conferences, cruises) in words, from the
 * earliest to the last, in the service's own words.
 */
export function TierList({ tiers, words }: { tiers: readonly CancellationTier[]; words: TierWords }) {
  return (
    <ul className="list-disc space-y-1 ps-5 text-sm text-slate-800">
      {[...tiers]
        .sort((a, b) => b.days_before - a.days_before)
        .map((tier) => (
          <li key={tier.days_before}>
            {tier.penalty_percent >= 100
              ? words.last
              : tier.penalty_percent === 0
                ? words.free(tier.days_before)
                : words.kept(tier.days_before, tier.penalty_percent)}
          </li>
        ))}
    </ul>
  );
}
