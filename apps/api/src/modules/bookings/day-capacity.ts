import type { DbOrTx } from '../../db/client.js';
import { changeCounter } from '../../lib/kept-reads.js';
import { addDays } from '../../lib/time-zones.js';
import * as repo from './day-capacity.repository.js';
import type { ServiceHandler } from './service-handler.js';

/*
 * Resources booked by the day against a limited capacity (decision 094): a car offer's fleet at its office, a
 * guide's calendar. One table (`day_capacity`) for every such service; a booking takes each of its days by one
 * conditional update inside the checkout's transaction, so two buyers never take the last unit of a day.
 */

export type DayKind = 'car' | 'guide';

const changes = changeCounter();
/** Moves on every day taken, given back or set: searches kept for a few seconds read again (decision 135). */
export const dayCapacityVersion = changes.version;

/** The calendar days from `first`, `count` of them (YYYY-MM-DD). */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/**
 * Takes `count` units of the resource on each of `days` (the rows are made on first use, then one conditional
 * update that cannot pass a day's capacity: staff's for that day, else `capacity`). False when some day has too
 * few left: the caller throws, so the booking's transaction rolls back and nothing stays taken.
 */
export async function takeDays(
  tx: DbOrTx,
  input: { kind: DayKind; resourceId: string; days: string[]; count: number; capacity: number },
): Promise<boolean> {
  const days = [...new Set(input.days)].sort();
  changes.changed();
  return (await repo.take(tx, { ...input, days })) === days.length;
}

/** Gives the units back on each day (a cancellation, an expired hold, a failed booking). */
export function releaseDays(
  tx: DbOrTx,
  input: { kind: DayKind; resourceId: string; days: string[]; count: number },
): Promise<void> {
  changes.changed();
  return repo.release(tx, input);
}

/** Sets one day's capacity of a resource (0: not available that day); null returns it to the resource's own. */
export function setDayCapacity(
  db: DbOrTx,
  input: { kind: DayKind; resourceId: string; day: string; capacity: number | null },
): Promise<void> {
  changes.changed();
  return repo.setCapacity(db, input);
}

/**
 * The first day from `from` on which more than `count` units are taken while the resource's own capacity stands
 * (no capacity of staff's for the day): what lowering the resource's own capacity to `count` would oversell.
 * Called in the transaction that lowers it, after locking the resource's row (decision 133).
 */
export function firstDayOver(
  db: DbOrTx,
  input: { kind: DayKind; resourceId: string; from: string; count: number },
): Promise<{ day: string; taken: number } | undefined> {
  return repo.firstOver(db, input);
}

/**
 * Until when a booking by the day made `now` may be held unpaid: a day at most, never past its free cancellation
 * (so an unpaid hold costs nothing), and only when that leaves an hour at least; null when it cannot be held.
 */
export function holdDeadline(freeUntil: number, now = Date.now()): number | null {
  const until = Math.min(now + 24 * 3_600_000, freeUntil);
  return until - now >= 3_600_000 ? until : null;
}

/**
 * The cancellation tiers of a booking by the day: free until `freeUntil`, then `latePenaltyPercent` kept until it
 * starts (`startsAt`, ms), after which it cannot be cancelled; nor when its supplier is no longer registered.
 */
export function tieredCancellation(
  s: { startsAt: number; freeUntil: number; supplierKnown: boolean; latePenaltyPercent: number },
  now = Date.now(),
): ReturnType<ServiceHandler['cancellationRule']> {
  if (!s.supplierKnown || now >= s.startsAt)
    return { allowed: false, penaltyPercent: 100, rule: 'non_refundable', feesIqd: 0n };
  if (now < s.freeUntil) return { allowed: true, penaltyPercent: 0, rule: 'refundable', feesIqd: 0n };
  return { allowed: true, penaltyPercent: s.latePenaltyPercent, rule: 'as_per_rules', feesIqd: 0n };
}

/** One resource's day as staff and searches see it. */
export interface DayState {
  resourceId: string;
  day: string;
  /** Staff's capacity for the day, null when the resource's own stands. */
  capacity: number | null;
  taken: number;
}

/** What is recorded between two days (inclusive) for some resources (all of the kind when none are named). */
export async function dayStates(
  db: DbOrTx,
  input: { kind: DayKind; resourceIds?: string[]; from: string; to: string },
): Promise<DayState[]> {
  if (input.resourceIds && input.resourceIds.length === 0) return [];
  return repo.rowsBetween(db, input);
}

/**
 * The fewest units left over `days` for each resource, from the recorded states and each resource's own
 * capacity: what a search may still offer.
 */
export function leastLeft(
  states: readonly DayState[],
  days: readonly string[],
  ownCapacity: (resourceId: string) => number,
  resourceIds: readonly string[],
): Map<string, number> {
  const wanted = new Set(days);
  const byResource = new Map<string, DayState[]>();
  for (const s of states)
    if (wanted.has(s.day)) byResource.set(s.resourceId, [...(byResource.get(s.resourceId) ?? []), s]);
  const left = new Map<string, number>();
  for (const id of resourceIds) {
    const own = ownCapacity(id);
    let least = own;
    for (const s of byResource.get(id) ?? []) least = Math.min(least, (s.capacity ?? own) - s.taken);
    left.set(id, Math.max(0, least));
  }
  return left;
}

/**
 * The days of `days` on which one resource has fewer than `count` units left (its calendar's taken days, greyed in
 * a date picker), from the recorded states and the resource's own capacity.
 */
export function shortDays(
  states: readonly DayState[],
  resourceId: string,
  days: readonly string[],
  own: number,
  count = 1,
): string[] {
  const byDay = new Map(states.filter((s) => s.resourceId === resourceId).map((s) => [s.day, s]));
  return days.filter((day) => {
    const s = byDay.get(day);
    return s !== undefined && (s.capacity ?? own) - s.taken < count;
  });
}
