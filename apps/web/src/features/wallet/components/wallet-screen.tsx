import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { scaleOf } from '@portal/contracts/currency-constants';
import type { Wallet } from '@portal/contracts/wallets';
import { Money } from '../../../components/ui/money';
import { Placeholder } from '../../../components/ui/placeholder';
import { SelectField } from '../../../components/ui/select-field';
import { topupsQuery } from '../api/topups';
import { ExchangeForm } from './exchange-form';
import { TopupForm } from './topup-form';
import { TopupRequests } from './topup-requests';
import { WalletStatement } from './wallet-statement';

export interface WalletScreenProps {
  wallets: Wallet[];
  /** Owners may exchange between wallets; sub-users may not. */
  canExchange: boolean;
  /** The wallets changed (an exchange); the page refreshes the balances it and the user menu show. */
  onWalletsChanged: () => void;
}

function Panel({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-slate-700">{lead}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

function held(wallet: Wallet): string | null {
  if (!/^\d+$/.test(wallet.held_minor) || /^0+$/.test(wallet.held_minor)) return null;
  const scale = scaleOf(wallet.currency_name);
  const padded = wallet.held_minor.padStart(scale + 1, '0');
  return scale === 0 ? padded : `${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
}

/**
 * The wallet page while the balances come: the balance card's place, and the top-up and requests panels with
 * their words, which the page's frame draws with the document (decision 151) — the top-up panel's words are the
 * page's largest text, so they are not a later paint.
 */
export function WalletWaiting() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6" aria-busy="true">
      <p className="sr-only">{t('common.loading')}</p>
      <div className="h-80 rounded-2xl bg-brand-900 shadow-sm md:h-52" />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Panel title={t('my_wallet.topup.title_waiting')} lead={t('my_wallet.topup.lead')}>
          <Placeholder height="16rem" width="100%" className="rounded-xl" />
        </Panel>
        <Panel title={t('my_wallet.requests.title')} lead={t('my_wallet.requests.lead')}>
          <Placeholder height="8rem" width="100%" className="rounded-xl" />
        </Panel>
      </div>
    </div>
  );
}

/** The wallet page: a currency, its balance, recharge requests, exchange and the statement. */
export function WalletScreen({ wallets, canExchange, onWalletsChanged }: WalletScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const first = wallets.find((w) => Number(w.balance) > 0) ?? wallets[0];
  const [currency, setCurrency] = useState(first?.currency_name ?? 'IQD');
  const wallet = wallets.find((w) => w.currency_name === currency);
  const heldAmount = wallet ? held(wallet) : null;

  return (
    <div className="space-y-6">
      <section
        aria-label={t('my_wallet.balance_title')}
        className="grid gap-6 rounded-2xl bg-brand-900 p-5 text-white shadow-sm sm:p-6 md:grid-cols-[minmax(0,16rem)_1fr]"
      >
        <div className="[&_label]:text-white">
          <SelectField
            label={t('my_wallet.currency')}
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
            options={wallets.map((w) => ({ value: w.currency_name, label: `${w.currency_name} · ${w.symbol_name}` }))}
          />
        </div>
        <div>
          <p className="text-sm text-brand-100">{t('my_wallet.current_balance', { currency })}</p>
          <p className="mt-1 text-4xl font-semibold tabular-nums" aria-live="polite">
            {wallet ? <Money amount={wallet.balance} currency={currency} /> : '—'}
          </p>
          {heldAmount ? (
            <p className="mt-1 text-sm text-brand-100">
              {t('my_wallet.held')} <Money amount={heldAmount} currency={currency} />
            </p>
          ) : null}
        </div>
        <ul className="flex flex-wrap gap-2 md:col-span-2" aria-label={t('my_wallet.all_balances')}>
          {wallets.map((w) => (
            <li key={w.currency_id}>
              <button
                type="button"
                aria-pressed={w.currency_name === currency}
                onClick={() => setCurrency(w.currency_name)}
                className="min-h-11 rounded-full bg-white/10 px-3 py-1.5 text-sm ring-1 ring-white/25 hover:bg-white/20 aria-pressed:bg-white aria-pressed:text-brand-900"
              >
                <Money amount={w.balance} currency={w.currency_name} className="font-semibold tabular-nums" />
              </button>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Panel title={t('my_wallet.topup.title', { currency })} lead={t('my_wallet.topup.lead')}>
          <TopupForm
            key={currency}
            currency={currency}
            onRequested={() => void queryClient.invalidateQueries({ queryKey: topupsQuery.queryKey })}
          />
        </Panel>
        <Panel title={t('my_wallet.requests.title')} lead={t('my_wallet.requests.lead')}>
          <TopupRequests />
        </Panel>
      </div>

      {canExchange ? (
        <Panel title={t('my_wallet.exchange.title')} lead={t('my_wallet.exchange.lead')}>
          <ExchangeForm
            key={currency}
            currencies={wallets.map((w) => w.currency_name)}
            defaultFrom={currency}
            onExchanged={() => {
              onWalletsChanged();
              void queryClient.invalidateQueries({ queryKey: ['wallet-statement'] });
            }}
          />
        </Panel>
      ) : null}

      <Panel title={t('my_wallet.statement.title', { currency })} lead={t('my_wallet.statement.lead')}>
        <WalletStatement key={currency} currency={currency} />
      </Panel>
    </div>
  );
}
