import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import type { LedgerEntries } from '@portal/contracts/admin-money';
import { Button } from '../../../../components/ui/button';
import { LedgerAmount } from '../common/ledger-amount';
import { DateField } from '../../../../components/ui/date-field';
import { formatDateTime } from '../../../../lib/dates';
import { useLang } from '../../../../lib/i18n';
import { ledgerEntriesQuery } from '../../api/money';
import { useAdminText, type AdminKey } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { QueryState } from '../common/query-state';
import { AdjustmentForm } from './adjustment-form';

function EntriesTable({ entries }: { entries: LedgerEntries }) {
  const { t } = useAdminText();
  const lang = useLang();
  const c = entries.account.currency;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{t('ledger.entries')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 text-start">
              {t('ledger.when')}
            </th>
            <th scope="col" className="py-2 text-start">
              {t('ledger.what')}
            </th>
            <th scope="col" className="py-2 text-start">
              {t('ledger.counterparty')}
            </th>
            <th scope="col" className="py-2 text-end">
              {t('ledger.debit')}
            </th>
            <th scope="col" className="py-2 text-end">
              {t('ledger.credit')}
            </th>
            <th scope="col" className="py-2 text-end">
              {t('ledger.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-100 text-slate-600">
            <td className="py-2" colSpan={5}>
              {t('ledger.opening')}
            </td>
            <td className="py-2 text-end">
              <LedgerAmount amount={entries.opening} currency={c} />
            </td>
          </tr>
          {entries.entries.map((e) => (
            <tr key={e.id} className="border-b border-slate-100 align-top">
              <td className="py-2 whitespace-nowrap">{formatDateTime(e.at, lang)}</td>
              <td className="py-2">
                <span className="font-medium">{t(`ledger.codes.${e.code}` as AdminKey, { defaultValue: e.code })}</span>
                {e.description ? (
                  <span className="block text-slate-600">
                    <bdi>{e.description}</bdi>
                  </span>
                ) : null}
                {e.reference ? (
                  <span className="block text-xs text-slate-500">
                    <bdi>{e.reference}</bdi>
                  </span>
                ) : null}
              </td>
              <td className="py-2">
                {e.counterparty.startsWith('system:') ? (
                  t(`ledger.system.${e.counterparty.slice(7) as 'sales'}`)
                ) : (
                  <bdi>{e.counterparty}</bdi>
                )}
              </td>
              <td className="py-2 text-end">
                {e.debit !== '0' && Number(e.debit) !== 0 ? <LedgerAmount amount={e.debit} currency={c} /> : ''}
              </td>
              <td className="py-2 text-end">
                {e.credit !== '0' && Number(e.credit) !== 0 ? <LedgerAmount amount={e.credit} currency={c} /> : ''}
              </td>
              <td className="py-2 text-end">
                <LedgerAmount amount={e.balance} currency={c} />
              </td>
            </tr>
          ))}
          <tr className="font-semibold">
            <td className="py-2" colSpan={5}>
              {t('ledger.closing')}
            </td>
            <td className="py-2 text-end">
              <LedgerAmount amount={entries.closing} currency={c} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** One ledger account: its entries in a period with a running balance; wallets can be adjusted here. */
export function LedgerAccountScreen() {
  const { t } = useAdminText();
  const queryClient = useQueryClient();
  const { accountId } = useParams({ strict: false }) as { accountId: string };
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const [draft, setDraft] = useState({ from: '', to: '' });
  const query = useQuery(ledgerEntriesQuery(accountId, period));

  function handlePeriod(event: FormEvent) {
    event.preventDefault();
    setPeriod({ ...(draft.from ? { from: draft.from } : {}), ...(draft.to ? { to: draft.to } : {}) });
  }

  const title = query.data
    ? query.data.account.account
      ? t('ledger.wallet_title', { name: query.data.account.account.name, currency: query.data.account.currency })
      : t('ledger.system_title', {
          name: t(`ledger.system.${query.data.account.system_code!}`),
          currency: query.data.account.currency,
        })
    : t('ledger.entries');
  return (
    <>
      <AdminHeading
        title={title}
        actions={
          <Link to="/admin/ledger" className="font-semibold text-brand-700 underline">
            {t('ledger.back')}
          </Link>
        }
      />
      <div className="space-y-6">
        <Panel title={t('ledger.entries')}>
          <form onSubmit={handlePeriod} className="mb-4 flex flex-wrap items-end gap-3">
            <DateField
              label={t('common.from')}
              value={draft.from}
              onChange={(value) => setDraft({ ...draft, from: value })}
            />
            <DateField
              label={t('common.to')}
              value={draft.to}
              onChange={(value) => setDraft({ ...draft, to: value })}
            />
            <Button type="submit" variant="secondary">
              {t('common.show')}
            </Button>
          </form>
          <QueryState query={query}>
            {(entries) => (
              <>
                <p className="mb-2 text-sm text-slate-600">
                  {t('ledger.period', { from: entries.from, to: entries.to })}
                </p>
                <EntriesTable entries={entries} />
              </>
            )}
          </QueryState>
        </Panel>
        {query.data?.account.kind === 'wallet' && query.data.account.account ? (
          <Panel title={t('adjust.title')}>
            <AdjustmentForm
              accountId={query.data.account.account.id}
              currency={query.data.account.currency}
              onDone={() => void queryClient.invalidateQueries({ queryKey: ['admin', 'ledger'] })}
            />
          </Panel>
        ) : null}
      </div>
    </>
  );
}
