import type { Statement } from '@portal/contracts/topups';

type Entry = Statement['entries'][number];

/**
 * What an entry is: the API words it (an exchange with its currency pair, a recharge with its method, an
 * adjustment with its reason) in the language the statement was fetched in, which is the interface's (a change
 * of language reloads the page). Wording it here again said "Currency exchange" twice.
 */
export function describeEntry(entry: Entry): string {
  return entry.description || entry.kind;
}

/** Exchange references are internal ids; only booking and transfer references mean something to people. */
export function shownReference(entry: Entry): string | null {
  return entry.kind === 'exchange' || entry.kind === 'exchange_fee' ? null : entry.reference;
}
