import { useDeferredValue } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { PageHeading } from '../../components/ui/page-heading';
import { WalletScreen, WalletWaiting } from '../../features/wallet/components/wallet-screen';
import { useWallets, walletsQuery } from '../../lib/wallets';
import { errorMessage } from '../../lib/error-message';
import { maySeeWallets, useStoredUser } from '../../lib/session';

export function WalletPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useStoredUser();
  const wallets = useWallets();
  // The page is drawn from the balances a step behind their arrival, in slices rather than one long task (as the
  // booking forms, kit/checkout/checkout-form.tsx).
  const data = useDeferredValue(wallets.data);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={t('wallet.title')} lead={t('wallet.lead')} />
      {!maySeeWallets(user) ? (
        <Alert tone="info">{t('wallet.not_shown')}</Alert>
      ) : wallets.isError ? (
        <Alert tone="error">{errorMessage(wallets.error, t)}</Alert>
      ) : data === undefined ? (
        <WalletWaiting />
      ) : data.length === 0 ? (
        <p className="text-slate-700">{t('wallet.none')}</p>
      ) : (
        <WalletScreen
          wallets={data}
          canExchange={user?.role !== 'sub_user'}
          onWalletsChanged={() => void queryClient.invalidateQueries(walletsQuery)}
        />
      )}
    </div>
  );
}
