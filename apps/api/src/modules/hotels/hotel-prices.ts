import type { CancellationPolicy } from '@portal/contracts/hotels';
import { utcToLocal } from '../../lib/time-zones.js';
import type { ToPrice } from '../currencies/display-price.js';

export { priceFn, type ToPrice } from '../currencies/display-price.js';

/** One room at one rate for a stay, IQD: each night, taxes and fees. */
export interface RoomStayPrice {
  nightly: Array<{ date: string; iqd: bigint }>;
  subtotal: bigint;
  taxes: bigint;
  fees: bigint;
  total: bigint;
}

/** A rate's cancellation timeline for a stay. */
export interface RatePolicy {
  refundable: boolean;
  /** Free cancellation until this instant (ms); null when never free (non-refundable, or the deadline passed). */
  freeUntil: number | null;
  /** Cancelling is possible until check-in (ms). */
  checkInAt: number;
  penaltyBp: number;
}

export const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The cancellation policy of one or more rooms as the API shows it: the refund timeline from booking to
 * check-in, with the penalty in money at each step.
 */
export function policyDto(
  rooms: Array<{ policy: RatePolicy; total: bigint }>,
  timeZone: string,
  toPrice: ToPrice,
): CancellationPolicy {
  const refundable = rooms.every((r) => r.policy.refundable);
  const penaltyAfter = (r: { policy: RatePolicy; total: bigint }) => (r.total * BigInt(r.policy.penaltyBp)) / 10_000n;
  // Penalties in force from booking: non-refundable rooms, and refundable ones whose free period has passed.
  let current = rooms.reduce((sum, r) => sum + (r.policy.freeUntil === null ? penaltyAfter(r) : 0n), 0n);
  const steps: CancellationPolicy['steps'] = [{ from: null, penalty: toPrice(current) }];
  const deadlines = [...new Set(rooms.map((r) => r.policy.freeUntil).filter((d): d is number => d !== null))].sort(
    (a, b) => a - b,
  );
  for (const at of deadlines) {
    current += rooms.filter((r) => r.policy.freeUntil === at).reduce((sum, r) => sum + penaltyAfter(r), 0n);
    steps.push({ from: iso(at), penalty: toPrice(current) });
  }
  const total = rooms.reduce((sum, r) => sum + r.total, 0n);
  // Free only while every room is: until the earliest room deadline.
  const free = rooms.every((r) => r.policy.freeUntil !== null) ? (deadlines[0] ?? null) : null;
  return {
    refundable,
    free_until: free === null ? null : iso(free),
    free_until_local: free === null ? null : utcToLocal(free, timeZone).time,
    time_zone: timeZone,
    penalty_percent:
      total > 0n
        ? Number((current * 100n + total / 2n) / total)
        : Math.max(0, ...rooms.map((r) => Math.round(r.policy.penaltyBp / 100))),
    steps,
  };
}
