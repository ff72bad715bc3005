import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_KINDS } from '@portal/contracts/admin-people';
import { formatDateTime } from '../../../../lib/dates';
import { useLang } from '../../../../lib/i18n';
import { accountsQuery, type AccountFilters } from '../../api/people';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { Pager } from '../common/pager';
import { QueryState } from '../common/query-state';
import { SearchBox } from '../common/search-box';
import { SelectFilter } from '../common/select-filter';
import { StatusPill } from '../common/status-pill';

/** Customers, agencies and the staff account: search by name or any user's name or email. */
export function AccountsScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const [filters, setFilters] = useState<AccountFilters>({ page: 1 });
  const query = useQuery(accountsQuery(filters));
  return (
    <>
      <AdminHeading title={t('accounts.title')} lead={t('accounts.lead')} />
      <Panel>
        <div className="mb-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <SearchBox
            label={t('accounts.search')}
            value={filters.q ?? ''}
            className="sm:col-span-2"
            onSearch={(q) => setFilters({ ...filters, q, page: 1 })}
          />
          <SelectFilter
            label={t('accounts.kind')}
            value={filters.kind ?? ''}
            allLabel={t('common.all')}
            options={ACCOUNT_KINDS.map((k) => ({ value: k, label: t(`accounts.kinds.${k}`) }))}
            onChange={(kind) => setFilters({ ...filters, kind: kind || undefined, page: 1 })}
          />
          <SelectFilter
            label={t('accounts.state')}
            value={filters.active ?? ''}
            allLabel={t('common.all')}
            options={[
              { value: 'true', label: t('common.active') },
              { value: 'false', label: t('common.inactive') },
            ]}
            onChange={(active) => setFilters({ ...filters, active: active || undefined, page: 1 })}
          />
        </div>
        <QueryState query={query}>
          {(list) => (
            <>
              <div className="relative overflow-x-auto">
                <table className="w-full min-w-[40rem] text-sm">
                  <caption className="sr-only">{t('accounts.title')}</caption>
                  <thead>
                    <tr className="border-b border-slate-200 text-slate-600">
                      <th scope="col" className="py-2 text-start">
                        {t('accounts.name')}
                      </th>
                      <th scope="col" className="py-2 text-start">
                        {t('accounts.kind')}
                      </th>
                      <th scope="col" className="py-2 text-start">
                        {t('accounts.owner')}
                      </th>
                      <th scope="col" className="py-2 text-start">
                        {t('accounts.users')}
                      </th>
                      <th scope="col" className="py-2 text-start">
                        {t('accounts.state')}
                      </th>
                      <th scope="col" className="py-2 text-start">
                        {t('accounts.since')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.map((a) => (
                      <tr key={a.id} className="border-b border-slate-100">
                        <td className="py-2">
                          <Link
                            to="/admin/accounts/$accountId"
                            params={{ accountId: a.id }}
                            className="font-semibold text-brand-700 underline"
                          >
                            <bdi>{a.name}</bdi>
                          </Link>
                        </td>
                        <td className="py-2">{t(`accounts.kinds.${a.kind}`)}</td>
                        <td className="py-2">
                          {a.owner ? (
                            <>
                              <bdi>{a.owner.name}</bdi>
                              <span className="block text-xs text-slate-500">
                                <bdi dir="ltr">{a.owner.email}</bdi>
                              </span>
                            </>
                          ) : (
                            '—'
                          )}
                        </td>
                        <td className="py-2">{a.users}</td>
                        <td className="py-2">
                          <StatusPill tone={a.active ? 'green' : 'red'}>
                            {a.active ? t('common.active') : t('common.inactive')}
                          </StatusPill>
                        </td>
                        <td className="py-2 whitespace-nowrap">
                          {formatDateTime(a.created_at, lang, { dateStyle: 'medium' })}
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
    </>
  );
}
