import type { TFunction } from 'i18next';
import { TOPUP_METHODS } from '@portal/contracts/topups';
import type { Statement } from '@portal/contracts/topups';

type Entry = Statement['entries'][number];

/**
 * The API describes ledger entries in English ("Refund 2RK8XB", "Top-up zaincash"); the kind says what the
 * entry is, so the statement can say it in the interface language. Unknown kinds keep the API's words.
 */
export function describeEntry(entry: Entry, t: TFunction): string {
  switch (entry.kind) {
    case 'opening_balance':
      return t('my_wallet.statement.kinds.opening_balance');
    case 'booking':
      return t('my_wallet.statement.kinds.booking');
    case 'refund':
      return t('my_wallet.statement.kinds.refund');
    case 'topup': {
      const method = TOPUP_METHODS.find((m) => entry.description.endsWith(m));
      return method
        ? t('my_wallet.statement.kinds.topup_method', { method: t(`my_wallet.methods.${method}`) })
        : t('my_wallet.statement.kinds.topup');
    }
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
