import type { TFunction } from 'i18next';
import type { Statement } from '@portal/contracts/topups';

type Entry = Statement['entries'][number];

/**
 * What an entry is, from its kind (and a recharge's method), in the interface language as it is now: the API's
 * `description` is in the language the statement was fetched in. Unknown kinds keep the API's words.
 */
export function describeEntry(entry: Entry, t: TFunction): string {
  switch (entry.kind) {
    case 'opening_balance':
      return t('my_wallet.statement.kinds.opening_balance');
    case 'booking':
      return t('my_wallet.statement.kinds.booking');
    case 'refund':
      return t('my_wallet.statement.kinds.refund');
    case 'topup':
      return entry.method
        ? t('my_wallet.statement.kinds.topup_method', { method: t(`my_wallet.methods.${entry.method}`) })
        : t('my_wallet.statement.kinds.topup');
    case 'topup_fee':
      return t('my_wallet.statement.kinds.topup_fee');
    case 'exchange':
      return t('my_wallet.statement.kinds.exchange', { pair: entry.description });
    case 'exchange_fee':
      return t('my_wallet.statement.kinds.exchange_fee');
    default:
      return entry.description || entry.kind;
  }
}

/** Exchange references are internal ids; only booking and transfer references mean something to people. */
export function shownReference(entry: Entry): string | null {
  return entry.kind === 'exchange' || entry.kind === 'exchange_fee' ? null : entry.reference;
}
