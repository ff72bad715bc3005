import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LedgerAmount } from '../common/ledger-amount';
import { ledgerAccountsQuery, ledgerSummaryQuery, type LedgerFilters } from '../../api/money';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { Pager } from '../common/pager';
import { QueryState } from '../common/query-state';
import { SearchBox } from '../common/search-box';
import { SelectFilter } from '../common/select-filter';
import { LedgerSummaryTable } from './ledger-summary';

/** The ledger: the zero-sum check per currency, system balances, and every ledger account to open. */
export function LedgerScreen() {
  const { t } = useAdminText();
  const [filters, setFilters] = useState<LedgerFilters>({ page: 1 });
  const summary = useQuery(ledgerSummaryQuery);
  const accounts = useQuery(ledgerAccountsQuery(filters));
  const currencies = summary.data?.currencies.map((c) => c.currency) ?? [];
  return (
    <>
      <AdminHeading title={t('ledger.title')} lead={t('ledger.lead')} />
      <div className="space-y-6">
        <Panel title={t('ledger.summary')}>
          <QueryState query={summary}>{(data) => <LedgerSummaryTable summary={data} />}</QueryState>
        </Panel>
        <Panel title={t('ledger.accounts')}>
          <div className="mb-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <SearchBox
              label={t('ledger.search')}
              value={filters.q ?? ''}
              onSearch={(q) => setFilters({ ...filters, q, page: 1 })}
              className="sm:col-span-2"
            />
            <SelectFilter
              label={t('ledger.kind')}
              value={filters.kind ?? ''}
              allLabel={t('common.all')}
              options={[
                { value: 'wallet', label: t('ledger.kinds.wallet') },
                { value: 'system', label: t('ledger.kinds.system') },
              ]}
              onChange={(kind) =>
                setFilters({ ...filters, kind: (kind || undefined) as LedgerFilters['kind'], page: 1 })
              }
            />
            <SelectFilter
              label={t('ledger.currency')}
              value={filters.currency ?? ''}
              allLabel={t('common.all')}
              options={currencies.map((c) => ({ value: c, label: c }))}
              onChange={(currency) => setFilters({ ...filters, currency: currency || undefined, page: 1 })}
            />
          </div>
          <QueryState query={accounts}>
            {(list) => (
              <>
                <div className="relative overflow-x-auto">
                  <table className="w-full min-w-[40rem] text-sm">
                    <caption className="sr-only">{t('ledger.accounts')}</caption>
                    <thead>
                      <tr className="border-b border-slate-200 text-slate-600">
                        <th scope="col" className="py-2 text-start">
                          {t('ledger.account')}
                        </th>
                        <th scope="col" className="py-2 text-start">
                          {t('ledger.currency')}
                        </th>
                        <th scope="col" className="py-2 text-end">
                          {t('ledger.balance')}
                        </th>
                        <th scope="col" className="py-2 text-end">
                          {t('ledger.held')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.data.map((a) => (
                        <tr key={a.id} className="border-b border-slate-100">
                          <td className="py-2">
                            <Link
                              to="/admin/ledger/$accountId"
                              params={{ accountId: a.id }}
                              className="font-medium text-brand-700 underline"
                            >
                              {a.account ? <bdi>{a.account.name}</bdi> : t(`ledger.system.${a.system_code!}`)}
                            </Link>
                            <span className="ms-2 text-xs text-slate-500">
                              {a.kind === 'wallet' ? t('ledger.kinds.wallet') : t('ledger.kinds.system')}
                            </span>
                          </td>
                          <td className="py-2">{a.currency}</td>
                          <td className="py-2 text-end">
                            <LedgerAmount amount={a.balance} currency={a.currency} />
                          </td>
                          <td className="py-2 text-end">
                            <LedgerAmount amount={a.held} currency={a.currency} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pager meta={list.meta} onPage={(page) => setFilters({ ...filters, page })} />
              </>
            )}
          </QueryState>
        </Panel>
      </div>
    </>
  );
}
