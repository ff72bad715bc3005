import { useTranslation } from 'react-i18next';
import { scaleOf } from '@portal/contracts/currency-constants';
import type { Wallet } from '@portal/contracts/wallets';
import { formatMoney } from '../../../lib/currency';
import { useLang } from '../../../lib/i18n';
import { Placeholder } from '../../../components/ui/placeholder';
import { maySeeWallets, useStoredUser } from '../../../lib/session';
import { useWallets } from '../../../lib/wallets';

export interface WalletBalancesProps {
  /** Compact rows for the user menu; cards on the wallet page. */
  variant?: 'menu' | 'page';
}

/** The held part as a decimal string in the currency's units, or null when nothing is held. */
function heldAmount(wallet: Wallet): string | null {
  if (!/^\d+$/.test(wallet.held_minor) || /^0+$/.test(wallet.held_minor)) return null;
  const scale = scaleOf(wallet.currency_name);
  const padded = wallet.held_minor.padStart(scale + 1, '0');
  return scale === 0 ? padded : `${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
}

/** Each wallet's currency and balance, as the API reports them; nothing invented while loading or on failure. */
export function WalletBalances({ variant = 'menu' }: WalletBalancesProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const user = useStoredUser();
  const { data, isPending, isError } = useWallets();

  // A sub-user who may not see the wallets is not asked for them (no 403 on every page): nothing to show.
  if (!maySeeWallets(user)) {
    return variant === 'page' ? <p className="text-slate-700">{t('wallet.not_shown')}</p> : null;
  }
  if (isPending) {
    return (
      <div className="space-y-2" aria-busy="true">
        <Placeholder height="1.25rem" />
        <Placeholder height="1.25rem" />
      </div>
    );
  }
  if (isError) {
    return variant === 'page' ? <p className="text-slate-700">{t('wallet.unavailable')}</p> : null;
  }
  if (data.length === 0) {
    return <p className="text-sm text-slate-700">{t('wallet.none')}</p>;
  }
  if (variant === 'menu') {
    return (
      <ul className="space-y-1.5" aria-label={t('wallet.balances')}>
        {data.map((wallet) => (
          <li key={wallet.currency_id} className="flex items-center justify-between gap-4 text-sm">
            <span className="font-medium text-slate-700">{wallet.currency_name}</span>
            <bdi dir="ltr" className="font-semibold text-slate-900 tabular-nums">
              {formatMoney(wallet.balance, wallet.currency_name, lang)}
            </bdi>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((wallet) => {
        const held = heldAmount(wallet);
        return (
          <li key={wallet.currency_id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm font-semibold text-slate-600">{wallet.currency_name}</p>
            <p className="mt-2 text-3xl font-semibold text-slate-900 tabular-nums">
              <bdi dir="ltr">{formatMoney(wallet.balance, wallet.currency_name, lang)}</bdi>
            </p>
            <p className="mt-1 text-sm text-slate-600">{t('wallet.available')}</p>
            {held ? (
              <p className="mt-3 text-sm text-slate-700">
                {t('wallet.held', { amount: formatMoney(held, wallet.currency_name, lang) })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
